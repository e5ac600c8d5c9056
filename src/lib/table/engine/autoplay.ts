// Whole matches played by computer players: for the command line, the benchmark and tests.
import { planTurn } from './players';
import { play } from './rules';
import type { Action, HandResult, Level, MatchState, Seat } from './types';
import { seatView, type SeatView } from './view';

/** Plans a turn; the benchmark passes a timed planTurn. */
export type Planner = (level: Level, view: SeatView) => Action[];

export interface PlayedMatch {
  readonly final: MatchState;
  readonly actions: Action[];
  /** The hand each action was made in. */
  readonly hands: number[];
  /** How each hand ended, in order. */
  readonly results: HandResult[];
}

/** Applies an action a player chose; a player that chooses an illegal one is a bug. */
function must(state: MatchState, action: Action, who: string): MatchState {
  const r = play(state, action);
  if (!r.ok) throw new Error(`${who} chose an illegal action: ${r.error.message}`);
  return r.value;
}

/** Plays the turn of the seat to act at `level`, from wherever that turn stands. */
export function playTurn(state: MatchState, level: Level, planner: Planner = planTurn, out?: PlayedMatch): MatchState {
  const seat: Seat = state.turn;
  const hand = state.hand;
  const start = state.turnIndex;
  let s = state;
  while (s.phase !== 'over' && s.hand === hand && s.turnIndex === start) {
    const plan = planner(level, seatView(s, seat));
    if (plan.length === 0) throw new Error(`the ${level} player had no action`);
    for (const action of plan) {
      out?.actions.push(action);
      out?.hands.push(s.hand);
      const before = s.last;
      s = must(s, action, `the ${level} player`);
      if (s.last !== before && s.last) out?.results.push(s.last);
    }
  }
  return s;
}

/** Plays a whole match from `start` with the level of each seat. */
export function playMatch(start: MatchState, levels: readonly Level[], planner: Planner = planTurn): PlayedMatch {
  const out: PlayedMatch = { final: start, actions: [], hands: [], results: [] };
  let s = start;
  while (s.phase !== 'over') s = playTurn(s, levels[s.turn], planner, out);
  return { ...out, final: s };
}

// What a verdict on a hand is (docs/table-verdict.md), its work budget, and the hand it
// judges, apart from the search itself (verdict.ts): the page names these without loading the
// search, which runs in the worker.
import { makeAction } from './actions';
import { play } from './rules';
import type { Action, MatchState } from './types';

/** The state after `a`, which must be legal: a verdict replays only lines that were played or found. */
export function mustPlay(s: MatchState, a: Action): MatchState {
  const r = play(s, a);
  if (!r.ok) throw new Error(`verdict: illegal action ${makeAction(a)}: ${r.error.message}`);
  return r.value;
}

/**
 * The start of the hand that `actions` (a match's, from `start`) last finish, or of the hand in
 * progress when they finish none, with that hand's actions. Throws on an illegal action.
 */
export function lastHand(start: MatchState, actions: readonly Action[]): { start: MatchState; played: Action[] } {
  let s = start;
  let handStart = start;
  let from = 0;
  let finished: { start: MatchState; played: Action[] } | null = null;
  actions.forEach((a, i) => {
    const before = s;
    s = mustPlay(s, a);
    if (s.hand !== before.hand || s.phase === 'over') {
      finished = { start: handStart, played: actions.slice(from, i + 1) };
      handStart = s;
      from = i + 1;
    }
  });
  return finished ?? { start: handStart, played: actions.slice(from) };
}

/** The default work budget: positions visited, computers' turns counted as one each. */
export const VERDICT_BUDGET = 30000;

export interface Verdict {
  /** The search finished within the budget: the figures below are exact. */
  readonly settled: boolean;
  /**
   * The fewest points and whether seat 0 could go out are exact: settled, or a line going out
   * (0 points, the least there is) was found. Only the earliest turn may then be a bound.
   */
  readonly pointsSettled: boolean;
  /**
   * The fewest penalty points seat 0 could have ended the hand with (a bound when not settled;
   * null when the budget ran out before any whole line of the hand was found).
   */
  readonly fewestPoints: number | null;
  readonly couldGoOut: boolean;
  /** Seat 0's earliest turn of the hand (from 1) to go out in, when it could. */
  readonly goOutTurn?: number;
  /** The best line found: every action of the hand from the start, all seats, as tokens. */
  readonly line: string[];
  /** The points seat 0 ended the hand with in the played line; null if it did not finish the hand. */
  readonly playedPoints: number | null;
  /** Did the played line go out, and on which of seat 0's turns. */
  readonly playedOutTurn: number | null;
  readonly nodes: number;
}

// Named positions for the table game's tests: a MatchState written with card codes.
import { parseCard } from '../../src/lib/cards/card';
import {
  DEFAULT_OPTIONS, PILES, byCharCode, createMatch, legalActions, makeAction, parseMoves, play,
  type Action, type MatchOptions, type MatchState, type PileName
} from '../../src/lib/table/engine';
import { sortHand } from '../../src/lib/table/engine/layout';
import { playMatch } from '../../src/lib/table/engine/autoplay';
import { handVerdict } from '../../src/lib/table/engine/verdict';

const cards = (text: string): number[] =>
  text.split(/\s+/).filter((t) => t !== '').map((t) => {
    const c = parseCard(t);
    if (!c.ok) throw new Error(c.error.message);
    return c.value;
  });

export interface PositionSpec {
  hands: string[];
  piles?: Partial<Record<PileName, string>>;
  stock?: string;
  turn?: number;
  phase?: 'draw' | 'play';
  options?: Partial<MatchOptions>;
  totals?: number[];
  hand?: number;
  silentTurns?: number;
  turnBeganEmpty?: boolean;
}

/** A position from card codes; cards not named anywhere are left out (only tests build these). */
export function position(spec: PositionSpec): MatchState {
  const options = { ...DEFAULT_OPTIONS, players: spec.hands.length as 2 | 3 | 4, ...spec.options };
  const stock = cards(spec.stock ?? '');
  const hand = spec.hand ?? 1;
  return {
    key: '1',
    options,
    hand,
    dealer: (hand - 2 + options.players * 10) % options.players,
    turn: spec.turn ?? 0,
    phase: spec.phase ?? (options.draw === 'start' && stock.length > 0 ? 'draw' : 'play'),
    stock,
    piles: PILES.map((p) => cards(spec.piles?.[p] ?? '')),
    hands: spec.hands.map((h) => sortHand(cards(h))),
    totals: spec.totals ?? spec.hands.map(() => 0),
    handsWon: spec.hands.map(() => 0),
    last: null,
    winner: null,
    turnIndex: 0,
    turnBeganEmpty: spec.turnBeganEmpty ?? stock.length === 0,
    turnActed: false,
    silentTurns: spec.silentTurns ?? 0
  };
}

/** The legal actions as sorted tokens, as the command line lists them. */
export const legal = (state: MatchState): string[] => legalActions(state).map(makeAction).sort(byCharCode);

/** Plays tokens one after another; throws with the reason on an illegal one. */
export function playAll(state: MatchState, moves: string): MatchState {
  const parsed = parseMoves(moves);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let s = state;
  for (const t of parsed.value) {
    const r = play(s, t.action);
    if (!r.ok) throw new Error(`${t.text}: ${r.error.message}`);
    s = r.value;
  }
  return s;
}

/** The reason an action is refused (throws when it is legal). */
export function refusal(state: MatchState, token: string): string {
  const parsed = parseMoves(token);
  if (!parsed.ok) return parsed.error.message;
  const r = play(state, parsed.value[0].action as Action);
  if (r.ok) throw new Error(`${token} is legal`);
  return r.error.message;
}

/**
 * The verdict on hand 1 of a deal as Standard plays it in every seat (the issue 44 sets), with
 * the hand's start: `budget` as handVerdict's (its default when left out).
 */
export function verdictOnDeal(deal: number, options: Partial<MatchOptions>, budget?: number) {
  const start = createMatch(deal, { level: 'standard', ...options });
  const played = playMatch(start, Array.from({ length: start.options.players }, () => 'standard' as const));
  return { start, v: handVerdict(start, played.actions.filter((_, i) => played.hands[i] === 1), budget) };
}

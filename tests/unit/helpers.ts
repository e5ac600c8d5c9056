// Test helpers: build stock orders and positions through legal play only.
import { expect } from 'vitest';
import {
  current, dealStock, makeCard, newGame, parseActions, parseCard, replay, DECK_SIZE,
  type Card, type GameState, type History
} from '../../src/lib/engine/index.ts';

export const card = (code: string): Card => {
  const c = parseCard(code);
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
};

/** A stock that starts with the given cards (space-separated codes) and goes on in deck order. */
export function stockStartingWith(leading: string): Card[] {
  const top = leading.split(/\s+/).filter(Boolean).map(card);
  const rest: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (!top.includes(c)) rest.push(c);
  return [...top, ...rest];
}

/** The history of playing `moves` (NOTATION tokens) from a stock; fails the test if any is illegal. */
export function historyFrom(stock: readonly Card[], moves: string): History {
  const actions = parseActions(moves);
  if (!actions.ok) throw new Error(actions.error.message);
  const r = replay(newGame(stock), actions.value);
  if (!r.ok) throw new Error(`move ${r.failedAt + 1} of "${moves}": ${r.error.message}`);
  return r.value;
}

/** The state after playing `moves` from a stock. */
export const playFrom = (stock: readonly Card[], moves: string): GameState => current(historyFrom(stock, moves));

export const fromDeal = (deal: number, moves: string) => playFrom(dealStock(deal), moves);

export const boardCodes = (s: GameState) => s.board.map((c) => (c === null ? null : makeCard(c)));

export function expectSameSet(actual: readonly string[], expected: readonly string[]) {
  expect([...actual].sort()).toEqual([...expected].sort());
}

/** Deal 25 as the rule-book hint wins it, up to its last placement: two lone tens are left. */
export const DEAL_25_TO_LAST_PLACEMENT =
  'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14 r3+5 r6+10 r9+12 d p5 p6 p9 p10 p3 p12 r9 r0+3 r2+6 d p6 p9 p0 p2 p3 r0+9 r1+3 r6+11 d p6 p9 p0 p1 p11 p3 r1+3 r2+6 r9+14 d p6 p9 p3 p1 p2 p14 r14 r2+5 r6+12 d p5 p2 p6 p12 p14 r5+10 r6+9 d p5 p6 p9 p10 r1+5 r6+10 r9+14 d p1 p14 p5 p6';

/** Deal 1 as the rule-book hint plays it, to its loss: the JD finds every Jack seat taken. */
export const DEAL_1_LOST = 'p5 p1 p6 p9 p4 p7 p10 p0 p2 p3 p8 p11 p12 p13 p14 p15 r3+5 r6+9 r11+12 r13+14 d p5 p6 p9 p3 p11';

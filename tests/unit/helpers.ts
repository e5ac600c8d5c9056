// Test helpers: build stock orders and positions through legal play only.
import { expect } from 'vitest';
import {
  current, dealStock, makeCard, newGame, parseActions, parseCard, replay, DECK_SIZE,
  type Card, type GameState, type History
} from '../../src/lib/patience/engine/index.ts';

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
  if (!r.ok) throw new Error(`move ${r.error.index + 1} of "${moves}": ${r.error.message}`);
  return r.value;
}

/** The state after playing `moves` from a stock. */
export const playFrom = (stock: readonly Card[], moves: string): GameState => current(historyFrom(stock, moves));

export const fromDeal = (deal: number, moves: string) => playFrom(dealStock(deal), moves);

export const boardCodes = (s: GameState) => s.board.map((c) => (c === null ? null : makeCard(c)));

export function expectSameSet(actual: readonly string[], expected: readonly string[]) {
  expect([...actual].sort()).toEqual([...expected].sort());
}

export { DEAL_1_LOST, DEAL_2_LOST, DEAL_5_TO_BLOCKED_RESUME, DEAL_25_TO_LAST_PLACEMENT, DEAL_25_WIN, DEAL_123_DEAD_END } from '../lines.ts';

// A floor under seat 0's points at the hand's end (docs/table-verdict.md, "A points floor"),
// without searching. The hand ends on one of seat 0's turns: it goes out (0 points), or its
// turn k ends and the hand ends before its next one (another seat goes out, or the stock and
// the silent turns end it). Seat 0 then still holds at least the cards the count of bounds.ts
// cannot place by the end of turn k (its shortfall), all among the cards it must have held
// by then, so at least that many of their smallest penalties. The floor is the least of that
// over every turn the hand may end on. Pure.
import { cardPenalty, handPenalty } from '../rules';
import type { MatchState } from '../types';
import { shortfall } from './bounds';

/**
 * The fewest points seat 0 can end the hand with from `s` (its turn, the draw made), counting
 * only the hand's ends from its `from`-th turn from this one on (1 = this one): 0 whenever it
 * may still go out.
 */
export function pointsFloor(s: MatchState, from = 1): number {
  // Once the stock is all drawn, later turns add nothing: the last of them stands for the rest.
  const last = Math.max(from, 2, Math.ceil(s.stock.length / s.options.players) + 1);
  let floor = Infinity;
  for (let k = from; k <= last; k++) {
    const { short, must } = shortfall(s, k);
    if (short === 0) return 0;
    const penalties = must.map((c) => cardPenalty(c, s.options.qj2)).sort((a, b) => a - b);
    let sum = 0;
    for (let i = 0; i < short && i < penalties.length; i++) sum += penalties[i];
    if (sum < floor) floor = sum;
  }
  return floor;
}

/**
 * The same once seat 0 ends its turn here: the hand may end now (seat 0 keeps its hand; with
 * the draw at the end it may draw one more, which only adds) or on a later turn.
 */
export const pointsFloorAtEnd = (s: MatchState): number => Math.min(handPenalty(s.hands[0], s.options.qj2), pointsFloor(s, 2));

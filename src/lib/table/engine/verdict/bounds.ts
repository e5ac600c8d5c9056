// What the cards already rule out for seat 0, without searching (docs/table-verdict.md,
// "Bounds"): whether it may go out on a given turn. Nothing is ever taken off a pile and a pile
// moves whole with its top, so a card once covered is never a top again; the stock's order is
// fixed, so which cards can have come into play by a given turn is known. Pure.
import { rankOf, type Card } from '../../../cards/card';
import type { MatchState } from '../types';

/** The two cards a card goes on (one rank higher, other colour); none for a king. */
function parentsOf(card: Card): [Card, Card] | null {
  const r = card % 13;
  if (r === 12) return null;
  const red = card >= 13 && card < 39;
  return red ? [r + 1, 39 + r + 1] : [13 + r + 1, 26 + r + 1];
}

/** Where each card is: 1 = covered in a pile, 2 = a pile's top; 0 = off the table. */
function places(s: MatchState): Uint8Array {
  const at = new Uint8Array(52);
  for (const pile of s.piles) {
    for (let i = 0; i < pile.length; i++) at[pile[i]] = i === pile.length - 1 ? 2 : 1;
  }
  return at;
}

const isKingCard = (card: Card): boolean => rankOf(card) === 13;

/**
 * May seat 0 (to play in its turn, the draw made) possibly go out on its `k`-th turn from this
 * one (1 = this one)? A card may be placed only on a parent that is or may become a top by then
 * (a top now, a card seat 0 holds or will draw, and from turn 2 on any card in another hand or
 * drawn from the stock before that turn) or into an empty side; each card with no such parent
 * needs a side of its own, and each king a corner or a side. False means it cannot.
 */
export function mayGoOutOnTurn(s: MatchState, k: number): boolean {
  const p = s.options.players;
  const at = places(s);
  const near = new Uint8Array(52);
  for (let c = 0; c < 52; c++) if (at[c] === 2) near[c] = 1;
  const must: Card[] = [...s.hands[0]];
  // Seat 0's own draws before it goes out on turn k.
  if (s.options.draw === 'start') for (let j = 1; j < k; j++) must.push(s.stock[j * p - 1]);
  else for (let j = 0; j < k - 1; j++) must.push(s.stock[j * p]);
  if (k >= 2) {
    for (let seat = 1; seat < p; seat++) for (const c of s.hands[seat]) near[c] = 1;
    for (let i = 0; i < (k - 1) * p && i < s.stock.length; i++) near[s.stock[i]] = 1;
  }
  let roots = 0;
  let kings = 0;
  for (const c of must) {
    if (c === undefined) continue;
    near[c] = 1;
  }
  const parentNear = (c: Card): boolean => {
    const par = parentsOf(c);
    return par !== null && (near[par[0]] === 1 || near[par[1]] === 1);
  };
  for (const c of must) {
    if (c === undefined) continue;
    if (isKingCard(c)) kings++;
    else if (!parentNear(c)) roots++;
  }
  if (roots === 0 && kings === 0) return true;
  let corners = 0;
  for (let i = 4; i < 8; i++) if (s.piles[i].length === 0) corners++;
  let sides = 0;
  for (let i = 0; i < 4; i++) {
    const base = s.piles[i][0];
    if (base === undefined || (isKingCard(base) ? corners > 0 : parentNear(base))) sides++;
  }
  return roots <= sides && roots + kings <= sides + corners;
}

/** Can seat 0 not possibly go out on any of its next `depth` turns (this one is 1)? */
export function cannotGoOutWithin(s: MatchState, depth: number, from = 1): boolean {
  // From turn 2 the other hands count; once the stock is all drawn, later turns add nothing:
  // the last of them stands for the rest.
  const last = Math.min(depth, Math.max(2, Math.ceil(s.stock.length / s.options.players) + 1));
  for (let k = last; k >= from; k--) if (mayGoOutOnTurn(s, k)) return false;
  return true;
}

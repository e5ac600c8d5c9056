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
  for (const c of must) if (c !== undefined) near[c] = 1;
  // Every card seat 0 places ends on a parent or as the first card of a side (a king: of a
  // corner or a side). A parent takes one card on it, then it is covered, so the twins that go
  // on the same two parents (`group`, named by the first parent) need as many of those parents
  // as they are; the rest need sides. A side is free now or once its pile moves onto a parent
  // of its first card, which takes such a parent too (a king's pile: into a corner).
  const wanting = new Uint8Array(52);
  const movable = new Uint8Array(52);
  const groups: [Card, Card][] = [];
  const want = (par: [Card, Card], into: Uint8Array): void => {
    if (wanting[par[0]] === 0 && movable[par[0]] === 0) groups.push(par);
    into[par[0]]++;
  };
  let kings = 0;
  for (const c of must) {
    if (c === undefined) continue;
    const par = parentsOf(c);
    if (par === null) kings++;
    else want(par, wanting);
  }
  let corners = 0;
  for (let i = 4; i < 8; i++) if (s.piles[i].length === 0) corners++;
  let free = 0;
  let kingSides = 0;
  for (let i = 0; i < 4; i++) {
    const base = s.piles[i][0];
    if (base === undefined) free++;
    else {
      const par = parentsOf(base);
      if (par === null) kingSides++;
      else want(par, movable);
    }
  }
  let roots = 0;
  for (const [a, b] of groups) {
    const hosts = near[a] + near[b];
    if (wanting[a] > hosts) roots += wanting[a] - hosts;
    else free += Math.min(movable[a], hosts - wanting[a]);
  }
  return roots <= free + Math.min(kingSides, corners) && roots + kings <= free + corners;
}

/** Can seat 0 not possibly go out on any of its next `depth` turns (this one is 1)? */
export function cannotGoOutWithin(s: MatchState, depth: number, from = 1): boolean {
  // From turn 2 the other hands count; once the stock is all drawn, later turns add nothing:
  // the last of them stands for the rest.
  const last = Math.min(depth, Math.max(2, Math.ceil(s.stock.length / s.options.players) + 1));
  for (let k = last; k >= from; k--) if (mayGoOutOnTurn(s, k)) return false;
  return true;
}

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

/** Twins (same rank and colour) go on the same two parents: a group, ordered by rank, aces first. */
const GROUPS = 24;
const groupOf = (card: Card): number => (card % 13) * 2 + (card >= 13 && card < 39 ? 1 : 0);
const PARENTS: readonly [Card, Card][] = Array.from({ length: GROUPS }, (_, g) => parentsOf(g % 2 === 1 ? 13 + (g >> 1) : g >> 1) as [Card, Card]);

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
  // What each card is by then: 2 a top now or a card seat 0 must place (in play at no cost),
  // 1 a card of another seat (in play only once that seat places it), 0 neither.
  const host = new Uint8Array(52);
  for (let c = 0; c < 52; c++) if (at[c] === 2) host[c] = 2;
  const must: Card[] = [...s.hands[0]];
  // Seat 0's own draws before it goes out on turn k.
  if (s.options.draw === 'start') for (let j = 1; j < k; j++) must.push(s.stock[j * p - 1]);
  else for (let j = 0; j < k - 1; j++) must.push(s.stock[j * p]);
  for (const c of must) if (c !== undefined) host[c] = 2;
  if (k >= 2) {
    for (let seat = 1; seat < p; seat++) for (const c of s.hands[seat]) host[c] = 1;
    // The others' draws that they can place before seat 0's turn k: with the draw at the end
    // of a turn, a card drawn in the round before turn k waits for its seat's next turn.
    const drawn = (s.options.draw === 'start' ? k - 1 : k - 2) * p;
    for (let i = 0; i < drawn && i < s.stock.length; i++) if (host[s.stock[i]] === 0) host[s.stock[i]] = 1;
  }
  const next = k >= 2 ? nextStandard(s) : null;
  const taken = next === null ? null : coveredNext(s, at, next);
  if (taken !== null) for (let g = 0; g < GROUPS; g++) if (taken[g] !== NONE) host[taken[g]] = 2;
  // Every card placed ends on a parent or as the first card of a side (a king: of a corner or
  // a side), and a parent takes one card on it, then it is covered. So the twins that go on the
  // same two parents (a group: one rank, one colour) need as many of those parents in play, or
  // sides of their own. Another seat's card used as a parent must itself be placed, so it
  // wants a parent of its own one rank up. A side is free now, or once its pile moves onto a
  // parent of its first card that no card needs (a king's pile: into a corner).
  const wanting = new Uint8Array(GROUPS);
  const movable = new Uint8Array(GROUPS);
  let kings = 0;
  for (const c of must) {
    if (c === undefined) continue;
    if (isKingCard(c)) kings++;
    else wanting[groupOf(c)]++;
  }
  let corners = 0;
  for (let i = 4; i < 8; i++) if (s.piles[i].length === 0) corners++;
  let free = 0;
  let kingSides = 0;
  for (let i = 0; i < 4; i++) {
    const base = s.piles[i][0];
    if (base === undefined) free++;
    else if (isKingCard(base)) kingSides++;
    else movable[groupOf(base)]++;
  }
  let roots = 0;
  // Groups from the aces up: a parent used from another seat adds a want one rank up.
  for (let g = 0; g < GROUPS; g++) {
    const [a, b] = PARENTS[g];
    let cheap = +(host[a] === 2) + +(host[b] === 2);
    let dear = +(host[a] === 1) + +(host[b] === 1);
    // The next seat's card covers one of these parents after this turn (coveredNext): of the
    // lines that may follow, the one where it takes a parent from another seat asks least.
    if (taken !== null && taken[g] !== NONE) {
      if (dear > 0) dear--;
      else cheap--;
    }
    const short = wanting[g] - cheap;
    let used = 0;
    if (short > 0) {
      used = Math.min(short, dear);
      roots += short - used;
    }
    // A side's pile moves onto a parent of its first card that no card needs: one from the
    // table or seat 0 first; one from another seat must itself be placed, like any other.
    const cheapMoves = Math.min(movable[g], Math.max(0, cheap - wanting[g]));
    const dearMoves = Math.min(movable[g] - cheapMoves, dear - used);
    free += cheapMoves + dearMoves;
    used += dearMoves;
    if (used > 0) {
      if (isKingCard(a)) kings += used;
      else wanting[groupOf(a)] += used;
    }
  }
  return roots <= free + Math.min(kingSides, corners) && roots + kings <= free + corners;
}

const NONE = -1;

/**
 * The cards the next seat holds in its turn after this one of seat 0 (its hand, and with the
 * draw at the start its draw) when it plays Standard; null otherwise (its habits unknown).
 * (Its other habit, a king into an empty corner at once, adds nothing: there are four kings
 * and four corners, so the corners seat 0's kings need are never short.)
 */
function nextStandard(s: MatchState): Card[] | null {
  if (s.options.level !== 'standard' || s.turn !== 0 || s.phase !== 'play') return null;
  const next = [...s.hands[1 % s.options.players]];
  if (s.options.draw === 'start' && s.stock.length > 0) next.push(s.stock[0]);
  return next;
}

/** A card's twin: the other card of its rank and colour (clubs and spades, diamonds and hearts). */
const twinOf = (card: Card): Card => (card >= 13 && card < 39 ? (card < 26 ? card + 13 : card - 13) : card < 13 ? card + 39 : card - 39);

/** Is this card the first card of a side pile (which may move onto a parent of it)? */
const baseOfSide = (s: MatchState, card: Card): boolean =>
  s.piles[0][0] === card || s.piles[1][0] === card || s.piles[2][0] === card || s.piles[3][0] === card;

/**
 * The Standard player's habit (players/standard.ts): it builds until no card in its hand fits
 * any top, and only then ends its turn. So when, during seat 0's turn, a parent of a card the
 * next seat holds is a top, and seat 0 can put nothing on it this turn (no other card fits it
 * but that card's twin, and the twin is neither in seat 0's hand nor the first card of a side
 * pile, which could move onto it), it stays a top to the end of the turn, and the next seat
 * places that card on one of the group's two parents in its turn, unless it goes out (then
 * seat 0 does not). For each group (by index) the card that will, or NONE; only when the
 * next seat cannot hold the twin as well (in its hand or its draw), so that the card placed is
 * known. From seat 0's second turn on, that parent is gone and that card is a top.
 */
function coveredNext(s: MatchState, at: Uint8Array, next: readonly Card[]): Int8Array | null {
  let taken: Int8Array | null = null;
  for (const x of next) {
    if (isKingCard(x)) continue;
    const twin = twinOf(x);
    // The twin covers the parent too: from seat 0's hand, or as the first card of a side
    // pile moved onto it (a corner's pile never moves; a covered card never moves alone).
    if (next.includes(twin) || s.hands[0].includes(twin) || baseOfSide(s, twin)) continue;
    const g = groupOf(x);
    const [a, b] = PARENTS[g];
    if (at[a] !== 2 && at[b] !== 2) continue;
    taken ??= new Int8Array(GROUPS).fill(NONE);
    taken[g] = x;
  }
  return taken;
}

/** Can seat 0 not possibly go out on any of its next `depth` turns (this one is 1)? */
export function cannotGoOutWithin(s: MatchState, depth: number, from = 1): boolean {
  // From turn 2 the other hands count; once the stock is all drawn, later turns add nothing:
  // the last of them stands for the rest.
  const last = Math.min(depth, Math.max(2, Math.ceil(s.stock.length / s.options.players) + 2));
  for (let k = last; k >= from; k--) if (mayGoOutOnTurn(s, k)) return false;
  return true;
}

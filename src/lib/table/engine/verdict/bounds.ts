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
 * drawn by another seat in time to place it before that turn) or into an empty side; each
 * card with no such parent needs a side of its own, and each king a corner or a side. False
 * means it cannot.
 */
export function mayGoOutOnTurn(s: MatchState, k: number): boolean {
  const at = places(s);
  return mayGoOut(s, k, at, coveredByNext(s, at));
}

/** mayGoOutOnTurn, with what does not depend on the turn worked out once for all of them. */
function mayGoOut(s: MatchState, k: number, at: Uint8Array, covered: Covered | null): boolean {
  const p = s.options.players;
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
  // The next seat's card that has taken one of its group's parents by seat 0's turn k
  // (coveredByNext) wants it like any other card, and is in play then at no further cost.
  if (covered !== null && k >= 2) {
    for (let g = 0; g < GROUPS; g++) {
      const x = covered.card[g];
      if (x === NONE || covered.from[g] > k) continue;
      host[x] = 2;
      wanting[g]++;
    }
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
    const cheap = +(host[a] === 2) + +(host[b] === 2);
    const dear = +(host[a] === 1) + +(host[b] === 1);
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

/** A card's twin: the other card of its rank and colour (clubs and spades, diamonds and hearts). */
const twinOf = (card: Card): Card => (card >= 13 && card < 39 ? (card < 26 ? card + 13 : card - 13) : card < 13 ? card + 39 : card - 39);

/** Is this card the first card of a side pile (which may move onto a parent of it)? */
const baseOfSide = (s: MatchState, card: Card): boolean =>
  s.piles[0][0] === card || s.piles[1][0] === card || s.piles[2][0] === card || s.piles[3][0] === card;

/**
 * The Standard player's habit (players/standard.ts): it builds until no card in its hand fits
 * any top, and only then ends its turn (or fills a side: only with a card that fits nowhere).
 * So when a parent of a card the next seat holds in its `j`-th turn from now is a top now, and
 * nobody can put anything else on it before that turn ends (no card but that card's twin fits
 * it, and the twin is not the first card of a side pile, which could move onto it, nor seat 0's
 * before its turn j + 1, nor the next seat's by its turn j), it stays a top until the next seat
 * places that card on one of the group's two parents in its turn j at the latest, unless that
 * seat goes out (then seat 0 does not). For each group (by index) the card that will, or NONE,
 * and the first of seat 0's turns from which that parent is gone and that card is a top. Only
 * when the next seat plays Standard (its habits are known), and heads-up for j > 1: with more
 * players the seats between could cover the parent; with one, only seat 0's turn j comes
 * between, and the next seat's cards and draws are known from the stock's order. (Its other
 * habit, a king into an empty corner at once, adds nothing: there are four kings and four
 * corners, so the corners seat 0's kings need are never short.)
 */
interface Covered {
  readonly card: Int8Array;
  readonly from: Uint8Array;
}

function coveredByNext(s: MatchState, at: Uint8Array): Covered | null {
  if (s.options.level !== 'standard' || s.turn !== 0 || s.phase !== 'play') return null;
  const p = s.options.players;
  const start = s.options.draw === 'start';
  // The turn (counted from now, each seat its own) from which seat 0 and the next seat hold
  // each card; NEVER when neither does.
  const mine = new Uint8Array(52).fill(NEVER);
  const theirs = new Uint8Array(52).fill(NEVER);
  for (const c of s.hands[0]) mine[c] = 1;
  for (const c of s.hands[1 % p]) theirs[c] = 1;
  if (p === 2) {
    // Heads-up the draws alternate: the next seat draws first. A card drawn at the start of a
    // turn is held in it; one drawn at the end of a turn, from the seat's next turn.
    for (let i = 0; i < s.stock.length; i++) {
      const c = s.stock[i];
      if (start) {
        if (i % 2 === 0) theirs[c] = i / 2 + 1;
        else mine[c] = (i + 1) / 2 + 1;
      } else if (i % 2 === 0) mine[c] = i / 2 + 2;
      else theirs[c] = (i - 1) / 2 + 2;
    }
  } else if (start && s.stock.length > 0) theirs[s.stock[0]] = 1;
  let covered: { card: Int8Array; from: Uint8Array } | null = null;
  for (let x = 0; x < 52; x++) {
    const j = theirs[x];
    if (j === NEVER || (p > 2 && j > 1) || isKingCard(x)) continue;
    const twin = twinOf(x);
    // The twin covers the parent too: from a hand, or as the first card of a side pile moved
    // onto it (a corner's pile never moves; a covered card never moves alone).
    if (theirs[twin] <= j || mine[twin] <= j || baseOfSide(s, twin)) continue;
    const g = groupOf(x);
    const [a, b] = PARENTS[g];
    if (at[a] !== 2 && at[b] !== 2) continue;
    covered ??= { card: new Int8Array(GROUPS).fill(NONE), from: new Uint8Array(GROUPS) };
    covered.card[g] = x;
    covered.from[g] = j + 1;
  }
  return covered;
}

const NEVER = 255;

/** Can seat 0 not possibly go out on any of its next `depth` turns (this one is 1)? */
export function cannotGoOutWithin(s: MatchState, depth: number, from = 1): boolean {
  // From turn 2 the other hands count; once the stock is all drawn, later turns add nothing:
  // the last of them stands for the rest.
  // (With the draw at the end, the others' last draws come into play a round later.) The
  // next seat's habit only adds to later turns, so the last turn is the least strict of them.
  const last = Math.min(depth, Math.max(2, Math.ceil(s.stock.length / s.options.players) + (s.options.draw === 'start' ? 1 : 2)));
  if (last < from) return true;
  const at = places(s);
  const covered = coveredByNext(s, at);
  for (let k = last; k >= from; k--) if (mayGoOut(s, k, at, covered)) return false;
  return true;
}

// What every computer player works on: a small copy of the layout and its own hand, as seen
// from its seat (view.ts), with the plays open to it. Players plan on a desk and hand the
// engine ordinary actions; legality stays the engine's (rules.ts), and the tests check that
// every planned action is legal there.
import seedrandom from 'seedrandom/seedrandom.js';
import { isRed, rankOf, type Card } from '../../../cards/card';
import { PILES, SIDES, type Action } from '../types';
import type { SeatView } from '../view';

export const NONE = -1;

// Lookup tables: the search asks these millions of times.
const RANK = Int8Array.from({ length: 52 }, (_, c) => rankOf(c));
const RED = Int8Array.from({ length: 52 }, (_, c) => (isRed(c) ? 1 : 0));

/** The card (or a pile headed by it) goes on `top`: one rank lower, other colour. */
export const fitsOn = (card: Card, top: Card): boolean => RANK[top] === RANK[card] + 1 && RED[card] !== RED[top];
export const isKing = (card: Card): boolean => RANK[card] === 13;

/** A layout and a hand: for each pile only its first and top card matter to what comes next. */
export interface Desk {
  readonly hand: readonly Card[];
  /** Indexed as PILES; NONE for an empty pile. */
  readonly first: readonly number[];
  readonly top: readonly number[];
}

export type DeskMove =
  | { readonly kind: 'card'; readonly card: Card; readonly to: number }
  | { readonly kind: 'move'; readonly from: number; readonly to: number };

export function deskOf(view: SeatView): Desk {
  return {
    hand: view.cards,
    first: view.piles.map((p) => (p.length ? p[0] : NONE)),
    top: view.piles.map((p) => (p.length ? p[p.length - 1] : NONE))
  };
}

export const isCornerIndex = (i: number): boolean => i >= 4;

/** True when `card` may go to pile `i` of the desk. */
export function cardFits(desk: Desk, card: Card, i: number): boolean {
  const top = desk.top[i];
  return top === NONE ? i < 4 || isKing(card) : fitsOn(card, top);
}

/** True when side pile `s` may move to pile `i`. */
export function pileFits(desk: Desk, s: number, i: number): boolean {
  const first = desk.first[s];
  if (first === NONE || i === s) return false;
  const top = desk.top[i];
  return top === NONE ? i >= 4 && isKing(first) : fitsOn(first, top);
}

/**
 * Every play open on the desk. Empty sides are alike and so are empty corners, so only the
 * first of each is offered: the others would lead to the same positions. With `fillsToo`
 * false, a card that builds somewhere is not offered as a fill: the search stays small and
 * rarely loses by it.
 */
export function deskMoves(desk: Desk, fillsToo = true): DeskMove[] {
  const moves: DeskMove[] = [];
  const emptySide = desk.top.slice(0, 4).indexOf(NONE);
  const emptyCornerAt = desk.top.slice(4).indexOf(NONE);
  const emptyCorner = emptyCornerAt < 0 ? NONE : emptyCornerAt + 4;
  for (const card of desk.hand) {
    let builds = false;
    for (let i = 0; i < 8; i++) {
      if (desk.top[i] === NONE || !fitsOn(card, desk.top[i])) continue;
      moves.push({ kind: 'card', card, to: i });
      builds = true;
    }
    if (emptyCorner !== NONE && isKing(card)) moves.push({ kind: 'card', card, to: emptyCorner });
    // A card that builds somewhere is not offered as a fill (fillsToo offers it).
    if (emptySide !== NONE && (!builds || fillsToo)) moves.push({ kind: 'card', card, to: emptySide });
  }
  for (let s = 0; s < 4; s++) {
    if (desk.first[s] === NONE) continue;
    for (let i = 0; i < 8; i++) {
      if (desk.top[i] === NONE && i !== emptyCorner) continue;
      if (pileFits(desk, s, i)) moves.push({ kind: 'move', from: s, to: i });
    }
  }
  return moves;
}

/** The desk after a play (a new desk; the old one is untouched). */
export function applyDeskMove(desk: Desk, m: DeskMove): Desk {
  const first = desk.first.slice();
  const top = desk.top.slice();
  if (m.kind === 'card') {
    if (top[m.to] === NONE) first[m.to] = m.card;
    top[m.to] = m.card;
    return { hand: desk.hand.filter((c) => c !== m.card), first, top };
  }
  if (top[m.to] === NONE) first[m.to] = first[m.from];
  top[m.to] = top[m.from];
  first[m.from] = NONE;
  top[m.from] = NONE;
  return { hand: desk.hand, first, top };
}

export function toAction(m: DeskMove): Action {
  return m.kind === 'card'
    ? { type: 'card', card: m.card, to: PILES[m.to] }
    : { type: 'move', from: SIDES[m.from], to: PILES[m.to] };
}

export const END: Action = { type: 'end' };
export const DRAW: Action = { type: 'draw' };

/** The cards of the hand that go on some non-empty pile of the desk. */
export const buildable = (desk: Desk, card: Card): boolean => {
  for (let i = 0; i < 8; i++) if (desk.top[i] !== NONE && fitsOn(card, desk.top[i])) return true;
  return false;
};

/** How many cards of `hand` build down in a chain from `card` (the card one lower of the other colour, and so on). */
export function chainBelow(card: Card, hand: readonly Card[]): number {
  let length = 0;
  let at = card;
  for (;;) {
    const next = hand.find((c) => fitsOn(c, at));
    if (next === undefined) return length;
    length++;
    at = next;
  }
}

export const emptySides = (desk: Desk): number => desk.top.slice(0, 4).filter((t) => t === NONE).length;
export const emptyCorners = (desk: Desk): number => desk.top.slice(4).filter((t) => t === NONE).length;

/** A seeded random source for one turn of one seat (view.seed: key, hand, seat, turn). */
export const turnRandom = (view: SeatView, salt: string): (() => number) => seedrandom(`${view.seed}/${salt}`);

/** The seats after `seat` in turn order. */
export const nextSeats = (view: SeatView): number[] =>
  Array.from({ length: view.options.players - 1 }, (_, j) => (view.seat + 1 + j) % view.options.players);


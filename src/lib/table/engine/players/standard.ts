// The Standard player (docs/table-players.md): corners kings at once, plays what fits, moves
// a pile only to open a space it can use, and fills spaces with the card that fits nowhere
// else. Its tie-breaks are fixed and written next to each choice.
import { rankOf, type Card } from '../../../cards/card';
import { handOrder } from '../layout';
import type { Action } from '../types';
import type { SeatView } from '../view';
import {
  applyDeskMove, cardFits, chainBelow, deskOf, END, isKing, NONE, pileFits, toAction,
  type Desk, type DeskMove
} from './desk';

/** Standard's next play on a desk, or null when it would end the turn. */
export function standardStep(desk: Desk): DeskMove | null {
  const hand = desk.hand;
  // 1. A king goes into an empty corner at once (the first king in hand order, the first
  //    empty corner in the order NE SE SW NW).
  for (const card of hand) {
    if (!isKing(card)) continue;
    for (let i = 4; i < 8; i++) if (desk.top[i] === NONE) return { kind: 'card', card, to: i };
  }
  // 2. Build. Of the cards that fit, play first the one with the longest chain of own cards
  //    below it, then the lowest in hand order, so that of two copies that fit the same pile
  //    (5♦ and 5♥ on 6♠) the one later in suit order is kept as a spare. It goes on a corner
  //    before a side (corners stay put; a side may still be moved), then in pile order.
  let best: DeskMove | null = null;
  let bestChain = -1;
  for (const card of hand) {
    const to = buildTarget(desk, card);
    if (to === NONE) continue;
    const chain = chainBelow(card, hand);
    if (chain > bestChain) {
      best = { kind: 'card', card, to };
      bestChain = chain;
    }
  }
  if (best) return best;
  if (hand.length === 0) return null;
  // 3. A space is filled with a card that fits nowhere else (by now, any card).
  const side = desk.top.slice(0, 4).indexOf(NONE);
  if (side !== NONE) return { kind: 'card', card: fillCard(hand), to: side };
  // 4. A pile moves only to open a space it can use: with cards in hand, every move that
  //    empties a side does (a card fills it next). A king-headed pile into an empty corner
  //    first, then a pile onto another, sides in order N E S W, targets in pile order.
  for (let s = 0; s < 4; s++) for (let i = 4; i < 8; i++) if (desk.top[i] === NONE && pileFits(desk, s, i)) return { kind: 'move', from: s, to: i };
  for (let s = 0; s < 4; s++) for (let i = 0; i < 8; i++) if (desk.top[i] !== NONE && pileFits(desk, s, i)) return { kind: 'move', from: s, to: i };
  return null;
}

/** Where a card builds: the first corner it fits, else the first side; NONE when nowhere. */
function buildTarget(desk: Desk, card: Card): number {
  for (const i of [4, 5, 6, 7, 0, 1, 2, 3]) if (desk.top[i] !== NONE && cardFits(desk, card, i)) return i;
  return NONE;
}

/**
 * The card that fills a space: a king first (ten points shed), then the card with the longest
 * chain of own cards below it, then the highest rank (more room below it), then hand order.
 */
export function fillCard(hand: readonly Card[]): Card {
  let best = hand[0];
  let bestKey = -Infinity;
  for (const card of hand) {
    const key = (isKing(card) ? 1e6 : 0) + chainBelow(card, hand) * 1000 + rankOf(card) * 10 - handOrder(card) / 100;
    if (key > bestKey) {
      best = card;
      bestKey = key;
    }
  }
  return best;
}

/** Standard's next play from a view in the play phase (or the end of its turn): its plan's first action. */
export function standardFirst(view: SeatView): Action[] {
  const m = standardStep(deskOf(view));
  return [m === null ? END : toAction(m)];
}

/** Standard's whole turn from a view in the play phase: its plays, then the end of the turn. */
export function planStandard(view: SeatView): Action[] {
  const actions: Action[] = [];
  let desk = deskOf(view);
  for (;;) {
    const m = standardStep(desk);
    if (!m) break;
    actions.push(toAction(m));
    desk = applyDeskMove(desk, m);
    if (desk.hand.length === 0) return actions;
  }
  actions.push(END);
  return actions;
}


// The layout around the stock: piles by name and index, and when a card or a pile fits
// (docs/table-rules.md, "The layout" and "A turn").
import { isRed, rankOf, type Card } from '../../cards/card';
import { PILES, type PileName } from './types';

/** The index of a pile in MatchState.piles. */
export const pileIndex = (pile: PileName): number => PILES.indexOf(pile);

/** Sides are indices 0..3, corners 4..7. */
export const isSideIndex = (index: number): boolean => index < 4;

export const isKing = (card: Card): boolean => rankOf(card) === 13;

/** A card (or a pile headed by it) goes on `top` when one rank lower and of the other colour. */
export const fitsOn = (card: Card, top: Card): boolean => rankOf(top) === rankOf(card) + 1 && isRed(card) !== isRed(top);

/** Hands are sorted by rank, then suit in deck order (C D H S). */
export const handOrder = (card: Card): number => (card % 13) * 4 + Math.floor(card / 13);

export const sortHand = (cards: readonly Card[]): Card[] => [...cards].sort((a, b) => handOrder(a) - handOrder(b));

/** The cards that go on `top`: one rank lower, other colour (none on an ace). */
export function cardsFitting(top: Card): Card[] {
  const rank = rankOf(top);
  if (rank === 1) return [];
  const r = rank - 2; // rank index of the card one lower
  return isRed(top) ? [r, 39 + r] : [13 + r, 26 + r];
}

/** A pile's top card, or undefined when it is empty. */
export const topOf = (pile: readonly Card[]): Card | undefined => pile[pile.length - 1];

export const pileNameOf = (index: number): PileName => PILES[index];

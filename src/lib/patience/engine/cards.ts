// What the patience makes of a card beyond the shared codes and names: number cards and
// royals (docs/rules.md).
import type { Card } from '../../cards/card';
import type { Royal } from './types';

export { cardLabel, cardName, isRed, makeCard, parseCard, rankOf, suitOf, type CardError } from '../../cards/card';

/** Aces to tens are number cards; they are the only cards ever removed. */
export const isNumberCard = (card: Card): boolean => card % 13 < 10;

/** The royal kind of a card, or null for a number card. */
export function royalOf(card: Card): Royal | null {
  const r = card % 13;
  return r === 10 ? 'J' : r === 11 ? 'Q' : r === 12 ? 'K' : null;
}

/** The royal kinds in words, capitalised as seats are named: "a Queen seat". */
export const ROYAL_NAMES = { K: 'King', Q: 'Queen', J: 'Jack' } as const satisfies Record<Royal, string>;

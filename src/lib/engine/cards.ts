import { fail, ok, RANKS, SUITS, type Card, type Result, type Royal, type Suit } from './types';

/** The rank's value: A = 1 … T = 10, J = 11, Q = 12, K = 13. */
export const rankOf = (card: Card): number => (card % 13) + 1;

export const suitOf = (card: Card): Suit => SUITS[Math.floor(card / 13)];

/** Aces to tens are number cards; they are the only cards ever removed. */
export const isNumberCard = (card: Card): boolean => card % 13 < 10;

/** The royal kind of a card, or null for a number card. */
export function royalOf(card: Card): Royal | null {
  const r = card % 13;
  return r === 10 ? 'J' : r === 11 ? 'Q' : r === 12 ? 'K' : null;
}

/** The canonical two-character code: rank then suit, `TD` for the ten of diamonds. */
export const makeCard = (card: Card): string => RANKS[card % 13] + SUITS[Math.floor(card / 13)];

export type CardError = 'bad-card';

/**
 * Reads one card code. Case-insensitive, and `10` is accepted for the ten (`10d` is `TD`).
 */
export function parseCard(text: string): Result<Card, CardError> {
  const t = text.trim().toUpperCase();
  const m = /^(10|[A2-9TJQK])([CDHS])$/.exec(t);
  if (!m) {
    return fail('bad-card', `"${text}" is not a card: write rank then suit, like AS, TD or 10D`);
  }
  const rankIndex = m[1] === '10' ? 9 : RANKS.indexOf(m[1] as (typeof RANKS)[number]);
  return ok(SUITS.indexOf(m[2] as Suit) * 13 + rankIndex);
}

const RANK_NAMES = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'] as const;
const SUIT_NAMES = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' } as const;
const SUIT_SYMBOLS = { C: '♣', D: '♦', H: '♥', S: '♠' } as const;

/** The royal kinds in words, capitalised as seats are named: "a Queen seat". */
export const ROYAL_NAMES = { K: 'King', Q: 'Queen', J: 'Jack' } as const satisfies Record<Royal, string>;

/** For people: "7 of hearts", "king of spades". */
export const cardName = (card: Card): string => `${RANK_NAMES[card % 13]} of ${SUIT_NAMES[suitOf(card)]}`;

/** For people, short: "7♥", "10♠", "K♣". */
export const cardLabel = (card: Card): string =>
  (card % 13 === 9 ? '10' : RANKS[card % 13]) + SUIT_SYMBOLS[suitOf(card)];

// Cards as both games see them: a card is its index in the ordered deck, and its codes and
// names for people are the same in both games (docs/notation.md, "Cards").
import { fail, ok, type Result } from './result';

/** Suits in deck order. */
export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks in deck order; index + 1 is the rank's value (A = 1 … T = 10, J = 11, Q = 12, K = 13). */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export type RankSymbol = (typeof RANKS)[number];

/**
 * A card is its index in the ordered deck: suit index × 13 + rank index, so 0 is AC, 12 is KC
 * and 51 is KS. Plain numbers keep the engines fast.
 */
export type Card = number;

export const DECK_SIZE = 52;

/** The rank's value: A = 1 … T = 10, J = 11, Q = 12, K = 13. */
export const rankOf = (card: Card): number => (card % 13) + 1;

export const suitOf = (card: Card): Suit => SUITS[Math.floor(card / 13)];

/** Diamonds and hearts are red; clubs and spades black. */
export const isRed = (card: Card): boolean => card >= 13 && card < 39;

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
  const rankIndex = m[1] === '10' ? 9 : RANKS.indexOf(m[1] as RankSymbol);
  return ok(SUITS.indexOf(m[2] as Suit) * 13 + rankIndex);
}

const RANK_NAMES = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'] as const;
const SUIT_NAMES = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' } as const;
const SUIT_SYMBOLS = { C: '♣', D: '♦', H: '♥', S: '♠' } as const;

/** For people: "7 of hearts", "king of spades". */
export const cardName = (card: Card): string => `${RANK_NAMES[card % 13]} of ${SUIT_NAMES[suitOf(card)]}`;

/** For people, short: "7♥", "10♠", "K♣". */
export const cardLabel = (card: Card): string =>
  (card % 13 === 9 ? '10' : RANKS[card % 13]) + SUIT_SYMBOLS[suitOf(card)];

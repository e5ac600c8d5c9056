// A match's key and the decks of its hands (docs/table-notation.md, "Decks of a match").
import { type Card } from '../../cards/card';
import { makeDeckCode, parseDeckCode, shuffledDeck } from '../../cards/deck';
import { readDeal, stockOf } from '../../cards/deal-id';
import { fail, ok, type Result } from '../../cards/result';

/**
 * Reads a match key as typed: a deal number (leading zeros dropped) or a deck code (any case,
 * `10` for the ten, separators allowed), and gives it in canonical form.
 */
export function readMatchKey(text: string | number): Result<string, 'bad-key'> {
  const deal = readDeal(String(text));
  return deal.ok ? ok(String(deal.value)) : fail('bad-key', deal.error.message);
}

/** True for a key in canonical form: a plain deal number or a canonical deck code. */
export function isMatchKey(key: string): boolean {
  const read = readMatchKey(key);
  return read.ok && read.value === key;
}

/**
 * The deck of hand `hand` (from 1), top card first: hand 1 is the deal number's stock order or
 * the deck code itself; every later hand shuffles the ordered deck with seedrandom(key + "/" + k).
 */
export function deckOfHand(key: string, hand: number): Card[] {
  if (hand >= 2) return shuffled(`${key}/${hand}`).slice();
  if (/^[0-9]+$/.test(key)) return stockOf(Number(key));
  const deck = parseDeckCode(key);
  if (!deck.ok) throw new Error(`unchecked match key: ${deck.error.message}`);
  return deck.value;
}

/**
 * The last shuffle, kept: a search that ends a hand in many ways (the verdict) deals the same
 * next hand each time, and a shuffle costs far more than a copy.
 */
let lastShuffle: { seed: string; deck: readonly Card[] } | null = null;
function shuffled(seed: string): readonly Card[] {
  if (lastShuffle?.seed !== seed) lastShuffle = { seed, deck: shuffledDeck(seed) };
  return lastShuffle.deck;
}

/** The deck code of a hand's deck, for people and the fixtures. */
export const deckCodeOfHand = (key: string, hand: number): string => makeDeckCode(deckOfHand(key, hand));

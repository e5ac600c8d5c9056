// Decks both games deal from: the ordered deck, deal numbers and their stock orders, and deck
// codes (docs/notation.md, "Deal numbers" and "Deck codes").
import { DECK_SIZE, makeCard, parseCard, type Card } from './card';
import { clip } from './clip';
import { fail, ok, type Result } from './result';
// The package's ARC4 core only: its index also bundles six other generators the deals never use.
import seedrandom from 'seedrandom/seedrandom.js';

export const MIN_DEAL = 1;
export const MAX_DEAL = 4294967295;

/** The ordered deck: suits C, D, H, S; within each suit A … K. Index 0 is AC, 51 is KS. */
export function orderedDeck(): Card[] {
  const deck: Card[] = [];
  for (let i = 0; i < DECK_SIZE; i++) deck.push(i);
  return deck;
}

/**
 * The ordered deck shuffled by seedrandom(seed) driving a Fisher–Yates shuffle from the end:
 * the one shuffle of docs/notation.md, for deal numbers and for the table's later hands.
 */
export function shuffledDeck(seed: string): Card[] {
  const rng = seedrandom(seed);
  const deck = orderedDeck();
  for (let i = DECK_SIZE - 1; i >= 1; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
  return deck;
}

/**
 * Deal N's stock order, top first, fixed forever: the shuffle seeded with String(N).
 * (seedrandom repeats a short key to fill its key schedule, so deals whose digits repeat a
 * shorter number's, like 9 and 99 or 12 and 1212, share a stock order; that is part of the
 * public definition, not a bug to fix.)
 */
export const dealStock = (deal: number): Card[] => shuffledDeck(String(deal));

export const isDealNumber = (n: number): boolean => Number.isInteger(n) && n >= MIN_DEAL && n <= MAX_DEAL;

export type DealNumberError = 'bad-deal-number';

/** Reads a deal number typed by a person or taken from a link. */
export function parseDealNumber(text: string): Result<number, DealNumberError> {
  const t = text.trim();
  const range = `a deal number is a whole number such as 25 or 123456 (the largest is ${MAX_DEAL.toLocaleString('en-GB')})`;
  if (t === '') return fail('bad-deal-number', `The deal number is empty: ${range}.`);
  if (!/^[0-9]+$/.test(t)) return fail('bad-deal-number', `"${clip(text)}" is not a deal number: ${range}.`);
  // Leading zeros are dropped (007 is deal 7): the seed is String(N) of the number, not the
  // text typed. Compare as text first so that huge inputs never lose precision.
  const digits = t.replace(/^0+(?=.)/, '');
  const n = Number(digits);
  if (digits.length > 10 || !isDealNumber(n)) {
    return fail('bad-deal-number', `Deal ${clip(digits)} is out of range: ${range}.`);
  }
  return ok(n);
}

export const makeDealNumber = (deal: number): string => String(deal);

/** A local date as 'YYYY-MM-DD': the day statistics and today's deal are kept by. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today's deal (both games): the day written as the number YYYYMMDD. */
export const dealOfDay = (day: string): number => Number(day.replaceAll('-', ''));

export type DeckCodeError = 'bad-card' | 'duplicate-card' | 'missing-card' | 'too-many-cards';

/** The 52 card codes concatenated, top of the stock first: 104 characters. */
export const makeDeckCode = (stock: readonly Card[]): string => stock.map(makeCard).join('');

/**
 * Reads a deck code. Spaces and commas between cards are allowed, case does not matter, and
 * `10` may stand for the ten. It must hold each card of the deck exactly once; the error
 * names the bad token and its position, the duplicated card, or the missing cards.
 */
export function parseDeckCode(text: string): Result<Card[], DeckCodeError> {
  const stock: Card[] = [];
  const seenAt = new Map<Card, number>();
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === ' ' || ch === ',' || ch === '\t' || ch === '\n' || ch === '\r') {
      i++;
      continue;
    }
    const width = text.startsWith('10', i) ? 3 : 2;
    const token = text.slice(i, i + width);
    const position = stock.length + 1;
    const card = parseCard(token);
    if (!card.ok) {
      return fail(
        'bad-card',
        `Deck code: "${token}" at card ${position} (character ${i + 1}) is not a card; write rank then suit, like AS or TD.`
      );
    }
    const earlier = seenAt.get(card.value);
    if (earlier !== undefined) {
      return fail(
        'duplicate-card',
        `Deck code: ${makeCard(card.value)} appears twice, at cards ${earlier} and ${position}.`
      );
    }
    if (stock.length === DECK_SIZE) {
      return fail('too-many-cards', `Deck code: more than ${DECK_SIZE} cards (card ${position} is "${token}").`);
    }
    seenAt.set(card.value, position);
    stock.push(card.value);
    i += width;
  }
  if (stock.length < DECK_SIZE) {
    const missing: string[] = [];
    for (let c = 0; c < DECK_SIZE; c++) if (!seenAt.has(c)) missing.push(makeCard(c));
    const which = missing.length <= 8 ? missing.join(', ') : `${missing.slice(0, 8).join(', ')} and ${missing.length - 8} more`;
    return fail(
      'missing-card',
      `Deck code: ${stock.length} cards of ${DECK_SIZE}; missing ${missing.length === 1 ? 'card' : 'cards'} ${which}.`
    );
  }
  return ok(stock);
}

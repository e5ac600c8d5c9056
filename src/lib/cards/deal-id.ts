// A deal both games are dealt from: a deal number, or the canonical code of any deck order
// (docs/notation.md). The table game calls it the match's key.
import { dealStock, makeDeckCode, parseDealNumber, parseDeckCode, MAX_DEAL, MIN_DEAL } from './deck';
import type { Card } from './card';
import { fail, ok, type Result } from './result';

/**
 * Which cards a game is dealt from: a deal number, or the canonical deck code of any stock
 * order (docs/notation.md). A number and a string can never be mistaken for each other.
 */
export type DealId = number | string;

/** The stock a deal gives. A deck code here has already been checked (see readDeal). */
export function stockOf(deal: DealId): Card[] {
  if (typeof deal === 'number') return dealStock(deal);
  const stock = parseDeckCode(deal);
  if (!stock.ok) throw new Error(`unchecked deck code: ${stock.error.message}`);
  return stock.value;
}

/** The deal number for the statistics; null for a game dealt from a deck code. */
export const dealNumberOf = (deal: DealId): number | null => (typeof deal === 'number' ? deal : null);

/** A deck code is 104 characters; anything this long that is not all digits is read as one. */
const DECK_CODE_MIN_LENGTH = 40;

/**
 * What the player typed into "Open a deal": a deal number or a deck code, in canonical form,
 * or a message that names the problem.
 */
export function readDeal(text: string): Result<DealId, 'bad-deal'> {
  const t = text.trim();
  if (t === '') return fail('bad-deal', `Type a deal number (${MIN_DEAL} to ${MAX_DEAL}) or a deck code of 52 cards.`);
  if (/^[+-]?[\d\s,.]+$/.test(t) || t.length < DECK_CODE_MIN_LENGTH) {
    const n = parseDealNumber(t);
    return n.ok ? ok(n.value) : fail('bad-deal', n.error.message);
  }
  const stock = parseDeckCode(t);
  return stock.ok ? ok(makeDeckCode(stock.value)) : fail('bad-deal', stock.error.message);
}

/** A deck code from a stored game or a link: valid and canonical, or null. */
export function checkDeckCode(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  const stock = parseDeckCode(code);
  return stock.ok && makeDeckCode(stock.value) === code ? code : null;
}

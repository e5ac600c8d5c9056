import {
  dealNumberForDate, dealStock, fail, makeDeckCode, ok, parseDealNumber, parseDeckCode, MAX_DEAL, MIN_DEAL,
  type Card, type Result
} from '$lib/patience/engine';

/**
 * Which cards a game is dealt from: a deal number, or the canonical deck code of any stock
 * order (NOTATION.md). A number and a string can never be mistaken for each other.
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

/** The deal as the player reads it in a heading. */
export const dealTitle = (deal: DealId): string => (typeof deal === 'number' ? `Deal ${deal}` : 'Deal from a deck code');

/** The query that opens this deal: `?deal=N`, or `?deck=CODE`. */
export const dealQuery = (deal: DealId): string =>
  typeof deal === 'number' ? `?deal=${deal}` : `?deck=${deal}`;

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

/** What the page opens with: a saved game to go on with, or a fresh deal. */
export interface Opening {
  readonly deal: DealId;
  /** True when the saved game is the one to show (its deal is `deal`). */
  readonly resume: boolean;
  /** Why the link's deal was not used, in words for the player; null when it was fine. */
  readonly problem: string | null;
}

/**
 * Decides what a visit opens. A link naming a deal (`?deal=N`) or a stock order
 * (`?deck=CODE`) opens it, going on with the saved game when it is the same deal; a visit
 * without one goes on with the saved game, or opens today's deal. A bad link never costs the
 * saved game. The caller passes today's date in, so this stays a pure function.
 */
export function chooseOpening(
  param: string | null,
  savedDeal: DealId | null,
  today: Date,
  deckParam: string | null = null
): Opening {
  const fallback = savedDeal ?? dealNumberForDate(today);
  if (param === null && deckParam === null) return { deal: fallback, resume: savedDeal !== null, problem: null };
  const parsed = linkedDeal(param, deckParam);
  if (parsed.ok) return { deal: parsed.value, resume: parsed.value === savedDeal, problem: null };
  const instead = savedDeal === null ? "Playing today's deal instead." : 'Your game in progress is kept.';
  return { deal: fallback, resume: savedDeal !== null, problem: `${parsed.error.message} ${instead}` };
}

function linkedDeal(param: string | null, deckParam: string | null): Result<DealId, string> {
  if (param !== null && deckParam !== null) {
    return fail('bad-link', 'The link names both a deal number and a deck code.');
  }
  if (param !== null) {
    const n = parseDealNumber(param);
    return n.ok ? n : fail('bad-link', n.error.message);
  }
  const stock = parseDeckCode(deckParam ?? '');
  return stock.ok ? ok(makeDeckCode(stock.value)) : fail('bad-link', `The link's ${lowerFirst(stock.error.message)}`);
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** New game deals come from 1..999,999: any deal is as good, and six digits are easy to share. */
export const NEW_GAME_DEALS = 999_999;

/** A deal for New game from a random 32-bit number; `avoid` (the deal just played) is skipped. */
export function newGameDeal(random32: number, avoid: DealId | null = null): number {
  const deal = (random32 % NEW_GAME_DEALS) + 1;
  return deal === avoid ? (deal % NEW_GAME_DEALS) + 1 : deal;
}

/** Random New game deals tried for one winnable deal: about half of all deals can be won. */
export const WINNABLE_TRIES = 100;

/**
 * New game with "winnable deals only": the first random deal `winnable` (the solver) says can
 * be won. After WINNABLE_TRIES misses, or if the solver fails, a random deal all the same, with
 * one line for the player saying so.
 */
export async function winnableNewGameDeal(
  random32: () => number,
  avoid: DealId | null,
  winnable: (deal: number) => Promise<boolean>
): Promise<{ deal: number; problem: string | null }> {
  try {
    for (let tries = 0; tries < WINNABLE_TRIES; tries++) {
      const deal = newGameDeal(random32(), avoid);
      if (await winnable(deal)) return { deal, problem: null };
    }
    const problem = `No winnable deal turned up in ${WINNABLE_TRIES} tries; New game dealt a random deal instead.`;
    return { deal: newGameDeal(random32(), avoid), problem };
  } catch (error) {
    const problem = `The solver could not run (${error instanceof Error ? error.message : error}); New game dealt a random deal.`;
    return { deal: newGameDeal(random32(), avoid), problem };
  }
}

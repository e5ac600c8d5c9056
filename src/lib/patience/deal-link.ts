// Which deal the patience's page opens, and how a deal reads in its heading and its address.
import { dealOfDay, parseDealNumber, parseDeckCode, makeDeckCode, fail, ok, type Result } from '$lib/cards';
import type { DealId } from '$lib/cards/deal-id';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * The deal as the player reads it in a heading: "Deal 25", or, when `today` (today's deal
 * number) is the deal, "Today's deal, 2 December".
 */
export function dealTitle(deal: DealId, today: number | null = null): string {
  if (typeof deal !== 'number') return 'Deal from a deck code';
  if (deal !== today) return `Deal ${deal}`;
  const month = MONTHS[Math.floor(deal / 100) % 100 - 1];
  return `Today's deal, ${deal % 100} ${month}`;
}

/** The query that opens this deal: `?deal=N`, or `?deck=CODE`. */
export const dealQuery = (deal: DealId): string =>
  typeof deal === 'number' ? `?deal=${deal}` : `?deck=${deal}`;

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
 * saved game. The caller passes today in ('YYYY-MM-DD'), so this stays a pure function.
 */
export function chooseOpening(
  param: string | null,
  savedDeal: DealId | null,
  today: string,
  deckParam: string | null = null
): Opening {
  const fallback = savedDeal ?? dealOfDay(today);
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

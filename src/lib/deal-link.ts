import { dealNumberForDate, parseDealNumber } from '$lib/engine';

/** What the page opens with: a saved game to go on with, or a fresh deal. */
export interface Opening {
  readonly deal: number;
  /** True when the saved game is the one to show (its deal is `deal`). */
  readonly resume: boolean;
  /** Why the link's deal number was not used, in words for the player; null when it was fine. */
  readonly problem: string | null;
}

/**
 * Decides what a visit opens. A link naming a deal opens that deal, going on with the saved
 * game when it is the same deal; a visit without one goes on with the saved game, or opens
 * today's deal. A bad link never costs the saved game. The caller passes today's date in,
 * so this stays a pure function.
 */
export function chooseOpening(param: string | null, savedDeal: number | null, today: Date): Opening {
  const fallback = savedDeal ?? dealNumberForDate(today);
  if (param === null) return { deal: fallback, resume: savedDeal !== null, problem: null };
  const parsed = parseDealNumber(param);
  if (parsed.ok) return { deal: parsed.value, resume: parsed.value === savedDeal, problem: null };
  const instead = savedDeal === null ? "Playing today's deal instead." : 'Your game in progress is kept.';
  return { deal: fallback, resume: savedDeal !== null, problem: `${parsed.error.message} ${instead}` };
}

/** New game deals come from 1..999,999: any deal is as good, and six digits are easy to share. */
export const NEW_GAME_DEALS = 999_999;

/** A deal for New game from a random 32-bit number; `avoid` (the deal just played) is skipped. */
export function newGameDeal(random32: number, avoid: number | null = null): number {
  const deal = (random32 % NEW_GAME_DEALS) + 1;
  return deal === avoid ? (deal % NEW_GAME_DEALS) + 1 : deal;
}

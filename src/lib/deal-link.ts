import { dealNumberForDate, parseDealNumber } from '$lib/engine';

/** Which deal a page opened with `?deal=…` plays, and what was wrong with the link if anything. */
export interface DealChoice {
  readonly deal: number;
  /** Why the link's deal number was not used, in words for the player; null when it was fine. */
  readonly problem: string | null;
}

/**
 * The deal from a link's `deal` parameter; today's deal when it is missing or unreadable.
 * The caller passes today's date in, so this stays a pure function.
 */
export function chooseDeal(param: string | null, today: Date): DealChoice {
  const todays = dealNumberForDate(today);
  if (param === null) return { deal: todays, problem: null };
  const parsed = parseDealNumber(param);
  if (parsed.ok) return { deal: parsed.value, problem: null };
  return { deal: todays, problem: parsed.error.message };
}

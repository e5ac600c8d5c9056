// A match replayed once for what its ends show: each hand's end as it happened (who went out,
// everyone's penalties, the cards each seat still held) for the end of a hand on the page
// (TableEnd), and the match summed up for the statistics (stats.ts). The session loads this
// with the first match's end. Pure: no Svelte, no browser.
import { current, record, startHistory, type Card, type History } from './engine';
import type { TableMatchRecord } from './stats';

/** One hand's end, as the match's actions reached it. */
export interface HandEnding {
  readonly hand: number;
  /** The seat that went out; null when the hand was blocked. */
  readonly winner: number | null;
  /** Every seat's penalty for the hand. */
  readonly penalties: readonly number[];
  /** Every seat's cards as the hand ended (the seat that went out: none). */
  readonly hands: readonly (readonly Card[])[];
}

/**
 * Every hand's end in the match `h`, in order; `complete` is false when an action did not replay
 * (which a saved match's always do), and the endings stop there.
 */
export function handEndings(h: History): { readonly endings: HandEnding[]; readonly complete: boolean } {
  const endings: HandEnding[] = [];
  let s = h.start;
  for (const a of h.actions) {
    const r = record(startHistory(s), a);
    if (!r.ok) return { endings, complete: false };
    const next = current(r.value);
    if (next.last !== s.last && next.last !== null) {
      const { hand, winner, penalties } = next.last;
      endings.push({ hand, winner, penalties: [...penalties], hands: s.hands.map((cards, seat) => (seat === winner ? [] : cards)) });
    }
    s = next;
  }
  return { endings, complete: true };
}

/** The record of the match `h` ends, known by its `id` (null if its actions do not replay, which a saved match's always do). */
export function matchRecord(h: History, day: string | null, id: string): TableMatchRecord | null {
  const { endings, complete } = handEndings(h);
  if (!complete) return null;
  const end = current(h);
  return {
    id,
    key: end.key,
    options: end.options,
    won: end.winner === 0,
    hands: end.hand,
    handsWon: endings.filter((e) => e.winner === 0).length,
    penalties: endings.map((e) => e.penalties[0]),
    totals: end.totals,
    day
  };
}

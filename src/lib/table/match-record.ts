// A match just ended, summed up for the statistics (stats.ts): the session loads this with the
// first match's end. Pure: no Svelte, no browser.
import { current, record, startHistory, type History } from './engine';
import type { TableMatchRecord } from './stats';

/** The record of the match `h` ends, known by its `id` (null if its actions do not replay, which a saved match's always do). */
export function matchRecord(h: History, day: string | null, id: string): TableMatchRecord | null {
  const end = current(h);
  const penalties: number[] = [];
  let s = h.start;
  let handsWon = 0;
  for (const a of h.actions) {
    const r = record(startHistory(s), a);
    if (!r.ok) return null;
    const next = current(r.history);
    if (next.last !== s.last && next.last !== null) {
      penalties.push(next.last.penalties[0]);
      if (next.last.winner === 0) handsWon++;
    }
    s = next;
  }
  return {
    id, key: end.key, options: end.options, won: end.winner === 0, hands: end.hand, handsWon, penalties, totals: end.totals, day
  };
}

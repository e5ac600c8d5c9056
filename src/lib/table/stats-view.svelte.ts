// The table's statistics as the statistics page shows them (TableStatsSection.svelte): read,
// followed across tabs and reset through storage/table-stats.ts, so the component only shows
// them. Kept apart from the table's session: /stats loads none of the table's engine.
import { STORAGE_KEYS } from '$lib/storage/keys';
import { onStoredChange } from '$lib/storage/local';
import { loadTableStats, resetTableStats } from '$lib/storage/table-stats';
import type { TableStats } from './stats';

export class TableStatsView {
  /** The saved statistics; null until read in the browser. */
  stats: TableStats | null = $state.raw(null);
  /** A problem reading them, or what a reset did. */
  notice: string | null = $state.raw(null);

  load(): void {
    const loaded = loadTableStats();
    this.stats = loaded.stats;
    this.notice = loaded.problem;
  }

  /** Reads them now and again whenever another tab saves them; returns the function that stops following. */
  follow(): () => void {
    this.load();
    return onStoredChange(STORAGE_KEYS.tableStats, () => this.load());
  }

  reset(): void {
    const status = resetTableStats();
    this.load();
    this.notice = status === 'saved' ? 'The table statistics were reset.' : 'The table statistics were cleared on this page, but this browser is not saving them, so they may come back.';
  }
}

// The table's statistics as the statistics page shows them (TableStatsSection.svelte): read
// through storage/table-stats.ts and followed across tabs (src/lib/ui/followed.svelte.ts), reset
// through storage, so the component only shows them. Kept apart from the table's session: /stats
// loads none of the table's engine.
import { STORAGE_KEYS } from '$lib/storage/keys';
import { isDayMatchStarted, loadTableStats, resetTableStats } from '$lib/storage/table-stats';
import { Followed } from '$lib/ui/followed.svelte';
import type { TableStats } from './stats';

export class TableStatsView {
  /** Today's date once in the browser ('' before: the page is prerendered, nothing is read). */
  #today = $state('');
  readonly #saved = new Followed(STORAGE_KEYS.tableStats, loadTableStats);
  // Today's match is on the table, started and not yet over (read again when another tab saves the match).
  readonly #dayMatch = new Followed(STORAGE_KEYS.tableMatch, () => this.#today !== '' && isDayMatchStarted(this.#today));
  readonly #loaded = $derived(this.#today === '' ? null : this.#saved.current);
  /** What a reset did, said until the statistics are saved again. */
  #said: { readonly text: string; readonly about: unknown } | null = $state.raw(null);

  /** The saved statistics; null until read in the browser. */
  readonly stats: TableStats | null = $derived(this.#loaded?.stats ?? null);
  /** A problem reading them, or what a reset did. */
  readonly notice: string | null = $derived(this.#said !== null && this.#said.about === this.#loaded ? this.#said.text : (this.#loaded?.problem ?? null));
  /** Today's match is on the table, started and not yet over. */
  readonly todayStarted: boolean = $derived(this.#today !== '' && this.#dayMatch.current);
  /** The saved statistics are damaged: kept as they are until the player starts them afresh. */
  readonly damaged: boolean = $derived(this.#loaded !== null && this.#loaded.problem !== null);

  /** In the browser: read them (and follow other tabs' saves while shown) for `today`. */
  open(today: string): void {
    this.#today = today;
  }

  reset(): void {
    const status = resetTableStats();
    this.#saved.reread();
    const text = status === 'saved' ? 'The table statistics were reset.' : 'The table statistics were cleared on this page, but this browser is not saving them, so they may come back.';
    this.#said = { text, about: this.#loaded };
  }
}

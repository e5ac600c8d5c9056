// The statistics page's owner (/stats): the player's statistics as saved, followed as other tabs
// change them, and Reset. The page binds to it and writes nothing itself.
import { STORAGE_KEYS } from '$lib/storage/keys';
import { storageWorks, type WriteStatus } from '$lib/storage/local';
import { loadStats, resetStats } from '$lib/storage/patience';
import { Followed } from '$lib/ui/followed.svelte';
import type { Stats } from './stats';

export class StatsSession {
  /** Null until read in the browser: the page is prerendered. */
  stats: Stats | null = $state.raw(null);
  /** One line for the player: why saved statistics were set aside, or what a reset did. */
  notice: string | null = $state.raw(null);

  /** Reads the statistics now. */
  load(): void {
    const loaded = loadStats();
    this.stats = loaded.stats;
    // Storage switched off: the page says why there is nothing, rather than bare zeros.
    this.notice = storageWorks()
      ? loaded.problem
      : 'Browser storage is switched off for this site, so no statistics are kept: games played here are not counted. Allow this site to store data to keep them.';
  }

  /** Reads them, and again whenever another tab counts a game or resets them; returns the function that stops it. */
  listen(): () => void {
    this.load();
    return new Followed(STORAGE_KEYS.stats, loadStats).follow(({ stats, problem }) => {
      this.stats = stats;
      this.notice = problem;
    });
  }

  /** Clears the statistics, and says whether the clearing is kept. */
  reset(): WriteStatus {
    const status = resetStats();
    this.load();
    this.notice =
      status === 'saved'
        ? 'All statistics were reset.'
        : 'Statistics were cleared on this page, but this browser is not saving them, so they may come back.';
    return status;
  }
}

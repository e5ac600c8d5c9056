// What became of a finished match's record (docs/table-page.md, "Statistics"): the page session
// holds this part. Damaged statistics are said as the page opens and kept as they are (never
// written over) until the player chooses to start afresh; the matches that end meanwhile wait
// here and count in the fresh statistics. A record that storage full or off kept out is said.
import type { TableRecordStatus } from '$lib/storage/table-stats';
import type { WriteStatus } from '$lib/storage/local';
import type { TableMatchRecord } from './stats';

export interface RecordsEnvironment {
  /** Why the saved table statistics cannot be used, or null; asked as the page opens (the statistics' code loads only if some are saved). */
  statsProblem?(): Promise<string | null>;
  /** The player chose to start damaged statistics afresh, with the matches that waited meanwhile. */
  startStatsAfresh?(waiting: readonly TableMatchRecord[]): Promise<WriteStatus>;
}

export class TableRecords {
  /** Why the saved table statistics cannot be used: said on the page until the player starts them afresh. */
  statsDamaged: string | null = $state(null);
  /** Lines to show with the page's problems: a record storage could not keep. */
  lost: string[] = $state.raw([]);
  /** Matches that ended while the statistics were damaged, counted when they start afresh. */
  #uncounted: TableMatchRecord[] = [];
  readonly #env: RecordsEnvironment;

  constructor(env: RecordsEnvironment) {
    this.#env = env;
  }

  /** As the page opens: are the saved statistics damaged? */
  check(): void {
    void this.#env.statsProblem?.().then((problem) => {
      if (problem !== null) this.statsDamaged = problem;
    });
  }

  /** What storage made of a finished match's record (commentary.svelte.ts records it). */
  counted(match: TableMatchRecord, status: TableRecordStatus): void {
    if (status !== 'damaged') return this.#lost(status);
    this.#uncounted.push(match);
    void this.#env.statsProblem?.().then((problem) => {
      this.statsDamaged ??= problem;
    });
  }

  /** The player chose to start the damaged statistics afresh: the matches that waited count in them. */
  startAfresh(): void {
    const waiting = this.#uncounted;
    this.#uncounted = [];
    this.statsDamaged = null;
    void this.#env.startStatsAfresh?.(waiting).then((status) => this.#lost(status));
  }

  #lost(status: TableRecordStatus): void {
    if (status !== 'full' && status !== 'unavailable') return;
    const line = `Storage is ${status === 'full' ? 'full' : 'off'}: this match was not added to your statistics.`;
    if (!this.lost.includes(line)) this.lost = [...this.lost, line];
  }
}

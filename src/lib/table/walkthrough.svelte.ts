// The table's walk-through: five short steps on the table itself (your hand, the piles, the
// stock, End turn, the seats), shown once when a first visit first shows a match, and again
// from the table's menu. Its words and the dialog load on demand (table/later.ts); whether it
// was seen is remembered through $lib/storage. TablePage makes one and holds the computers'
// turns while it is open.
import { loadTableWalkthrough, saveTableWalkthrough, TABLE_WALKTHROUGH_VERSION, type TableWalkthroughRecord } from '$lib/storage/table';
import type { WriteStatus } from '$lib/storage/local';

/** What each step points at on the table (the dialog's words for each: walkthrough-steps.ts). */
export type TableWalkFocus = 'hand' | 'piles' | 'stock' | 'end' | 'seats';

export const TABLE_WALK_FOCUS: readonly TableWalkFocus[] = ['hand', 'piles', 'stock', 'end', 'seats'];

/** Where the walk-through keeps whether it was seen; tests give their own. */
export interface TableWalkStore {
  load(): TableWalkthroughRecord | null;
  save(record: TableWalkthroughRecord): WriteStatus;
}

export const browserTableWalkStore: TableWalkStore = { load: loadTableWalkthrough, save: saveTableWalkthrough };

export class TableWalkthrough {
  /** The step on show, from 0; null while the walk-through is closed. */
  step: number | null = $state(null);
  readonly count = TABLE_WALK_FOCUS.length;
  /** What the step on show points at; null while closed. */
  readonly focus: TableWalkFocus | null = $derived.by(() => (this.step === null ? null : TABLE_WALK_FOCUS[this.step]));
  readonly #store: TableWalkStore;
  #asked = false;

  constructor(store: TableWalkStore) {
    this.#store = store;
  }

  /**
   * A match is on show: on the page's first, the walk-through opens if it was never closed,
   * and only where storage can remember that (else it would open on every visit).
   */
  openIfFirstVisit(): void {
    if (this.#asked) return;
    this.#asked = true;
    if (this.step !== null || this.#store.load()?.done === true) return;
    if (this.#store.save({ version: TABLE_WALKTHROUGH_VERSION, done: false }) === 'saved') this.step = 0;
  }

  /** Opens it from the start, as the player asked (the menu's Walk-through). */
  open(): void {
    this.#asked = true;
    this.step = 0;
  }

  next(): void {
    if (this.step === null) return;
    if (this.step + 1 < this.count) this.step += 1;
    else this.close();
  }

  back(): void {
    if (this.step !== null && this.step > 0) this.step -= 1;
  }

  /** Closed, by reading to the end or by skipping: it does not open by itself again. */
  close(): void {
    this.step = null;
    this.#store.save({ version: TABLE_WALKTHROUGH_VERSION, done: true });
  }
}

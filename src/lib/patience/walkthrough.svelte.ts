// The first game's walk-through: four short steps on the board itself (docs/rules.md in a
// few words), shown once on a first visit and again whenever the player asks for it (the
// rules page links to /?walkthrough). Seen or not is remembered through $lib/storage.
import type { WriteStatus } from '$lib/storage/local';
import { isPlainObject } from '$lib/storage/validate';

export const WALKTHROUGH_VERSION = 1;

/** What is saved: whether the player has closed the walk-through (after reading it or skipping it). */
export interface WalkthroughRecord {
  readonly version: typeof WALKTHROUGH_VERSION;
  readonly done: boolean;
}

export function validateWalkthrough(data: unknown): WalkthroughRecord | null {
  if (!isPlainObject(data) || data.version !== WALKTHROUGH_VERSION || typeof data.done !== 'boolean') return null;
  return { version: WALKTHROUGH_VERSION, done: data.done };
}

/** What each step lights up on the board. */
export type WalkthroughFocus = 'numbers' | 'seats' | 'pairs' | 'end';

/** What the steps light up, in order (their words are walkthrough-steps.ts', loaded with the dialogs: patience/later.ts). */
export const WALKTHROUGH_FOCUS: readonly WalkthroughFocus[] = ['numbers', 'seats', 'pairs', 'end'];

/** Where the walk-through keeps whether it was seen; tests give their own. */
export interface WalkthroughStore {
  load(): WalkthroughRecord | null;
  save(record: WalkthroughRecord): WriteStatus;
}

export class Walkthrough {
  /** The step on show, from 0; null while the walk-through is closed. */
  step: number | null = $state(null);
  readonly #store: WalkthroughStore;

  /** What the step on show lights up on the board; null while closed. */
  readonly focus: WalkthroughFocus | null = $derived.by(() => (this.step === null ? null : WALKTHROUGH_FOCUS[this.step]));
  readonly count = WALKTHROUGH_FOCUS.length;

  constructor(store: WalkthroughStore) {
    this.#store = store;
  }

  /**
   * A visit to the game: the walk-through opens if it was never closed. Only where storage can
   * remember it, or a player without storage would be shown it on every visit.
   */
  openIfFirstVisit(): void {
    if (this.step !== null || this.#store.load()?.done === true) return;
    if (this.#store.save({ version: WALKTHROUGH_VERSION, done: false }) === 'saved') this.step = 0;
  }

  /** Opens it from the start, as the player asked. */
  open(): void {
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
    this.#store.save({ version: WALKTHROUGH_VERSION, done: true });
  }
}

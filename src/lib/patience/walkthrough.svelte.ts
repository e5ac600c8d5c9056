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

export interface WalkthroughStep {
  readonly focus: WalkthroughFocus;
  readonly title: string;
  readonly text: string;
}

export const WALKTHROUGH_STEPS: readonly WalkthroughStep[] = [
  {
    focus: 'numbers',
    title: 'Place the card in play',
    text:
      'Turn up one card at a time and place it on an empty slot. A number card (A to 10) may go anywhere, ' +
      'but one left on a royal seat (the marked slots) blocks that seat for its royal.'
  },
  {
    focus: 'seats',
    title: 'Royals take their seats',
    text:
      'Kings go only in the corners, Queens on the top and bottom middles, Jacks on the side middles. ' +
      'A royal that finds every seat of its kind taken loses the game.'
  },
  {
    focus: 'pairs',
    title: 'Full board: remove pairs that make ten',
    text:
      'When all sixteen slots are full (or the stock runs out), remove pairs that add up to ten: A+9, 2+8, ' +
      '3+7, 4+6, 5+5, and a 10 alone. Royals never leave. Then resume drawing.'
  },
  {
    focus: 'end',
    title: 'Seat all twelve royals to win',
    text: 'Win by clearing all forty number cards with every royal seated. Hint and Undo help along the way.'
  }
];

/** Where the walk-through keeps whether it was seen; tests give their own. */
export interface WalkthroughStore {
  load(): WalkthroughRecord | null;
  save(record: WalkthroughRecord): WriteStatus;
}

export class Walkthrough {
  /** The step on show, from 0; null while the walk-through is closed. */
  step: number | null = $state(null);
  readonly #store: WalkthroughStore;

  readonly current: WalkthroughStep | null = $derived.by(() => (this.step === null ? null : WALKTHROUGH_STEPS[this.step]));
  readonly count = WALKTHROUGH_STEPS.length;

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

// A game's walk-through, the one both games use: a few short steps, each pointing at a place on
// the page, shown once on a first visit and again whenever the player asks. Each game names its
// places here at start-up (patience/walkthrough.ts, table/walkthrough.ts) and gives their words
// and how each is found on the page (its walkthrough-steps.ts) with the dialog, which loads
// when it first opens (WalkthroughDialog.svelte, declared in each game's later.ts). Seen or not
// is remembered through $lib/storage (storage/walkthrough.ts).
import { WALKTHROUGH_VERSION, type WalkthroughStore } from '$lib/storage/walkthrough';

/** One step's words and where it points: the elements it lights up, found by a CSS selector. */
export interface WalkStep {
  readonly title: string;
  readonly text: string;
  /** What the step talks about, lit up while it is on show (and, beside, what the dialog leaves uncovered). */
  readonly targets: string;
}

/** What a game gives the dialog: its steps and how its dialog stands on its page. */
export interface WalkGuide<Place extends string> {
  readonly steps: Readonly<Record<Place, WalkStep>>;
  /**
   * Where the dialog stands: over the middle of this element (the patience's board), or, when
   * not given, beside what each step lights up, covering none of it (walk-place.ts).
   */
  readonly over?: string;
  /** Where the focus goes when it closes, when the control that had it is gone or hidden. */
  readonly focusAfter: () => HTMLElement | null;
}

export class Walkthrough<Place extends string = string> {
  /** The step on show, from 0; null while the walk-through is closed. */
  step: number | null = $state(null);
  /** The places the steps point at, in order. */
  readonly places: readonly Place[];
  readonly #store: WalkthroughStore;
  #asked = false;

  constructor(places: readonly Place[], store: WalkthroughStore) {
    this.places = places;
    this.#store = store;
  }

  get count(): number {
    return this.places.length;
  }

  /** The place the step on show points at; null while closed. */
  get place(): Place | null {
    return this.step === null ? null : this.places[this.step];
  }

  /**
   * The game is on show: on the page's first, the walk-through opens if it was never closed,
   * and only where storage can remember that (else it would open on every visit).
   */
  openIfFirstVisit(): void {
    if (this.#asked) return;
    this.#asked = true;
    if (this.step !== null || this.#store.load()?.done === true) return;
    if (this.#store.save({ version: WALKTHROUGH_VERSION, done: false }) === 'saved') this.step = 0;
  }

  /** Opens it from the start, as the player asked (a menu item, a link). */
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
    this.#store.save({ version: WALKTHROUGH_VERSION, done: true });
  }
}

// Whether the Intermission covers the page: one hold, made by the layout and passed to every page
// through the context. The Intermission covers and uncovers through it, the toolbars' buttons
// ask it to cover, and each game's session holds its computers and Watch while it is covered.
// No window event, no listener copied into each page.
import { getContext, setContext } from 'svelte';

export class IntermissionHold {
  /** The page is behind the Intermission: nothing may be played. */
  covered = $state(false);
  /** Where the keyboard was when the page was covered; it goes back there afterwards. */
  #focusBefore: HTMLElement | null = null;

  cover(): void {
    if (this.covered) return;
    this.#focusBefore = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
    this.covered = true;
  }

  uncover(): void {
    if (!this.covered) return;
    this.covered = false;
    this.#focusBefore?.focus({ preventScroll: true });
    this.#focusBefore = null;
  }
}

const KEY = Symbol('intermission');

/** The layout's: hands its hold to every page below it. */
export const provideIntermission = (hold: IntermissionHold): IntermissionHold => setContext(KEY, hold);

/** A page's or toolbar's: the layout's hold (undefined where there is no layout, as in component tests). */
export const intermission = (): IntermissionHold | undefined => getContext<IntermissionHold | undefined>(KEY);

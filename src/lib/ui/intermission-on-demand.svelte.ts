// What every page carries of the Intermission (docs/decisions.md, "The Intermission"): the panic
// key is heard from the start (the Intermission buttons ask the hold themselves), and the
// Intermission itself (Intermission.svelte, declared in ui/later.ts) loads with the player's first
// press, key or focus, so no page's start-up carries it. A cover asked for before it is in holds at
// once and shows as it mounts, a few milliseconds on, and nothing the player does in between
// reaches the page.
import type { IntermissionHold } from './intermission-hold.svelte';
import { intermission } from './later';
import { settings } from './settings.svelte';

/** The panic key: the one chosen in settings, with no Ctrl, Alt or Meta. The settings page's key chooser hears its own presses. */
export const isCoverKey = (event: KeyboardEvent): boolean =>
  event.code === settings.current.coverKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  !(event.target instanceof Element && event.target.closest('[data-key-chooser]'));

/** What starts the Intermission's load; a cover asked for meanwhile also stops these reaching the page. */
const SIGNS = ['pointerdown', 'keydown', 'keyup', 'focusin', 'click'] as const;

export class IntermissionOnDemand {
  /** Intermission.svelte, once loaded. */
  get code() {
    return intermission.value;
  }
  readonly #hold: IntermissionHold;
  #stop: (() => void) | null = null;

  constructor(hold: IntermissionHold) {
    this.#hold = hold;
  }

  /** Hears the page until the Intermission mounts (ready); returns the function that stops it. */
  listen(): () => void {
    const heard = (event: Event) => {
      if (event.type === 'keydown' && isCoverKey(event as KeyboardEvent) && !(event as KeyboardEvent).repeat) this.#hold.cover();
      if (this.#hold.covered) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
      this.#load();
    };
    for (const type of SIGNS) addEventListener(type, heard, true);
    this.#stop = () => SIGNS.forEach((type) => removeEventListener(type, heard, true));
    return () => this.ready();
  }

  /** The Intermission has mounted and hears the page itself. */
  ready(): void {
    this.#stop?.();
    this.#stop = null;
  }

  #load(): void {
    intermission.get().catch(() => {}); // tried again at the next input
  }
}

// The settings in force on the page, one store shared by every component and both games.
// With the patience's session, the only writer of saved data (storage/settings.ts).
import { MediaQuery } from 'svelte/reactivity';
import { STORAGE_KEYS } from '$lib/storage/keys';
import type { WriteStatus } from '$lib/storage/local';
import { loadSettings, saveSettings } from '$lib/storage/settings';
import { Followed } from './followed.svelte';
import { DEFAULT_SETTINGS, motionScale, type Settings } from './settings';

export * from './settings';

// svelte/motion's prefersReducedMotion, made only where matchMedia exists (not in jsdom or prerendering).
const reducedMotion = typeof globalThis.matchMedia === 'function' ? new MediaQuery('(prefers-reduced-motion: reduce)') : null;

/** The settings in force on the page, shared by every component that needs one of them. */
class PlayerSettings {
  current: Settings = $state.raw(DEFAULT_SETTINGS);
  /** One line about saved settings that could not be used; null when all was well. */
  problem: string | null = $state(null);
  saveStatus: WriteStatus = $state('saved');

  /** This player's share of the normal move time: the setting, or the system's wish for less motion. */
  readonly motionScale: number = $derived.by(() => motionScale(this.current.motion, this.systemReducesMotion));

  get systemReducesMotion(): boolean {
    return reducedMotion?.current ?? false;
  }

  constructor() {
    // Prerendering has no storage: the page is built with the defaults and set right in the browser.
    if (typeof window === 'undefined') return;
    const { settings, problem } = loadSettings();
    this.current = settings;
    this.problem = problem;
    // The repaired settings replace the damaged ones, so the message is shown once.
    if (problem !== null) this.saveStatus = saveSettings(settings);
    // Settings changed in another tab are taken over here too.
    new Followed(STORAGE_KEYS.settings, loadSettings).follow(({ settings, problem }) => {
      this.current = settings;
      this.problem = problem;
    });
  }

  change(changes: Partial<Settings>): void {
    this.current = { ...this.current, ...changes };
    this.problem = null;
    this.saveStatus = saveSettings(this.current);
  }
}

export const settings = new PlayerSettings();

// What the patience's page loads when the player first needs it, not with the page: one line
// per part, each a whole feature. Shared parts (the Intermission, the court pictures, the
// engine worker's client) are in ui/later.ts. Everything else loads with the page.
import { OnDemand } from '$lib/ui/on-demand.svelte';

/** The menu (deals, sharing, watching, the keys): when the pointer or focus comes to its button, or it opens. */
export const menu = new OnDemand(() => import('./components/GameMenu.svelte').then((module) => module.default));

/** A game's end: the end panel, the verdict after a loss and its winning line played out. */
export const gameEnd = new OnDemand(() => import('./components/game-end'));

/** The questions the game asks (leaving a game, resuming into a loss) and the first game's walk-through. */
export const dialogs = new OnDemand(() => import('./components/dialogs'));

/** The sounds: each move's cue, worked out and played; loaded with the first sound heard. */
export const sounds = new OnDemand(() => import('./sound-cues'));

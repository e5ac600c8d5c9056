// What both games load when the player first needs it, not with the page: one line per part.
// What loads with the page is held to a budget (docs/performance.md); the service worker stores
// these files with the rest, so they load offline too.
import { OnDemand } from './on-demand.svelte';

/** "A new version is ready: Reload": the first time a game shows it, at a calm moment with a new version waiting. */
export const updateOffer = new OnDemand(() => import('./UpdateOffer.svelte').then((module) => module.default));

/** What watches for a new version (update-watch.ts): at the player's first sign, which comes before any calm moment the offer needs. */
export const updateWatch = new OnDemand(() => import('./update-watch').then((module) => module.watchUpdates));

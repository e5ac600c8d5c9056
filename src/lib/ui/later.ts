// What both games load when the player first needs it, not with the page: one line per part,
// each a whole feature. With each game's own list (patience/later.ts, table/later.ts) this is
// the one place that says what loads when; nothing else in src uses import(), and a test
// (tests/unit/later.test.ts) fails if a page's start-up code imports a part named here. What
// loads with the page is held to a budget (docs/performance.md); the service worker stores
// these files with the rest, so they load offline too.
import { OnDemand } from './on-demand.svelte';

/** The Intermission with its screens: at the player's first press, key or focus (intermission-on-demand.svelte.ts). */
export const intermission = new OnDemand(() => import('./Intermission.svelte').then((module) => module.default));

/** The court cards' pictures: the first time a court card shows (Card.svelte). */
export const courtArt = new OnDemand(() => import('$lib/cards/CourtArt.svelte').then((module) => module.default));

/**
 * The engine worker's client, one for the site: at the first question, or ahead of it at the
 * player's first sign. Where there are no workers, the engine itself answers on the page.
 */
export const engine = new OnDemand(async () => {
  const { EngineClient } = await import('$lib/worker/client');
  return new EngineClient(() => import('$lib/worker/protocol'));
});

/** "A new version is ready: Reload": the first time a game shows it, at a calm moment with a new version waiting. */
export const updateOffer = new OnDemand(() => import('./UpdateOffer.svelte').then((module) => module.default));

/** What watches for a new version (update-watch.ts): at the player's first sign, which comes before any calm moment the offer needs. */
export const updateWatch = new OnDemand(() => import('./update-watch').then((module) => module.watchUpdates));

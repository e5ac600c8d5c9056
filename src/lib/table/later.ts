// What the table's page loads when first needed, not with the page: the one list
// (docs/table-page.md, "Loading later"; docs/performance.md holds the budget). Each entry is a
// whole feature, most of them a list module naming its files; everything not named here loads
// with the page. This is the only file under src/lib/table with import(); the service worker
// stores these files with the rest, so they load offline too.
import { OnDemand } from '$lib/ui/on-demand.svelte';

/** The computer players at every level, the Hint, the coach and its line (all ask the players): loaded as a match is dealt or restored. */
export const computerPlayers = new OnDemand(() => import('./computer-players'));

/**
 * A hand's and a match's end: the panels, the fireworks, and the statistics' writes. Loaded at
 * the first hand's end, or as the page opens when statistics are saved (to say they are damaged).
 */
export const ends = new OnDemand(() => import('./components/ends'));

/**
 * The menu (Watch, replay, a new match, copying, the walk-through, the pace) and the questions the
 * table asks (the confirmation, the walk-through, the pass screen of pass and play): when the
 * pointer or focus comes to the menu, or it opens, or one of those is asked for.
 */
export const menu = new OnDemand(() => import('./components/menu'));

/** Playing by keys: where the arrows and Enter take the focus (focus.ts, keys.ts) and the keys in words; when a key first moves the focus or Keys opens. */
export const keyboard = new OnDemand(() => import('./components/keyboard'));

/** The sounds: each action's cue, the Herald's fanfare and voice; loaded with the first sound heard. */
export const sounds = new OnDemand(() => import('./sounds'));

/** The Company's court drawings (the table's deck setting): loaded when a match is first shown with them. */
export const companyArt = new OnDemand(() => import('$lib/cards/CompanyArt.svelte').then((module) => module.default));

/** Friends' tables: the page session and the game server's client (colyseus.js); loaded only on /table/friends. */
export const online = new OnDemand(() => import('./online/friends.svelte').then((friends) => ({ browserFriendsTable: friends.browserFriendsTable })));

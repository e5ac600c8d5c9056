// What the table's page loads when the player first needs it, not with the page: one line per
// part, each a whole feature. Shared parts (the Intermission, the court pictures) are in ui/later.ts.
import { OnDemand } from '$lib/ui/on-demand.svelte';

/** The first-visit walk-through's dialog and its words: when it first opens (walkthrough.svelte.ts). */
export const walkthrough = new OnDemand(() => import('./components/TableWalkthrough.svelte').then((module) => module.default));

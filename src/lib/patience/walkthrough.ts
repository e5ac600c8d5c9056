// The first game's walk-through: four short steps on the board itself (docs/rules.md in a few
// words), shown once on a first visit and again whenever the player asks for it (the rules
// page links to /?walkthrough). The walk-through both games use (ui/walkthrough.svelte.ts) with
// this game's places; their words and how each is found on the page are in
// walkthrough-steps.ts, loaded with the dialog (patience/later.ts).
import { walkthroughSeen } from '$lib/storage/patience';
import { Walkthrough } from '$lib/ui/walkthrough.svelte';

/** What the steps point at on the board, in order. */
export const WALKTHROUGH_PLACES = ['numbers', 'seats', 'pairs', 'end'] as const;
export type WalkthroughPlace = (typeof WALKTHROUGH_PLACES)[number];
export type PatienceWalkthrough = Walkthrough<WalkthroughPlace>;

/** The page's walk-through, remembered in this browser's storage. */
export const browserWalkthrough = (): PatienceWalkthrough => new Walkthrough(WALKTHROUGH_PLACES, walkthroughSeen);

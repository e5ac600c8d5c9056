// The table's walk-through: five short steps on the table itself (your hand, the piles, the
// stock, End turn, the seats), shown once when a first visit first shows a match, and again
// from the table's menu. The walk-through both games use (ui/walkthrough.svelte.ts) with this
// game's places; their words and how each is found on the page are in walkthrough-steps.ts,
// loaded with the dialog (table/later.ts, the menu). TablePage holds the computers' turns while
// it is open.
import { tableWalkthroughSeen } from '$lib/storage/table';
import { Walkthrough } from '$lib/ui/walkthrough.svelte';

/** What the steps point at on the table, in order. */
export const TABLE_WALK_PLACES = ['hand', 'piles', 'stock', 'end', 'seats'] as const;
export type TableWalkPlace = (typeof TABLE_WALK_PLACES)[number];
export type TableWalkthrough = Walkthrough<TableWalkPlace>;

/** The page's walk-through, remembered in this browser's storage. */
export const browserTableWalkthrough = (): TableWalkthrough => new Walkthrough(TABLE_WALK_PLACES, tableWalkthroughSeen);

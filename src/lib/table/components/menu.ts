// The table's menu and the dialogs it opens, loaded as one part (later.ts menu): the menu's items,
// the confirmation before a match is dropped (Replay, New match…), and the walk-through's dialog
// (from the menu, or by itself on a first visit).
export { default as TableMenu } from './TableMenu.svelte';
export { default as ConfirmDialog } from '$lib/ui/ConfirmDialog.svelte';
export { default as TableWalkthrough } from './TableWalkthrough.svelte';

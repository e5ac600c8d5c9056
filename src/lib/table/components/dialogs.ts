// The table's asking and advising parts, loaded as one part (later.ts dialogs): the confirmation
// before a match is dropped, the coach's line, and the first-visit walk-through's dialog.
export { default as ConfirmDialog } from '$lib/ui/ConfirmDialog.svelte';
export { default as CoachLine } from './CoachLine.svelte';
export { default as TableWalkthrough } from './TableWalkthrough.svelte';

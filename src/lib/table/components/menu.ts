// The table's menu and the questions the table asks, loaded as one part (later.ts menu): the
// menu's items, the confirmation before a match is dropped (Replay, New match…), the walk-through's
// dialog and the table's words for it (from the menu, or by itself on a first visit), and the pass
// screen between two people's turns at one device; and the deal details the menu copies (details.ts).
export { default as TableMenu } from './TableMenu.svelte';
export { default as LeaveQuestion } from './LeaveQuestion.svelte';
export { default as WalkthroughDialog } from '$lib/ui/WalkthroughDialog.svelte';
export { TABLE_WALK_GUIDE } from '../walkthrough-steps';
export { default as PassScreen } from './PassScreen.svelte';
export { matchDetails } from '../details';

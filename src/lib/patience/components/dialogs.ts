// The patience's dialogs, loaded as one part when the first one opens (patience/later.ts): the
// game's questions, and the walk-through's dialog (the one both games use) with this game's words.
export { default as GameQuestions } from './GameQuestions.svelte';
export { default as WalkthroughDialog } from '$lib/ui/WalkthroughDialog.svelte';
export { WALKTHROUGH_GUIDE } from '../walkthrough-steps';

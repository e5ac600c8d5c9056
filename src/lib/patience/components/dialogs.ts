// The patience's dialogs, loaded as one part when the first one opens (patience/later.ts).
export { default as GameQuestions } from './GameQuestions.svelte';
export { default as WalkthroughDialog } from './WalkthroughDialog.svelte';

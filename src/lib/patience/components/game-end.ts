// A game's end, loaded as one part when a game ends or its line is shown (patience/later.ts).
export { default as GameEnd } from './GameEnd.svelte';
export { default as LossVerdict } from './LossVerdict.svelte';
export { default as SolutionReplay } from './SolutionReplay.svelte';

// The computer players at every level, the Hint's Expert with its panel and the coach with its
// line (all ask the players), loaded as one part as a match is dealt or restored (later.ts computerPlayers).
export { PLANS } from './engine/players';
export { hint } from './engine/players/hint';
export { coachAdvice } from './coach';
export { default as CoachLine } from './components/CoachLine.svelte';
export { default as HintPanel } from './components/HintPanel.svelte';

// The words of the first game's walk-through (walkthrough.svelte.ts holds its state), loaded
// with its dialog (WalkthroughDialog.svelte) when it first opens.
import type { WalkthroughFocus } from './walkthrough.svelte';

export interface WalkthroughStep {
  readonly focus: WalkthroughFocus;
  readonly title: string;
  readonly text: string;
}

export const WALKTHROUGH_STEPS: readonly WalkthroughStep[] = [
  {
    focus: 'numbers',
    title: 'Place the card in play',
    text:
      'Turn up one card at a time and place it on an empty slot. A number card (A to 10) may go anywhere, ' +
      'but one left on a royal seat (the marked slots) blocks that seat for its royal.'
  },
  {
    focus: 'seats',
    title: 'Royals take their seats',
    text:
      'Kings go only in the corners, Queens on the top and bottom middles, Jacks on the side middles. ' +
      'A royal that finds every seat of its kind taken loses the game.'
  },
  {
    focus: 'pairs',
    title: 'Full board: remove pairs that make ten',
    text:
      'When all sixteen slots are full (or the stock runs out), remove pairs that add up to ten: A+9, 2+8, ' +
      '3+7, 4+6, 5+5, and a 10 alone. Royals never leave. Then resume drawing.'
  },
  {
    focus: 'end',
    title: 'Seat all twelve royals to win',
    text: 'Win by clearing all forty number cards with every royal seated. Hint and Undo help along the way.'
  }
];

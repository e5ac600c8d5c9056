// The words of the first game's walk-through (walkthrough.ts names its places) and how each
// place is found on the board, loaded with its dialog (ui/WalkthroughDialog.svelte, in the
// patience's dialogs: patience/later.ts) when it first opens.
import type { WalkGuide, WalkStep } from '$lib/ui/walkthrough.svelte';
import { focusBoard } from './components/Shortcuts.svelte';
import type { WalkthroughPlace } from './walkthrough';

const WALKTHROUGH_STEPS: Readonly<Record<WalkthroughPlace, WalkStep>> = {
  numbers: {
    targets: '[data-focus="stock"]',
    title: 'Place the card in play',
    text:
      'Turn up one card at a time and place it on an empty slot. A number card (A to 10) may go anywhere, ' +
      'but one left on a royal seat (the marked slots) blocks that seat for its royal.'
  },
  seats: {
    targets: '[data-slot]:not([data-seat="centre"])',
    title: 'Royals take their seats',
    text:
      'Kings go only in the corners, Queens on the top and bottom middles, Jacks on the side middles. ' +
      'A royal that finds every seat of its kind taken loses the game.'
  },
  pairs: {
    targets: '[data-slot]',
    title: 'Full board: remove pairs that make ten',
    text:
      'When all sixteen slots are full (or the stock runs out), remove pairs that add up to ten: A+9, 2+8, ' +
      '3+7, 4+6, 5+5, and a 10 alone. Royals never leave. Then resume drawing.'
  },
  end: {
    targets: '.progress',
    title: 'Seat all twelve royals to win',
    text: 'Win by clearing all forty number cards with every royal seated. Hint and Undo help along the way.'
  }
};

export const WALKTHROUGH_GUIDE: WalkGuide<WalkthroughPlace> = {
  steps: WALKTHROUGH_STEPS,
  // In the middle of the board, as a small card laid on it (what it lights up is all around).
  over: '.board-area > [data-phase]',
  focusAfter: focusBoard
};

// The words of the table's walk-through (walkthrough.ts names its places) and how each place is
// found on the page, loaded with its dialog (ui/WalkthroughDialog.svelte, with the table's menu:
// table/later.ts) when it first opens.
import type { WalkGuide, WalkStep } from '$lib/ui/walkthrough.svelte';
import type { TableWalkPlace } from './walkthrough';

export const TABLE_WALK_STEPS: Readonly<Record<TableWalkPlace, WalkStep>> = {
  hand: {
    title: 'Your hand',
    text: 'These are your cards. Empty your hand first to win the hand. Tap a card, then the pile to play it on, or drag it there.',
    targets: '[data-hand]'
  },
  piles: {
    title: 'The piles and the corners',
    text:
      'Build down in alternating colours: a red 6 on a black 7. Only a King goes into an empty corner; any card fills an ' +
      'empty side pile. A whole side pile may move onto another pile the same way: tap it, then where it goes.',
    targets: '[data-pile]'
  },
  stock: {
    title: 'The stock and Draw',
    text: 'Your turn begins with a draw from the stock: tap it or Draw (key D). The card drawn may be played at once.',
    targets: '[data-stock], .toolbar [data-action="draw"]'
  },
  end: {
    title: 'End your turn',
    text:
      'Play as many cards as you like, or none, then End turn (key E). Undo takes back this turn’s plays; Hint shows what ' +
      'an Expert would do.',
    targets: '.toolbar [data-action="end"]'
  },
  seats: {
    title: 'The seats',
    text:
      'Each seat shows its cards left and its penalty total. A hand ends when someone goes out; the others score a point ' +
      'for each card left (a King 10). At the target, the lowest total wins the match.',
    targets: '[data-seat]'
  }
};

export const TABLE_WALK_GUIDE: WalkGuide<TableWalkPlace> = {
  steps: TABLE_WALK_STEPS,
  // Beside what each step lights up, covering none of it (over the table it would hide the cards it names).
  focusAfter: () => document.querySelector<HTMLElement>('[data-hand] [data-focusable], .toolbar [data-action="draw"]')
};

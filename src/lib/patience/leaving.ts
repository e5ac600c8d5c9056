// Leaving the game on the board (docs/decisions.md): New game, Restart, or another deal chosen
// on the page. A game in progress is left only once the player confirms it; this is the
// question asked.
import type { DealId } from '$lib/cards';
import { dealTitle } from './deal-link';

/**
 * A way of leaving the game on the board: New game, Restart, or another deal chosen on the page
 * (today's deal, or one typed into the menu). A followed link is not one: see docs/decisions.md.
 */
export type Leaving = 'new' | 'restart' | { readonly kind: 'deal'; readonly deal: DealId };

/**
 * The question asked before leaving a game in progress, in words: what it costs, given the
 * winning streak. `counts`: a number card came off, so the game counts as lost if left; before
 * that it is set apart, not counted (stats.ts).
 */
export function leaveQuestion(leaving: Leaving | null, streak: number, todayDeal: number, counts = true): string {
  const ask =
    leaving === 'restart'
      ? 'Restart this deal?'
      : leaving === 'new' || leaving === null
        ? 'Start a new game?'
        : `Open ${dealTitle(leaving.deal, todayDeal).replace(/^Today's/, "today's").replace(/^Deal/, 'deal')}?`;
  const cost = !counts
    ? 'no card has come off yet, so it will not count as a game played'
    : streak > 0
      ? `it will count as a loss and end your winning streak of ${streak}`
      : 'it will count as a loss';
  return `${ask} The game in progress cannot be taken back: ${cost}.`;
}

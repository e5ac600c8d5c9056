// Two tabs on the game share one saved game and one record of games. The saved game is the
// one game in progress: a tab that sees another tab save it follows (docs/decisions.md,
// "Saving, other tabs, storage"). This module decides what a change seen from another tab
// means; the page applies it and says so in one quiet line.
import { dealTitle } from '$lib/patience/deal-link';
import { makeActions } from '$lib/patience/engine';
import type { SavedGame } from '$lib/patience/saved-game';

/** What another tab's save asks of this tab. */
export type OtherTabChange =
  | { readonly kind: 'none' }
  /** The same game, played on (or undone) elsewhere. */
  | { readonly kind: 'moved'; readonly game: SavedGame }
  /** Another game took its place: a new deal, a restart or a link opened elsewhere. */
  | { readonly kind: 'replaced'; readonly game: SavedGame };

/**
 * `saved` is the saved game as read now (null when it is gone or cannot be used: this tab
 * then keeps what it shows, and saves it again with its next move).
 */
export function otherTabChange(shown: SavedGame, saved: SavedGame | null): OtherTabChange {
  if (saved === null) return { kind: 'none' };
  if (saved.id !== shown.id) return { kind: 'replaced', game: saved };
  if (makeActions(saved.history.actions) === makeActions(shown.history.actions)) return { kind: 'none' };
  return { kind: 'moved', game: saved };
}

/** The line the page shows after following another tab. */
export function followedLine(change: OtherTabChange): string | null {
  if (change.kind === 'moved') return 'This game was played on in another tab; this tab has caught up with it.';
  if (change.kind === 'replaced') return `The game moved on in another tab: this tab now shows ${dealTitle(change.game.deal).toLowerCase()} too.`;
  return null;
}

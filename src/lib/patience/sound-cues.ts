// Which short sound an action deserves, worked out from the states before and after it. The
// session hears every change of state and, once the player has switched sounds on, plays its
// cue through the shared player (ui/sound.ts).
import type { GameState } from '$lib/patience/engine';
import { playCue, type Cue } from '$lib/ui/sound';

const isOver = (state: GameState) => state.phase === 'won' || state.phase === 'lost';

/**
 * The cue for going from `before` to `after`, or null: an undo, a restart, another deal and
 * resuming the draw make no sound. The end of the game wins over the move that ended it.
 */
export function cueFor(before: GameState, after: GameState): Cue | null {
  // Another stock is another deal (or a restart that rebuilt it): nothing was played.
  if (before.stock !== after.stock) return null;
  if (after.phase === 'won' && !isOver(before)) return 'won';
  if (after.phase === 'lost' && !isOver(before)) return 'lost';
  if (after.removed > before.removed) return 'remove';
  if (after.next === before.next + 1) return 'place';
  return null;
}

/** Plays the cue of going from `before` to `after`, if it has one. */
export function playCueFor(before: GameState, after: GameState, volume: number): void {
  const cue = cueFor(before, after);
  if (cue !== null) playCue(cue, volume);
}

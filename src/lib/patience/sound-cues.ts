// Which short sound an action deserves, worked out from the states before and after it. The
// page asks this after every change of state; the sounds themselves (ui/sound.ts) are loaded only
// when the player has switched them on, so the game page carries no audio code otherwise.
import type { GameState } from '$lib/patience/engine';
import type { Cue } from '$lib/ui/sound';

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

/** Follows one page's game states and plays the cue of each change, when sounds are on. */
export function soundCues(): (state: GameState, soundsOn: boolean, volume?: number) => void {
  let before: GameState | null = null;
  return (state, soundsOn, volume = 1) => {
    const cue = before === null || before === state ? null : cueFor(before, state);
    before = state;
    if (cue === null || !soundsOn) return;
    import('$lib/ui/sound').then(
      (sound) => sound.playCue(cue, volume),
      () => {} // a sound that cannot load is no reason to disturb the game
    );
  };
}

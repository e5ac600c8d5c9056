// Which short sound a table action deserves (docs/table-page.md, "Sounds"), worked out from the
// action and the states before and after it, as the patience's sound-cues.ts does for its moves.
// The session hands every action played to its environment, which, once the player has switched
// sounds on, loads this module (and with it the shared player, ui/sound.ts): the page carries no
// cue or audio code otherwise.
import { rankOf } from '$lib/cards';
import { playCue, type Cue } from '$lib/ui/sound';
import { isCorner, type Action, type MatchState } from './engine';

/**
 * The cue for `action` taking the match from `before` to `after`, or null. The end of the match
 * or of a hand wins over the action that ended it: a rising phrase when the player won it (the
 * match's lowest total, or went out), a falling one when another seat did. A blocked hand that
 * does not end the match has no phrase of its own. A card played ticks; a side pile moved, or a
 * king laid in a corner, chimes. Drawing and ending a turn are silent.
 */
export function tableCueFor(before: MatchState, action: Action, after: MatchState): Cue | null {
  if (after.phase === 'over' && before.phase !== 'over') return after.winner === 0 ? 'won' : 'lost';
  if (after.last !== before.last && after.last !== null && after.last.winner !== null) return after.last.winner === 0 ? 'won' : 'lost';
  if (action.type === 'move') return 'remove';
  if (action.type === 'card') return isCorner(action.to) && rankOf(action.card) === 13 ? 'remove' : 'place';
  return null;
}

/** Plays the cue of an action, if it has one, at `volume` (0 to 1). */
export function playTableCue(before: MatchState, action: Action, after: MatchState, volume = 1): void {
  const cue = tableCueFor(before, action, after);
  if (cue !== null) playCue(cue, volume);
}

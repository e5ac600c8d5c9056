// The table's key map (src/lib/ui/key-map.ts): D, E, U, H and Escape, each a call on the session;
// loaded with the page, so the first key works at once. Where the arrows take the focus is
// keys.ts and focus.ts, loaded with the first key that moves the focus (later.ts keyboard).
import type { KeyMap } from '$lib/ui/key-map';
import type { TableSession } from './session.svelte';

/**
 * The table's keys: draw, end the turn, undo, the hint, and Escape to let go of what is picked
 * (`letGo`, the page's: it also puts the focus back). The session refuses what is not allowed
 * now, with a word, as it does for the buttons. No keys while the options are on show.
 */
export function tableKeys(session: TableSession, letGo: () => void): KeyMap {
  if (session.phase === 'options') return {};
  return {
    d: () => session.draw(),
    e: () => session.endTurn(),
    u: () => session.undo(),
    h: () => void session.showHint(),
    escape: letGo
  };
}

// Keyboard play: where the arrow keys take the focus across the board (pure functions), and
// the patience's key map (src/lib/ui/key-map.ts), each key a call on the session.
import type { Slot } from '$lib/patience/engine';
import type { KeyMap } from '$lib/ui/key-map';
import type { PatienceSession } from './session.svelte';

/** What can hold the board's focus: one of the sixteen slots, or the card in play. */
export type FocusTarget = Slot | 'stock';

/** The actions a single key asks for: each a toolbar button's (or the board's Resume drawing). */
export type Shortcut = 'undo' | 'hint' | 'resume' | 'restart' | 'new';

export const SHORTCUT_KEYS: Readonly<Record<string, Shortcut>> = { u: 'undo', h: 'hint', d: 'resume', r: 'restart', n: 'new' };

/**
 * The patience's keys, as the session stands now: each does what its button does (Restart and
 * New game ask first, as the buttons do), and a key whose button is off does nothing. No game on
 * the board (a winning line on show instead), no keys.
 */
export function patienceKeys(session: PatienceSession): KeyMap {
  const game = session.game;
  if (game === null || session.showing !== null) return {};
  const calls: Readonly<Record<Shortcut, (() => void) | null>> = {
    undo: game.canUndo ? () => session.byHand((g) => g.undo()) : null,
    hint: game.isOver ? null : () => void session.help.showHint(),
    resume: game.choices.canResume ? () => session.byHand((g) => g.resume()) : null,
    restart: game.canUndo ? () => session.leave('restart') : null,
    new: () => session.leave('new')
  };
  return Object.fromEntries(Object.entries(SHORTCUT_KEYS).flatMap(([key, action]) => (calls[action] === null ? [] : [[key, calls[action]]])));
}

const SIDE = 4;

/** Where the card in play sits: right of the grid (most boards) or above it (a tall board, docs/layout.md). */
export type StockPlace = 'right' | 'above';

/**
 * Where an arrow key (or Home/End) moves the focus from `from`; null for any other key.
 * The card in play sits where the board shows it: right of the grid, where Right from the right
 * column goes to it and Left comes back to the row the focus left from; or above it, where Up
 * from the top row goes to it and Down comes back to the column. `last` is the slot the focus
 * was last on. Edges stop, they do not wrap.
 */
export function moveFocus(from: FocusTarget, key: string, last: Slot = SIDE - 1, place: StockPlace = 'right'): FocusTarget | null {
  if (key === 'Home') return 0;
  if (key === 'End') return SIDE * SIDE - 1;
  if (from === 'stock') {
    if (place === 'right' && key === 'ArrowLeft') return clampRow(Math.floor(last / SIDE)) * SIDE + SIDE - 1;
    if (place === 'above' && key === 'ArrowDown') return last % SIDE;
    return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown' ? 'stock' : null;
  }
  const row = Math.floor(from / SIDE);
  const col = from % SIDE;
  switch (key) {
    case 'ArrowLeft':
      return col === 0 ? from : from - 1;
    case 'ArrowRight':
      return col < SIDE - 1 ? from + 1 : place === 'right' ? 'stock' : from;
    case 'ArrowUp':
      return row > 0 ? from - SIDE : place === 'above' ? 'stock' : from;
    case 'ArrowDown':
      return row === SIDE - 1 ? from : from + SIDE;
    default:
      return null;
  }
}

const clampRow = (row: number) => Math.max(0, Math.min(SIDE - 1, Math.floor(row)));

/** The slot the focus comes back to from the card in play: the target, or (the card in play) `last`. */
export const slotOf = (target: FocusTarget, last: Slot): Slot => (target === 'stock' ? last : target);

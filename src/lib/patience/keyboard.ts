// Keyboard play, as pure functions: where the arrow keys take the focus across the board,
// and which key is which shortcut. The components only read these answers.
import type { Slot } from '$lib/patience/engine';

/** What can hold the board's focus: one of the sixteen slots, or the card in play. */
export type FocusTarget = Slot | 'stock';

/** The toolbar controls a single key presses, by their data-action hook. */
export type Shortcut = 'undo' | 'hint' | 'resume' | 'restart' | 'new';

export const SHORTCUT_KEYS: Readonly<Record<string, Shortcut>> = { u: 'undo', h: 'hint', d: 'resume', r: 'restart', n: 'new' };

const SIDE = 4;

/**
 * Where an arrow key (or Home/End) moves the focus from `from`; null for any other key.
 * The card in play sits to the right of the grid: Right from the right column goes to it and
 * Left comes back to the row the focus left from (`lastRow`). Edges stop, they do not wrap.
 */
export function moveFocus(from: FocusTarget, key: string, lastRow = 0): FocusTarget | null {
  if (key === 'Home') return 0;
  if (key === 'End') return SIDE * SIDE - 1;
  if (from === 'stock') {
    if (key === 'ArrowLeft') return clampRow(lastRow) * SIDE + SIDE - 1;
    return key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown' ? 'stock' : null;
  }
  const row = Math.floor(from / SIDE);
  const col = from % SIDE;
  switch (key) {
    case 'ArrowLeft':
      return col === 0 ? from : from - 1;
    case 'ArrowRight':
      return col === SIDE - 1 ? 'stock' : from + 1;
    case 'ArrowUp':
      return row === 0 ? from : from - SIDE;
    case 'ArrowDown':
      return row === SIDE - 1 ? from : from + SIDE;
    default:
      return null;
  }
}

const clampRow = (row: number) => Math.max(0, Math.min(SIDE - 1, Math.floor(row)));

/** The row a focus target is on, for coming back from the card in play; the stock keeps `lastRow`. */
export const rowOf = (target: FocusTarget, lastRow: number): number =>
  target === 'stock' ? lastRow : Math.floor(target / SIDE);

/** What a key press looks like to the shortcut check, so it can be tested without a browser. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  /** The press is going to a text field, a select or editable content. */
  readonly isTyping: boolean;
  /** A dialog is open: its keys are its own. */
  readonly isDialogOpen: boolean;
}

/**
 * The shortcut a key press asks for, or null. Held modifiers are left to the browser and the
 * system (Ctrl+R still reloads), and letters typed into a field are text, not commands.
 */
export function shortcutOf(press: KeyPress): Shortcut | null {
  if (press.ctrlKey || press.altKey || press.metaKey || press.shiftKey) return null;
  if (press.isTyping || press.isDialogOpen) return null;
  return SHORTCUT_KEYS[press.key.toLowerCase()] ?? null;
}

/** Whether keys pressed in this element are typing: text fields, selects, editable content. */
export function isTypingIn(element: { tagName: string; isContentEditable?: boolean; type?: string } | null): boolean {
  if (element === null) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  // Buttons, checkboxes and the like take no text: a letter pressed there is still a shortcut.
  return !['button', 'checkbox', 'radio', 'range', 'color', 'submit', 'reset', 'image', 'file'].includes(element.type ?? 'text');
}

// The one way a key reaches a game: each game has a key map, from a key (lower case, as
// KeyboardEvent.key names it) to a call on its session; nothing clicks a button to reach code.
// This decides which presses are the page's to take at all, the same for both games.

/** A game's keys: each calls its session (or does nothing when that action is off now). */
export type KeyMap = Readonly<Record<string, () => void>>;

/** What a key press looks like to the map, so it can be tested without a browser. */
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
 * The call a press asks for in `map`, or null. Held modifiers are left to the browser and the
 * system (Ctrl+R still reloads), letters typed into a field are text, and a dialog's keys are its own.
 */
export function keyCall(map: KeyMap, press: KeyPress): (() => void) | null {
  if (press.ctrlKey || press.altKey || press.metaKey || press.shiftKey) return null;
  if (press.isTyping || press.isDialogOpen) return null;
  return Object.hasOwn(map, press.key.toLowerCase()) ? map[press.key.toLowerCase()] : null;
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

/** A browser's key press, as keyCall reads it. */
export function pressOf(event: KeyboardEvent): KeyPress {
  const target = event.target instanceof HTMLElement ? event.target : null;
  return {
    key: event.key,
    ctrlKey: event.ctrlKey,
    altKey: event.altKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    isTyping: isTypingIn(target),
    // A press inside an open dialog is found here too: the open dialog is on the page.
    isDialogOpen: document.querySelector('dialog[open], [role="dialog"]:not([hidden]), [role="alertdialog"]:not([hidden])') !== null
  };
}

/** Hears a key press for `map` (built at the press, from what the session allows now): calls it and keeps the key from the page. */
export function pressKey(event: KeyboardEvent, map: KeyMap): boolean {
  if (event.defaultPrevented || event.isComposing || event.repeat) return false;
  const call = keyCall(map, pressOf(event));
  if (call === null) return false;
  event.preventDefault();
  call();
  return true;
}

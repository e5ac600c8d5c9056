// The one place that touches the browser's localStorage. Every key is versioned (keys.ts),
// every read is validated, and storage that is switched off or full never throws: the game
// keeps playing and the caller learns that progress is not being saved.
import type { StorageKey } from './keys';
import { isPlainObject } from './validate';

/** What became of a write: saved, no storage at all, or storage refused it (full). */
export type WriteStatus = 'saved' | 'unavailable' | 'full';

/** A read: the validated value, or null with a one-line reason when something was there but unusable. */
export interface ReadResult<T> {
  readonly value: T | null;
  /** Null when the value was fine or simply absent. */
  readonly problem: string | null;
}

/** Saved values larger than this are treated as damaged rather than parsed. */
export const MAX_STORED_CHARS = 200_000;

function store(): Storage | null {
  try {
    // Reading the property itself throws when storage is blocked by the browser's settings.
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

/** The data's name in the player's message: a string, or `{ plural }` for a name that takes "were". */
export type StoredName = string | { readonly plural: string };

/**
 * Reads and validates one key. `validate` returns the value in its checked form, or null when
 * the data is not what this build writes; `name` names the data for the player's message.
 * With `version`, data that carries another version number is named as such in the message.
 */
export function readStored<T>(
  key: StorageKey,
  name: StoredName,
  validate: (data: unknown) => T | null,
  version?: number
): ReadResult<T> {
  const s = store();
  if (s === null) return { value: null, problem: null };
  let text: string | null;
  try {
    text = s.getItem(key);
  } catch {
    return { value: null, problem: null };
  }
  if (text === null) return { value: null, problem: null };
  const [what, was] = typeof name === 'string' ? [name, 'was'] : [name.plural, 'were'];
  if (text.length > MAX_STORED_CHARS) return { value: null, problem: `The saved ${what} ${was} too large to be real and ${was} set aside.` };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { value: null, problem: `The saved ${what} ${was} damaged and could not be read.` };
  }
  if (version !== undefined && isPlainObject(data) && data.version !== version) {
    return { value: null, problem: `The saved ${what} ${was} written in a format this version does not know and could not be restored.` };
  }
  const value = validate(data);
  if (value === null) return { value: null, problem: `The saved ${what} ${was} not valid and could not be restored.` };
  return { value, problem: null };
}

/** Whether anything is saved under `key` (nothing is read or checked). */
export function hasStored(key: StorageKey): boolean {
  try {
    return store()?.getItem(key) != null;
  } catch {
    return false;
  }
}

/** Whether this browser keeps anything for the site at all: false when storage is switched off. */
export function storageWorks(): boolean {
  const s = store();
  if (s === null) return false;
  try {
    s.getItem('kitc.probe');
    return true;
  } catch {
    return false;
  }
}

export function writeStored(key: StorageKey, value: unknown): WriteStatus {
  const s = store();
  if (s === null) return 'unavailable';
  try {
    s.setItem(key, JSON.stringify(value));
    return 'saved';
  } catch (error) {
    // Safari in private mode and a full quota both throw here; either way nothing was kept.
    return error instanceof DOMException && /quota/i.test(error.name) ? 'full' : 'unavailable';
  }
}

/**
 * Calls `heard` whenever another tab changes `key` (or clears the whole storage; the storage
 * event never fires in the tab that wrote). Returns the function that stops listening.
 */
export function onStoredChange(key: StorageKey, heard: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === key) heard();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

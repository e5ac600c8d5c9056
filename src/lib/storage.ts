// The one place that touches the browser's localStorage. Every key is versioned, every read
// is validated by its caller, and storage that is switched off or full never throws: the
// game keeps playing and the caller learns that progress is not being saved.

/** Versioned keys: a new format gets a new key, so an old build never misreads a new save. */
export const STORAGE_KEYS = {
  game: 'kitc.game.v1',
  stats: 'kitc.stats.v1',
  settings: 'kitc.settings.v1',
  options: 'kitc.options.v1'
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

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

/**
 * Reads and validates one key. `validate` returns the value in its checked form, or null when
 * the data is not what this build writes; `what` names the data for the player's message.
 * With `version`, data that carries another version number is named as such in the message.
 */
export function readStored<T>(
  key: StorageKey,
  what: string,
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
  if (text.length > MAX_STORED_CHARS) return { value: null, problem: `The saved ${what} was too large to be real and was set aside.` };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { value: null, problem: `The saved ${what} was damaged and could not be read.` };
  }
  if (version !== undefined && isPlainObject(data) && data.version !== version) {
    return { value: null, problem: `The saved ${what} was written in a format this version does not know and could not be restored.` };
  }
  const value = validate(data);
  if (value === null) return { value: null, problem: `The saved ${what} was not valid and could not be restored.` };
  return { value, problem: null };
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

/** The first check of every validator: parsed JSON that is a plain object, not null or an array. */
export const isPlainObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

/** True when a storage event from another tab concerns this key (or cleared everything). */
export const isAbout = (event: StorageEvent, key: StorageKey): boolean => event.key === null || event.key === key;

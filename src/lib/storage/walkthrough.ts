// Whether a game's walk-through was closed (read to its end or skipped): one record and one
// validator for both games, each game under its own key (keys.ts; the stores are in each game's
// storage file). The format is the one both games have always saved, so a returning player is
// not shown it again.
import type { StorageKey } from './keys';
import { readStored, writeStored, type WriteStatus } from './local';
import { isPlainObject } from './validate';

export const WALKTHROUGH_VERSION = 1;

/** What is saved: whether the player has closed the walk-through. */
export interface WalkthroughRecord {
  readonly version: typeof WALKTHROUGH_VERSION;
  readonly done: boolean;
}

export const validateWalkthrough = (data: unknown): WalkthroughRecord | null =>
  isPlainObject(data) && data.version === WALKTHROUGH_VERSION && typeof data.done === 'boolean'
    ? { version: WALKTHROUGH_VERSION, done: data.done }
    : null;

/** Where a walk-through keeps whether it was seen (ui/walkthrough.svelte.ts); tests give their own. */
export interface WalkthroughStore {
  /** null when nothing usable is saved (then it shows). */
  load(): WalkthroughRecord | null;
  save(record: WalkthroughRecord): WriteStatus;
}

/** A walk-through's seen flag under a game's key (storage/patience.ts, storage/table.ts). */
export const walkthroughSeenUnder = (key: StorageKey, name: string): WalkthroughStore => ({
  load: () => readStored(key, name, validateWalkthrough, WALKTHROUGH_VERSION).value,
  save: (record) => writeStored(key, record)
});

// The table game's match in progress, the options chosen before a deal, and the computers' pace. The match is
// checked on read by replaying it through the engine (table/saved-match.ts).
import type { MatchOptions } from '$lib/table/engine';
import { isPace, type Pace } from '$lib/table/pace';
import { toSavedMatchData, validateOptions, validateSavedMatch, SAVED_MATCH_VERSION, type SavedMatch } from '$lib/table/saved-match';
import { STORAGE_KEYS } from './keys';
import { readStored, writeStored, type ReadResult, type WriteStatus } from './local';
import { isPlainObject } from './validate';

export const loadMatch = (): ReadResult<SavedMatch> =>
  readStored(STORAGE_KEYS.tableMatch, 'table match', validateSavedMatch, SAVED_MATCH_VERSION);

export const saveMatch = (match: SavedMatch): WriteStatus => writeStored(STORAGE_KEYS.tableMatch, toSavedMatchData(match));

/** The options last chosen for a new match; null when none were saved or they cannot be used. */
export function loadTableOptions(): { options: MatchOptions | null; problem: string | null } {
  const { value, problem } = readStored(STORAGE_KEYS.tableOptions, { plural: 'table options' }, validateOptions);
  return { options: value, problem: problem === null ? null : `${problem} They are back to the defaults.` };
}

export const saveTableOptions = (options: MatchOptions): WriteStatus => writeStored(STORAGE_KEYS.tableOptions, options);

/** How fast the computer players act; null when unset or not one of the paces. */
export const loadTablePace = (): Pace | null => readStored(STORAGE_KEYS.tablePace, 'computer pace', (v) => (isPace(v) ? v : null)).value;

export const saveTablePace = (pace: Pace): WriteStatus => writeStored(STORAGE_KEYS.tablePace, pace);

export const TABLE_WALKTHROUGH_VERSION = 1;

/** Whether the player has closed the table's walk-through (read to its end or skipped). */
export interface TableWalkthroughRecord {
  readonly version: typeof TABLE_WALKTHROUGH_VERSION;
  readonly done: boolean;
}

const validateTableWalkthrough = (data: unknown): TableWalkthroughRecord | null =>
  isPlainObject(data) && data.version === TABLE_WALKTHROUGH_VERSION && typeof data.done === 'boolean'
    ? { version: TABLE_WALKTHROUGH_VERSION, done: data.done }
    : null;

/** Whether the table's walk-through was seen; null when nothing usable is saved (then it shows). */
export const loadTableWalkthrough = (): TableWalkthroughRecord | null =>
  readStored(STORAGE_KEYS.tableWalkthrough, 'table walk-through', validateTableWalkthrough, TABLE_WALKTHROUGH_VERSION).value;

export const saveTableWalkthrough = (record: TableWalkthroughRecord): WriteStatus => writeStored(STORAGE_KEYS.tableWalkthrough, record);

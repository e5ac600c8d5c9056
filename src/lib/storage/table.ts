// The table game's match in progress, the options chosen before a deal, and the computers' pace. The match is
// checked on read by replaying it through the engine (table/saved-match.ts).
import type { MatchOptions } from '$lib/table/engine';
import { isPace, type Pace } from '$lib/table/pace';
import { toSavedMatchData, validateOptions, validateSavedMatch, SAVED_MATCH_VERSION, type SavedMatch } from '$lib/table/saved-match';
import { STORAGE_KEYS } from './keys';
import { walkthroughSeenUnder } from './walkthrough';
import { readStored, writeStored, type ReadResult, type WriteStatus } from './local';

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

/** Whether the table's first-visit walk-through was seen (ui/walkthrough.svelte.ts). */
export const tableWalkthroughSeen = walkthroughSeenUnder(STORAGE_KEYS.tableWalkthrough, 'table walk-through');

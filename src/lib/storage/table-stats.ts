// The table game's statistics in storage, apart from the patience's: checked on read by
// table/stats.ts's validator; a reset writes empty statistics so other tabs hear it as data.
import { emptyTableStats, recordTableMatch, validateTableStats, TABLE_STATS_VERSION, type TableMatchRecord, type TableStats } from '$lib/table/stats';
import { STORAGE_KEYS } from './keys';
import { readStored, writeStored, type WriteStatus } from './local';

const WHAT = 'record of your table matches';

/** The saved statistics, or empty ones when there are none or they cannot be used (with why). */
export function loadTableStats(): { stats: TableStats; problem: string | null } {
  const { value, problem } = readStored(STORAGE_KEYS.tableStats, WHAT, validateTableStats, TABLE_STATS_VERSION);
  return { stats: value ?? emptyTableStats(), problem: problem === null ? null : `${problem} Table statistics start again from zero.` };
}

export const saveTableStats = (stats: TableStats): WriteStatus => writeStored(STORAGE_KEYS.tableStats, stats);

export const resetTableStats = (): WriteStatus => writeStored(STORAGE_KEYS.tableStats, emptyTableStats());

/** Adds a finished match to the saved statistics (read just before, so another tab's matches are kept). */
export const addTableMatch = (match: TableMatchRecord): WriteStatus => saveTableStats(recordTableMatch(loadTableStats().stats, match));

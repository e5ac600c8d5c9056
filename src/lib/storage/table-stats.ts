// The table game's statistics in storage, apart from the patience's: checked on read by
// table/stats.ts's validator; a reset writes empty statistics so other tabs hear it as data.
import { emptyTableStats, validateTableStats, TABLE_STATS_VERSION, type TableStats } from '$lib/table/stats';
import { STORAGE_KEYS } from './keys';
import { readStored, writeStored, type WriteStatus } from './local';
import { isPlainObject } from './validate';

const WHAT = 'record of your table matches';

/** The saved statistics, or empty ones when there are none or they cannot be used (with why). */
export function loadTableStats(): { stats: TableStats; problem: string | null } {
  const { value, problem } = readStored(STORAGE_KEYS.tableStats, WHAT, validateTableStats, TABLE_STATS_VERSION);
  return { stats: value ?? emptyTableStats(), problem: problem === null ? null : `${problem} Table statistics start again from zero.` };
}

export const saveTableStats = (stats: TableStats): WriteStatus => writeStored(STORAGE_KEYS.tableStats, stats);

export const resetTableStats = (): WriteStatus => writeStored(STORAGE_KEYS.tableStats, emptyTableStats());

/**
 * Whether the saved match in progress is the day's match, opened on `day` and with a move made.
 * Only its shape is read (the statistics page does not load the table's engine to replay it):
 * enough to say "not finished yet" only of a match that was started.
 */
export function isDayMatchStarted(day: string): boolean {
  const { value } = readStored(STORAGE_KEYS.tableMatch, 'table match', (data) =>
    isPlainObject(data) && data.day === day && typeof data.moves === 'string' && data.moves.trim() !== '' ? true : null
  );
  return value === true;
}

// The table game's statistics in storage, apart from the patience's: checked on read by
// table/stats.ts's validator; a reset writes empty statistics so other tabs hear it as data.
// Damaged statistics are kept as they are, never written over, until the player chooses to start
// afresh (docs/decisions.md, "Saving, other tabs, storage").
import { emptyTableStats, recordTableMatch, validateTableStats, TABLE_STATS_VERSION, type TableMatchRecord, type TableStats } from '$lib/table/stats';
import { STORAGE_KEYS } from './keys';
import { readStored, writeStored, type WriteStatus } from './local';
import { isPlainObject } from './validate';

const WHAT = 'record of your table matches';

/** What became of a finished match's record. */
export type TableRecordStatus = WriteStatus | 'counted-already' | 'damaged';

const read = () => readStored(STORAGE_KEYS.tableStats, WHAT, validateTableStats, TABLE_STATS_VERSION);

/** The saved statistics, or empty ones when there are none or they cannot be used (with why). */
export function loadTableStats(): { stats: TableStats; problem: string | null } {
  const { value, problem } = read();
  return { stats: value ?? emptyTableStats(), problem: problem === null ? null : `${problem} ${KEPT}` };
}

/** Said after the problem: nothing is written over them until the player chooses. */
export const KEPT = 'It is kept as it is until you start the table statistics afresh.';

/** Why the saved statistics cannot be used, or null (none saved, or sound). */
export const tableStatsProblem = (): string | null => loadTableStats().problem;

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

/**
 * Runs a read-then-write of the statistics alone among this site's tabs (the Web Locks API, where
 * the browser has it), so two tabs finishing one match cannot both read before either writes.
 */
function alone<T>(write: () => T): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks === undefined) return Promise.resolve(write());
  return locks.request(`kitc:${STORAGE_KEYS.tableStats}`, write);
}

/** Adds a finished match, once: read again just before the write, and never over damaged statistics. */
export const addTableMatch = (match: TableMatchRecord): Promise<TableRecordStatus> =>
  alone(() => {
    const { value, problem } = read();
    if (problem !== null) return 'damaged';
    const before = value ?? emptyTableStats();
    const after = recordTableMatch(before, match);
    return after === before ? 'counted-already' : saveTableStats(after);
  });

/** The player chose: the damaged statistics go, and start again with the matches that waited. */
export const startTableStatsAfresh = (waiting: readonly TableMatchRecord[]): Promise<WriteStatus> =>
  alone(() => saveTableStats(waiting.reduce(recordTableMatch, emptyTableStats())));

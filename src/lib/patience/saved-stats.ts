// Checking the statistics read back from storage (storage/patience.ts): anything damaged, or of
// another version, is refused whole, and the player starts again from empty statistics; those
// an older build saved (version 1) are brought up to this version, not wiped.
import { isDealNumber } from '$lib/cards';
import { isPlainObject } from '$lib/storage/validate';
import { GAME_RESULTS, LINES_SHOWN_LIMIT, DAILY_LIMIT, MAX_PROGRESS, RECENT_LIMIT, STATS_VERSION } from './stats';
import type { DayResult, GameRecord, GameResult, Stats } from './stats';

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

const isProgress = (n: unknown): n is number => isCount(n) && n <= MAX_PROGRESS;

/** A real calendar date written 'YYYY-MM-DD'. */
function isDate(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Ids come from the controller; the length cap only keeps a damaged save from being huge. */
export const isGameId = (id: unknown): id is string => typeof id === 'string' && id.length > 0 && id.length <= 100;

function validateRecord(data: unknown): GameRecord | null {
  if (!isPlainObject(data)) return null;
  const { id, deal, result, progress, date, streakBefore } = data;
  if (!isGameId(id)) return null;
  if (deal !== null && !(typeof deal === 'number' && isDealNumber(deal))) return null;
  if (!GAME_RESULTS.includes(result as GameResult)) return null;
  if (!isProgress(progress) || !isDate(date) || !isCount(streakBefore)) return null;
  return { id, deal, result: result as GameResult, progress, date, streakBefore };
}

/**
 * The statistics in their checked form (unknown fields dropped), or null when the data is not
 * what this build writes. Besides the shape it checks the relations that counting always
 * keeps, so damaged data is refused rather than shown as nonsense figures.
 */
export function validateStats(data: unknown): Stats | null {
  if (!isPlainObject(data) || data.version !== STATS_VERSION) return null;
  const { watched, leftUnplayed } = data;
  if (!isCount(watched) || !isCount(leftUnplayed)) return null;
  const { played, won, currentStreak, bestStreak, bestProgress, progressSum } = data;
  if (!isCount(played) || !isCount(won) || !isCount(currentStreak) || !isCount(bestStreak)) return null;
  if (!isProgress(bestProgress) || !isCount(progressSum)) return null;
  // Statistics saved before assisted wins were told apart have none.
  const assisted = data.assisted === undefined ? 0 : data.assisted;
  if (!isCount(assisted)) return null;
  if (won + assisted > played || bestStreak > won || currentStreak > bestStreak) return null;
  if (progressSum > played * MAX_PROGRESS) return null;

  if (!Array.isArray(data.recent) || data.recent.length > RECENT_LIMIT) return null;
  const recent: GameRecord[] = [];
  for (const item of data.recent) {
    const record = validateRecord(item);
    if (record === null || (record.result !== 'watched' && record.progress > bestProgress)) return null;
    recent.push(record);
  }
  if (recent.filter((record) => record.result === 'watched').length > watched) return null;
  if (recent.filter((record) => record.result !== 'watched').length > played) return null;
  if (new Set(recent.map((record) => record.id)).size !== recent.length) return null;
  if (recent.filter((record) => record.result === 'won').length > won) return null;
  if (recent.filter((record) => record.result === 'assisted').length > assisted) return null;

  // Statistics saved before days were kept have none: that is not damage.
  const daily = data.daily === undefined ? {} : validateDaily(data.daily);
  if (daily === null) return null;
  const linesShown = data.linesShown === undefined ? [] : validateLinesShown(data.linesShown);
  if (linesShown === null) return null;

  return { version: 2, played, won, assisted, currentStreak, bestStreak, bestProgress, progressSum, recent, daily, linesShown, watched, leftUnplayed };
}

/**
 * Statistics saved by a build before version 2 (key kitc.stats.v1), in this version's form:
 * the same figures, with no game known to be Watch's or left unplayed (version 1 could not
 * tell them apart). Null when they are not valid version-1 statistics.
 */
export function migrateStats(data: unknown): Stats | null {
  if (!isPlainObject(data) || data.version !== 1) return null;
  if (Array.isArray(data.recent) && data.recent.some((item) => isPlainObject(item) && item.result === 'watched')) return null;
  return validateStats({ ...data, version: STATS_VERSION, watched: 0, leftUnplayed: 0 });
}

/** Deal numbers or deck codes (104 characters), each once. */
function validateLinesShown(data: unknown): string[] | null {
  if (!Array.isArray(data) || data.length > LINES_SHOWN_LIMIT) return null;
  if (!data.every((key) => typeof key === 'string' && key.length > 0 && key.length <= 104)) return null;
  return new Set(data).size === data.length ? (data as string[]) : null;
}

function validateDaily(data: unknown): Record<string, DayResult> | null {
  if (!isPlainObject(data)) return null;
  const entries = Object.entries(data);
  if (entries.length > DAILY_LIMIT) return null;
  const daily: Record<string, DayResult> = {};
  for (const [day, value] of entries) {
    if (!isDate(day) || !isPlainObject(value)) return null;
    const { result, progress } = value;
    if (!GAME_RESULTS.includes(result as GameResult) || !isProgress(progress)) return null;
    daily[day] = { result: result as GameResult, progress };
  }
  return daily;
}

// The patience's saved data: the game in progress, the statistics and the play options. Each
// is checked on read by its own pure validator (a save is replayed through the engine), and a
// write reports whether it was kept.
import { validateFirstDeals, FIRST_DEALS_VERSION, type FirstDeals } from '$lib/patience/first-deals.svelte';
import { validatePlayOptions, defaultPlayOptions, type PlayOptions } from '$lib/patience/play-options';
import { toSavedGameData, validateSavedGame, SAVED_GAME_VERSION, type SavedGame } from '$lib/patience/saved-game';
import { migrateStats, validateStats } from '$lib/patience/saved-stats';
import { emptyStats, STATS_VERSION, type Stats } from '$lib/patience/stats';
import { STORAGE_KEYS } from './keys';
import { walkthroughSeenUnder } from './walkthrough';
import { readStored, writeStored, type ReadResult, type WriteStatus } from './local';

export const loadGame = (): ReadResult<SavedGame> => readStored(STORAGE_KEYS.game, 'game', validateSavedGame, SAVED_GAME_VERSION);

export const saveGame = (game: SavedGame): WriteStatus => writeStored(STORAGE_KEYS.game, toSavedGameData(game));

/**
 * The statistics under this version's key; when there are none yet, those an older build saved
 * (kitc.stats.v1), migrated: they are written under the new key with the next game counted,
 * and the old key is left as it was, for an older build still open in another tab.
 */
function readStats(): ReadResult<Stats> {
  const current = readStored(STORAGE_KEYS.stats, 'record of your games', validateStats, STATS_VERSION);
  if (current.value !== null || current.problem !== null) return current;
  return readStored(STORAGE_KEYS.statsV1, 'record of your games', migrateStats, 1);
}

/** The saved statistics, or empty ones when there are none or they cannot be used (with why). */
export function loadStats(): { stats: Stats; problem: string | null } {
  const { value, problem } = readStats();
  return {
    stats: value ?? emptyStats(),
    problem: problem === null ? null : `${problem} Statistics start again from zero.`
  };
}

/** The statistics as saved right now (perhaps by another tab); null when none can be used. */
export const savedStats = (): Stats | null => readStats().value;

export const saveStats = (stats: Stats): WriteStatus => writeStored(STORAGE_KEYS.stats, stats);

/** Writes empty statistics rather than removing the key, so other tabs see the reset as data. */
export const resetStats = (): WriteStatus => writeStored(STORAGE_KEYS.stats, emptyStats());

export function loadPlayOptions(): { options: PlayOptions; problem: string | null } {
  const { value, problem } = readStored(STORAGE_KEYS.options, { plural: 'hint and watch options' }, validatePlayOptions);
  return { options: value ?? defaultPlayOptions(), problem: problem === null ? null : `${problem} They are back to the defaults.` };
}

export const savePlayOptions = (options: PlayOptions): WriteStatus => writeStored(STORAGE_KEYS.options, options);

/** Whether the first-game walk-through was seen (ui/walkthrough.svelte.ts). */
export const walkthroughSeen = walkthroughSeenUnder(STORAGE_KEYS.walkthrough, 'walk-through');

/** Where a newcomer's starter deals are up to; null when nothing usable is saved (first-deals.ts decides then). */
export const loadFirstDeals = (): FirstDeals | null =>
  readStored(STORAGE_KEYS.firstDeals, 'starter deals', validateFirstDeals, FIRST_DEALS_VERSION).value;

export const saveFirstDeals = (record: FirstDeals): WriteStatus => writeStored(STORAGE_KEYS.firstDeals, record);

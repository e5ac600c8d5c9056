/**
 * The player's statistics: pure functions over a plain `Stats` value (storage/patience.ts reads
 * and writes it, saved-stats.ts checks it). No clock or randomness: the controller passes in ids and dates.
 *
 * How games count:
 * - A game counts once its first card is placed. From then on it is one game played, and a
 *   record of it goes at the front of the recent games. Opening a deal and leaving it without
 *   placing a card counts nothing.
 * - A game's progress is the most number cards it ever had removed, even if the player later
 *   undid some of those removals. Best progress and average progress use that figure.
 * - A game that reaches a win counts as won, once, however many undos it took to get there.
 * - A game that reaches a loss counts as lost and ends the winning streak. If the player then
 *   undoes the loss and goes on to win, the same game becomes a win (one game, one win) and
 *   the streak is restored as if the loss never happened.
 * - A win is final: undoing after a win and then losing still leaves that game a win.
 * - Leaving an unfinished game for a new game, or restarting it (a new game), counts it as lost;
 *   but one left before any number card came off (0/40) is not the player's loss: it leaves the
 *   games played (and the list) and is only counted apart, in `leftUnplayed`.
 * - A game that Watch finished (its win or loss reached by a move Watch played) is not the
 *   player's: it is taken out of the games played, the streak is as it was before it, and it
 *   is counted apart, in `watched`; its record stays in the list, marked 'watched'. A win
 *   reached by the player's own hand stays theirs, whatever Watch played before it.
 * - The saved game is the one game in progress, so as a page opens any other game still
 *   counted as in progress (its save was damaged, refused or lost) counts as lost (or, at 0/40,
 *   as left unplayed): no "In progress" row stays for ever.
 * - Only the most recently started game can change the winning streak. A game finished later
 *   in another tab still counts as won or lost, but the streak is left as it is.
 * - A win after the player was shown a winning line for its deal (offered after a loss)
 *   is an assisted win: it counts as played and as assisted, never as won, and for the
 *   streak it is not a win (the streak ends). The deals whose line was shown are kept (the
 *   last LINES_SHOWN_LIMIT), so restarting the deal or opening it again later is assisted too.
 * - Only the last 20 games are listed; the totals keep counting every game.
 * - Today's deal (the deal numbered by the local date, docs/notation.md) played on its own day
 *   leaves that day's best result in `daily`: won beats assisted beats lost, then the most removed. Playing
 *   an old date's deal later is an ordinary game. The last DAILY_LIMIT days are kept.
 */
import { dealOfDay, type DealId } from '$lib/cards';

/**
 * 'assisted': won after a winning line for the deal was shown. 'watched': finished by Watch,
 * not counted as played.
 */
export type GameResult = 'playing' | 'won' | 'assisted' | 'lost' | 'watched';

export interface GameRecord {
  /** The game's id, made by the controller. */
  readonly id: string;
  /** Deal number; null for a game dealt from a deck code. */
  readonly deal: number | null;
  readonly result: GameResult;
  /** Highest 'removed' count reached in this game, 0..40. */
  readonly progress: number;
  /** Local date the game was counted, 'YYYY-MM-DD'. */
  readonly date: string;
  /** The current winning streak just before this game counted. */
  readonly streakBefore: number;
}

export interface Stats {
  readonly version: 2;
  /** Games the player played: not those Watch finished, nor those left at 0/40. */
  readonly played: number;
  readonly won: number;
  /** Games won after a winning line for their deal was shown; not in `won`. */
  readonly assisted: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  readonly bestProgress: number;
  readonly progressSum: number;
  /** Newest first, at most RECENT_LIMIT. */
  readonly recent: readonly GameRecord[];
  /** Today's deal, by the day it was played ('YYYY-MM-DD'): that day's best result. */
  readonly daily: Readonly<Record<string, DayResult>>;
  /** The deals (dealKey) whose winning line the player was shown, oldest first. */
  readonly linesShown: readonly string[];
  /** Games Watch finished: set apart, not in `played`. */
  readonly watched: number;
  /** Games left for another before any number card came off: set apart, not in `played`. */
  readonly leftUnplayed: number;
}

/** The best a player did at one day's deal. */
export interface DayResult {
  readonly result: GameResult;
  readonly progress: number;
}

/** What the controller knows of its game after every action. */
export interface GameSnapshot {
  readonly id: string;
  readonly deal: number | null;
  /** The deal, deal number or deck code, as dealKey writes it. */
  readonly dealKey: string;
  /** At least one card has been placed. */
  readonly started: boolean;
  readonly phase: 'place' | 'remove' | 'won' | 'lost';
  /** Progress now. */
  readonly removed: number;
  /** Today, 'YYYY-MM-DD'. */
  readonly date: string;
  /** The action that led here was played by Watch, not by the player. */
  readonly byWatch?: boolean;
}

/** The version this build writes (version 1, without the games set apart, is migrated: saved-stats.ts). */
export const STATS_VERSION = 2;

export const RECENT_LIMIT = 20;
/** Deals whose shown winning line is remembered. */
export const LINES_SHOWN_LIMIT = 200;
/** Days of today's-deal results kept: a year and a day. */
export const DAILY_LIMIT = 366;
/** Forty number cards in the deck: progress never goes past them. */
export const MAX_PROGRESS = 40;

export const GAME_RESULTS: readonly GameResult[] = ['playing', 'won', 'assisted', 'lost', 'watched'];

/** A result in the player's words, as the statistics page shows it. */
export const RESULT_NAMES: Readonly<Record<GameResult, string>> = {
  won: 'Won',
  assisted: 'Won (assisted)',
  lost: 'Lost',
  playing: 'In progress',
  watched: 'Finished by Watch (not counted)'
};

/** The best result at one day's deal in words ('won', 'lost, 12 removed'); null when not played. */
export const dayResultWords = (day: DayResult | undefined): string | null =>
  day === undefined
    ? null
    : day.result === 'won' || day.result === 'assisted'
      ? RESULT_NAMES[day.result].toLowerCase()
      : `${RESULT_NAMES[day.result].toLowerCase()}, ${day.progress} removed`;

/** A deal as the statistics remember it: its number, or its deck code. */
export const dealKey = (deal: DealId): string => String(deal);

export function emptyStats(): Stats {
  return {
    version: 2, played: 0, won: 0, assisted: 0, currentStreak: 0, bestStreak: 0, bestProgress: 0, progressSum: 0, recent: [], daily: {}, linesShown: [],
    watched: 0, leftUnplayed: 0
  };
}

// ---------------------------------------------------------------------------------------------
// Counting

/**
 * Folds one snapshot of a game into the statistics. Idempotent: a snapshot that changes
 * nothing returns the very same object, so the caller can skip saving.
 */
export function updateStats(stats: Stats, game: GameSnapshot): Stats {
  const index = stats.recent.findIndex((record) => record.id === game.id);
  if (index !== -1) return settleDay(settle(stats, index, game), game);
  // A game nobody has placed a card in yet is not a game played.
  if (!game.started) return stats;
  return settleDay(settle(countNewGame(stats, game), 0, game), game);
}

/** Today's deal played on its day: keep the day's best result. */
function settleDay(stats: Stats, game: GameSnapshot): Stats {
  if (!game.started || game.deal === null || game.deal !== dealOfDay(game.date)) return stats;
  if (stats.recent.find((record) => record.id === game.id)?.result === 'watched') return stats;
  const before = stats.daily[game.date];
  const result: GameResult = game.phase === 'won' ? winOf(stats, game) : game.phase === 'lost' ? 'lost' : 'playing';
  const next: DayResult =
    before === undefined
      ? { result, progress: game.removed }
      : { result: betterResult(before.result, result), progress: Math.max(before.progress, game.removed) };
  if (before !== undefined && before.result === next.result && before.progress === next.progress) return stats;
  const days = Object.keys(stats.daily).filter((day) => day !== game.date).sort().slice(1 - DAILY_LIMIT);
  const daily: Record<string, DayResult> = {};
  for (const day of days) daily[day] = stats.daily[day];
  daily[game.date] = next;
  return { ...stats, daily };
}

const RESULT_RANK: Readonly<Record<GameResult, number>> = { watched: 0, playing: 0, lost: 1, assisted: 2, won: 3 };

/** A win is assisted when the deal's winning line was shown. */
const winOf = (stats: Stats, game: GameSnapshot): GameResult => (stats.linesShown.includes(game.dealKey) ? 'assisted' : 'won');

/** The player was shown a winning line for this deal: its wins from now on are assisted. */
export function markLineShown(stats: Stats, key: string): Stats {
  if (stats.linesShown.includes(key)) return stats;
  return { ...stats, linesShown: [...stats.linesShown, key].slice(-LINES_SHOWN_LIMIT) };
}
const betterResult = (a: GameResult, b: GameResult): GameResult => (RESULT_RANK[b] > RESULT_RANK[a] ? b : a);

/**
 * Leaving a game (new game, restart): an unfinished counted game becomes a loss; one left
 * before any number card came off is taken out of the games played and counted apart.
 */
export function abandonGame(stats: Stats, id: string): Stats {
  const index = stats.recent.findIndex((record) => record.id === id);
  if (index === -1 || stats.recent[index].result !== 'playing') return stats;
  const record = stats.recent[index];
  if (record.progress > 0) return withRecord(stats, index, { ...record, result: 'lost' });
  return {
    ...stats,
    played: stats.played - 1,
    leftUnplayed: stats.leftUnplayed + 1,
    recent: stats.recent.filter((_, i) => i !== index),
    ...(index === 0 ? { currentStreak: record.streakBefore } : {})
  };
}

/**
 * Watch finished the game at `index` (playing, or a loss the player had undone): it is no
 * longer the player's. Out of the games played and their progress, the streak as before it.
 */
function setWatched(stats: Stats, index: number): Stats {
  const record = stats.recent[index];
  return {
    ...stats,
    played: stats.played - 1,
    progressSum: stats.progressSum - record.progress,
    watched: stats.watched + 1,
    recent: stats.recent.map((r, i) => (i === index ? { ...record, result: 'watched' } : r)),
    ...(index === 0 ? { currentStreak: record.streakBefore } : {})
  };
}

/** Every game still in progress but `id` counts as lost: only the game on the board can be unfinished. */
export function abandonOthers(stats: Stats, id: string): Stats {
  return stats.recent.reduce((next, record) => (record.result === 'playing' && record.id !== id ? abandonGame(next, record.id) : next), stats);
}

/** The game's first counted moment: one more played, its record at the front, still playing. */
function countNewGame(stats: Stats, game: GameSnapshot): Stats {
  const record: GameRecord = {
    id: game.id,
    deal: game.deal,
    result: 'playing',
    progress: 0,
    date: game.date,
    streakBefore: stats.currentStreak
  };
  return { ...stats, played: stats.played + 1, recent: [record, ...stats.recent].slice(0, RECENT_LIMIT) };
}

/** Brings the record at `index` up to date with the snapshot: its progress and its result. */
function settle(stats: Stats, index: number, game: GameSnapshot): Stats {
  const record = stats.recent[index];
  if (record.result === 'watched') return stats;
  const over = game.phase === 'won' || game.phase === 'lost';
  if (over && game.byWatch === true && (record.result === 'playing' || record.result === 'lost')) return setWatched(stats, index);
  const progress = Math.max(record.progress, game.removed);
  const result = nextResult(record.result, game.phase === 'won' ? winOf(stats, game) : game.phase);
  if (progress === record.progress && result === record.result) return stats;
  return withRecord(stats, index, { ...record, progress, result });
}

/**
 * A win (plain or assisted) is final; a loss can still turn into a win (the player undid it);
 * playing can become any of them.
 */
function nextResult(result: GameResult, phase: 'place' | 'remove' | GameResult): GameResult {
  if (result === 'won' || result === 'assisted' || result === 'watched') return result;
  if (phase === 'won' || phase === 'assisted') return phase;
  if (phase === 'lost') return 'lost';
  return result;
}

/**
 * Replaces the record at `index` by `next` and moves the totals by the difference between the
 * two, so the same change applied twice is impossible by construction.
 */
function withRecord(stats: Stats, index: number, next: GameRecord): Stats {
  const before = stats.recent[index];
  const recent = stats.recent.map((record, i) => (i === index ? next : record));
  const gained = next.progress - before.progress;
  const won = stats.won + (next.result === 'won' && before.result !== 'won' ? 1 : 0);
  const assisted = stats.assisted + (next.result === 'assisted' && before.result !== 'assisted' ? 1 : 0);
  const totals = {
    ...stats,
    won,
    assisted,
    progressSum: stats.progressSum + gained,
    bestProgress: Math.max(stats.bestProgress, next.progress),
    recent
  };
  // Only the newest game carries the streak: a game finishing in another tab after a newer
  // one started must not rewrite the newer game's streak.
  if (index !== 0 || next.result === before.result) return totals;
  if (next.result === 'won') {
    const currentStreak = next.streakBefore + 1;
    return { ...totals, currentStreak, bestStreak: Math.max(stats.bestStreak, currentStreak) };
  }
  return { ...totals, currentStreak: 0 };
}

// ---------------------------------------------------------------------------------------------
// Figures

/** Share of games won, 0..1; null before any game is played. */
export const winRate = (s: Stats): number | null => (s.played === 0 ? null : s.won / s.played);

/** Mean progress per game played, 0..40; null before any game is played. */
export const averageProgress = (s: Stats): number | null => (s.played === 0 ? null : s.progressSum / s.played);

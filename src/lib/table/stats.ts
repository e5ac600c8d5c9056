/**
 * The table game's statistics, kept apart from the patience's: pure functions over a plain
 * `TableStats` value (storage/table-stats.ts reads and writes it). The session passes in what
 * the clock knows (today's date), so nothing here reads it.
 *
 * How matches count:
 * - A match counts when it ends (someone has the single lowest total at or past the target).
 *   A match left unfinished counts nothing: Kings Corner has no "give up" and a match can be
 *   resumed from its save at any time.
 * - Figures are kept per combination of options that changes the game: players, the computer
 *   players' level, draw timing, target and "queens and jacks count 2" (comboKey).
 * - A match is won when the player (seat 0) has the single lowest total. Streaks count won
 *   matches in a row in that combination.
 * - Hands played and hands won (the player went out) add up every hand of the match; the
 *   mean penalty per hand is the player's penalty points over hands played.
 * - The last RECENT_LIMIT matches are listed with their final totals, newest first.
 * - Today's match (the deal numbered by the local date) played on its own day keeps that
 *   day's best result: won beats lost, then the lower own total.
 * - A match counts once, whatever the tabs do: its record carries the match's id, and a record
 *   whose id is among the recent matches changes nothing. Two tabs on one match both see its
 *   end within moments, long before twenty other matches could push it out of the list.
 */
import { isPlainObject } from '$lib/storage/validate';
import type { MatchOptions } from '$lib/table/engine';

/** One ended match, as the session reports it. */
export interface TableMatchRecord {
  /** The match's id (saved-match.ts): the same in every tab that shows the match. */
  readonly id: string;
  /** The match key: deal number in decimal or deck code. */
  readonly key: string;
  readonly options: MatchOptions;
  /** The player (seat 0) had the single lowest total. */
  readonly won: boolean;
  /** Hands played in the match. */
  readonly hands: number;
  /** Hands the player went out in. */
  readonly handsWon: number;
  /** The player's penalty points in each hand, in order. */
  readonly penalties: readonly number[];
  /** Every seat's final total. */
  readonly totals: readonly number[];
  /** 'YYYY-MM-DD' when this was that local day's match played on its day, else null. */
  readonly day: string | null;
}

/** The figures of one combination of options. */
export interface ComboStats {
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  readonly hands: number;
  readonly handsWon: number;
  readonly penalty: number;
}

export interface RecentMatch {
  /** The match's id; missing in records written before ids were kept. */
  readonly id?: string;
  readonly key: string;
  readonly combo: string;
  readonly won: boolean;
  readonly totals: readonly number[];
}

export interface DayMatch {
  readonly won: boolean;
  readonly total: number;
}

export interface TableStats {
  readonly version: 1;
  readonly combos: Readonly<Record<string, ComboStats>>;
  /** Newest first, at most RECENT_LIMIT. */
  readonly recent: readonly RecentMatch[];
  /** Today's match by its day: that day's best result. */
  readonly daily: Readonly<Record<string, DayMatch>>;
}

export const TABLE_STATS_VERSION = 1;
export const RECENT_LIMIT = 20;
export const DAILY_LIMIT = 60;

export const emptyTableStats = (): TableStats => ({ version: 1, combos: {}, recent: [], daily: {} });

const emptyCombo = (): ComboStats => ({ played: 0, won: 0, currentStreak: 0, bestStreak: 0, hands: 0, handsWon: 0, penalty: 0 });

/** "2p standard start 15" or "3p expert end 25 qj2": the options that change the game. */
export const comboKey = (o: MatchOptions): string =>
  `${o.players}p ${o.level} ${o.draw} ${o.target}${o.qj2 ? ' qj2' : ''}`;

/** The options a combo key names, or null for a key this build does not write. */
export function comboOptions(key: string): MatchOptions | null {
  const m = /^([234])p (easy|standard|expert) (start|end) (10|15|25|50)( qj2)?$/.exec(key);
  if (m === null) return null;
  return {
    players: Number(m[1]) as MatchOptions['players'],
    level: m[2] as MatchOptions['level'],
    draw: m[3] as MatchOptions['draw'],
    target: Number(m[4]) as MatchOptions['target'],
    qj2: m[5] !== undefined
  };
}

/** A combination's words: "1 opponent, Standard, draw at the start, to 15". */
export function comboLabel(key: string): string {
  const o = comboOptions(key);
  if (o === null) return key;
  const rivals = o.players - 1;
  const level = o.level[0].toUpperCase() + o.level.slice(1);
  return `${rivals} ${rivals === 1 ? 'opponent' : 'opponents'}, ${level}, draw at the ${o.draw}, to ${o.target}${o.qj2 ? ', Q and J count 2' : ''}`;
}

/** The statistics with the match added; the same object when the match is already counted. */
export function recordTableMatch(stats: TableStats, r: TableMatchRecord): TableStats {
  if (stats.recent.some((m) => m.id === r.id)) return stats;
  const key = comboKey(r.options);
  const before = stats.combos[key] ?? emptyCombo();
  const streak = r.won ? before.currentStreak + 1 : 0;
  const combo: ComboStats = {
    played: before.played + 1,
    won: before.won + (r.won ? 1 : 0),
    currentStreak: streak,
    bestStreak: Math.max(before.bestStreak, streak),
    hands: before.hands + r.hands,
    handsWon: before.handsWon + r.handsWon,
    penalty: before.penalty + r.penalties.reduce((a, b) => a + b, 0)
  };
  const recent = [{ id: r.id, key: r.key, combo: key, won: r.won, totals: [...r.totals] }, ...stats.recent].slice(0, RECENT_LIMIT);
  let daily = stats.daily;
  if (r.day !== null) {
    const mine = { won: r.won, total: r.totals[0] ?? 0 };
    const old = daily[r.day];
    const better = old === undefined || (mine.won && !old.won) || (mine.won === old.won && mine.total < old.total);
    if (better) daily = keepNewestDays({ ...daily, [r.day]: mine });
  }
  return { version: 1, combos: { ...stats.combos, [key]: combo }, recent, daily };
}

function keepNewestDays(daily: Record<string, DayMatch>): Record<string, DayMatch> {
  const days = Object.keys(daily).sort().reverse().slice(0, DAILY_LIMIT);
  return Object.fromEntries(days.map((d) => [d, daily[d]]));
}

/** What the statistics page shows for one combination. */
export interface ComboSummary extends ComboStats {
  readonly key: string;
  readonly label: string;
  /** Won over played, 0..1; null before any match. */
  readonly winRate: number | null;
  /** Penalty points per hand played; null before any hand. */
  readonly meanPenalty: number | null;
}

/** Every combination played, most played first. */
export function summarise(stats: TableStats): ComboSummary[] {
  return Object.entries(stats.combos)
    .map(([key, c]) => ({
      ...c,
      key,
      label: comboLabel(key),
      winRate: c.played === 0 ? null : c.won / c.played,
      meanPenalty: c.hands === 0 ? null : c.penalty / c.hands
    }))
    .sort((a, b) => b.played - a.played || a.key.localeCompare(b.key));
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 1e9;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KEY = /^(?:[1-9]\d{0,9}|[0-9A-Z]{104})$/;
/** As saved-match.ts checks a match's id. */
const ID = /^[0-9a-z-]{1,40}$/;

function validCombo(c: unknown): ComboStats | null {
  if (!isPlainObject(c)) return null;
  const { played, won, currentStreak, bestStreak, hands, handsWon, penalty } = c;
  if (![played, won, currentStreak, bestStreak, hands, handsWon, penalty].every(isCount)) return null;
  const n = c as unknown as ComboStats;
  if (n.won > n.played || n.currentStreak > n.won || n.bestStreak > n.won || n.currentStreak > n.bestStreak) return null;
  if (n.handsWon > n.hands || n.hands < n.played) return null;
  return { played: n.played, won: n.won, currentStreak: n.currentStreak, bestStreak: n.bestStreak, hands: n.hands, handsWon: n.handsWon, penalty: n.penalty };
}

/** The statistics in their checked form, or null when the data is not what this build writes. */
export function validateTableStats(data: unknown): TableStats | null {
  if (!isPlainObject(data) || data.version !== TABLE_STATS_VERSION) return null;
  const { combos, recent, daily } = data;
  if (!isPlainObject(combos) || !Array.isArray(recent) || !isPlainObject(daily)) return null;
  const checked: Record<string, ComboStats> = {};
  for (const [key, c] of Object.entries(combos)) {
    const combo = validCombo(c);
    if (comboOptions(key) === null || combo === null) return null;
    checked[key] = combo;
  }
  if (recent.length > RECENT_LIMIT) return null;
  const list: RecentMatch[] = [];
  for (const m of recent) {
    if (!isPlainObject(m) || typeof m.key !== 'string' || !KEY.test(m.key) || typeof m.combo !== 'string') return null;
    const o = comboOptions(m.combo);
    if (o === null || typeof m.won !== 'boolean' || !Array.isArray(m.totals)) return null;
    if (m.totals.length !== o.players || !m.totals.every(isCount)) return null;
    if (m.id !== undefined && (typeof m.id !== 'string' || !ID.test(m.id))) return null;
    const totals = [...(m.totals as number[])];
    list.push(m.id === undefined ? { key: m.key, combo: m.combo, won: m.won, totals } : { id: m.id, key: m.key, combo: m.combo, won: m.won, totals });
  }
  const days: Record<string, DayMatch> = {};
  for (const [day, d] of Object.entries(daily)) {
    if (!DAY.test(day) || !isPlainObject(d) || typeof d.won !== 'boolean' || !isCount(d.total)) return null;
    days[day] = { won: d.won, total: d.total };
  }
  return { version: 1, combos: checked, recent: list, daily: days };
}

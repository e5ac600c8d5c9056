// The table match in progress, kept across reloads: its key, its options, who plays each seat
// (seating.ts) and every seat's actions since the deal, in action tokens (docs/table-notation.md). Replaying them through
// the engine rebuilds the match and the undo of the turn in progress, and proves on every read
// that the save is a match legal play could have produced.
import {
  DRAW_TIMINGS, LEVELS, PLAYER_COUNTS, TARGETS, createMatch, isMatchKey, makeMoves, parseMoves, replay,
  type History, type MatchOptions
} from '$lib/table/engine';
import { isPlainObject } from '$lib/storage/validate';
import { seatingQuery, soloSeating, validateSeating, type Seating } from './seating';

export const SAVED_MATCH_VERSION = 1;

/** The stored form. */
export interface SavedMatchData {
  readonly version: typeof SAVED_MATCH_VERSION;
  /** Tells one match from another across tabs (a new match gets a new id). */
  readonly id: string;
  readonly key: string;
  readonly options: MatchOptions;
  readonly moves: string;
  /** The last hand whose end the player has seen and dismissed (0 before any). */
  readonly seenHand: number;
  /** 'YYYY-MM-DD' when this is that day's match opened on its day, else null. */
  readonly day: string | null;
  /** Who plays each seat (seating.ts); absent for the player here against computers. */
  readonly seats?: Seating;
  /** The tab that plays the computers' turns (docs/table-page.md, "Other tabs"); absent: none known. */
  readonly leader?: string;
}

/** A restored match. */
export interface SavedMatch {
  readonly id: string;
  readonly history: History;
  readonly seenHand: number;
  readonly day: string | null;
  readonly seating: Seating;
  readonly leader?: string | null;
}

const isOneOf = <T>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** Options in their checked form, or null. */
export function validateOptions(data: unknown): MatchOptions | null {
  if (!isPlainObject(data)) return null;
  const { players, draw, target, qj2, level } = data;
  if (!isOneOf(PLAYER_COUNTS, players) || !isOneOf(DRAW_TIMINGS, draw) || !isOneOf(TARGETS, target)) return null;
  if (typeof qj2 !== 'boolean' || !isOneOf(LEVELS, level)) return null;
  return { players, draw, target, qj2, level };
}

/** Checks the shape, then replays every move: a save no legal play could produce is refused. */
export function validateSavedMatch(data: unknown): SavedMatch | null {
  if (!isPlainObject(data) || data.version !== SAVED_MATCH_VERSION) return null;
  const { id, key, moves, seenHand, day } = data;
  if (typeof id !== 'string' || !/^[0-9a-z-]{1,40}$/.test(id)) return null;
  if (typeof key !== 'string' || !isMatchKey(key) || typeof moves !== 'string') return null;
  if (typeof seenHand !== 'number' || !Number.isInteger(seenHand) || seenHand < 0) return null;
  if (day !== null && (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day))) return null;
  const options = validateOptions(data.options);
  if (options === null) return null;
  const seating = data.seats === undefined ? soloSeating(options.players) : validateSeating(data.seats, options.players);
  if (seating === null) return null;
  const leader = data.leader === undefined ? null : data.leader;
  if (leader !== null && (typeof leader !== 'string' || !/^[0-9a-z-]{1,40}$/.test(leader))) return null;
  const tokens = parseMoves(moves);
  if (!tokens.ok) return null;
  const replayed = replay(createMatch(key, options), tokens.value.map((t) => t.action));
  if (!replayed.ok) return null;
  if (seenHand > replayed.value.turn[replayed.value.turn.length - 1].hand) return null;
  return { id, history: replayed.value, seenHand, day, seating, leader };
}

export const toSavedMatchData = (m: SavedMatch): SavedMatchData => ({
  version: SAVED_MATCH_VERSION,
  id: m.id,
  key: m.history.start.key,
  options: m.history.start.options,
  moves: makeMoves(m.history.actions, m.history.hands),
  seenHand: m.seenHand,
  day: m.day,
  ...(seatingQuery(m.seating) === null ? {} : { seats: m.seating }),
  ...(m.leader == null ? {} : { leader: m.leader })
});

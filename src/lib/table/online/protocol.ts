// The friends' table protocol (docs/table-online.md), shared by the game server (server/) and the
// page: the table's options, what a client may send, what it is sent, and the error codes. Pure
// TypeScript: the server validates every message with `readClientMessage` and `readTableOptions`.
import { fail, type Result } from '../../cards/result';
import { DRAW_TIMINGS, LEVELS, PLAYER_COUNTS, TARGETS, type DrawTiming, type Level, type PlayerCount, type Target } from '../engine/types';

/** The Colyseus room name of a friends' table. */
export const ROOM_NAME = 'table';

/** Turn timer choices in seconds; 0 is no timer. */
export const TURN_TIMERS = [0, 30, 60, 120] as const;
export type TurnTimer = (typeof TURN_TIMERS)[number];

/** Preset reactions: the only words a player can send to the table. */
export const REACTIONS = ['nice', 'oops', 'your-turn', 'well-played', 'thanks'] as const;
export type Reaction = (typeof REACTIONS)[number];
export const REACTION_WORDS: Readonly<Record<Reaction, string>> = {
  nice: 'Nice!',
  oops: 'Oops',
  'your-turn': 'Your turn',
  'well-played': 'Well played',
  thanks: 'Thanks'
};

export const NAME_MAX = 20;
/** A client message larger than this (as JSON) is refused with `too-large`. */
export const MESSAGE_MAX_CHARS = 512;

/** The options of a friends' table, fixed when it is opened. */
export interface TableOptions {
  readonly players: PlayerCount;
  readonly target: Target;
  readonly draw: DrawTiming;
  readonly qj2: boolean;
  /** The level of every computer seat and of every stand-in. */
  readonly level: Level;
  /** Seconds a seat has for its turn before a computer plays the rest of it; 0: no timer. */
  readonly timer: TurnTimer;
}

export const DEFAULT_TABLE_OPTIONS: TableOptions = { players: 2, target: 15, draw: 'start', qj2: false, level: 'standard', timer: 0 };

/** Every error a client can be sent, on joining (thrown as the join's error) or as an `error` message. */
export const ERROR_CODES = [
  'malformed', // not an object of a known shape
  'too-large', // over MESSAGE_MAX_CHARS
  'too-fast', // over the server's messages per second
  'unknown-message', // a message type the table does not know
  'bad-options', // table options out of range
  'bad-name', // a name that is empty, too long or not plain text
  'unknown-table', // no table with this code
  'table-full', // every seat taken, or the match started without this player
  'wrong-table', // a seat token of another table
  'bad-token', // a seat token this table never gave
  'not-host', // only the host starts the match
  'not-started', // an action before the match started
  'already-started', // start twice
  'not-your-turn', // another seat is to act
  'illegal', // the engine refuses the action (the reason says why)
  'match-over', // the match has ended
  'table-open', // a rebuild of a table that is already open (join it instead)
  'server-error' // the server could not store the change: nothing changed
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Server → client `error`: what was refused and why; nothing changed for anyone. */
export interface ErrorMessage {
  readonly code: ErrorCode;
  readonly message: string;
  /** The `id` of the refused client message, when it had one. */
  readonly id?: number;
  /** For `illegal`: the engine's code (docs/table-notation.md). */
  readonly rule?: string;
}

/** Client → server. `id` is the client's own counter, echoed in `ack` of the snapshot that follows. */
export type ClientMessage =
  | { readonly type: 'start'; readonly id?: number }
  | { readonly type: 'act'; readonly action: string; readonly id?: number }
  | { readonly type: 'react'; readonly reaction: Reaction; readonly id?: number };

/** Options of `create` (a new table), `joinById` (a seat) and `create` with `restore` (rebuild a stored table). */
export interface JoinOptions {
  readonly name?: string;
  /** The seat token this browser was given for this table. */
  readonly token?: string;
  /** Rebuild table `restore` from the store (when joining it by id says it is not open). */
  readonly restore?: string;
  readonly options?: Partial<TableOptions>;
}

/** `open`: a free seat before the start (a computer takes it if it is still free then). */
export type SeatKind = 'human' | 'computer' | 'open';

/** One seat as everyone sees it. */
export interface SeatInfo {
  readonly seat: number;
  readonly name: string;
  readonly kind: SeatKind;
  /** A human seat with nobody connected. */
  readonly away: boolean;
  /** A computer plays this human's seat (away past the grace period, or the timer ran out). */
  readonly standIn: boolean;
}

/** One public action: a draw by another seat carries no card. */
export interface PublicAction {
  readonly seat: number;
  /** The action token (docs/table-notation.md); `d` for any draw, with `card` only for your own. */
  readonly token: string;
  readonly card?: string;
  readonly by: 'player' | 'computer';
}

/** What one seat may know of the match (the view function's output). */
export interface MatchView {
  readonly hand: number;
  readonly dealer: number;
  readonly turn: number;
  readonly phase: 'draw' | 'play' | 'over';
  /** This seat's cards (card codes, sorted by rank then suit). */
  readonly cards: readonly string[];
  /** Piles by name, bottom card first. */
  readonly piles: Readonly<Record<string, readonly string[]>>;
  readonly handSizes: readonly number[];
  readonly stock: number;
  readonly totals: readonly number[];
  readonly handsWon: readonly number[];
  readonly last: null | { readonly hand: number; readonly reason: 'out' | 'blocked'; readonly winner: number | null; readonly penalties: readonly number[] };
  readonly winner: number | null;
  /** Your legal action tokens when you are to act, sorted; [] otherwise. */
  readonly legal: readonly string[];
}

/** At the match's end: what proves the deal (docs/table-online.md, "The commitment"). */
export interface Reveal {
  readonly deck: string;
  readonly salt: string;
  readonly commitment: string;
  /** Every action of the match, hands separated by ` | `. */
  readonly moves: string;
}

/** Server → client `table`: the whole table as this seat may see it, sent after every change. */
export interface TableSnapshot {
  readonly code: string;
  readonly options: TableOptions;
  /** Your seat, or null for none. */
  readonly you: number | null;
  readonly host: number;
  readonly seats: readonly SeatInfo[];
  /** Stored events so far: grows by one with each change. */
  readonly seq: number;
  /** SHA-256 (hex) of deck code + salt, from the match's start. */
  readonly commitment: string | null;
  readonly match: MatchView | null;
  /** The action that led to this snapshot, if any. */
  readonly action: PublicAction | null;
  /** The seat to act must finish by this server time (ms since 1970), when the timer is on. */
  readonly deadline: number | null;
  readonly reveal: Reveal | null;
  /** The `id` of your last message the server has handled. */
  readonly ack: number | null;
}

/** Server → client `seat`: your seat and the token to keep for coming back. */
export interface SeatMessage {
  readonly seat: number;
  readonly token: string;
  readonly code: string;
}

/** Server → everyone `reaction`. */
export interface ReactionMessage {
  readonly seat: number;
  readonly reaction: Reaction;
}

/** A message read is a `Result` (cards/result.ts): the value, or the error code and words to send back. */
const refuse = (code: ErrorCode, message: string) => fail(code, message);

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A client's `id`: a whole number the client counts, or absent. */
const readId = (m: Record<string, unknown>): number | undefined | null =>
  m.id === undefined ? undefined : Number.isSafeInteger(m.id) && (m.id as number) >= 0 ? (m.id as number) : null;

/** Checks a message of `type` from a client; its size is checked first. */
export function readClientMessage(type: unknown, body: unknown): Result<ClientMessage, ErrorCode> {
  let size: number;
  try {
    size = (JSON.stringify(body) ?? '').length;
  } catch {
    return refuse('malformed', 'the message is not plain data');
  }
  if (size > MESSAGE_MAX_CHARS) return refuse('too-large', `the message has ${size} characters; at most ${MESSAGE_MAX_CHARS}`);
  const m = body === undefined ? {} : body;
  if (!isRecord(m)) return refuse('malformed', 'a message is an object');
  const id = readId(m);
  if (id === null) return refuse('malformed', '"id" is a whole number, 0 or more');
  const allowed = (keys: string[]) => Object.keys(m).every((k) => k === 'id' || keys.includes(k));
  switch (type) {
    case 'start':
      if (!allowed([])) return refuse('malformed', '"start" takes no fields but "id"');
      return { ok: true, value: { type: 'start', id } };
    case 'act':
      if (!allowed(['action']) || typeof m.action !== 'string' || m.action.length > 12) {
        return refuse('malformed', '"act" needs "action": one action token (d, e, 9H>N, N>E)');
      }
      return { ok: true, value: { type: 'act', action: m.action, id } };
    case 'react': {
      const reaction = REACTIONS.find((r) => r === m.reaction);
      if (!allowed(['reaction']) || reaction === undefined) {
        return refuse('malformed', `"react" needs "reaction": one of ${REACTIONS.join(', ')}`);
      }
      return { ok: true, value: { type: 'react', reaction, id } };
    }
    default:
      return refuse('unknown-message', `unknown message type ${JSON.stringify(String(type)).slice(0, 40)}: send start, act or react`);
  }
}

/** Checks the options of a new table; anything left out takes its default. */
export function readTableOptions(input: unknown): Result<TableOptions, ErrorCode> {
  const o = input === undefined ? {} : input;
  if (!isRecord(o)) return refuse('bad-options', 'options are an object');
  const known = Object.keys(DEFAULT_TABLE_OPTIONS);
  const extra = Object.keys(o).find((k) => !known.includes(k));
  if (extra !== undefined) return refuse('bad-options', `unknown option "${extra.slice(0, 20)}"`);
  const pick = <T>(name: keyof TableOptions, values: readonly T[]): T | undefined => {
    const v = o[name] === undefined ? DEFAULT_TABLE_OPTIONS[name] : o[name];
    return values.find((x) => x === v);
  };
  const players = pick('players', PLAYER_COUNTS);
  const target = pick('target', TARGETS);
  const draw = pick('draw', DRAW_TIMINGS);
  const qj2 = pick('qj2', [true, false]);
  const level = pick('level', LEVELS);
  const timer = pick('timer', TURN_TIMERS);
  if (players === undefined) return refuse('bad-options', `players is one of ${PLAYER_COUNTS.join(', ')}`);
  if (target === undefined) return refuse('bad-options', `target is one of ${TARGETS.join(', ')}`);
  if (draw === undefined) return refuse('bad-options', `draw is one of ${DRAW_TIMINGS.join(', ')}`);
  if (qj2 === undefined) return refuse('bad-options', 'qj2 is true or false');
  if (level === undefined) return refuse('bad-options', `level is one of ${LEVELS.join(', ')}`);
  if (timer === undefined) return refuse('bad-options', `timer is one of ${TURN_TIMERS.join(', ')} seconds`);
  return { ok: true, value: { players, target, draw, qj2, level, timer } };
}

/** A player's name: trimmed, 1 to NAME_MAX characters, no control or formatting characters. */
export function readName(input: unknown): Result<string, ErrorCode> {
  if (typeof input !== 'string') return refuse('bad-name', 'a name is text');
  const name = input.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (name === '') return refuse('bad-name', 'a name cannot be empty');
  if ([...name].length > NAME_MAX) return refuse('bad-name', `a name has at most ${NAME_MAX} characters`);
  if (/[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/u.test(name)) return refuse('bad-name', 'a name is plain text: no control characters');
  return { ok: true, value: name };
}

/** A join error travels as Colyseus's error message `CODE: words`; this reads it back. */
export const makeJoinError = (code: ErrorCode, message: string): string => `${code}: ${message}`;
export function readJoinError(text: string): { code: ErrorCode | 'unreachable'; message: string } {
  const m = /^([a-z-]+): (.*)$/s.exec(text);
  const code = ERROR_CODES.find((c) => c === m?.[1]);
  return code && m ? { code, message: m[2] } : { code: 'unreachable', message: text };
}

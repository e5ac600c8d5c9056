// A friends' table as the list of its stored events (docs/table-online.md, "Stored events"):
// `applyEvent` is the only way a table changes, so a table rebuilt from the store after a restart
// is the table that was lost. Pure but for hashing; the deck's randomness comes in with the
// `start` event (deal.ts).
import { createHash, randomBytes } from 'node:crypto';
import { createMatch } from '../src/lib/table/engine/rules.ts';
import { makeMoves, parseAction } from '../src/lib/table/engine/actions.ts';
import { play } from '../src/lib/table/engine/rules.ts';
import type { Action, MatchState } from '../src/lib/table/engine/types.ts';
import type { Reveal, TableOptions } from '../src/lib/table/online/protocol.ts';

export type TableEvent =
  | { readonly k: 'open'; readonly options: TableOptions }
  | { readonly k: 'seat'; readonly seat: number; readonly name: string; readonly tokenHash: string }
  | { readonly k: 'leave'; readonly seat: number }
  | { readonly k: 'start'; readonly deck: string; readonly salt: string }
  | { readonly k: 'act'; readonly seat: number; readonly action: string; readonly by: 'player' | 'computer' };

export interface HumanSeat {
  readonly name: string;
  readonly tokenHash: string;
}

export interface Table {
  readonly code: string;
  readonly options: TableOptions;
  /** Human seats; null is free (and a computer's once started). */
  readonly seats: readonly (HumanSeat | null)[];
  /** Number of events applied. */
  readonly seq: number;
  readonly deck: string | null;
  readonly salt: string | null;
  readonly match: MatchState | null;
  readonly actions: readonly Action[];
  /** The hand each action was made in (for ` | ` in the moves). */
  readonly actionHands: readonly number[];
}

export const COMPUTER_NAMES = ['Ruth', 'Carl', 'Lena', 'Otto'] as const;

/** SHA-256, hex, of deck code followed by salt: the commitment shown at the start. */
export const commitmentOf = (deck: string, salt: string): string => createHash('sha256').update(deck + salt, 'utf8').digest('hex');

/** Seat tokens are kept as their hash: the store never holds a token that would take a seat. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new seat token, bound to its table: `CODE.RANDOM` (128 random bits). */
export const newSeatToken = (code: string): string => `${code}.${randomBytes(16).toString('base64url')}`;

/** The table a token names (the part before the dot), or null. */
export const tokenTable = (token: string): string | null => (/^([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/.exec(token)?.[1] ?? null);

/** A new table code: 96 random bits, URL-safe. */
export const newTableCode = (): string => randomBytes(12).toString('base64url');

export const isTableCode = (text: unknown): text is string => typeof text === 'string' && /^[A-Za-z0-9_-]{16}$/.test(text);

/** The table before any event but `open`. */
export function openTable(code: string, options: TableOptions): Table {
  return { code, options, seats: Array.from({ length: options.players }, () => null), seq: 1, deck: null, salt: null, match: null, actions: [], actionHands: [] };
}

/** Applies one stored event; an event that does not fit the table is a corrupt store (throws). */
export function applyEvent(table: Table, event: TableEvent): Table {
  const next = { ...table, seq: table.seq + 1 };
  switch (event.k) {
    case 'open':
      throw new Error(`table ${table.code}: a second "open" event`);
    case 'seat': {
      const seats = table.seats.slice();
      seats[event.seat] = { name: event.name, tokenHash: event.tokenHash };
      return { ...next, seats };
    }
    case 'leave': {
      const seats = table.seats.slice();
      seats[event.seat] = null;
      return { ...next, seats };
    }
    case 'start': {
      const { players, draw, target, qj2, level } = table.options;
      const match = createMatch(event.deck, { players, draw, target, qj2, level });
      return { ...next, deck: event.deck, salt: event.salt, match };
    }
    case 'act': {
      const parsed = parseAction(event.action);
      if (!table.match || !parsed.ok) throw new Error(`table ${table.code}: stored action ${event.action} cannot be read`);
      const r = play(table.match, parsed.value);
      if (!r.ok) throw new Error(`table ${table.code}: stored action ${event.action} is illegal: ${r.error.message}`);
      return { ...next, match: r.value, actions: [...table.actions, parsed.value], actionHands: [...table.actionHands, table.match.hand] };
    }
  }
}

/** Rebuilds a table from its stored events, the first being `open`. */
export function rebuildTable(code: string, events: readonly TableEvent[]): Table {
  const [first, ...rest] = events;
  if (first?.k !== 'open') throw new Error(`table ${code}: the stored events do not begin with "open"`);
  return rest.reduce(applyEvent, openTable(code, first.options));
}

/** The deck, salt and moves, once the match is over (never before). */
export function revealOf(table: Table): Reveal | null {
  if (!table.match || table.match.phase !== 'over' || !table.deck || !table.salt) return null;
  return { deck: table.deck, salt: table.salt, commitment: commitmentOf(table.deck, table.salt), moves: makeMoves(table.actions, table.actionHands) };
}

/** True when seat `seat` is played by a computer from the start (nobody sat there). */
export const isComputerSeat = (table: Table, seat: number): boolean => table.match !== null && table.seats[seat] === null;

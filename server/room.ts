// One friends' table as a Colyseus room (docs/table-online.md). The room holds no synced state:
// every client is sent its own snapshot (snapshot.ts) after each change, and every change is
// stored (store.ts) before anyone hears of it. Changes are made one at a time (`serial`).
import { Room, ServerError, matchMaker, type Client } from '@colyseus/core';
import { makeAction, parseAction } from '../src/lib/table/engine/actions.ts';
import { whyIllegal } from '../src/lib/table/engine/rules.ts';
import { seatView } from '../src/lib/table/engine/view.ts';
import { decide } from '../src/lib/table/engine/players/index.ts';
import type { Action } from '../src/lib/table/engine/types.ts';
import {
  makeJoinError, readClientMessage, readName, readTableOptions,
  type ClientMessage, type ErrorCode, type ErrorMessage, type JoinOptions, type SeatMessage
} from '../src/lib/table/online/protocol.ts';
import { secretDeal } from './deal.ts';
import { hostOf, snapshotFor, type LastAction } from './snapshot.ts';
import type { TableClaim, TableStore } from './store.ts';
import {
  applyEvent, hashToken, isComputerSeat, isTableCode, newSeatToken, newTableCode, openTable, rebuildTable, tokenTable,
  type Table, type TableEvent
} from './table.ts';

export interface RoomConfig {
  readonly store: TableStore;
  /** How long a seat waits for its player before a computer plays it (60 s). */
  readonly graceMs: number;
  /** The length of one second of the turn timer (1000; tests shorten it). */
  readonly timerUnitMs: number;
  /** The pause before each computer action, so people can follow (tests: 0). */
  readonly computerDelayMs: number;
  /** Messages a client may send in one second. */
  readonly maxPerSecond: number;
}

export const DEFAULT_ROOM_CONFIG: Omit<RoomConfig, 'store'> = { graceMs: 60_000, timerUnitMs: 1000, computerDelayMs: 700, maxPerSecond: 20 };

/**
 * How long a rebuild's claim on a table (store.ts) lasts at most: long enough for the rebuild and
 * for Colyseus to list the room, after which `matchMaker.query` sees it in every process; short,
 * because a process that dies mid-rebuild holds it until then. A new table needs no claim: its
 * code is fresh.
 */
const CLAIM_MS = 5_000;

const joinError = (code: ErrorCode, message: string) => new ServerError(4400, makeJoinError(code, message));

interface Timer {
  clear(): void;
}

class Refusal extends Error {
  constructor(readonly code: ErrorCode, message: string, readonly rule?: string) {
    super(message);
  }
}

/** The room class for `config` (Colyseus makes the rooms itself, with no arguments). */
export function tableRoom(config: RoomConfig) {
  return class TableRoom extends Room {
    private table!: Table;
    private readonly seatOf = new Map<string, number>();
    private readonly clientAt = new Map<number, Client>();
    private readonly acks = new Map<number, number>();
    private readonly away = new Set<number>();
    private readonly standIn = new Set<number>();
    private readonly graceTimers = new Map<number, Timer>();
    private readonly rate = new Map<string, { start: number; count: number }>();
    private last: LastAction | null = null;
    private deadline: number | null = null;
    private turnTimer: { key: string; timer: Timer } | null = null;
    /** The turn (hand/turnIndex) the timer ran out on: a computer finishes it. */
    private timedOut: string | null = null;
    private computerTimer: Timer | null = null;
    private queue: Promise<unknown> = Promise.resolve();
    private readonly timers = new Set<ReturnType<typeof setTimeout>>();
    private claim: TableClaim | null = null;

    async onCreate(options: JoinOptions = {}) {
      if (options.restore !== undefined) {
        const code = options.restore;
        if (!isTableCode(code)) throw joinError('unknown-table', 'no table has this code');
        // Two players coming back at once (to one process or two) rebuild it once.
        this.claim = await config.store.claim(code, CLAIM_MS);
        if (!this.claim) throw joinError('table-open', 'this table is open: join it');
        try {
          if ((await matchMaker.query({ roomId: code })).length > 0) throw joinError('table-open', 'this table is open: join it');
          const events = await config.store.load(code);
          if (!events) throw joinError('unknown-table', 'no table has this code');
          this.table = rebuildTable(code, events);
        } catch (e) {
          await this.claim.release();
          this.claim = null;
          throw e;
        }
        // Everyone is away until they come back; the grace period runs from the rebuild.
        this.table.seats.forEach((s, seat) => s && this.table.match && this.leftSeat(seat));
      } else {
        const read = readTableOptions(options.options);
        if (!read.ok) throw joinError(read.error.code, read.error.message);
        const name = readName(options.name);
        if (!name.ok) throw joinError(name.error.code, name.error.message);
        const code = newTableCode();
        const open: TableEvent = { k: 'open', options: read.value };
        await config.store.append(code, 1, open);
        this.table = openTable(code, read.value);
      }
      this.roomId = this.table.code;
      this.setPatchRate(null);
      // Joins past the seats are refused by onJoin with a clear error, not by Colyseus's own "full".
      this.maxClients = this.table.options.players + 4;
      this.onMessage('*', (client, type, body) => this.receive(client, type, body));
      this.schedule();
    }

    onDispose() {
      void this.claim?.release().catch(() => {});
      for (const t of this.timers) clearTimeout(t);
      this.timers.clear();
    }

    /**
     * A timer of this room. Not Colyseus's clock: without synced state the room sends no patches,
     * and the clock only advances with them (every 50 ms), which would delay every computer action.
     */
    private later(work: () => void, ms: number): Timer {
      const t = setTimeout(() => {
        this.timers.delete(t);
        work();
      }, ms);
      this.timers.add(t);
      return { clear: () => (clearTimeout(t), this.timers.delete(t)) };
    }

    onJoin(client: Client, options: JoinOptions = {}) {
      return this.serial(() => this.seatClient(client, options)).catch((e) => {
        throw e instanceof Refusal ? joinError(e.code, e.message) : e;
      });
    }

    private async seatClient(client: Client, options: JoinOptions) {
      if (options.token !== undefined) {
        const token = String(options.token);
        if (tokenTable(token) !== this.table.code) throw new Refusal('wrong-table', 'this seat token is for another table');
        const hash = hashToken(token);
        const seat = this.table.seats.findIndex((s) => s?.tokenHash === hash);
        if (seat < 0) throw new Refusal('bad-token', 'this table never gave this seat token');
        const old = this.clientAt.get(seat);
        if (old) {
          // The same player from another tab or a new connection: the newest one holds the seat.
          this.seatOf.delete(old.sessionId);
          old.leave(4001);
        }
        this.attach(client, seat);
        client.send('seat', { seat, token, code: this.table.code } satisfies SeatMessage);
        this.back(seat);
        return;
      }
      if (this.table.match) throw new Refusal('table-full', 'the match has begun: only its players can come back');
      const name = readName(options.name);
      if (!name.ok) throw new Refusal(name.error.code, name.error.message);
      const seat = this.table.seats.findIndex((s) => s === null);
      if (seat < 0) throw new Refusal('table-full', `all ${this.table.options.players} seats are taken`);
      const token = newSeatToken(this.table.code);
      await this.commit({ k: 'seat', seat, name: name.value, tokenHash: hashToken(token) }, false);
      this.attach(client, seat);
      client.send('seat', { seat, token, code: this.table.code } satisfies SeatMessage);
      this.broadcastTable();
    }

    private attach(client: Client, seat: number) {
      this.seatOf.set(client.sessionId, seat);
      this.clientAt.set(seat, client);
    }

    async onLeave(client: Client, consented: boolean) {
      const seat = this.seatOf.get(client.sessionId);
      this.seatOf.delete(client.sessionId);
      this.rate.delete(client.sessionId);
      if (seat === undefined || this.clientAt.get(seat) !== client) return;
      this.clientAt.delete(seat);
      if (!this.table.match && consented) {
        await this.serial(() => this.commit({ k: 'leave', seat }, true)).catch(() => undefined);
        return;
      }
      this.leftSeat(seat);
      this.broadcastTable();
      if (consented) return;
      try {
        const again = await this.allowReconnection(client, config.graceMs / 1000);
        if (this.clientAt.has(seat)) return again.leave(4001);
        this.attach(again, seat);
        this.back(seat);
      } catch {
        // Not back in time: the seat token still brings the player back later.
      }
    }

    /** A player has gone: the grace period starts, after which a computer plays the seat. */
    private leftSeat(seat: number) {
      this.away.add(seat);
      this.graceTimers.get(seat)?.clear();
      this.graceTimers.set(seat, this.later(() => {
        this.graceTimers.delete(seat);
        this.standIn.add(seat);
        this.schedule();
        this.broadcastTable();
      }, config.graceMs));
    }

    /** A player is back on their seat. */
    private back(seat: number) {
      this.away.delete(seat);
      this.standIn.delete(seat);
      this.graceTimers.get(seat)?.clear();
      this.graceTimers.delete(seat);
      this.schedule();
      this.broadcastTable();
    }

    private receive(client: Client, type: unknown, body: unknown) {
      const id = typeof body === 'object' && body !== null && Number.isSafeInteger((body as { id?: unknown }).id) ? (body as { id: number }).id : undefined;
      const now = Date.now();
      const r = this.rate.get(client.sessionId);
      if (!r || now - r.start >= 1000) this.rate.set(client.sessionId, { start: now, count: 1 });
      else if (++r.count > config.maxPerSecond) return this.refuse(client, new Refusal('too-fast', `at most ${config.maxPerSecond} messages a second`), id);
      const read = readClientMessage(type, body);
      if (!read.ok) return this.refuse(client, new Refusal(read.error.code, read.error.message), id);
      this.serial(() => this.handle(client, read.value)).catch((e) => this.refuse(client, e, id));
    }

    private refuse(client: Client, e: unknown, id: number | undefined) {
      if (!(e instanceof Refusal)) console.error('table', this.table?.code, e);
      const r = e instanceof Refusal ? e : new Refusal('server-error', 'the server could not make that change: nothing changed');
      const message: ErrorMessage = { code: r.code, message: r.message, ...(id !== undefined && { id }), ...(r.rule && { rule: r.rule }) };
      client.send('error', message);
    }

    private async handle(client: Client, m: ClientMessage) {
      const seat = this.seatOf.get(client.sessionId);
      if (seat === undefined) throw new Refusal('table-full', 'you have no seat at this table');
      if (m.type === 'react') {
        this.broadcast('reaction', { seat, reaction: m.reaction });
        return;
      }
      if (m.type === 'start') {
        if (this.table.match) throw new Refusal('already-started', 'the match has begun');
        if (seat !== hostOf(this.table)) throw new Refusal('not-host', 'only the host starts the match');
        if (m.id !== undefined) this.acks.set(seat, m.id);
        const deal = secretDeal();
        await this.commit({ k: 'start', deck: deal.deck, salt: deal.salt }, true);
        return;
      }
      const match = this.table.match;
      if (!match) throw new Refusal('not-started', 'the match has not begun');
      if (match.phase === 'over') throw new Refusal('match-over', 'the match is over');
      if (match.turn !== seat) throw new Refusal('not-your-turn', `it is seat ${match.turn}'s turn`);
      if (this.isComputerTurn()) throw new Refusal('not-your-turn', 'the timer ran out: the computer finishes this turn');
      const action = parseAction(m.action);
      if (!action.ok) throw new Refusal('malformed', action.error.message);
      const illegal = whyIllegal(match, action.value);
      if (illegal) throw new Refusal('illegal', illegal.message, illegal.code);
      if (m.id !== undefined) this.acks.set(seat, m.id);
      await this.act(seat, action.value, 'player');
    }

    private async act(seat: number, action: Action, by: 'player' | 'computer') {
      const before = this.table.match;
      await this.commit({ k: 'act', seat, action: makeAction(action), by }, false);
      if (before) this.last = { before, action, by };
      this.schedule();
      this.broadcastTable();
      if (this.table.match?.phase === 'over') await config.store.finish(this.table.code);
    }

    /** Stores the event, then applies it: nothing is told before it is stored. */
    private async commit(event: TableEvent, tell: boolean) {
      await config.store.append(this.table.code, this.table.seq + 1, event);
      this.table = applyEvent(this.table, event);
      if (event.k !== 'act') this.last = null;
      if (tell) {
        this.schedule();
        this.broadcastTable();
      }
    }

    private turnKey(): string | null {
      const m = this.table.match;
      return m && m.phase !== 'over' ? `${m.hand}/${m.turnIndex}` : null;
    }

    private isComputerTurn(): boolean {
      const m = this.table.match;
      if (!m || m.phase === 'over') return false;
      return isComputerSeat(this.table, m.turn) || this.standIn.has(m.turn) || this.timedOut === this.turnKey();
    }

    /** Sets the computer's next action and the turn timer for the table as it now is. */
    private schedule() {
      this.computerTimer?.clear();
      this.computerTimer = null;
      const key = this.turnKey();
      if (this.turnTimer && this.turnTimer.key !== key) {
        this.turnTimer.timer.clear();
        this.turnTimer = null;
        this.deadline = null;
      }
      if (key === null) return;
      if (this.isComputerTurn()) {
        // Computers play while someone is there to see it; a table nobody is at waits.
        if (this.clientAt.size > 0) this.computerTimer = this.later(() => this.computerStep(), config.computerDelayMs);
        return;
      }
      const timer = this.table.options.timer;
      if (timer > 0 && !this.turnTimer) {
        const ms = timer * config.timerUnitMs;
        this.deadline = Date.now() + ms;
        this.turnTimer = { key, timer: this.later(() => {
          this.timedOut = key;
          this.schedule();
          this.broadcastTable();
        }, ms) };
      }
    }

    private computerStep() {
      this.serial(async () => {
        const m = this.table.match;
        if (!m || !this.isComputerTurn()) return;
        const action = decide(this.table.options.level, seatView(m, m.turn));
        if (action) await this.act(m.turn, action, 'computer');
      }).catch((e) => console.error('table', this.table.code, e));
    }

    private broadcastTable() {
      const presence = { away: this.away, standIn: this.standIn, deadline: this.deadline };
      for (const [seat, client] of this.clientAt) {
        client.send('table', snapshotFor(this.table, presence, seat, this.last, this.acks.get(seat) ?? null));
      }
    }

    /** Runs changes one after another, in the order they came. */
    private serial<T>(work: () => Promise<T>): Promise<T> {
      const run = this.queue.then(work, work);
      this.queue = run.catch(() => undefined);
      return run;
    }
  };
}

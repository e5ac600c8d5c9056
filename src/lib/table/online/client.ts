// One seat at a friends' table, seen from a client (docs/table-online.md, "Protocol"): opening or
// joining a table, coming back after a drop (Colyseus's reconnection first, then the seat token,
// then a rebuild of a table the server no longer holds in memory), and the typed messages. Used by
// the server's tests and the load benchmark now, and by the page's friends' table later. It keeps
// the seat token through a `SeatKeeper` the caller gives (the page: src/lib/storage/).
import { Client, type Room } from 'colyseus.js';
import {
  ROOM_NAME, readJoinError,
  type ErrorCode, type ErrorMessage, type Reaction, type ReactionMessage, type SeatMessage, type TableOptions, type TableSnapshot
} from './protocol';

/** Keeps each table's seat token (the page keeps it in this browser's storage). */
export interface SeatKeeper {
  get(code: string): string | null;
  set(code: string, token: string): void;
}

export const memoryKeeper = (): SeatKeeper => {
  const tokens = new Map<string, string>();
  return { get: (code) => tokens.get(code) ?? null, set: (code, token) => void tokens.set(code, token) };
};

/** A refused join or message, with the protocol's code. */
export class TableError extends Error {
  constructor(readonly code: ErrorCode | 'unreachable', message: string, readonly rule?: string) {
    super(`${code}: ${message}`);
  }
}

/** Colyseus's own code for a room id it does not hold. */
const ROOM_NOT_FOUND = 4212;
/** Close codes of a leave that is not a drop: the player left, or the seat was taken by a newer tab. */
const CLOSED_ON_PURPOSE = new Set([1000, 4000, 4001]);

function asTableError(e: unknown): TableError {
  if (e instanceof TableError) return e;
  const err = e as { code?: number; message?: string };
  if (err?.code === ROOM_NOT_FOUND) return new TableError('unknown-table', 'no table with this code is open');
  const read = readJoinError(String(err?.message ?? e));
  return new TableError(read.code, read.message);
}

type Listener<T> = (value: T) => void;

export class TableConnection {
  snapshot: TableSnapshot | null = null;
  seat: SeatMessage | null = null;
  /** False from a drop until the seat is back. */
  connected = true;
  private room!: Room;
  private nextId = 1;
  private closed = false;
  /** The requests sent and not yet answered: each one's way to fail when the connection drops. */
  private readonly pending = new Set<(e: TableError) => void>();
  private readonly listeners = { table: new Set<Listener<TableSnapshot>>(), error: new Set<Listener<ErrorMessage>>(), reaction: new Set<Listener<ReactionMessage>>() };

  private constructor(private readonly client: Client, readonly code: string, private readonly keeper: SeatKeeper, private readonly name: string) {}

  /** Opens a new table with `options` and takes its first seat (the host's). */
  static async open(endpoint: string, options: Partial<TableOptions>, name: string, keeper: SeatKeeper): Promise<TableConnection> {
    const client = new Client(endpoint);
    const room = await client.create(ROOM_NAME, { options, name }).catch((e) => Promise.reject(asTableError(e)));
    const c = new TableConnection(client, room.roomId, keeper, name);
    await c.attach(room);
    return c;
  }

  /** Takes a seat at table `code`, or this browser's seat there again (its token is in `keeper`). */
  static async join(endpoint: string, code: string, name: string, keeper: SeatKeeper): Promise<TableConnection> {
    const c = new TableConnection(new Client(endpoint), code, keeper, name);
    await c.attach(await c.enter());
    return c;
  }

  /** Joins by id, with the token when there is one; rebuilds the table when the server has it only in store. */
  private async enter(): Promise<Room> {
    const token = this.keeper.get(this.code) ?? undefined;
    const options = { name: this.name, token };
    try {
      return await this.client.joinById(this.code, options);
    } catch (e) {
      const err = asTableError(e);
      if (err.code !== 'unknown-table') throw err;
    }
    try {
      return await this.client.create(ROOM_NAME, { ...options, restore: this.code });
    } catch (e) {
      const err = asTableError(e);
      // Another player rebuilt it first: it is open now.
      if (err.code === 'table-open') return this.client.joinById(this.code, options).catch((e2) => Promise.reject(asTableError(e2)));
      throw err;
    }
  }

  /** Listens to `room`; a new session waits for its `seat` message (a Colyseus reconnection keeps the old one). */
  private async attach(room: Room, newSession = true) {
    this.room = room;
    this.connected = true;
    const seated = new Promise<void>((resolve) => {
      room.onMessage('seat', (m: SeatMessage) => {
        this.seat = m;
        this.keeper.set(m.code, m.token);
        resolve();
      });
    });
    room.onMessage('table', (s: TableSnapshot) => {
      this.snapshot = s;
      for (const f of this.listeners.table) f(s);
    });
    room.onMessage('error', (m: ErrorMessage) => this.listeners.error.forEach((f) => f(m)));
    room.onMessage('reaction', (m: ReactionMessage) => this.listeners.reaction.forEach((f) => f(m)));
    room.onLeave((code) => {
      if (this.room !== room || this.closed || CLOSED_ON_PURPOSE.has(code)) return;
      this.connected = false;
      // What was on its way may or may not have reached the table: its answer will not come.
      const dropped = new TableError('unreachable', 'the connection dropped while this was on its way: the table shows whether it was made');
      for (const fail of [...this.pending]) fail(dropped);
      void this.comeBack(room.reconnectionToken);
    });
    if (newSession) await seated;
  }

  /** After a drop: Colyseus's reconnection, then the seat token, retried with growing pauses. */
  private async comeBack(reconnectionToken: string) {
    for (let attempt = 0; !this.closed; attempt++) {
      try {
        if (attempt === 0) await this.attach(await this.client.reconnect(reconnectionToken), false);
        else await this.attach(await this.enter());
        return;
      } catch (e) {
        const err = asTableError(e);
        if (attempt > 0 && err.code !== 'unreachable' && err.code !== 'unknown-table' && err.code !== 'table-open') {
          this.listeners.error.forEach((f) => f({ code: err.code as ErrorCode, message: err.message }));
          return;
        }
        await new Promise((r) => setTimeout(r, Math.min(2000, 50 * 2 ** attempt)));
      }
    }
  }

  on(type: 'table', f: Listener<TableSnapshot>): () => void;
  on(type: 'error', f: Listener<ErrorMessage>): () => void;
  on(type: 'reaction', f: Listener<ReactionMessage>): () => void;
  on(type: keyof TableConnection['listeners'], f: Listener<never>): () => void {
    const set = this.listeners[type] as Set<Listener<never>>;
    set.add(f);
    return () => set.delete(f);
  }

  /**
   * Sends a message; the answer is the snapshot that acknowledges it, or its error, or, when the
   * connection is away or drops before the answer, an `unreachable` error (never no answer).
   */
  request(message: { type: 'start' } | { type: 'act'; action: string }): Promise<TableSnapshot> {
    if (!this.connected) return Promise.reject(new TableError('unreachable', 'not connected: nothing was sent; try again once the table is back'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const offTable = this.on('table', (s) => {
        if (s.ack !== null && s.ack >= id) done(() => resolve(s));
      });
      const offError = this.on('error', (m) => {
        if (m.id === id) done(() => reject(new TableError(m.code, m.message, m.rule)));
      });
      const fail = (e: TableError) => done(() => reject(e));
      this.pending.add(fail);
      const done = (then: () => void) => {
        offTable();
        offError();
        this.pending.delete(fail);
        then();
      };
      const { type, ...body } = message;
      this.room.send(type, { ...body, id });
    });
  }

  act(action: string): Promise<TableSnapshot> {
    return this.request({ type: 'act', action });
  }

  start(): Promise<TableSnapshot> {
    return this.request({ type: 'start' });
  }

  react(reaction: Reaction) {
    this.room.send('react', { reaction });
  }

  /** Sends anything, as it is (tests of the server's checks). */
  sendRaw(type: string, body: unknown) {
    this.room.send(type, body);
  }

  /** The first snapshot (the current one included) for which `test` holds. */
  until(test: (s: TableSnapshot) => boolean, timeoutMs = 10_000): Promise<TableSnapshot> {
    if (this.snapshot && test(this.snapshot)) return Promise.resolve(this.snapshot);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => (off(), reject(new Error(`no such snapshot within ${timeoutMs} ms (seat ${this.seat?.seat}, the last: event ${this.snapshot?.seq}, turn ${this.snapshot?.match?.turn ?? '-'}, ${this.connected ? 'connected' : 'away'})`))), timeoutMs);
      const off = this.on('table', (s) => {
        if (test(s)) {
          clearTimeout(timer);
          off();
          resolve(s);
        }
      });
    });
  }

  /** The next error message. */
  nextError(timeoutMs = 10_000): Promise<ErrorMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => (off(), reject(new Error(`no error within ${timeoutMs} ms`))), timeoutMs);
      const off = this.on('error', (m) => {
        clearTimeout(timer);
        off();
        resolve(m);
      });
    });
  }

  /** Leaves for good (the seat goes to the grace period, or is freed before the start). */
  async leave() {
    this.closed = true;
    await this.room.leave(true).catch(() => undefined);
  }

  /** Drops the connection without leaving, as a closed laptop would (tests). */
  drop() {
    this.closed = true;
    this.room.connection.close();
  }
}

// Game servers for the server tests: each on a free port, stopped by the test that started it.
import { ColyseusTestServer } from '@colyseus/testing';
import { startApp, type App } from '../../server/app.ts';
import type { RoomConfig } from '../../server/room.ts';
import type { Scaling } from '../../server/scale.ts';
import { MemoryStore, type TableStore } from '../../server/store.ts';
import { memoryKeeper, TableConnection, type SeatKeeper } from '../../src/lib/table/online/client.ts';
import type { TableOptions, TableSnapshot } from '../../src/lib/table/online/protocol.ts';

export { freePort } from '../../scripts/local-servers.ts';
import { freePort } from '../../scripts/local-servers.ts';

/** Room settings for tests: no pauses, a short grace period, a timer second of 10 ms, no rate limit to speak of. */
export const FAST: Omit<RoomConfig, 'store'> = { graceMs: 150, timerUnitMs: 10, computerDelayMs: 0, maxPerSecond: 10_000 };

export interface TestServer {
  readonly app: App;
  readonly colyseus: ColyseusTestServer;
  readonly endpoint: string;
  readonly store: TableStore;
  /** A player with a browser of their own (its own seat keeper). */
  open(options: Partial<TableOptions>, name?: string, keeper?: SeatKeeper): Promise<TableConnection>;
  join(code: string, name?: string, keeper?: SeatKeeper): Promise<TableConnection>;
  close(): Promise<void>;
}

/** A game server in this process: alone with a store in memory, or with `shared`'s store, presence and driver (scale.ts). */
export async function startTestServer(room: Partial<Omit<RoomConfig, 'store'>> = {}, shared: Partial<Scaling> = {}): Promise<TestServer> {
  const port = await freePort();
  const store = shared.store ?? new MemoryStore();
  const app = await startApp({ ...shared, store, port, host: '127.0.0.1', room: { ...FAST, ...room } });
  const endpoint = `ws://127.0.0.1:${app.port}`;
  return {
    app,
    colyseus: new ColyseusTestServer(app.gameServer),
    endpoint,
    store,
    open: (options, name = 'Ann', keeper = memoryKeeper()) => TableConnection.open(endpoint, options, name, keeper),
    join: (code, name = 'Bob', keeper = memoryKeeper()) => TableConnection.join(endpoint, code, name, keeper),
    close: () => app.close()
  };
}

/** The seat to act's first legal action that is not ending the turn, else `e` (or the draw). */
export function someAction(s: TableSnapshot): string {
  const legal = s.match?.legal ?? [];
  return legal.find((t) => t !== 'e') ?? legal[0];
}

/** How long a test waits for a snapshot: generous, for a machine shared with other work. */
export const WAIT = 20_000;

/** Plays the table's human seats (each through its own connection) until `done` holds. */
export async function playUntil(players: readonly TableConnection[], done: (s: TableSnapshot) => boolean, limit = 2000): Promise<TableSnapshot> {
  for (let i = 0; i < limit; i++) {
    // Everyone has heard of everything any of them has (the mover hears of its own action first):
    // `done` is asked of a position the server has not moved past, never of a late copy.
    const newest = Math.max(...players.map((p) => p.snapshot?.seq ?? 0));
    await Promise.all(players.map((p) => p.until((n) => n.seq >= newest, WAIT)));
    const s = players[0].snapshot as TableSnapshot;
    if (done(s)) return s;
    // A seat whose own snapshot says it is to act is.
    const mover = players.find((p) => {
      const m = p.snapshot?.match;
      return m && m.turn === p.seat?.seat && m.legal.length > 0;
    });
    if (mover) await mover.act(someAction(mover.snapshot as TableSnapshot));
    else await players[0].until((n) => n.seq > s.seq, WAIT);
  }
  throw new Error(`not done after ${limit} actions`);
}

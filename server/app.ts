// The game server and the site on one port (docs/table-online.md): Colyseus answers /matchmake/...
// and the WebSocket upgrades, the built site every other path.
import { createServer, type Server as HttpServer, type ServerResponse } from 'node:http';
import { Server, matchMaker, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ROOM_NAME } from '../src/lib/table/online/protocol.ts';
import { DEFAULT_ROOM_CONFIG, tableRoom, type RoomConfig } from './room.ts';
import { staticSite } from './static.ts';
import type { TableStore } from './store.ts';

export interface AppOptions {
  readonly store: TableStore;
  readonly port: number;
  readonly host?: string;
  /** The built site's folder; none: the game server alone. */
  readonly site?: string;
  readonly room?: Partial<Omit<RoomConfig, 'store'>>;
  /** Colyseus's presence and match-making driver: its own in-process ones unless given (issue 46: Redis). */
  readonly presence?: Presence;
  readonly driver?: matchMaker.MatchMakerDriver;
  /** How clients reach this very process (host:port or host/prefix), when several share the tables (docs/deploy.md). */
  readonly publicAddress?: string;
}

export interface App {
  readonly gameServer: Server;
  readonly http: HttpServer;
  readonly port: number;
  close(): Promise<void>;
}

/** The health check (docs/deploy.md): 200 once this process listens and its store answers, else 503. */
const HEALTH = '/healthz';

async function health(store: TableStore, res: ServerResponse) {
  const ok = await store.load('healthz').then(() => true, () => false);
  res.writeHead(ok ? 200 : 503, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end(ok ? 'ok\n' : 'store unreachable\n');
}

/** WebSocket frames larger than this close the connection (a client message is far smaller). */
const MAX_FRAME = 16 * 1024;

export async function startApp(options: AppOptions): Promise<App> {
  const site = options.site ? staticSite(options.site) : (_req: unknown, res: ServerResponse) => res.writeHead(404).end();
  // The site's handler is on the server before Colyseus attaches: Colyseus then keeps /matchmake to itself.
  const http = createServer((req, res) => (req.url === HEALTH ? health(options.store, res) : site(req, res)));
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_FRAME }),
    greet: false,
    gracefullyShutdown: false,
    ...(options.presence && { presence: options.presence }),
    // Several processes: a table is made where its opener's request landed (the proxy spreads them),
    // and is rebuilt where a returning player's request lands; no extra hop at the start.
    ...(options.driver && { driver: options.driver, selectProcessIdToCreateRoom: async () => matchMaker.processId }),
    ...(options.publicAddress && { publicAddress: options.publicAddress })
  });
  gameServer.define(ROOM_NAME, tableRoom({ ...DEFAULT_ROOM_CONFIG, ...options.room, store: options.store }));
  await gameServer.listen(options.port, options.host);
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    gameServer,
    http,
    port,
    async close() {
      await gameServer.gracefullyShutdown(false);
      await options.store.close();
    }
  };
}

// The game server and the site on one port (docs/table-online.md): Colyseus answers /matchmake/...
// and the WebSocket upgrades, the built site every other path.
import { createServer, type Server as HttpServer } from 'node:http';
import { Server, type matchMaker, type Presence } from '@colyseus/core';
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
}

export interface App {
  readonly gameServer: Server;
  readonly http: HttpServer;
  readonly port: number;
  close(): Promise<void>;
}

/** WebSocket frames larger than this close the connection (a client message is far smaller). */
const MAX_FRAME = 16 * 1024;

export async function startApp(options: AppOptions): Promise<App> {
  const site = options.site ? staticSite(options.site) : (_req: unknown, res: import('node:http').ServerResponse) => res.writeHead(404).end();
  // The site's handler is on the server before Colyseus attaches: Colyseus then keeps /matchmake to itself.
  const http = createServer(site);
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_FRAME }),
    greet: false,
    gracefullyShutdown: false,
    ...(options.presence && { presence: options.presence }),
    ...(options.driver && { driver: options.driver })
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

// A small static host for browser tests, started and stopped by the test: the game server's own
// file serving (server/static.ts: `/rules` is rules.html, an unknown path is 404.html with status
// 404), sending `Cache-Control: max-age=600` with every file as GitHub Pages does, and pointed at
// another folder while running: a deployment in place. It notes every request and its status.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { staticSite } from '../../server/static';

export interface StaticHost {
  readonly origin: string;
  /** Every request served: its path and the status sent. */
  readonly log: { path: string; status: number }[];
  /** Serves another folder from now on. */
  deploy(folder: string): void;
  close(): Promise<void>;
}

export async function startStaticHost(folder: string): Promise<StaticHost> {
  let root = folder;
  const log: { path: string; status: number }[] = [];
  const server = createServer(
    staticSite(() => root, { cacheControl: () => 'max-age=600', served: (path, status) => log.push({ path, status }) })
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    log,
    deploy: (next) => {
      root = next;
    },
    close: () => new Promise((done) => server.close(() => done()))
  };
}

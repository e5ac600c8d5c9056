// A small static host for browser tests, started and stopped by the test: it serves a folder the
// way GitHub Pages does (`/rules` is rules.html, an unknown path is 404.html with status 404),
// sends `Cache-Control: max-age=600` with every file as that host does, and can be pointed at
// another folder while running: a deployment in place. It notes every request and its status.
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png'
};

export interface StaticHost {
  readonly origin: string;
  /** Every request served: its path and the status sent. */
  readonly log: { path: string; status: number }[];
  /** Serves another folder from now on. */
  deploy(folder: string): void;
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then((s) => s.isFile(), () => false);
}

export async function startStaticHost(folder: string): Promise<StaticHost> {
  let root = folder;
  const log: { path: string; status: number }[] = [];
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const inside = normalize(path).replace(/^(\.\.[/\\])+/, '');
    const candidates = [join(root, inside), join(root, `${inside}.html`), join(root, inside, 'index.html')];
    let file: string | null = null;
    for (const c of candidates) if (await isFile(c)) { file = c; break; }
    const status = file === null ? 404 : 200;
    file ??= join(root, '404.html');
    log.push({ path, status });
    response.writeHead(status, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'max-age=600'
    });
    response.end(await readFile(file));
  });
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

// The game servers the friends' browser specs play on (playwright.config.ts's friends projects),
// started like every other test process (scripts/local-servers.ts) and kept running like a
// service manager would: a server that dies (the kill spec's SIGKILL) is started again on its port.
//   alone PORT  `npm start`'s one process on PORT, its tables in a fresh folder.
//   redis PORT  two processes sharing a private Redis (docs/deploy.md), behind a proxy on PORT that
//               does what the deployment's nginx does: /p1/… and /p2/… to each process (its
//               PUBLIC_ADDRESS, where its tables' WebSockets go), every other request to each in
//               turn, so a table opened through one process is joined through the other.
// The server processes' ids are written to serversFile(PORT) for the kill spec.
import type { ChildProcess } from 'node:child_process';
import { request as httpRequest, createServer, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startGameServer, startRedis, stopProcess, type TestRedis } from '../../scripts/local-servers.ts';

const [mode, portText] = process.argv.slice(2);
const port = Number(portText);
if ((mode !== 'alone' && mode !== 'redis') || !Number.isInteger(port)) {
  console.error('usage: node --import tsx tests/e2e/friends-servers.ts alone|redis PORT');
  process.exit(2);
}
/** The test knobs (server/main.ts): a grace period of 3 s instead of 60, computers quick. */
const KNOBS = { TABLE_GRACE_MS: '3000', TABLE_COMPUTER_DELAY_MS: '150' };
// Their data and the file of their process ids (pids.json, read by friends-kill.spec.ts).
const folder = join(tmpdir(), `kings-friends-${port}`);
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });

interface Served {
  readonly port: number;
  readonly env: Record<string, string>;
  child: ChildProcess | null;
}
const served: Served[] = [];
let stopping = false;
let redis: TestRedis | null = null;

function writePids() {
  writeFileSync(join(folder, 'pids.json'), JSON.stringify({ pids: served.map((s) => s.child?.pid ?? null) }));
}

/** Starts `s` and starts it again whenever it dies while the suite runs. */
async function keep(s: Served): Promise<void> {
  const child = await startGameServer(s.port, s.env);
  s.child = child;
  writePids();
  child.once('exit', () => {
    s.child = null;
    if (!stopping) setTimeout(() => void keep(s).catch((e) => console.error(e)), 200);
  });
}

async function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const s of served) if (s.child) await stopProcess(s.child);
  await redis?.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stopAll());

if (mode === 'alone') {
  served.push({ port, env: { ...KNOBS, DATA_DIR: join(folder, 'data') }, child: null });
  await keep(served[0]);
} else {
  redis = await startRedis();
  for (const n of [1, 2]) {
    const own = await freePort();
    served.push({ port: own, env: { ...KNOBS, REDIS_URL: redis.url, PUBLIC_ADDRESS: `127.0.0.1:${port}/p${n}` }, child: null });
  }
  await Promise.all(served.map(keep));
  let turn = 0;
  /** Where a request goes, and its path there: /pN/… to process N without the prefix, the rest to each in turn. */
  const route = (req: IncomingMessage): { port: number; path: string } => {
    const url = req.url ?? '/';
    const prefixed = /^\/p([12])(\/.*)$/.exec(url);
    if (prefixed) return { port: served[Number(prefixed[1]) - 1].port, path: prefixed[2] };
    return { port: served[turn++ % served.length].port, path: url };
  };
  const proxy = createServer((req, res) => {
    const to = route(req);
    const out = httpRequest({ host: '127.0.0.1', port: to.port, path: to.path, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(out);
  });
  proxy.on('upgrade', (req, socket, head) => {
    const to = route(req);
    const upstream = connect(to.port, '127.0.0.1', () => {
      const headers = Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}: ${x}`) : [`${k}: ${v}`]));
      upstream.write(`${req.method} ${to.path} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
}
console.log(`friends' servers (${mode}) on http://127.0.0.1:${port}`);

// The one way the tests, `sim table compare` and the friends' browser suite start processes of
// their own: a private Redis (Debian's redis-server, which scripts/test-all.sh installs) on a free
// local port with its own temporary folder and no persistence, and `npm start`'s game server
// (server/main.ts) on a given port. Each is stopped by whoever started it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestRedis {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

const BINARY = process.env.REDIS_SERVER ?? 'redis-server';

export async function startRedis(): Promise<TestRedis> {
  if (spawnSync(BINARY, ['--version']).error) {
    throw new Error(`${BINARY} is not installed: run \`apt-get install -y redis-server\` (scripts/test-all.sh does it as root)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'kings-redis-'));
  const port = await freePort();
  const child = spawn(BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`redis-server stopped (${code}) before it was ready: ${out}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
  });
  child.stdout.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid as number,
    async stop() {
      if (child.exitCode === null) await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

/**
 * `npm start`'s server process (server/main.ts) on 127.0.0.1:`port`; `env` adds to this
 * process's environment (DATA_DIR, REDIS_URL, SITE_DIR, the TABLE_* knobs). Resolves once it listens.
 */
export async function startGameServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit']
  });
  await new Promise<void>((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`the game server on ${port} stopped (${code}) before listening`));
    child.once('exit', early);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('listening')) return;
      child.off('exit', early);
      resolve();
    });
  });
  child.stdout?.resume();
  return child;
}

/** Stops a process this one started: SIGTERM (SIGKILL for a test's crash), resolved once it is gone. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

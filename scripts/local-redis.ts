// A private Redis for the server tests and `sim table compare`: Debian's redis-server
// (scripts/test-all.sh installs it) on a free local port, with its own temporary folder and no
// persistence, stopped by whoever started it.
import { spawn, spawnSync } from 'node:child_process';
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

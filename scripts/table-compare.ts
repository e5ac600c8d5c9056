// `sim table compare --tables N --seconds S [--players P] [--think 0]`: the load benchmark
// (table-load.ts) in one run against one server process alone (embedded store, as `npm start`)
// and against two processes sharing a private Redis (docs/deploy.md), each on free local ports
// with temporary folders, all stopped at the end. Prints one JSON line per configuration, then
// what Redis adds per action: server CPU (the processes' and Redis's) and the round trip.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startGameServer, startRedis, stopProcess } from './local-servers.ts';
import { runLoad } from './table-load.ts';


interface Figures {
  actions: number;
  roundTripMs: { p50: number; p95: number; p99: number };
  cpuMsPerAction?: number | null;
}

export async function runCompare(args: readonly string[], print: (line: object) => void): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'kings-compare-'));
  const redis = await startRedis();
  const children: ChildProcess[] = [];
  try {
    const alonePort = await freePort();
    children.push(await startGameServer(alonePort, { DATA_DIR: join(dir, 'alone'), SITE_DIR: '/nonexistent' }));
    const alone = await runLoad(['--url', `ws://127.0.0.1:${alonePort}`, ...args]);
    await stopProcess(children[0]);
    print({ config: 'one process alone (embedded store)', ...alone });

    const ports = [await freePort(), await freePort()];
    for (const port of ports) children.push(await startGameServer(port, { REDIS_URL: redis.url, PUBLIC_ADDRESS: `127.0.0.1:${port}`, SITE_DIR: '/nonexistent' }));
    const shared = await runLoad(['--url', ports.map((p) => `ws://127.0.0.1:${p}`).join(','), ...args], { redis: redis.pid });
    print({ config: 'two processes on Redis', ...shared });

    const a = alone as unknown as Figures & { server: { cpuMsPerAction: number | null } | null };
    const s = shared as unknown as Figures & { servers: { cpuMsPerAction?: number | null }[]; redis: { cpuMsPerAction: number | null } | null };
    const sharedCpu = s.servers.reduce((sum, x) => sum + (x.cpuMsPerAction ?? 0), 0) + (s.redis?.cpuMsPerAction ?? 0);
    print({
      redisAddsPerAction: {
        cpuMs: a.server?.cpuMsPerAction == null ? null : Math.round((sharedCpu - a.server.cpuMsPerAction) * 100) / 100,
        ofWhichRedisItselfCpuMs: s.redis?.cpuMsPerAction ?? null,
        roundTripP50Ms: Math.round((s.roundTripMs.p50 - a.roundTripMs.p50) * 100) / 100,
        roundTripP95Ms: Math.round((s.roundTripMs.p95 - a.roundTripMs.p95) * 100) / 100
      }
    });
  } finally {
    for (const child of children) await stopProcess(child);
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `sim table load --url ws://HOST:PORT[,ws://HOST2:PORT2...] --tables N --seconds S [--think 0] [--players P]`: plays N
// friends' tables over real WebSockets, each seat a client of its own that waits a player's think
// time (1 to 3 s at random; 0 for a flood) before each action, and prints one JSON line: tables,
// clients, actions, the action round trip (sent → its own snapshot back) p50/p95/p99, errors, and
// each server process's RSS and CPU (found by the port it listens on, on Linux). Several URLs: the
// processes of one deployment (docs/deploy.md); table i is opened through URL i and its guests
// come through the next URL, as a proxy spreading requests would send them. Printed, not a test.
// A flood (--think 0) needs a server started with a higher TABLE_MAX_PER_SECOND.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { memoryKeeper, TableConnection, TableError } from '../src/lib/table/online/client.ts';
import type { TableSnapshot } from '../src/lib/table/online/protocol.ts';

interface LoadOptions {
  urls: string[];
  tables: number;
  seconds: number;
  think: boolean;
  players: 2 | 3 | 4;
}

function readOptions(args: readonly string[]): LoadOptions {
  const get = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  for (let i = 0; i < args.length; i += 2) {
    if (!['--url', '--tables', '--seconds', '--think', '--players'].includes(args[i]) || args[i + 1] === undefined) {
      throw new Error(`usage: sim table load --url ws://HOST:PORT --tables N --seconds S [--think 0] [--players 2|3|4] (at "${args[i]}")`);
    }
  }
  const whole = (name: string, fallback: number, low: number, high: number) => {
    const text = get(name);
    const n = text === undefined ? fallback : Number(text);
    if (!Number.isInteger(n) || n < low || n > high) throw new Error(`--${name} is a whole number from ${low} to ${high}`);
    return n;
  };
  const urls = (get('url') ?? '').split(',');
  if (!urls.every((url) => /^wss?:\/\/[^/]+$/.test(url))) throw new Error('--url ws://HOST:PORT (or several, comma-separated) is required');
  const think = get('think');
  if (think !== undefined && think !== '0') throw new Error('--think takes 0 (no think time) or is left out (1 to 3 s)');
  return { urls, tables: whole('tables', 10, 1, 5000), seconds: whole('seconds', 30, 1, 3600), think: think === undefined, players: whole('players', 2, 2, 4) as 2 | 3 | 4 };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The process listening on `port` (Linux: /proc/net/tcp's socket, then whose it is), or null. */
function listenerPid(port: number): number | null {
  try {
    const hex = port.toString(16).toUpperCase().padStart(4, '0');
    const inodes = new Set<string>();
    for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
        const f = line.trim().split(/\s+/);
        if (f[1]?.endsWith(':' + hex) && f[3] === '0A') inodes.add(f[9]);
      }
    }
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        for (const fd of readdirSync(`/proc/${pid}/fd`)) {
          const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
          if (m && inodes.has(m[1])) return Number(pid);
        }
      } catch {
        // Another user's process, or gone.
      }
    }
  } catch {
    // Not Linux.
  }
  return null;
}

/** CPU seconds used so far and resident memory in MB of process `pid`. */
function usage(pid: number): { cpu: number; rssMB: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpu = (Number(f[11]) + Number(f[12])) / 100;
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return { cpu, rssMB: rss ? Math.round(Number(rss[1]) / 1024) : 0 };
  } catch {
    return null;
  }
}

/** The machine's load average over 1, 5 and 15 minutes (Linux), or null. */
function loadAverage(): number[] | null {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
  } catch {
    return null;
  }
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (x: number) => Math.round(x * 100) / 100;

/** `watch`: other processes to report on as the servers are (e.g. the Redis they share). */
export async function runLoad(args: readonly string[], watch: Record<string, number> = {}): Promise<Record<string, unknown>> {
  const o = readOptions(args);
  const times: number[] = [];
  const errors = new Map<string, number>();
  const fail = (code: string) => errors.set(code, (errors.get(code) ?? 0) + 1);
  let measuring = false;
  let stopping = false;
  let matches = 0;
  let clients = 0;

  /** One seat's player: acts on its turn after its think time, with a random legal action. */
  function play(c: TableConnection) {
    let busy = false;
    const onTurn = async (s: TableSnapshot) => {
      if (busy || stopping || !s.match || s.match.turn !== s.you || s.match.legal.length === 0) return;
      busy = true;
      if (o.think) await pause(1000 + Math.random() * 2000);
      const now = c.snapshot;
      const legal = now?.match?.turn === now?.you ? now?.match?.legal ?? [] : [];
      const moves = legal.filter((t) => t !== 'e');
      const action = moves.length > 0 && (legal.length === moves.length || Math.random() < 0.7) ? moves[Math.floor(Math.random() * moves.length)] : legal[0] === 'd' ? 'd' : 'e';
      if (!stopping && legal.length > 0) {
        const sent = performance.now();
        try {
          await c.act(action);
          if (measuring) times.push(performance.now() - sent);
        } catch (e) {
          if (measuring) fail(e instanceof TableError ? e.code : 'exception');
        }
      }
      busy = false;
      if (c.snapshot) void onTurn(c.snapshot);
    };
    c.on('table', (s) => void onTurn(s));
    c.on('error', (m) => m.id === undefined && measuring && fail(m.code));
  }

  /** One table: the host opens it, the others join, the host starts; a finished match starts another. */
  async function table(n: number): Promise<TableConnection[]> {
    const via = (k: number) => o.urls[(n + k) % o.urls.length];
    const host = await TableConnection.open(via(0), { players: o.players, target: 50 }, 'Host', memoryKeeper());
    const seats = [host];
    for (let i = 1; i < o.players; i++) seats.push(await TableConnection.join(via(1), host.code, `Guest ${i}`, memoryKeeper()));
    clients += seats.length;
    for (const c of seats) play(c);
    await host.start();
    matches++;
    return seats;
  }

  const procs: Record<string, number | null> = {
    ...Object.fromEntries(o.urls.map((url) => [url, listenerPid(Number(new URL(url.replace(/^ws/, 'http')).port || 80))])),
    ...watch
  };
  const all: TableConnection[][] = [];
  // Seated ten tables at a time, as people arrive, not all in one burst.
  for (let i = 0; i < o.tables; i += 10) {
    const batch = await Promise.allSettled(Array.from({ length: Math.min(10, o.tables - i) }, (_, k) => table(i + k)));
    for (const r of batch) r.status === 'fulfilled' ? all.push(r.value) : fail('open-failed');
  }
  const openErrors = Object.fromEntries(errors);
  errors.clear();
  measuring = true;
  // How late this process's own timers run: on a busy machine the round trip's tail is mostly this.
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const startUse = Object.fromEntries(Object.entries(procs).map(([k, pid]) => [k, pid === null ? null : usage(pid)]));
  const start = { at: performance.now(), self: process.cpuUsage() };
  const rss: Record<string, number> = {};
  for (let t = 0; t < o.seconds; t++) {
    await pause(1000);
    for (const [k, pid] of Object.entries(procs)) if (pid !== null) rss[k] = Math.max(rss[k] ?? 0, usage(pid)?.rssMB ?? 0);
  }
  measuring = false;
  lag.disable();
  const wall = (performance.now() - start.at) / 1000;
  const endUse = Object.fromEntries(Object.entries(procs).map(([k, pid]) => [k, pid === null ? null : usage(pid)]));
  const self = process.cpuUsage(start.self);
  stopping = true;
  await Promise.allSettled(all.flat().map((c) => c.leave()));
  const sorted = times.sort((a, b) => a - b);
  const figures = (k: string) => {
    const [pid, a, b] = [procs[k], startUse[k], endUse[k]];
    if (pid === null || !a || !b) return null;
    const cpuSeconds = b.cpu - a.cpu;
    return {
      pid,
      rssMB: rss[k] ?? b.rssMB,
      cpuPercentOfOneCore: round((cpuSeconds / wall) * 100),
      cpuMsPerAction: sorted.length ? round((cpuSeconds * 1000) / sorted.length) : null
    };
  };
  const servers = o.urls.map((url) => ({ url, ...figures(url), ...(o.urls.length === 1 && { rssKBPerTable: all.length ? Math.round(((rss[url] ?? 0) * 1024) / all.length) : null }) }));
  return {
    tables: all.length,
    clients,
    players: o.players,
    think: o.think ? '1-3 s' : 0,
    seconds: round(wall),
    matches,
    actions: sorted.length,
    actionsPerSecond: round(sorted.length / wall),
    roundTripMs: { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) },
    errors: [...errors.values()].reduce((a, b) => a + b, 0),
    errorKinds: Object.fromEntries(errors),
    openErrors,
    ...(servers.length === 1 ? { server: servers[0].pid === undefined ? null : servers[0] } : { servers }),
    ...Object.fromEntries(Object.keys(watch).map((k) => [k, figures(k)])),
    loadClient: {
      rssMB: Math.round(process.memoryUsage().rss / 1048576),
      cpuPercentOfOneCore: round(((self.user + self.system) / 1e6 / wall) * 100),
      eventLoopDelayMs: { p50: round(lag.percentile(50) / 1e6), p95: round(lag.percentile(95) / 1e6), max: round(lag.max / 1e6) }
    },
    loadAverage: loadAverage()
  };
}

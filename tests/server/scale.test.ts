// Two server processes sharing one Redis (docs/deploy.md): a table opened through process A is
// joined by a player who reached process B, a whole hand is played across them, A is killed with
// SIGKILL and the table goes on through B at the same position; a reload reaches it again.
import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { RedisStore } from '../../server/store-redis';
import { rebuildTable } from '../../server/table';
import { onlineView } from '../../src/lib/table/online/view';
import { memoryKeeper, TableConnection } from '../../src/lib/table/online/client';
import type { TableSnapshot } from '../../src/lib/table/online/protocol';
import { playUntil, WAIT } from './helpers';
import { freePort, startGameServer, startRedis, stopProcess, type TestRedis } from '../../scripts/local-servers';

let redis: TestRedis;
const children: ChildProcess[] = [];
beforeAll(async () => (redis = await startRedis()), 30_000);
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await redis?.stop();
});

/** `npm start`'s server process (without the site) on Redis, reached directly at 127.0.0.1:port. */
const startServer = (port: number) =>
  startGameServer(port, {
    REDIS_URL: redis.url, PUBLIC_ADDRESS: `127.0.0.1:${port}`, SITE_DIR: '/nonexistent', TABLE_COMPUTER_DELAY_MS: '0', TABLE_MAX_PER_SECOND: '10000'
  }).then((child) => (children.push(child), child));

/** The address of the process hosting table `code`, from Colyseus's room list in Redis (RedisDriver). */
async function hostOf(code: string): Promise<string | null> {
  const client = new Redis(redis.url);
  const cache = await client.hget('roomcaches', code);
  client.disconnect();
  return cache ? (JSON.parse(cache) as { publicAddress?: string }).publicAddress ?? null : null;
}

const kill = (child: ChildProcess) => stopProcess(child, 'SIGKILL');

/** What a seat sees of the match, without what says how it got there. */
const position = (s: TableSnapshot) => ({ seq: s.seq, you: s.you, seats: s.seats.map((x) => [x.name, x.kind]), commitment: s.commitment, match: s.match });

test('a table opened on A, joined through B, played a hand, survives A\'s SIGKILL on B', async () => {
  const [portA, portB] = [await freePort(), await freePort()];
  const [a, b] = [await startServer(portA), await startServer(portB)];
  const [viaA, viaB] = [`ws://127.0.0.1:${portA}`, `ws://127.0.0.1:${portB}`];
  const annKeeper = memoryKeeper();
  const ann = await TableConnection.open(viaA, { players: 3 }, 'Ann', annKeeper);
  const bob = await TableConnection.join(viaB, ann.code, 'Bob', memoryKeeper());
  expect(bob.seat?.seat).toBe(1);
  expect(await hostOf(ann.code)).toBe(`127.0.0.1:${portA}`);
  await ann.start();
  await bob.until((s) => s.match !== null, WAIT);

  // A whole hand, both people through their own processes' match-making, the computer at seat 2.
  const handOver = await playUntil([ann, bob], (s) => (s.match?.hand ?? 0) >= 2 || s.match?.phase === 'over');
  expect(handOver.match?.last?.hand).toBe(1);
  // On to a person's turn a few actions later (a computer's turn would go on as soon as anyone is back).
  const at = handOver.seq;
  await playUntil([ann, bob], (s) => s.seq >= at + 4 && s.match?.turn !== 2 && s.match?.phase !== 'over');
  const seq = (ann.snapshot as TableSnapshot).seq;
  await bob.until((s) => s.seq === seq, WAIT);
  const [oldAnn, oldBob] = [ann.snapshot as TableSnapshot, bob.snapshot as TableSnapshot];

  // The table lives on A (its opener's process): A dies. Bob's browser, whose match-making is B,
  // comes back by itself; the table is rebuilt on B from the store in Redis.
  await kill(a);
  ann.drop();
  const killed = Date.now();
  const backBob = await bob.until((s) => s !== oldBob && s.seq >= seq, 40_000);
  console.log(`Bob back on B ${Date.now() - killed} ms after A's SIGKILL`);
  expect(await hostOf(ann.code)).toBe(`127.0.0.1:${portB}`);
  expect(position(backBob)).toEqual({ ...position(oldBob), seats: position(oldBob).seats });
  expect(bob.seat?.seat).toBe(1);

  // Ann reloads the page; her browser reaches B, her seat token brings her to seat 0, same position.
  const ann2 = await TableConnection.join(viaB, ann.code, 'Ann', annKeeper);
  expect(ann2.seat?.seat).toBe(0);
  const backAnn = await ann2.until((s) => !s.seats[0].away && !s.seats[1].away, WAIT);
  expect(position(backAnn)).toEqual(position(oldAnn));

  // The match goes on through B; every action stored once, in order.
  const end = await playUntil([ann2, bob], (s) => s.seq >= seq + 6 || s.match?.phase === 'over');
  await ann2.leave();
  await bob.leave();
  await stopProcess(b);
  const store = await RedisStore.open(redis.url);
  const events = await store.load(ann.code);
  await store.close();
  expect(events?.filter((e) => e.k === 'start').length).toBe(1);
  const rebuilt = rebuildTable(ann.code, events!.slice(0, end.seq));
  expect(onlineView(rebuilt.match!, 0)).toEqual(end.match);
  expect(rebuildTable(ann.code, events!).seq).toBe(events!.length);
}, 180_000);

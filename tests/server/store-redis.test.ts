// The match store shared by several processes (store-redis.ts) on a private Redis: events in order
// and never twice, finished tables kept, and the rebuild claim held by one process at a time.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { RedisStore } from '../../server/store-redis';
import type { TableEvent } from '../../server/table';
import { startRedis, type TestRedis } from '../../scripts/local-servers';

let redis: TestRedis;
let one: RedisStore;
let two: RedisStore;
beforeAll(async () => {
  redis = await startRedis();
  [one, two] = [await RedisStore.open(redis.url), await RedisStore.open(redis.url)];
}, 30_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
  await redis?.stop();
});

const open: TableEvent = { k: 'open', options: { players: 2, target: 100, drawTiming: 'start', queensAndJacks2: false, level: 'easy', timer: 0 } } as unknown as TableEvent;
const seat: TableEvent = { k: 'seat', seat: 1, name: 'Bob', token: 'x' } as unknown as TableEvent;

test('events are kept in order, each number once, and read by every process', async () => {
  expect(await one.load('AAAAAAAAAAAAAAAA')).toBeNull();
  await one.append('AAAAAAAAAAAAAAAA', 1, open);
  await expect(two.append('AAAAAAAAAAAAAAAA', 1, seat)).rejects.toThrow(/seq 1 after 1/);
  await expect(two.append('AAAAAAAAAAAAAAAA', 3, seat)).rejects.toThrow(/seq 3 after 1/);
  await two.append('AAAAAAAAAAAAAAAA', 2, seat);
  expect(await one.load('AAAAAAAAAAAAAAAA')).toEqual([open, seat]);
  await one.finish('AAAAAAAAAAAAAAAA');
  expect(await two.load('AAAAAAAAAAAAAAAA')).toEqual([open, seat]);
});

test('a rebuild claim is held by one process until released or lapsed', async () => {
  const first = await one.claim('BBBBBBBBBBBBBBBB', 60_000);
  expect(first).not.toBeNull();
  expect(await two.claim('BBBBBBBBBBBBBBBB', 60_000)).toBeNull();
  await first!.release();
  const second = await two.claim('BBBBBBBBBBBBBBBB', 60_000);
  expect(second).not.toBeNull();
  // A lapsed claim is another's to take, and the old holder's release does not free the new one.
  const short = await one.claim('CCCCCCCCCCCCCCCC', 1);
  const taken = await (async () => {
    for (let i = 0; i < 200; i++) {
      const c = await two.claim('CCCCCCCCCCCCCCCC', 60_000);
      if (c) return c;
      await new Promise((r) => setTimeout(r, 5));
    }
    return null;
  })();
  expect(short).not.toBeNull();
  expect(taken).not.toBeNull();
  await short!.release();
  expect(await one.claim('CCCCCCCCCCCCCCCC', 60_000)).toBeNull();
});

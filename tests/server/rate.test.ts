// The rate limit, on a server of its own (Colyseus's match-maker is one per process, so each test
// file has one server).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => (server = await startTestServer({ maxPerSecond: 20 })));
afterAll(() => server.close());

test('more than the allowed messages a second are refused as too fast', async () => {
  const ann = await server.open({ players: 2 });
  const codes: string[] = [];
  const ids: number[] = [];
  // Every message is answered once, but not necessarily in the order sent (a refusal for going too
  // fast can overtake a message being read): wait for 30 answers, not for the last id.
  const all = new Promise<void>((resolve) =>
    ann.on('error', (m) => (codes.push(m.code), ids.push(m.id as number), codes.length === 30 && resolve()))
  );
  for (let id = 0; id < 30; id++) ann.sendRaw('act', { action: 'zz', id });
  await all;
  expect(ids.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  // 20 in the first second are read (and malformed); the rest wait for the next second.
  expect(codes.length).toBe(30);
  expect(codes.filter((c) => c === 'too-fast').length).toBeGreaterThanOrEqual(10);
  expect(codes.filter((c) => c === 'malformed').length).toBeLessThanOrEqual(20);
});


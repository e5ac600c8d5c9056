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
  const off = ann.on('error', (m) => codes.push(m.code));
  const lastError = new Promise<void>((resolve) => ann.on('error', (m) => m.id === 29 && resolve()));
  for (let id = 0; id < 30; id++) ann.sendRaw('act', { action: 'zz', id });
  await lastError;
  off();
  // 20 in the first second are read (and malformed); the rest wait for the next second.
  expect(codes.length).toBe(30);
  expect(codes.filter((c) => c === 'too-fast').length).toBeGreaterThanOrEqual(10);
  expect(codes.filter((c) => c === 'malformed').length).toBeLessThanOrEqual(20);
});


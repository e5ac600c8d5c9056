// A match survives its server: a table nobody is at is rebuilt from the store when a player comes
// back, and a server process killed with SIGKILL mid-hand and started again lets everyone reconnect
// by themselves to the same position, nothing lost or doubled.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { LibsqlStore } from '../../server/store-libsql';
import { rebuildTable } from '../../server/table';
import { onlineView } from '../../src/lib/table/online/view';
import { memoryKeeper, TableConnection } from '../../src/lib/table/online/client';
import type { TableSnapshot } from '../../src/lib/table/online/protocol';
import { playUntil } from './helpers';
import { freePort, startGameServer, stopProcess } from '../../scripts/local-servers';

const dataDir = mkdtempSync(join(tmpdir(), 'kings-tables-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm start`'s server process (without the site), on `port`, with the test's data folder. */
const startServer = (port: number) =>
  startGameServer(port, { DATA_DIR: dataDir, SITE_DIR: join(dataDir, 'no-site'), TABLE_COMPUTER_DELAY_MS: '0' }).then((child) => (children.push(child), child));
const kill = (child: ChildProcess) => stopProcess(child, 'SIGKILL');

/** What a seat sees of the match, without what says how it got there. */
const position = (s: TableSnapshot) => ({ seq: s.seq, you: s.you, seats: s.seats.map((x) => [x.name, x.kind]), commitment: s.commitment, match: s.match });

test('SIGKILL mid-hand, restart: both players come back by themselves to the same position', async () => {
  const port = await freePort();
  const endpoint = `ws://127.0.0.1:${port}`;
  let server = await startServer(port);
  const ann = await TableConnection.open(endpoint, { players: 3 }, 'Ann', memoryKeeper());
  const bob = await TableConnection.join(endpoint, ann.code, 'Bob', memoryKeeper());
  await ann.start();
  await bob.until((s) => s.match !== null);
  // A few turns round the table (the computer at seat 2 plays its own), to a person's turn: a
  // computer's would go on as soon as the first player is back.
  await playUntil([ann, bob], (s) => s.seq >= 14 && s.match?.turn !== 2);
  const seq = (ann.snapshot as TableSnapshot).seq;
  await bob.until((s) => s.seq === seq);
  const [oldAnn, oldBob] = [ann.snapshot as TableSnapshot, bob.snapshot as TableSnapshot];
  const before = [position(oldAnn), position(oldBob)];
  expect(before[0].match?.phase).not.toBe('over');

  await kill(server);
  server = await startServer(port);

  // Snapshots sent by the new process (the last one before the kill says the same).
  const backAnn = await ann.until((s) => s !== oldAnn && !s.seats[1].away && !s.seats[0].away, 40_000);
  const backBob = await bob.until((s) => s !== oldBob && !s.seats[0].away && !s.seats[1].away, 40_000);
  expect([position(backAnn), position(backBob)]).toEqual(before);
  expect(ann.seat?.seat).toBe(0);
  expect(bob.seat?.seat).toBe(1);

  // The match goes on: whoever is to act plays, and every action is stored once.
  const end = await playUntil([ann, bob], (s) => s.seq >= seq + 6);
  await ann.leave();
  await bob.leave();
  await stopProcess(server);
  const store = await LibsqlStore.open(dataDir);
  const events = await store.load(ann.code);
  await store.close();
  // Stored once each, in order: the events up to the last Ann saw rebuild exactly what she saw
  // (a doubled or lost action would not replay, or would replay to another position).
  expect(events?.filter((e) => e.k === 'start').length).toBe(1);
  expect(events!.length).toBeGreaterThanOrEqual(end.seq);
  const rebuilt = rebuildTable(ann.code, events!.slice(0, end.seq));
  expect(onlineView(rebuilt.match!, 0)).toEqual(end.match);
  expect(rebuildTable(ann.code, events!).seq).toBe(events!.length);
}, 120_000);

// The friends' table room over real WebSockets (@colyseus/testing): joins, seats, the host's
// start, computers and stand-ins, the timer, every kind of bad message, the commitment and reveal;
// run alone (room.test.ts) and on Redis (room-redis.test.ts).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runTable } from '../../scripts/table-cli';
import { applyEvent, rebuildTable } from '../../server/table';
import { makeCard } from '../../src/lib/cards/card';
import { memoryKeeper, TableError, type TableConnection } from '../../src/lib/table/online/client';
import type { TableSnapshot } from '../../src/lib/table/online/protocol';
import { playUntil, someAction, type TestServer } from './helpers';

/** Every room test, against the server `start` gives (one a file: Colyseus's match-maker is one a process). */
export function roomSuite(start: () => Promise<TestServer>) {
  let server: TestServer;
  beforeAll(async () => (server = await start()), 60_000);
  afterAll(() => server.close());

  const refused = (p: Promise<unknown>) => p.then(() => null, (e: TableError) => e.code);

  /** A started two-player table of two people, Ann (seat 0) and Bob (seat 1). */
  async function twoFriends(options = {}): Promise<[TableConnection, TableConnection]> {
    const ann = await server.open({ players: 2, ...options });
    const bob = await server.join(ann.code);
    await ann.start();
    await bob.until((s) => s.match !== null);
    return [ann, bob];
  }

  /** Every snapshot `other` is sent while `sender`'s `work` runs: none, for a refused message. */
  async function heardBy(sender: TableConnection, other: TableConnection, work: () => Promise<unknown>): Promise<TableSnapshot[]> {
    const heard: TableSnapshot[] = [];
    const off = other.on('table', (s) => heard.push(s));
    await work();
    // A reaction goes to everyone after what came before it: once `other` has it, it has all.
    const marker = new Promise((resolve) => other.on('reaction', resolve));
    sender.react('oops');
    await marker;
    off();
    return heard;
  }

  describe('joins and seats', () => {
    test('the opener is the host at seat 0; friends take the next seats; a full table says so', async () => {
      const ann = await server.open({ players: 2 });
      expect(ann.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(ann.seat).toMatchObject({ seat: 0, code: ann.code });
      expect(ann.seat?.token.startsWith(ann.code + '.')).toBe(true);
      const bob = await server.join(ann.code, 'Bob');
      expect(bob.seat?.seat).toBe(1);
      const lobby = await ann.until((s) => s.seats[1].kind === 'human');
      expect(lobby).toMatchObject({ host: 0, you: 0, match: null, commitment: null });
      expect(lobby.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
      expect(await refused(server.join(ann.code, 'Cy'))).toBe('table-full');
    });

    test('names are plain text of 1 to 20 characters; options are checked', async () => {
      expect(await refused(server.open({}, ''))).toBe('bad-name');
      expect(await refused(server.open({}, 'x'.repeat(21)))).toBe('bad-name');
      expect(await refused(server.open({}, 'a\u0007b'))).toBe('bad-name');
      expect(await refused(server.open({ players: 5 as 2 }))).toBe('bad-options');
      expect(await refused(server.open({ timer: 7 as 0 }))).toBe('bad-options');
      const ann = await server.open({}, '  Ann   Lee ');
      expect(ann.snapshot?.seats[0].name).toBe('Ann Lee');
      expect(await refused(server.join(ann.code, 'y'.repeat(21)))).toBe('bad-name');
    });

    test('an unknown table, a token of another table and a token never given are refused', async () => {
      expect(await refused(server.join('AAAAAAAAAAAAAAAA'))).toBe('unknown-table');
      expect(await refused(server.join('not a code'))).toBe('unknown-table');
      const one = await server.open({});
      const two = await server.open({});
      const keeper = memoryKeeper();
      keeper.set(two.code, one.seat?.token as string);
      expect(await refused(server.join(two.code, 'Eve', keeper))).toBe('wrong-table');
      keeper.set(two.code, `${two.code}.forgedforgedforged`);
      expect(await refused(server.join(two.code, 'Eve', keeper))).toBe('bad-token');
    });

    test('only the host starts, once; empty seats go to computers at the table\'s level; latecomers are refused', async () => {
      const ann = await server.open({ players: 4, level: 'expert' });
      const bob = await server.join(ann.code);
      await expect(bob.start()).rejects.toMatchObject({ code: 'not-host' });
      await expect(bob.act('d')).rejects.toMatchObject({ code: 'not-started' });
      const s = await ann.start();
      expect(s.seats.map((x) => [x.kind, x.name])).toEqual([['human', 'Ann'], ['human', 'Bob'], ['computer', 'Ruth'], ['computer', 'Carl']]);
      expect(s.commitment).toMatch(/^[0-9a-f]{64}$/);
      await expect(ann.start()).rejects.toMatchObject({ code: 'already-started' });
      expect(await refused(server.join(ann.code, 'Cy'))).toBe('table-full');
    });

    test('leaving before the start frees the seat; the next friend takes it', async () => {
      const ann = await server.open({ players: 3 });
      const bob = await server.join(ann.code);
      await bob.leave();
      await ann.until((s) => s.seats[1].kind === 'open');
      const cy = await server.join(ann.code, 'Cy');
      expect(cy.seat?.seat).toBe(1);
    });
  });

  describe('bad messages change nothing for anyone', () => {
    test('malformed, oversized, unknown, out of turn and illegal messages each get their error', async () => {
      const [ann, bob] = await twoFriends();
      const before = ann.snapshot as TableSnapshot;
      const cases: [string, unknown, string][] = [
        ['act', { action: 5, id: 1 }, 'malformed'],
        ['act', 'd', 'malformed'],
        ['act', { action: 'd', extra: true, id: 2 }, 'malformed'],
        ['act', { action: 'zz>Q', id: 3 }, 'malformed'],
        ['act', { action: 'd', id: -1 }, 'malformed'],
        ['act', { action: 'd', pad: 'x'.repeat(600) }, 'too-large'],
        ['shout', { text: 'hello' }, 'unknown-message'],
        ['react', { reaction: 'you are bad' }, 'malformed'],
        ['start', { id: 4 }, 'already-started']
      ];
      for (const [type, body, code] of cases) {
        const heard = await heardBy(ann, bob, async () => {
          const error = ann.nextError();
          ann.sendRaw(type, body);
          expect((await error).code, `${type} ${JSON.stringify(body).slice(0, 40)}`).toBe(code);
        });
        expect(heard).toEqual([]);
      }
      // Bob is not to act; Ann must draw first.
      await expect(bob.act('d')).rejects.toMatchObject({ code: 'not-your-turn' });
      await expect(ann.act('e')).rejects.toMatchObject({ code: 'illegal', rule: 'must-draw' });
      const card = ann.snapshot?.match?.cards[0] as string;
      await ann.act('d');
      await expect(ann.act(`${card}>NE`)).rejects.toMatchObject({ code: 'illegal' });
      expect(ann.snapshot?.seq).toBe(before.seq + 1);
    });

    test('reactions are presets, heard by everyone', async () => {
      const [ann, bob] = await twoFriends();
      const heard = new Promise((resolve) => bob.on('reaction', resolve));
      ann.react('nice');
      expect(await heard).toEqual({ seat: 0, reaction: 'nice' });
    });
  });

  describe('stand-ins and the timer', () => {
    test('a player away past the grace period has a computer play the seat until they come back', async () => {
      const keeper = memoryKeeper();
      const ann = await server.open({ players: 2 });
      const bob = await server.join(ann.code, 'Bob', keeper);
      await ann.start();
      bob.drop();
      const away = await ann.until((s) => s.seats[1].away);
      expect(away.seats[1].standIn).toBe(false);
      await ann.until((s) => s.seats[1].standIn);
      // Ann plays her turn; the stand-in plays Bob's, and it is Ann's turn again.
      await playUntil([ann], (s) => s.match?.turn === 1);
      const played = await ann.until((s) => s.action?.seat === 1 && s.action.by === 'computer');
      expect(played.action?.card).toBeUndefined();
      const back = await server.join(ann.code, 'Bob', keeper);
      expect(back.seat?.seat).toBe(1);
      const now = await ann.until((s) => !s.seats[1].away && !s.seats[1].standIn);
      expect(back.snapshot?.match?.handSizes).toEqual(now.match?.handSizes);
    });

    test('a dropped connection comes back through Colyseus\'s reconnection, same seat, same position', async () => {
      const [ann, bob] = await twoFriends();
      const seq = bob.snapshot?.seq;
      // The socket closes without a leave: the client reconnects by itself.
      (bob as unknown as { room: { connection: { close(): void } } }).room.connection.close();
      await ann.until((s) => s.seats[1].away);
      await ann.until((s) => !s.seats[1].away);
      expect(bob.connected).toBe(true);
      expect(bob.seat?.seat).toBe(1);
      await ann.act('d');
      const after = await bob.until((s) => (s.seq ?? 0) > (seq ?? 0));
      expect(after.you).toBe(1);
    });

    test('a move sent as the connection drops fails as "unreachable", never hangs; once back, it goes through', async () => {
      const [ann, bob] = await twoFriends();
      (ann as unknown as { room: { connection: { close(): void } } }).room.connection.close();
      const lost = ann.act('d');
      expect(await refused(lost)).toBe('unreachable');
      // Away (the drop seen, not back yet): nothing is sent, and it says so at once.
      expect(ann.connected).toBe(false);
      expect(await refused(ann.act('d'))).toBe('unreachable');
      const deadline = Date.now() + 10_000;
      while (!ann.connected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(ann.connected).toBe(true);
      const drawn = await ann.act('d');
      expect(drawn.action).toMatchObject({ seat: 0, token: 'd' });
      await bob.until((s) => s.seq === drawn.seq);
    });

    test('with the timer on, a turn not finished in time is finished by the computer', async () => {
      const [ann] = await twoFriends({ timer: 30 });
      const s = ann.snapshot as TableSnapshot;
      expect(s.match?.turn).toBe(0);
      expect(s.deadline).toBeGreaterThan(Date.now() - 1000);
      const played = await ann.until((n) => n.action?.seat === 0 && n.action.by === 'computer');
      expect(played.action?.token).toBe('d');
      await expect(ann.act('e')).rejects.toMatchObject({ code: 'not-your-turn' });
    });
  });

  describe('a table nobody is at', () => {
    test('is closed, and rebuilt from the store when a player comes back, at the same position', async () => {
      const annKeeper = memoryKeeper();
      const ann = await server.open({ players: 2 }, 'Ann', annKeeper);
      const bob = await server.join(ann.code);
      await ann.start();
      // Stopped on Ann's turn: back alone, she finds it as it was. (On Bob's turn, his stand-in
      // would play 150 ms after the rebuild, before a slow join's first look at the table.)
      await playUntil([ann, bob], (s) => s.seq >= 8 && s.match?.turn === 0);
      const before = ann.snapshot as TableSnapshot;
      const room = server.colyseus.getRoomById(ann.code);
      const disposed = new Promise((resolve) => room['_events'].once('dispose', resolve));
      ann.drop();
      bob.drop();
      await disposed;
      expect(server.colyseus.getRoomById(ann.code)).toBeUndefined();
      const back = await server.join(ann.code, 'Ann', annKeeper);
      expect(back.seat?.seat).toBe(0);
      const now = await back.until((s) => s.seq === before.seq);
      expect(now.match).toEqual(before.match);
      expect(now.commitment).toBe(before.commitment);
      // Bob has not come back yet.
      expect(now.seats[1].away).toBe(true);
    });
  });

  describe('the commitment and its reveal', () => {
    test('the deal shown at the start is the deal played, and `sim table verify` replays it', async () => {
      const ann = await server.open({ players: 2, target: 10, level: 'easy' });
      const start = await ann.start();
      const commitment = start.commitment as string;
      const seen: TableSnapshot[] = [];
      ann.on('table', (s) => seen.push(s));
      const end = await playUntil([ann], (s) => s.match?.phase === 'over');
      const reveal = end.reveal;
      expect(reveal).not.toBeNull();
      expect(reveal?.commitment).toBe(commitment);
      expect(createHash('sha256').update(reveal!.deck + reveal!.salt).digest('hex')).toBe(commitment);
      // Never before the end: not the deck, not the salt; and no card but Ann's own and the piles'.
      const leaks: string[] = [];
      for (const s of seen.filter((x) => x.match?.phase !== 'over')) {
        const text = JSON.stringify(s);
        if (text.includes(reveal!.deck) || text.includes(reveal!.salt)) leaks.push(`seq ${s.seq}: deck or salt`);
        const known = new Set([...(s.match?.cards ?? []), ...Object.values(s.match?.piles ?? {}).flat()]);
        for (const code of text.match(/"[A2-9TJQK][CDHS]"/g) ?? []) if (!known.has(code.slice(1, -1))) leaks.push(`seq ${s.seq}: ${code}`);
      }
      expect(seen.length).toBeGreaterThanOrEqual(end.seq - start.seq);
      expect(leaks).toEqual([]);
      const run = runTable(['verify', '--deck', reveal!.deck, '--salt', reveal!.salt, '--commitment', commitment, '--players', '2', '--target', '10', '--level', 'easy', '--moves', reveal!.moves]);
      expect(run.stderr).toEqual([]);
      expect(JSON.parse(run.stdout[0])).toMatchObject({ verified: true, over: true, totals: end.match?.totals, winner: end.match?.winner });
      const forged = runTable(['verify', '--deck', reveal!.deck, '--salt', '00' + reveal!.salt.slice(2), '--commitment', commitment, '--players', '2', '--target', '10', '--moves', reveal!.moves]);
      expect(forged.code).toBe(1);
      expect(forged.stderr[0]).toContain('does not match');
    }, 30_000);
  });

  test('someAction picks a legal action', () => {
    expect(someAction({ match: { legal: ['e', '9H>N'] } } as unknown as TableSnapshot)).toBe('9H>N');
  });

  describe('hidden information on the wire', () => {
    test('no WebSocket frame either player receives over a whole match holds a card they may not know yet', async () => {
      const ann = await server.open({ players: 3, target: 10, level: 'easy' });
      const bob = await server.join(ann.code);
      const frames: { who: TableConnection; seat: number; bytes: Buffer; seq: number }[] = [];
      for (const [who, seat] of [[ann, 0], [bob, 1]] as const) {
        const ws = (who as unknown as { room: { connection: { transport: { ws: { on(e: string, f: (b: Buffer) => void): void } } } } }).room.connection.transport.ws;
        // The seq a frame belongs to: the snapshot it carries, or the last one before it.
        ws.on('message', (bytes) => frames.push({ who, seat, bytes: Buffer.from(bytes), seq: who.snapshot?.seq ?? 0 }));
      }
      await ann.start();
      await bob.until((s) => s.match !== null);
      const end = await playUntil([ann, bob], (s) => s.match?.phase === 'over');
      await bob.until((s) => s.seq === end.seq);
      const events = (await server.store.load(ann.code))!;
      const deck = end.reveal!.deck;
      const salt = end.reveal!.salt;
      const leaks: string[] = [];
      // The table after each number of events, built once.
      const tables = [rebuildTable(ann.code, events.slice(0, 1))];
      for (const event of events.slice(1)) tables.push(applyEvent(tables[tables.length - 1], event));
      for (const frame of frames) {
        // What the frame carries, decoded by the client after the frame arrived: its own seq.
        const text = frame.bytes.toString('latin1');
        const at = text.indexOf('\xa3seq');
        const b = frame.bytes;
        const seq = at < 0 ? frame.seq : b[at + 4] < 0x80 ? b[at + 4] : b[at + 4] === 0xcc ? b[at + 5] : b.readUInt16BE(at + 5);
        const table = tables[seq - 1];
        if (!table.match) continue;
        if (table.match.phase !== 'over' && (text.includes(deck) || text.includes(salt))) leaks.push(`seat ${frame.seat}, seq ${seq}: the deck or salt`);
        const known = new Set([...table.match.hands[frame.seat], ...table.match.piles.flat()].map(makeCard));
        // Card codes travel as MessagePack strings of two characters: 0xa2, then the code.
        for (const m of text.matchAll(/\xa2([A2-9TJQK][CDHS])/g)) {
          if (!known.has(m[1]) && table.match.phase !== 'over') leaks.push(`seat ${frame.seat}, seq ${seq}: ${m[1]}`);
        }
      }
      // Each player heard every action (one snapshot each at least), and all of it was checked.
      const actions = events.filter((e) => e.k === 'act').length;
      for (const seat of [0, 1]) expect(frames.filter((f) => f.seat === seat).length).toBeGreaterThanOrEqual(actions);
      expect(leaks).toEqual([]);
    }, 30_000);
  });
}

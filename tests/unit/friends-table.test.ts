// The friends' table page state (table/online/friends.svelte.ts) over a stand-in connection: a move
// lost to a dropped connection says so, and the line goes once the table is back; a refusal stays.
import { describe, expect, it } from 'vitest';
import { FriendsTable } from '$lib/table/online/friends.svelte';
import { memoryKeeper, TableError, type TableConnection } from '$lib/table/online/client';
import type { TableSnapshot } from '$lib/table/online/protocol';

const snapshot = (seq: number) => ({ seq, match: { legal: ['d'] }, reveal: null, ack: null }) as unknown as TableSnapshot;

function standIn(fail: () => TableError) {
  const tables = new Set<(s: TableSnapshot) => void>();
  const connection = {
    code: 'AAAAAAAAAAAAAAAA',
    connected: true,
    snapshot: snapshot(1),
    on: (type: string, f: (s: TableSnapshot) => void) => (type === 'table' && tables.add(f), () => tables.delete(f)),
    act: () => Promise.reject(fail()),
    drop: () => undefined
  };
  const table = new FriendsTable({
    endpoint: 'ws://nowhere',
    seats: memoryKeeper(),
    readName: () => 'Ann',
    writeName: () => undefined,
    showCode: () => undefined,
    open: async () => connection as unknown as TableConnection,
    join: async () => connection as unknown as TableConnection
  });
  return { table, send: (s: TableSnapshot) => tables.forEach((f) => f(s)) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("the friends' table's problem line", () => {
  it('says a move was lost to a drop, and clears once the table is seen again', async () => {
    const { table, send } = standIn(() => new TableError('unreachable', 'the connection dropped while this was on its way: the table shows whether it was made'));
    await table.create({ players: 2 });
    expect(table.phase).toBe('table');
    table.act('d');
    await settle();
    expect(table.problem).toBe('the connection dropped while this was on its way: the table shows whether it was made');
    send(snapshot(2));
    expect(table.problem).toBeNull();
    table.close();
  });

  it("keeps the table's refusal when the next snapshot comes", async () => {
    const { table, send } = standIn(() => new TableError('not-your-turn', 'it is not your turn'));
    await table.create({ players: 2 });
    table.act('d');
    await settle();
    expect(table.problem).toBe('it is not your turn');
    send(snapshot(2));
    expect(table.problem).toBe('it is not your turn');
    table.close();
  });
});

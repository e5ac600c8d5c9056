// What each client is sent after every change: the table as its seat may see it (a pure function;
// the match part is src/lib/table/online/view.ts, which never names a hidden card).
import type { Action, MatchState } from '../src/lib/table/engine/types.ts';
import type { PublicAction, SeatInfo, TableSnapshot } from '../src/lib/table/online/protocol.ts';
import { onlineView, publicAction } from '../src/lib/table/online/view.ts';
import { COMPUTER_NAMES, commitmentOf, revealOf, type Table } from './table.ts';

/** What the room knows beyond the stored table: who is connected and who plays for whom. */
export interface Presence {
  readonly away: ReadonlySet<number>;
  readonly standIn: ReadonlySet<number>;
  readonly deadline: number | null;
}

/** The action that led to the snapshot, with the state it was played on. */
export interface LastAction {
  readonly before: MatchState;
  readonly action: Action;
  readonly by: PublicAction['by'];
}

/** The host: the first seat a person holds (the one who opened the table, while seated). */
export const hostOf = (table: Table): number => Math.max(0, table.seats.findIndex((s) => s !== null));

export function seatsOf(table: Table, presence: Presence): SeatInfo[] {
  let computers = 0;
  return table.seats.map((s, seat) => {
    if (s) return { seat, name: s.name, kind: 'human', away: presence.away.has(seat), standIn: presence.standIn.has(seat) };
    if (!table.match) return { seat, name: '', kind: 'open', away: false, standIn: false };
    return { seat, name: COMPUTER_NAMES[computers++], kind: 'computer', away: false, standIn: false };
  });
}

export function snapshotFor(table: Table, presence: Presence, you: number | null, last: LastAction | null, ack: number | null): TableSnapshot {
  return {
    code: table.code,
    options: table.options,
    you,
    host: hostOf(table),
    seats: seatsOf(table, presence),
    seq: table.seq,
    commitment: table.deck && table.salt ? commitmentOf(table.deck, table.salt) : null,
    match: table.match && onlineView(table.match, you),
    action: last && publicAction(last.before, last.action, you, last.by),
    deadline: presence.deadline,
    reveal: revealOf(table),
    ack
  };
}

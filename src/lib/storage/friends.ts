// What this browser remembers of friends' tables (docs/table-online.md, "The page"): the name it
// gives (no account) and its seat token at each table, so a reload or a return takes the same
// seat. Only the last 20 tables are kept.
import { STORAGE_KEYS } from './keys';
import { readStored, writeStored } from './local';
import { isPlainObject } from './validate';

const NAME_MAX = 20;
const TABLES_KEPT = 20;

export function readFriendName(): string {
  const read = readStored(STORAGE_KEYS.friendsName, 'name', (d) => (typeof d === 'string' && d.length <= NAME_MAX ? d : null));
  return read.value ?? '';
}

export function writeFriendName(name: string): void {
  writeStored(STORAGE_KEYS.friendsName, name.slice(0, NAME_MAX));
}

type Tokens = Record<string, string>;

function readTokens(): Tokens {
  const read = readStored(STORAGE_KEYS.friendsSeats, 'seats at friends\u2019 tables', (d) =>
    isPlainObject(d) && Object.values(d).every((t) => typeof t === 'string' && t.length <= 200) ? (d as Tokens) : null
  );
  return read.value ?? {};
}

/** The seat keeper a friends' table is given (online/client.ts's SeatKeeper). */
export const friendsSeats = {
  get: (code: string): string | null => readTokens()[code] ?? null,
  set(code: string, token: string): void {
    const kept = Object.entries(readTokens()).filter(([c]) => c !== code).slice(-(TABLES_KEPT - 1));
    writeStored(STORAGE_KEYS.friendsSeats, Object.fromEntries([...kept, [code, token]]));
  }
};

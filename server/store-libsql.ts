// The embedded store: SQLite through libsql's prebuilt package, one file in the data folder
// (docs/table-online.md, "Where the data is"; why not PGlite: the same page). Write-ahead log with
// normal sync: a committed event survives the process being killed.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { LocalClaims, type TableClaim, type TableStore } from './store.ts';
import type { TableEvent } from './table.ts';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS tables (
     code TEXT PRIMARY KEY,
     opened_at INTEGER NOT NULL,
     finished_at INTEGER
   )`,
  `CREATE TABLE IF NOT EXISTS events (
     code TEXT NOT NULL REFERENCES tables(code),
     seq INTEGER NOT NULL,
     event TEXT NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (code, seq)
   )`
];

export class LibsqlStore implements TableStore {
  private constructor(private readonly db: Client) {}

  /** Opens (or makes) `tables.db` in folder `dir`. */
  static async open(dir: string): Promise<LibsqlStore> {
    mkdirSync(dir, { recursive: true });
    const db = createClient({ url: 'file:' + join(dir, 'tables.db') });
    await db.execute('PRAGMA journal_mode = WAL');
    await db.execute('PRAGMA synchronous = NORMAL');
    for (const sql of SCHEMA) await db.execute(sql);
    return new LibsqlStore(db);
  }

  async append(code: string, seq: number, event: TableEvent): Promise<void> {
    const at = Date.now();
    const insert = { sql: 'INSERT INTO events (code, seq, event, at) VALUES (?, ?, ?, ?)', args: [code, seq, JSON.stringify(event), at] };
    if (seq === 1) {
      await this.db.batch([{ sql: 'INSERT INTO tables (code, opened_at) VALUES (?, ?)', args: [code, at] }, insert], 'write');
    } else {
      await this.db.execute(insert);
    }
  }

  async load(code: string): Promise<TableEvent[] | null> {
    const rows = await this.db.execute({ sql: 'SELECT event FROM events WHERE code = ? ORDER BY seq', args: [code] });
    if (rows.rows.length === 0) return null;
    return rows.rows.map((r) => JSON.parse(String(r.event)) as TableEvent);
  }

  async finish(code: string): Promise<void> {
    await this.db.execute({ sql: 'UPDATE tables SET finished_at = ? WHERE code = ?', args: [Date.now(), code] });
  }

  private readonly claims = new LocalClaims();
  claim(code: string): Promise<TableClaim | null> {
    return this.claims.claim(code);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

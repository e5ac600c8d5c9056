// Where tables are kept (docs/table-online.md, "Stored events"). Every event is appended BEFORE
// anyone is told of it; a table is its `open` event's options and the events after it. Another
// implementation of this interface (a shared PostgreSQL or Redis, for several server processes)
// can replace the embedded one without the room knowing.
import type { TableEvent } from './table.ts';

export interface TableStore {
  /**
   * Appends event number `seq` (from 1) of table `code`. Fails if that number is taken: a table
   * is written by one room at a time, and nothing is stored twice.
   */
  append(code: string, seq: number, event: TableEvent): Promise<void>;
  /** Every event of `code` in order, or null for a table never opened. */
  load(code: string): Promise<TableEvent[] | null>;
  /** Marks a table finished (its match ended): kept, no longer rebuilt for play. */
  finish(code: string): Promise<void>;
  /**
   * Claims table `code` for a rebuild for at most `ms` milliseconds, or null when another claim
   * holds it. A store that several processes share must make this a lock they all see (Redis:
   * SET NX PX); an embedded store is one process's, so a claim in memory is enough.
   */
  claim(code: string, ms: number): Promise<TableClaim | null>;
  close(): Promise<void>;
}

export interface TableClaim {
  release(): Promise<void>;
}

/** Claims held in this process: for the stores only one process uses. */
export class LocalClaims {
  private readonly held = new Set<string>();
  async claim(code: string): Promise<TableClaim | null> {
    if (this.held.has(code)) return null;
    this.held.add(code);
    return { release: async () => void this.held.delete(code) };
  }
}

/** A store in memory: for tests of the room alone. */
export class MemoryStore implements TableStore {
  private readonly tables = new Map<string, TableEvent[]>();
  async append(code: string, seq: number, event: TableEvent): Promise<void> {
    const events = this.tables.get(code) ?? [];
    if (events.length !== seq - 1) throw new Error(`table ${code}: event ${seq} after ${events.length}`);
    events.push(structuredClone(event));
    this.tables.set(code, events);
  }
  async load(code: string): Promise<TableEvent[] | null> {
    return this.tables.get(code)?.map((e) => structuredClone(e)) ?? null;
  }
  async finish(): Promise<void> {}
  private readonly claims = new LocalClaims();
  claim(code: string): Promise<TableClaim | null> {
    return this.claims.claim(code);
  }
  async close(): Promise<void> {}
}

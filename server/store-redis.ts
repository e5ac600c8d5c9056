// The match store shared by several server processes (docs/deploy.md, "Why Redis"): the same
// events as the embedded store (store-libsql.ts), in the Redis the processes already share for
// Colyseus's presence and room routing. Per table: a list `kc:t:{CODE}:events` (one JSON event
// per entry, entry i = event i+1), a hash `kc:t:{CODE}` (opened_at, finished_at) and, while a
// process rebuilds it, a lock `kc:t:{CODE}:lock` (SET NX PX, released only by its holder).
import { Redis } from 'ioredis';
import type { TableClaim, TableStore } from './store.ts';
import type { TableEvent } from './table.ts';

const key = (code: string) => `kc:t:{${code}}`;

/** Appends ARGV[2] as event ARGV[1] only when the list holds exactly ARGV[1] - 1 events (atomic in Redis). */
const APPEND = `
local n = redis.call('LLEN', KEYS[1])
if n ~= tonumber(ARGV[1]) - 1 then return redis.error_reply('seq ' .. ARGV[1] .. ' after ' .. n) end
redis.call('RPUSH', KEYS[1], ARGV[2])
if n == 0 then redis.call('HSET', KEYS[2], 'opened_at', ARGV[3]) end
return n + 1`;

/** Deletes the lock only if it still holds this claim's token (a lapsed lock may be someone else's). */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export class RedisStore implements TableStore {
  private constructor(private readonly redis: Redis) {}

  /** Connects to `url` (redis://host:port/db) and checks that it answers. */
  static async open(url: string): Promise<RedisStore> {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    await redis.connect();
    await redis.ping();
    return new RedisStore(redis);
  }

  async append(code: string, seq: number, event: TableEvent): Promise<void> {
    await this.redis.eval(APPEND, 2, key(code) + ':events', key(code), String(seq), JSON.stringify(event), String(Date.now()));
  }

  async load(code: string): Promise<TableEvent[] | null> {
    const rows = await this.redis.lrange(key(code) + ':events', 0, -1);
    return rows.length === 0 ? null : rows.map((r) => JSON.parse(r) as TableEvent);
  }

  async finish(code: string): Promise<void> {
    await this.redis.hset(key(code), 'finished_at', String(Date.now()));
  }

  async claim(code: string, ms: number): Promise<TableClaim | null> {
    const token = crypto.randomUUID();
    const lock = key(code) + ':lock';
    if ((await this.redis.set(lock, token, 'PX', ms, 'NX')) !== 'OK') return null;
    return { release: async () => void (await this.redis.eval(RELEASE, 1, lock, token)) };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

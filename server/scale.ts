// Several server processes sharing one Redis (docs/deploy.md): Colyseus's RedisPresence (pub/sub
// between processes) and RedisDriver (where every room is), and the match store in the same Redis.
// Chosen by REDIS_URL; without it a process is alone, as `npm start` runs.
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import type { AppOptions } from './app.ts';
import { RedisStore } from './store-redis.ts';

export type Scaling = Pick<AppOptions, 'store' | 'presence' | 'driver' | 'publicAddress'>;

/**
 * The shared parts for REDIS_URL (redis://host:port/db) and PUBLIC_ADDRESS (how a browser reaches
 * this process: the proxy's host and this process's path prefix, or its own host:port).
 */
export async function sharedByRedis(url: string, publicAddress: string | undefined): Promise<Scaling> {
  const store = await RedisStore.open(url);
  return { store, presence: new RedisPresence(url), driver: new RedisDriver(url), ...(publicAddress && { publicAddress }) };
}

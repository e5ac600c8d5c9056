// `npm start`'s server: the built site and the friends' tables on one port (docs/table-online.md).
// PORT (4173), HOST (all interfaces), DATA_DIR (./data: the tables' database), and for tests
// TABLE_GRACE_MS, TABLE_TIMER_UNIT_MS, TABLE_COMPUTER_DELAY_MS, TABLE_MAX_PER_SECOND. With REDIS_URL
// (and PUBLIC_ADDRESS) it is one of several processes sharing that Redis (docs/deploy.md), and
// DATA_DIR is not used.
import { resolve } from 'node:path';
import { startApp } from './app.ts';
import { sharedByRedis, type Scaling } from './scale.ts';
import { LibsqlStore } from './store-libsql.ts';

const env = process.env;
const num = (name: string): number | undefined => {
  const v = env[name];
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name}="${v}" is not a number of 0 or more`);
  return n;
};

const dataDir = resolve(env.DATA_DIR ?? 'data');
const redisUrl = env.REDIS_URL || undefined;
const scaling: Scaling = redisUrl ? await sharedByRedis(redisUrl, env.PUBLIC_ADDRESS || undefined) : { store: await LibsqlStore.open(dataDir) };
const room = Object.fromEntries(
  Object.entries({ graceMs: num('TABLE_GRACE_MS'), timerUnitMs: num('TABLE_TIMER_UNIT_MS'), computerDelayMs: num('TABLE_COMPUTER_DELAY_MS'), maxPerSecond: num('TABLE_MAX_PER_SECOND') })
    .filter(([, v]) => v !== undefined)
);
const app = await startApp({ ...scaling, port: num('PORT') ?? 4173, host: env.HOST, site: resolve(env.SITE_DIR ?? 'build'), room });
console.log(`listening on http://${env.HOST ?? 'localhost'}:${app.port} (tables in ${redisUrl ? 'Redis ' + redisUrl.replace(/\/\/[^@/]*@/, '//') : dataDir})`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.close().finally(() => process.exit(0));
  });
}

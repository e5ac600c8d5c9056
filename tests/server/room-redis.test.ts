// The room tests again on the configuration of several processes (docs/deploy.md): Colyseus's
// RedisPresence and RedisDriver and the match store in a private Redis (room-suite.ts).
import { afterAll } from 'vitest';
import { sharedByRedis } from '../../server/scale';
import { startTestServer } from './helpers';
import { startRedis, type TestRedis } from '../../scripts/local-servers';
import { roomSuite } from './room-suite';

let redis: TestRedis | undefined;
afterAll(() => redis?.stop());

roomSuite(async () => {
  redis = await startRedis();
  return startTestServer({}, await sharedByRedis(redis.url, undefined));
});

/**
 * A key's rate limit is counted in Redis when the server runs clustered: spreading requests over
 * two instances does not dodge it (Debian's redis-server, started here on a free port).
 */
import type { CreatedApiKey } from '@idle/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryBusNetwork } from '../../cluster/bus';
import { hasRedisServer, type PrivateRedis, startPrivateRedis } from '../../cluster/private-redis';
import { createTestGame } from '../../test-support';
import { PUBLIC_API_REQUESTS_PER_MINUTE } from './limits';

let redisServer: PrivateRedis | null = null;

beforeAll(async () => {
  // Required, as for the cluster's own Redis tests: a missing one fails, never skips.
  if (!hasRedisServer) {
    throw new Error('These tests need redis-server (apt-get install redis-server).');
  }
  redisServer = await startPrivateRedis();
});
afterAll(() => {
  redisServer?.stop();
});

describe('the public API over two instances', () => {
  it('counts one key’s requests together, whichever instance answers them', async () => {
    const redis = new Redis(redisServer?.url ?? '');
    const network = memoryBusNetwork();
    const a = await createTestGame({ cluster: { bus: network.join(), rateLimitRedis: redis } });
    const b = await createTestGame({
      cluster: { bus: network.join(), sharesWith: a, rateLimitRedis: redis },
    });
    try {
      const cookie = await a.register('Twin_1');
      const created = await a.post(
        'preferences.php',
        { mod: 'createApiKey', name: 'Tool', scopes: ['inventory'] },
        cookie,
      );
      const { token } = created.json<CreatedApiKey>();
      const statuses: number[] = [];
      for (let index = 0; index <= PUBLIC_API_REQUESTS_PER_MINUTE; index++) {
        const answer = await (index % 2 === 0 ? a : b).app.inject({
          method: 'GET',
          url: '/api/v1/inventory',
          headers: { 'x-api-key': token },
        });
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429)
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Each instance answered about half, yet the last is over the key's limit.
      expect(statuses).toEqual([...Array<number>(PUBLIC_API_REQUESTS_PER_MINUTE).fill(200), 429]);
    } finally {
      await b.close();
      await a.close();
      await redis.quit();
    }
  });
});

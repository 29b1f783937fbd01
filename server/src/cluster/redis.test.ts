/**
 * The bus and the world lease over a real Redis (Debian's redis-server, started here on a free
 * port for this file only).
 */
import { TOO_MANY_ATTEMPTS_TEXT } from '@idle/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGame } from '../test-support';
import { type ClusterMessage, memoryBusNetwork, redisBus } from './bus';
import { hasRedisServer, type PrivateRedis, startPrivateRedis } from './private-redis';
import { redisLease } from './world-once';

let redisServer: PrivateRedis | null = null;
let url = '';

beforeAll(async () => {
  // Required: the README and .ci/run install redis-server; a missing one fails, never skips.
  if (!hasRedisServer) {
    throw new Error('These tests need redis-server (apt-get install redis-server).');
  }
  redisServer = await startPrivateRedis();
  url = redisServer.url;
});

afterAll(() => {
  redisServer?.stop();
});

describe('over Redis', () => {
  it('carries a message to the other instances and not back to its sender', async () => {
    const a = await redisBus(url);
    const b = await redisBus(url);
    const seenByA: ClusterMessage[] = [];
    const seenByB: { message: ClusterMessage; from: string }[] = [];
    a.subscribe((message) => seenByA.push(message));
    b.subscribe((message, from) => seenByB.push({ message, from }));
    a.publish({ kind: 'forget', userId: 42 });
    await expect.poll(() => seenByB.length).toBe(1);
    expect(seenByB[0]).toEqual({ message: { kind: 'forget', userId: 42 }, from: a.instanceId });
    expect(seenByA).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });

  it('lets one instance hold the world lease, and another take it once it lapses', async () => {
    const redis = new Redis(url);
    const first = redisLease(redis, 'instance-a', 300);
    const second = redisLease(redis, 'instance-b', 300);
    expect(await first.hold()).toBe(true);
    expect(await second.hold()).toBe(false);
    expect(await first.hold()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await second.hold()).toBe(true);
    expect(await first.hold()).toBe(false);
    await second.release();
    expect(await first.hold()).toBe(true);
    await redis.quit();
  });

  it('counts login attempts across instances: spreading them over two does not dodge the limit', async () => {
    const network = memoryBusNetwork();
    const redis = new Redis(url);
    // Another run's counts must not carry over.
    await redis.flushall();
    const a = await createTestGame({ cluster: { bus: network.join(), rateLimitRedis: redis } });
    const b = await createTestGame({
      cluster: { bus: network.join(), sharesWith: a, rateLimitRedis: redis },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const answer = await (i % 2 === 0 ? a : b).post('account.php', {
        mod: 'login',
        username: 'nobody',
        password: 'wrong password',
      });
      statuses.push(answer.statusCode);
      if (i === 10) expect(answer.json()).toEqual({ error: TOO_MANY_ATTEMPTS_TEXT });
    }
    // Ten refusals of the password, then the limit, though each instance saw only five or six.
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    await b.close();
    await a.close();
    await redis.quit();
  });
});

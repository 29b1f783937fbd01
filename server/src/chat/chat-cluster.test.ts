/**
 * Chat across two game server instances on one database, each with its own socket server, joined
 * over a real Redis where redis-server is installed (the in-memory bus otherwise): lines, private
 * messages, ignore-list changes and a changed chat token reach the other instance's sockets, and
 * the rate limit counts a player's messages on both.
 */
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_RATE_POINTS } from './rate-limit';
import { type ChatServer, startChatServer } from './socket';
import { type ClusterBus, memoryBusNetwork, redisBus } from '../cluster/bus';
import { type ClusteredHub, clusteredHub } from '../cluster/clustered-hub';
import { hasRedisServer, type PrivateRedis, startPrivateRedis } from '../cluster/private-redis';
import { TEST_PASSWORD, createTestGame, type TestGame } from '../test-support';
import {
  type ChatClient,
  chatAccess,
  connectChat,
  drain,
  expectNoLine,
  lineWith,
  nextError,
  storedLines,
} from './chat-support';

let redis: PrivateRedis | null = null;
beforeAll(async () => {
  if (hasRedisServer) redis = await startPrivateRedis();
});
afterAll(() => {
  redis?.stop();
});

interface Instance {
  t: TestGame;
  bus: ClusterBus;
  chat: ChatServer;
  hub: ClusteredHub;
  counter: Redis | null;
}
let a: Instance;
let b: Instance;

async function instance(bus: ClusterBus, sharesWith?: TestGame): Promise<Instance> {
  const t = await createTestGame(sharesWith ? { cluster: { bus, sharesWith } } : {});
  const chat = await startChatServer(t.game.db, t.game.clock, 0);
  const counter = redis ? new Redis(redis.url) : null;
  chat.useCluster(counter ? { bus, redis: counter } : { bus });
  // The game's calls push through this instance's sockets and, over the bus, the other's.
  const hub = clusteredHub(chat.hub, bus, () => t.game.clock.now());
  t.game.live = hub;
  return { t, bus, chat, hub, counter };
}

beforeEach(async () => {
  const network = memoryBusNetwork();
  const url = redis?.url;
  const join = () => (url ? redisBus(url) : Promise.resolve(network.join()));
  const [busA, busB] = await Promise.all([join(), join()]);
  a = await instance(busA);
  b = await instance(busB, a.t);
  // Each test's players start with ids from 1: counts of an earlier test must not carry over.
  await a.counter?.flushall();
});

afterEach(async () => {
  for (const side of [b, a]) {
    side.hub.close();
    await side.chat.close();
    // B uses A's storage: B closes first.
    await side.t.close();
    await side.bus.close();
    await side.counter?.quit();
  }
});

let cookies: Record<string, string> = {};
beforeEach(() => {
  cookies = {};
});
async function player(name: string, on: Instance): Promise<ChatClient> {
  cookies[name] ??= await a.t.register(name);
  return connectChat(on.chat, await chatAccess(on.t, cookies[name]));
}

describe('chat over two instances', () => {
  it('delivers a line sent on instance A to sockets on instance B', async () => {
    const ann = await player('Ann_1', a);
    const ben = await player('Ben_2', b);
    ann.say('hello from A');
    const got = await ben.next(lineWith('hello from A'));
    expect(got).toMatchObject({ type: 'msg', channel: 'general' });
    expect(got.data).toMatchObject({ from: { userid: ann.userId, username: 'Ann_1' } });
    // And once only, on both.
    await drain(ben, ann);
    expect(ben.lines().filter((line) => line.text === 'hello from A')).toHaveLength(1);
    expect(ann.lines().filter((line) => line.text === 'hello from A')).toHaveLength(1);
    expect(await storedLines(a.t)).toHaveLength(2);
  });

  it('delivers a private message to the recipient on the other instance only', async () => {
    const ann = await player('Ann_1', a);
    const ben = await player('Ben_2', b);
    const cid = await player('Cid_3', b);
    ann.say('/m Ben_2: psst');
    expect((await ben.next(lineWith('psst'))).type).toBe('pm-from');
    expect((await ann.next(lineWith('psst'))).type).toBe('pm-to');
    await drain(ann, cid);
    expectNoLine(cid, 'psst');
  });

  it('applies an ignore made through instance A to the socket on instance B', async () => {
    const ann = await player('Ann_1', a);
    const ben = await player('Ben_2', b);
    const cid = await player('Cid_3', a);
    const added = await a.t.post(
      'preferences.php',
      { mod: 'addIgnore', username: 'Ann_1' },
      cookies.Ben_2,
    );
    expect(added.statusCode).toBe(200);
    // The change reached B once a later line from A did (one channel, in order).
    await drain(cid, ben);
    ann.say('ignored on B');
    await cid.next(lineWith('ignored on B'));
    await drain(cid, ben);
    expectNoLine(ben, 'ignored on B');
  });

  it('closes the sockets on instance B when the password changes through instance A', async () => {
    await player('Ann_1', a);
    const onB = await player('Ann_1', b);
    const changed = await a.t.post(
      'preferences.php',
      {
        mod: 'changePassword',
        oldPassword: TEST_PASSWORD,
        newPassword1: 'a brand new password',
        newPassword2: 'a brand new password',
      },
      cookies.Ann_1,
    );
    expect(changed.json()).toBe(true);
    expect(await onB.closed).toBe(4003);
  });

  it.skipIf(!hasRedisServer)(
    "counts a player's messages on both instances towards one rate limit",
    async () => {
      const onA = await player('Ann_1', a);
      const onB = await player('Ann_1', b);
      const half = CHAT_RATE_POINTS / 2;
      for (let n = 1; n <= half; n += 1) onA.say(`a ${n}`);
      await onA.next(lineWith(`a ${half}`));
      for (let n = 1; n <= half; n += 1) onB.say(`b ${n}`);
      await onB.next(lineWith(`b ${half}`));
      onB.say('over the limit');
      expect(await nextError(onB)).toMatch(/^You are sending messages too fast\. Wait \d+ s/);
      onA.say('over on A too');
      expect(await nextError(onA)).toMatch(/^You are sending messages too fast\./);
      expect(await storedLines(a.t)).toHaveLength(CHAT_RATE_POINTS);
    },
  );
});

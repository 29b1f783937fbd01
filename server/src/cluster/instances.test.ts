/**
 * Two game server instances on one database, joined by the bus, each answering calls of the same
 * players (no sticky sessions): one tick per delay whichever instance it reaches, no stale state,
 * sessions ended everywhere, the world's boss seen on both, and value conserved under concurrent
 * calls spread over both. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL; the
 * instances talk over a real Redis where redis-server is installed (the in-memory bus otherwise).
 */
import type { LiveHub } from '../game/live-hub';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jewelFragments } from '../game/crafting/jewelcrafting';
import { createTestGame, itemsOf, type TestGame } from '../test-support';
import { type ClusterBus, memoryBusNetwork, redisBus } from './bus';
import { hasRedisServer, type PrivateRedis, startPrivateRedis } from './private-redis';
import { memoryLeases, runWorldOnce } from './world-once';

const DELAY = 6000;
let a: TestGame;
let b: TestGame;
let busA: ClusterBus;
let busB: ClusterBus;
let cookie: string;
const pushedOnA: string[] = [];

const recording: LiveHub = {
  toUser: () => undefined,
  broadcast: (message) => pushedOnA.push(message.type),
  forceLogout: () => undefined,
  onlineUserIds: () => [],
};

let redis: PrivateRedis | null = null;
beforeAll(async () => {
  if (hasRedisServer) redis = await startPrivateRedis();
});
afterAll(() => {
  redis?.stop();
});

/** Resolves once everything `from` published so far has reached `to` (one channel, in order). */
async function delivered(from: ClusterBus, to: ClusterBus): Promise<void> {
  const marker = -Math.floor(Math.random() * 1e9) - 1;
  await new Promise<void>((resolve) => {
    const stop = to.subscribe((message) => {
      if (message.kind === 'forget' && message.userId === marker) {
        stop();
        resolve();
      }
    });
    from.publish({ kind: 'forget', userId: marker });
  });
}

/** Everything either instance published has reached the other, and what it started has run. */
async function settle(): Promise<void> {
  await Promise.all([delivered(busA, busB), delivered(busB, busA)]);
  await new Promise((resolve) => setTimeout(resolve, 20));
}

beforeEach(async () => {
  pushedOnA.length = 0;
  if (redis) {
    busA = await redisBus(redis.url);
    busB = await redisBus(redis.url);
  } else {
    const network = memoryBusNetwork();
    busA = network.join();
    busB = network.join();
  }
  a = await createTestGame({ devTools: true, live: recording, cluster: { bus: busA } });
  b = await createTestGame({ devTools: true, cluster: { bus: busB, sharesWith: a } });
  cookie = await a.register('Twin_1');
});

afterEach(async () => {
  // B uses A's storage: B closes first.
  await b.close();
  await a.close();
  await Promise.all([busA.close(), busB.close()]);
});

const tick = (instance: TestGame) => instance.post('actions/battle.php', {}, cookie);

describe('two instances, one player', () => {
  it('gives one tick per delay whichever instance the ticks reach, from fresh state', async () => {
    await b.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    const first = await tick(a);
    expect(first.json()).toMatchObject({ autos: 149 });
    await settle();
    // At once on the other instance: refused, with the time left.
    const early = await tick(b);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ retryIn: DELAY });

    for (const [instance, autos] of [
      [b, 148],
      [a, 147],
      [b, 146],
    ] as const) {
      a.game.clock.advance(DELAY);
      const answer = await tick(instance);
      expect(answer.json()).toMatchObject({ autos });
      await settle();
    }

    // A change made through one instance is read by the other's next tick.
    await b.post('dev.php', { mod: 'setAutos', username: 'Twin_1', autos: 40 });
    await settle();
    a.game.clock.advance(DELAY);
    expect((await tick(a)).json()).toMatchObject({ autos: 39 });
  });

  it('tells the other instance of no tick, and keeps every reward when the ticks move between them', async () => {
    const heard: string[] = [];
    busA.subscribe((message) => heard.push(message.kind));
    busB.subscribe((message) => heard.push(message.kind));
    await a.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    await settle();
    heard.length = 0;
    const goldBefore = (await itemsOf(a.game, 'Twin_1')).gold ?? 0;
    // Each instance keeps a copy of the player's state from its own ticks; the other's ticks make
    // it stale (different autos, tracker and timer).
    const order = [a, a, b, b, a, b, a, a, b, a];
    let exp = 0;
    let gold = 0;
    for (const [index, instance] of order.entries()) {
      if (index > 0) a.game.clock.advance(DELAY);
      const answer = await tick(instance);
      expect(answer.statusCode).toBe(200);
      const body = answer.json<{
        autos: number;
        tracker: { actions: number; gold: number };
        data: { exp: number };
      }>();
      expect(body).toMatchObject({ autos: 149 - index, tracker: { actions: index + 1 } });
      exp += body.data.exp;
      gold = body.tracker.gold;
      // At once: refused, the stored timer's wait left; on the other instance only when the
      // next tick is this one's again, so its copy read now is stale by then.
      for (const other of order[index + 1] === instance ? [a, b] : [instance]) {
        const early = await tick(other);
        expect(early.statusCode).toBe(400);
        expect(early.json()).toMatchObject({ retryIn: DELAY });
      }
      await settle();
    }
    // Not a message per tick: only the settle markers went over the bus.
    expect(heard.filter((kind) => kind !== 'forget')).toEqual([]);
    const stored = await a.game.db
      .selectFrom('action_state')
      .innerJoin('users', 'users.id', 'action_state.user_id')
      .select('action_state.tracker')
      .where('users.username', '=', 'Twin_1')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.tracker)).toMatchObject({ actions: order.length, gold });
    const skill = await a.game.db
      .selectFrom('skills')
      .innerJoin('users', 'users.id', 'skills.user_id')
      .select('skills.exp')
      .where('users.username', '=', 'Twin_1')
      .where('skills.skill', '=', 'battling')
      .executeTakeFirstOrThrow();
    expect(skill.exp).toBe(exp);
    expect(gold).toBeGreaterThan(0);
    expect((await itemsOf(a.game, 'Twin_1')).gold ?? 0).toBe(goldBefore + gold);
  });

  it('gives one tick a delay when both instances take the same player’s tick at once', async () => {
    await a.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    await settle();
    for (let round = 0; round < 6; round += 1) {
      if (round > 0) a.game.clock.advance(DELAY);
      const answers = await Promise.all([tick(a), tick(b)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const ticked = answers.find((answer) => answer.statusCode === 200);
      expect(ticked?.json()).toMatchObject({ autos: 149 - round, tracker: { actions: round + 1 } });
    }
  });

  it('ends a session on every instance at once when the player logs out on one', async () => {
    expect((await b.get('misc.php', { mod: 'ping' }, cookie)).statusCode).toBe(200);
    await a.get('misc.php', { mod: 'logout' }, cookie);
    await settle();
    expect((await b.get('misc.php', { mod: 'ping' }, cookie)).json()).toEqual({
      fatalError: 'logout',
    });
  });

  it('shows the boss the world spawned on one instance to players of the other', async () => {
    const leases = memoryLeases(() => a.game.clock.now());
    const onB = runWorldOnce(b.game.world, leases(busB.instanceId), busB, { timers: false });
    const onA = runWorldOnce(a.game.world, leases(busA.instanceId), busA, { timers: false });
    await onB.check();
    await onA.check();
    expect([onA.leading, onB.leading]).toEqual([false, true]);
    await b.game.world.step();
    await settle();
    await settle();
    expect(pushedOnA).toContain('boss');
    const bosses = (await a.get('_load_initial_data.php', {}, cookie)).json<{
      bosses: unknown[];
    }>();
    expect(bosses.bosses).toHaveLength(1);
    await onA.stop();
    await onB.stop();
  });

  it('conserves every coin when many upgrades race over both instances', async () => {
    const gold = 20_000;
    await a.game.db
      .updateTable('items')
      .set({ amount: gold })
      .where('item_id', '=', 'gold')
      .execute();
    const initial = (await a.get('_load_initial_data.php', {}, cookie)).json<{
      equipment: Record<string, { levelUpgradeCost: number }>;
    }>();
    const calls = Array.from({ length: 200 }, (_, index) =>
      (index % 2 === 0 ? a : b).post('equipment.php', { mod: 'upgradeLevel', id: 1 }, cookie),
    );
    const answers = await Promise.all(calls);
    const upgraded = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) =>
        answer.json<{ eq: { level: number; levelUpgradeCost: number }; gold: number }>(),
      );
    expect(upgraded.length).toBeGreaterThan(0);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.json()).toEqual({ error: 'Not enough gold.' });
    }
    // Each success reached a level of its own: none paid for the same step twice.
    const levels = upgraded.map((answer) => answer.eq.level).sort((x, y) => x - y);
    expect(levels).toEqual(Array.from({ length: upgraded.length }, (_, index) => index + 2));
    // Step by step, the gold left is the gold before minus that step's price, to the last coin.
    const byLevel = new Map(upgraded.map((answer) => [answer.eq.level, answer]));
    let expected = gold - (initial.equipment['1']?.levelUpgradeCost ?? Number.NaN);
    for (const level of levels) {
      const answer = byLevel.get(level);
      expect(answer?.gold).toBe(expected);
      expected -= answer?.eq.levelUpgradeCost ?? Number.NaN;
    }
    const left = (await itemsOf(a.game, 'Twin_1')).gold ?? 0;
    expect(left).toBe(byLevel.get(levels.at(-1) ?? 0)?.gold);
    // The next step was not affordable: the refusals were right.
    expect(left).toBeLessThan(byLevel.get(levels.at(-1) ?? 0)?.eq.levelUpgradeCost ?? 0);
  });

  it('conserves every jewel, fragment and coin under 1,000 calls raced over both instances', async () => {
    const friend = await b.register('Twin_2');
    const jewels: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const granted = await a.post('dev.php', {
        mod: 'grantJewel',
        username: 'Twin_1',
        gemType: 2,
        rarity: 3,
      });
      jewels.push(granted.json<number>());
    }
    const gold = 50_000;
    await a.game.db
      .updateTable('items')
      .set({ amount: gold })
      .where('item_id', '=', 'gold')
      .execute();
    const goldBefore = (await itemsOf(a.game, 'Twin_2')).gold ?? 0;

    // Each jewel: five sends to Twin_2 and five deconstructions, on alternate instances; and
    // 800 upgrades by both players.
    const jewelCalls = jewels.flatMap((jid, index) =>
      Array.from({ length: 10 }, (_, n) => {
        const instance = (index + n) % 2 === 0 ? a : b;
        return n % 2 === 0
          ? {
              kind: 'send',
              jid,
              call: () =>
                instance.post(
                  'equipment.php',
                  { mod: 'sendJewel', jid, username: 'Twin_2' },
                  cookie,
                ),
            }
          : {
              kind: 'destroy',
              jid,
              call: () => instance.post('equipment.php', { mod: 'destroyJewel', id: jid }, cookie),
            };
      }),
    );
    const upgradeCalls = Array.from({ length: 800 }, (_, n) => ({
      kind: 'upgrade',
      jid: 0,
      call: () =>
        (n % 2 === 0 ? a : b).post(
          'equipment.php',
          { mod: 'upgradeLevel', id: 1 + (n % 8) },
          n % 4 < 2 ? cookie : friend,
        ),
    }));
    const calls = [...jewelCalls, ...upgradeCalls];
    expect(calls).toHaveLength(1000);
    const answers = await Promise.all(calls.map(({ call }) => call()));

    const succeeded = (kind: string) =>
      calls.filter((entry, index) => entry.kind === kind && answers[index]?.statusCode === 200);
    const sent = succeeded('send');
    const destroyed = succeeded('destroy');
    // Every jewel went exactly one way.
    expect([...sent, ...destroyed].map((entry) => entry.jid).sort()).toEqual([...jewels].sort());
    const owned = await a.game.db.selectFrom('jewels').select(['id', 'user_id']).execute();
    expect(owned).toHaveLength(sent.length);
    expect(new Set(owned.map((row) => row.id))).toEqual(new Set(sent.map((entry) => entry.jid)));
    expect((await itemsOf(a.game, 'Twin_1')).gem_fragments ?? 0).toBe(
      destroyed.length * jewelFragments(2, 3),
    );
    // Gold: what each player has left is what they had minus what their successful upgrades said.
    for (const [name, player, start] of [
      ['Twin_1', cookie, gold],
      ['Twin_2', friend, goldBefore],
    ] as const) {
      const theirs = upgradeCalls
        .map((entry, index) => ({ entry, answer: answers[jewelCalls.length + index], index }))
        .filter(({ index }) => (index % 4 < 2 ? cookie : friend) === player)
        .filter(({ answer }) => answer?.statusCode === 200)
        .map(({ answer }) => answer?.json<{ gold: number }>().gold ?? Number.NaN);
      const left = (await itemsOf(a.game, name)).gold ?? 0;
      expect(left).toBeGreaterThanOrEqual(0);
      // Every success raised one level, and nothing else did.
      const levels = await a.game.db
        .selectFrom('equipment')
        .innerJoin('users', 'users.id', 'equipment.user_id')
        .select('equipment.level')
        .where('users.username', '=', name)
        .execute();
      expect(levels.reduce((sum, row) => sum + row.level - 1, 0)).toBe(theirs.length);
      // The lowest gold any success reported is the gold left: no spend went unrecorded.
      expect(theirs.length > 0 ? Math.min(...theirs) : start).toBe(left);
    }
  }, 60_000); // 1,000 calls through two instances: about 15 s on a busy machine
});

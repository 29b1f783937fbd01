/**
 * Pushes (issue 30) against a push service of our own that decrypts what it receives
 * (test-push-service.ts): a device subscribes with its rules, a notice the game raises arrives
 * once with the game's sentence, never while a tab of the player is visible, a 410 forgets the
 * subscription, two instances send one push, and bad input changes nothing.
 */
import type { PushAnswer } from '@idle/contracts';
import { PushSchemas } from '@idle/contracts/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatAccess, connectChat, lineWith } from '../../chat/chat-support';
import { startChatServer } from '../../chat/socket';
import { memoryBusNetwork, type ClusterBus } from '../../cluster/bus';
import { WORLD_BOSSES } from '../battle/bosses.schedule';
import {
  createTestGame,
  grantItems,
  registerEmptyHanded,
  userIdOf,
  type TestGame,
} from '../../test-support';
import { startTestPushService, type TestDevice, type TestPushService } from './test-push-service';

let t: TestGame;
let service: TestPushService;
let cookie: string;
let device: TestDevice;

beforeEach(async () => {
  service = await startTestPushService();
  t = await createTestGame();
  cookie = await t.register('Pusher_1');
  device = service.device('phone');
});
afterEach(async () => {
  await t.close();
  await service.close();
});

async function subscribe(
  game: TestGame,
  as: string,
  subscribed: TestDevice,
  rules: string[],
): Promise<PushAnswer> {
  const response = await game.post(
    'push.php',
    { mod: 'savePush', subscription: subscribed, rules },
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PushAnswer>();
}

const subscriptionRows = () =>
  t.game.db.selectFrom('push_subscriptions').selectAll().orderBy('id').execute();

async function bossNotice(game: TestGame): Promise<void> {
  await game.game.world.get(WORLD_BOSSES).spawn();
  await game.game.notices.settled();
}

describe('push.php', () => {
  it('subscribes a device with its rules, answers them back and unsubscribes it', async () => {
    const loaded = (await t.get('push.php', { mod: 'loadPush' }, cookie)).json<PushAnswer>();
    // A P-256 public key, base64url: what the browser subscribes with.
    expect(Buffer.from(loaded.publicKey, 'base64url')).toHaveLength(65);
    expect(loaded.rules).toBeNull();

    const saved = await subscribe(t, cookie, device, ['bossSpawned', 'whisper', 'bossSpawned']);
    expect(saved).toEqual({ publicKey: loaded.publicKey, rules: ['bossSpawned', 'whisper'] });
    const again = await t.get('push.php', { mod: 'loadPush', endpoint: device.endpoint }, cookie);
    expect(again.json()).toEqual(saved);
    // The same device, new rules: one row still.
    await subscribe(t, cookie, device, ['raidReturned']);
    expect(await subscriptionRows()).toHaveLength(1);

    const removed = await t.post(
      'push.php',
      { mod: 'removePush', endpoint: device.endpoint },
      cookie,
    );
    expect(removed.json()).toEqual({ publicKey: loaded.publicKey, rules: null });
    expect(await subscriptionRows()).toEqual([]);
  });

  it('refuses bad subscriptions and rules with a sentence, changing nothing', async () => {
    await subscribe(t, cookie, device, ['bossSpawned']);
    const before = await subscriptionRows();
    const refusals: [Record<string, unknown>, string][] = [
      [
        { subscription: { ...device, endpoint: 'ftp://push.example/x' }, rules: [] },
        PushSchemas.BAD_SUBSCRIPTION_TEXT,
      ],
      [
        { subscription: { ...device, endpoint: 'http://push.example/x' }, rules: [] },
        PushSchemas.BAD_SUBSCRIPTION_TEXT,
      ],
      [
        {
          subscription: { ...device, keys: { p256dh: 'short', auth: device.keys.auth } },
          rules: [],
        },
        PushSchemas.BAD_SUBSCRIPTION_TEXT,
      ],
      [
        { subscription: { endpoint: device.endpoint }, rules: [] },
        PushSchemas.BAD_SUBSCRIPTION_TEXT,
      ],
      [{ subscription: device, rules: ['autos'] }, 'That alert cannot be sent as a push.'],
      [{ subscription: '{oops', rules: [] }, 'The subscription could not be read.'],
    ];
    for (const [fields, error] of refusals) {
      const response = await t.post('push.php', { mod: 'savePush', ...fields }, cookie);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    const badTab = await t.post(
      'push.php',
      { mod: 'reportVisibility', tab: 'x', visible: true },
      cookie,
    );
    expect(badTab.json()).toEqual({ error: 'That tab is unknown.' });
    expect(await subscriptionRows()).toEqual(before);
    expect(await t.game.db.selectFrom('push_visible_tabs').selectAll().execute()).toEqual([]);
  });

  it('refuses a plain-HTTP push service in production, changing nothing', async () => {
    t.game.config = { ...t.game.config, production: true };
    const response = await t.post(
      'push.php',
      { mod: 'savePush', subscription: device, rules: ['bossSpawned'] },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PushSchemas.BAD_SUBSCRIPTION_TEXT });
    expect(await subscriptionRows()).toEqual([]);
  });

  it("never touches another player's subscription", async () => {
    await subscribe(t, cookie, device, ['bossSpawned']);
    const other = await t.register('Pusher_2');
    const removed = await t.post(
      'push.php',
      { mod: 'removePush', endpoint: device.endpoint },
      other,
    );
    expect(removed.json<PushAnswer>().rules).toBeNull();
    const seen = await t.get('push.php', { mod: 'loadPush', endpoint: device.endpoint }, other);
    expect(seen.json<PushAnswer>().rules).toBeNull();
    expect(await subscriptionRows()).toHaveLength(1);
  });
});

describe('sending', () => {
  it("sends a world boss's appearance to the devices that asked, decrypted as the game's sentence", async () => {
    await subscribe(t, cookie, device, ['bossSpawned']);
    const other = await t.register('Pusher_2');
    await subscribe(t, other, service.device('tablet'), ['raidReturned']);
    await bossNotice(t);
    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push?.endpoint).toBe('/push/phone');
    expect(push?.payload).toEqual({
      title: 'Idle RPG',
      body: expect.stringMatching(/^.+ has appeared!$/) as unknown,
      url: '/',
      tag: 'bossSpawned',
    });
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
  });

  it("sends a market fill to the order's owner once it is committed", async () => {
    const seller = await registerEmptyHanded(t, 'Seller');
    const buyer = await registerEmptyHanded(t, 'Buyer');
    await grantItems(t.game, 'Seller', { metal: 100 });
    await grantItems(t.game, 'Buyer', { gold: 10_000 });
    await subscribe(t, seller, device, ['marketOrderFilled']);
    const placed = await t.post(
      'market.php',
      { mod: 'placeSellOrder', itemid: 'metal', amount: 10, cost: 5 },
      seller,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const { playerOrders } = placed.json<{ playerOrders: { id: number }[] }>();
    const bought = await t.post(
      'market.php',
      { mod: 'buy', id: playerOrders[0]?.id, amount: 4 },
      buyer,
    );
    expect(bought.statusCode, bought.body).toBe(200);
    await t.game.notices.settled();
    expect(service.received.map((push) => push.payload)).toEqual([
      expect.objectContaining({ tag: 'marketOrderFilled', url: '/market_your_listings' }),
    ]);
  });

  it('sends a whisper to the recipient, with who wrote it', async () => {
    const chat = await startChatServer(t.game.db, t.game.clock, 0, t.game.notices);
    try {
      const ben = await t.register('Ben_2');
      await subscribe(t, ben, device, ['whisper']);
      const ann = await connectChat(chat, await chatAccess(t, cookie));
      const benSocket = await connectChat(chat, await chatAccess(t, ben));
      ann.say('/m ben_2: meet at the market');
      await benSocket.next(lineWith('meet at the market'));
      await t.game.notices.settled();
      expect(service.received.map((push) => push.payload)).toEqual([
        {
          title: 'Idle RPG',
          body: 'Pusher_1 whispers: meet at the market',
          url: '/',
          tag: 'whisper',
        },
      ]);
    } finally {
      await chat.close();
    }
  });

  it('sends nothing while a tab of the player is visible, and again once it is hidden', async () => {
    await subscribe(t, cookie, device, ['bossSpawned']);
    const report = (visible: boolean) =>
      t.post('push.php', { mod: 'reportVisibility', tab: 'tab_123456', visible }, cookie);
    expect((await report(true)).statusCode).toBe(200);
    await bossNotice(t);
    expect(service.received).toEqual([]);

    // A visible report lasts a while only: a tab that died without saying so stops counting.
    t.game.clock.advance(91_000);
    await bossNotice(t);
    expect(service.received).toHaveLength(1);

    await report(true);
    await report(false);
    await bossNotice(t);
    expect(service.received).toHaveLength(2);
  });

  it('forgets a subscription the push service answers 410 for, and keeps it on other failures', async () => {
    await subscribe(t, cookie, device, ['bossSpawned']);
    service.answer(device, 500);
    await bossNotice(t);
    expect(await subscriptionRows()).toHaveLength(1);
    service.answer(device, 410);
    await bossNotice(t);
    expect(await subscriptionRows()).toEqual([]);
    expect(service.received).toEqual([]);
  });
});

describe('two instances', () => {
  let buses: ClusterBus[];
  let second: TestGame;
  beforeEach(async () => {
    await t.close();
    const network = memoryBusNetwork();
    buses = [network.join(), network.join()];
    const [busA, busB] = buses;
    if (!busA || !busB) throw new Error('no buses');
    t = await createTestGame({ cluster: { bus: busA } });
    second = await createTestGame({ cluster: { bus: busB, sharesWith: t } });
    cookie = await t.register('Pusher_1');
  });
  afterEach(async () => {
    await second.close();
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it('sends one push per event however many instances step the world', async () => {
    await subscribe(second, cookie, device, ['bossSpawned', 'eventStarted']);
    t.game.world.setLeading(true);
    second.game.world.setLeading(true);
    // Past the first event of a fresh world; a boss spawns on a fresh world's first step.
    t.game.clock.advance(6 * 3600 * 1000);
    await Promise.all([t.game.world.step(), second.game.world.step()]);
    await Promise.all([t.game.notices.settled(), second.game.notices.settled()]);
    const tags = service.received.map((push) => (push.payload as { tag: string }).tag).sort();
    expect(tags).toEqual(['bossSpawned', 'eventStarted']);
    expect(await userIdOf(t.game, 'Pusher_1')).toBeGreaterThan(0);
  });
});

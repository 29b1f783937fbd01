/**
 * Value is conserved under concurrency: 20 players fire 10,000 random calls of the market
 * domain (orders placed, filled and cancelled, items sent, jewels listed, unlisted and bought,
 * the token store, the black market) in waves of 200 at once, spread over two instances of the
 * server on one database. Afterwards every item and coin is where the answers say it went, no
 * order was filled beyond its amount, nothing is held below zero and the audit balances; then
 * one unit put in directly is named by the audit.
 */
import type {
  BlackMarketCacheAnswer,
  BlackMarketCreditsAnswer,
  BuyJewelMarketAnswer,
  BuyJewelSlotsAnswer,
  MarketOrder,
  SpendBossTokensAnswer,
} from '@idle/contracts';
import {
  MARKET_CURRENCY_ITEM,
  ORDER_TYPE_BUY,
  ORDER_TYPE_SELL,
  buyOrderHeld,
} from '@idle/game-rules';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type ClusterBus, memoryBusNetwork } from '../../cluster/bus';
import { auditEconomy } from './economy-audit';
import { createTestGame, grantItems, type TestGame, userIdOf } from '../../test-support';
import { type Amounts, change, counterTotals, holdings, sumAmounts } from './economy-support';

const PLAYERS = 20;
const WAVES = 50;
const CALLS_PER_WAVE = 200;
const START: Amounts = {
  gold: 20_000_000,
  metal: 50_000,
  weapon_component: 5_000,
  boss_tokens: 5_000,
  dungeoneering_tokens: 100_000,
  resource_cache: 100,
};
const JEWELS_EACH = 3;
const TRADED = ['metal', 'weapon_component'] as const;

let a: TestGame;
let b: TestGame;
let busA: ClusterBus;
let busB: ClusterBus;
/** The instances' error lines: a server error fails the test with its cause. */
let serverErrors: string[];

beforeEach(async () => {
  const network = memoryBusNetwork();
  busA = network.join();
  busB = network.join();
  serverErrors = [];
  const app = {
    logger: {
      level: 'error' as const,
      stream: { write: (line: string) => serverErrors.push(line) },
    },
  };
  a = await createTestGame({ devTools: true, cluster: { bus: busA }, app });
  b = await createTestGame({ cluster: { bus: busB, sharesWith: a }, app });
});
afterEach(async () => {
  // B uses A's database: B closes first.
  await b.close();
  await a.close();
  await Promise.all([busA.close(), busB.close()]);
});

interface Response {
  statusCode: number;
  body: string;
  json: () => unknown;
}

interface Placed {
  type: number;
  original: number;
  filled: number;
  price: { price: number; priceDecimal: number; resource: boolean };
  /** What cancelling gave back (items of a sell order, gold of a buy order). */
  returned: number | null;
}

it('conserves every item and coin over 10,000 random market calls on two instances', async () => {
  const db = a.game.db;
  const cookies: string[] = [];
  const userIds: number[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const name = `Trader_${i}`;
    cookies.push(await (i % 2 === 0 ? a : b).register(name));
    await grantItems(a.game, name, START);
    userIds.push(await userIdOf(a.game, name));
    for (let jewel = 0; jewel < JEWELS_EACH; jewel++) {
      const granted = await a.post(
        'dev.php',
        { mod: 'grantJewel', username: name, gemType: 1 + ((i + jewel) % 4) },
        cookies[0],
      );
      expect(granted.statusCode, granted.body).toBe(200);
    }
  }
  const heldAtStart = await holdings(db);
  const countersAtStart = await counterTotals(db);
  const jewelIdsAtStart = (await db.selectFrom('jewels').select('id').orderBy('id').execute()).map(
    (row) => row.id,
  );

  // Seeded: each wave draws the same calls every run (the database may take them in any order).
  let seed = 20261124;
  const random = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * below);
  };
  const pick = <T>(list: readonly T[]): T | undefined => list[random(list.length)];

  const placed = new Map<number, Placed>();
  // What the answers say was created and destroyed (the market's tax among the destroyed).
  const created: { id: string; amount: number }[] = [];
  const destroyed: { id: string; amount: number }[] = [];
  const outcomes: Record<string, { ok: number; refused: number }> = {};

  type Wave = {
    orders: Awaited<ReturnType<typeof openOrders>>;
    jewels: { id: number; user_id: number; market_price: number | null }[];
  };
  const openOrders = () => db.selectFrom('market_orders').selectAll().orderBy('id').execute();

  /** One random call: its kind, and what to do with its answer when it succeeds. */
  const randomCall = (wave: Wave) => {
    const player = random(PLAYERS);
    const cookie = cookies[player] ?? '';
    const userId = userIds[player] ?? 0;
    const instance = random(2) === 0 ? a : b;
    const post = (path: string, body: Record<string, unknown>, as = cookie) =>
      instance.post(path, body, as);
    const roll = random(100);

    if (roll < 30) {
      const selling = roll < 15;
      const itemId = pick(TRADED) ?? 'metal';
      const resource = itemId === 'metal';
      const fields = {
        itemid: itemId,
        amount: 1 + random(40),
        cost: 1 + random(60),
        costDec: resource ? random(100) : 0,
        bulk: random(4) === 0 ? 1 : 0,
      };
      return {
        kind: selling ? 'placeSellOrder' : 'placeBuyOrder',
        send: () =>
          post('market.php', { mod: selling ? 'placeSellOrder' : 'placeBuyOrder', ...fields }),
        done(answer: unknown) {
          const { playerOrders } = answer as { playerOrders: MarketOrder[] };
          placed.set(Math.max(...playerOrders.map((order) => order.id)), {
            type: selling ? ORDER_TYPE_SELL : ORDER_TYPE_BUY,
            original: fields.amount,
            filled: 0,
            price: { price: fields.cost, priceDecimal: fields.costDec, resource },
            returned: null,
          });
        },
      };
    }
    if (roll < 60) {
      const buying = roll < 45;
      const order = pick(
        wave.orders.filter((row) => row.type === (buying ? ORDER_TYPE_SELL : ORDER_TYPE_BUY)),
      );
      if (!order) return null;
      const amount = order.bulk === 1 ? order.amount : 1 + random(order.amount);
      return {
        kind: buying ? 'buy' : 'sell',
        send: () => post('market.php', { mod: buying ? 'buy' : 'sell', id: order.id, amount }),
        done(answer: unknown) {
          const fill = answer as { amount: number; tax: number };
          const entry = placed.get(order.id);
          if (!entry) throw new Error(`order ${order.id} was never placed`);
          entry.filled += fill.amount;
          destroyed.push({ id: MARKET_CURRENCY_ITEM, amount: fill.tax });
        },
      };
    }
    if (roll < 70) {
      const order = pick(wave.orders);
      if (!order) return null;
      // Mostly the owner; sometimes another player, who must be refused.
      const owner = cookies[userIds.indexOf(order.user_id)] ?? cookie;
      return {
        kind: 'cancelOrder',
        send: () =>
          post(
            'market.php',
            { mod: 'cancelOrder', orderid: order.id, itemid: order.item_id },
            random(5) === 0 ? cookie : owner,
          ),
        done(answer: unknown) {
          const { itemsToAdd } = answer as { itemsToAdd: { amount: number }[] };
          const entry = placed.get(order.id);
          if (!entry) throw new Error(`order ${order.id} was never placed`);
          entry.returned = itemsToAdd.reduce((sum, item) => sum + item.amount, 0);
        },
      };
    }
    if (roll < 78) {
      const gold = random(2) === 0;
      const to = `Trader_${(player + 1 + random(PLAYERS - 1)) % PLAYERS}`;
      const fields = gold
        ? { itemid: MARKET_CURRENCY_ITEM, amount: 1 + random(20_000) }
        : { itemid: pick(TRADED) ?? 'metal', amount: 1 + random(500) };
      return {
        kind: 'sendItems',
        send: () => post('items.php', { mod: 'sendItems', username: to, ...fields }),
        done: () => undefined,
      };
    }
    if (roll < 92) {
      const own = wave.jewels.filter((jewel) => jewel.user_id === userId);
      if (roll < 84) {
        const jewel = pick(own.filter((row) => row.market_price === null));
        if (!jewel) return null;
        return {
          kind: 'sellJewelMarket',
          send: () =>
            post('equipment.php', {
              mod: 'sellJewelMarket',
              id: jewel.id,
              cost: 1 + random(100_000),
            }),
          done: () => undefined,
        };
      }
      if (roll < 86) {
        const jewel = pick(own.filter((row) => row.market_price !== null));
        if (!jewel) return null;
        return {
          kind: 'removeJewelMarket',
          send: () => post('equipment.php', { mod: 'removeJewelMarket', id: jewel.id }),
          done: () => undefined,
        };
      }
      const jewel = pick(wave.jewels.filter((row) => row.market_price !== null));
      if (!jewel) return null;
      return {
        kind: 'buyJewelMarket',
        send: () => post('equipment.php', { mod: 'buyJewelMarket', id: jewel.id }),
        done(answer: unknown) {
          const { tax } = answer as BuyJewelMarketAnswer;
          destroyed.push({ id: MARKET_CURRENCY_ITEM, amount: tax });
        },
      };
    }
    if (roll < 96) {
      if (roll < 95) {
        return {
          kind: 'spendBossTokens',
          send: () => post('store.php', { mod: 'spendBossTokens', id: 1 + random(3) }),
          done(answer: unknown) {
            const { itemsToAdd, itemsToRemove } = answer as SpendBossTokensAnswer;
            created.push(...itemsToAdd);
            destroyed.push(...itemsToRemove);
          },
        };
      }
      return {
        kind: 'buyJewelSlots',
        send: () => post('store.php', { mod: 'buyJewelSlots', jewelType: 1 + random(4) }),
        done(answer: unknown) {
          destroyed.push(...(answer as BuyJewelSlotsAnswer).itemsToRemove);
        },
      };
    }
    if (roll < 98) {
      return {
        kind: 'blackMarketCredits',
        send: () => post('store.php', { mod: 'blackMarketCredits' }),
        done(answer: unknown) {
          const { cost } = answer as BlackMarketCreditsAnswer;
          created.push({ id: 'bound_credits', amount: 1 });
          destroyed.push({ id: MARKET_CURRENCY_ITEM, amount: cost });
        },
      };
    }
    return {
      kind: 'blackMarketCache',
      send: () =>
        post('store.php', {
          mod: 'blackMarketCache',
          amount: 1 + random(3),
          resource: 1 + random(3),
        }),
      done(answer: unknown) {
        const { res, numRes, numCache } = answer as BlackMarketCacheAnswer;
        created.push({ id: res, amount: numRes });
        destroyed.push({ id: 'resource_cache', amount: numCache });
      },
    };
  };

  const run = async (call: NonNullable<ReturnType<typeof randomCall>>) => {
    const response: Response = await call.send();
    const outcome = (outcomes[call.kind] ??= { ok: 0, refused: 0 });
    if (response.statusCode === 200) {
      call.done(response.json());
      outcome.ok++;
      return;
    }
    // A refusal is a clear one: 400 with a text, never a server error.
    expect(response.statusCode, `${response.body} ${serverErrors.join('')}`).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) as string });
    outcome.refused++;
  };

  let fired = 0;
  for (let wave = 0; wave < WAVES; wave++) {
    const snapshot: Wave = {
      orders: await openOrders(),
      jewels: await db.selectFrom('jewels').select(['id', 'user_id', 'market_price']).execute(),
    };
    const calls = [];
    // A draw with nothing to act on (no open order, no listed jewel) draws again.
    while (calls.length < CALLS_PER_WAVE) {
      const call = randomCall(snapshot);
      if (call) calls.push(call);
    }
    await Promise.all(calls.map(run));
    fired += calls.length;
  }
  expect(fired).toBe(WAVES * CALLS_PER_WAVE);

  // Every order: never filled beyond its amount; what is open or was given back is the rest.
  const openRows = await openOrders();
  for (const [id, entry] of placed) {
    expect(entry.filled).toBeLessThanOrEqual(entry.original);
    const left = entry.original - entry.filled;
    const row = openRows.find((open) => open.id === id);
    if (entry.returned !== null) {
      expect(row).toBeUndefined();
      expect(entry.returned).toBe(
        entry.type === ORDER_TYPE_SELL ? left : buyOrderHeld(entry.price, left),
      );
    } else if (left === 0) {
      expect(row).toBeUndefined();
    } else {
      expect(row?.amount).toBe(left);
    }
  }
  expect(openRows.every((row) => placed.has(row.id) && row.amount > 0)).toBe(true);

  // Nothing held below zero.
  const negative = await db.selectFrom('items').selectAll().where('amount', '<', 0).execute();
  expect(negative).toEqual([]);

  // Every item and coin: what is held now (inventories, jewels, open orders' items and gold)
  // is what was held at the start, plus what the answers say was created, less what they say
  // was destroyed (the market's tax among it). Counted here, independently of the audit.
  const createdByAnswers = sumAmounts(created);
  const destroyedByAnswers = sumAmounts(destroyed);
  const expected = sumAmounts(
    Object.entries(heldAtStart).map(([id, amount]) => ({ id, amount })),
    created,
    destroyed.map(({ id, amount }) => ({ id, amount: -amount })),
  );
  expect(await holdings(db)).toEqual(expected);
  // The counters moved by exactly what the answers say.
  const countersAtEnd = await counterTotals(db);
  expect(change(countersAtStart.created, countersAtEnd.created)).toEqual(createdByAnswers);
  expect(change(countersAtStart.destroyed, countersAtEnd.destroyed)).toEqual(destroyedByAnswers);
  // Jewels only changed hands.
  const jewelIdsAtEnd = (await db.selectFrom('jewels').select('id').orderBy('id').execute()).map(
    (row) => row.id,
  );
  expect(jewelIdsAtEnd).toEqual(jewelIdsAtStart);
  expect((await auditEconomy(db)).differences).toEqual([]);

  // Every kind of call succeeded at times, so each path was taken.
  for (const [kind, outcome] of Object.entries(outcomes)) {
    expect(outcome.ok, kind).toBeGreaterThan(0);
  }
  expect(Object.keys(outcomes).sort()).toEqual(
    [
      'blackMarketCache',
      'blackMarketCredits',
      'buy',
      'buyJewelMarket',
      'buyJewelSlots',
      'cancelOrder',
      'placeBuyOrder',
      'placeSellOrder',
      'removeJewelMarket',
      'sell',
      'sellJewelMarket',
      'sendItems',
      'spendBossTokens',
    ].sort(),
  );

  // One unit put into storage behind the game's back: the audit names that item.
  const someone = userIds[3] ?? 0;
  await db
    .updateTable('items')
    .set({ amount: sql`amount + 1` })
    .where('user_id', '=', someone)
    .where('item_id', '=', 'weapon_component')
    .execute();
  const audit = await auditEconomy(db);
  expect(audit.differences).toHaveLength(1);
  const [difference] = audit.differences;
  expect(difference?.itemId).toBe('weapon_component');
  expect(
    (difference?.held ?? 0) - ((difference?.created ?? 0) - (difference?.destroyed ?? 0)),
  ).toBe(1);
}, 600_000);

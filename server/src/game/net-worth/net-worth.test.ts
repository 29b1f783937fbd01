/**
 * Net worth (issue 29): every part summed against figures worked out by hand from seeded trades,
 * an item never traded counting 0 and listed, another player's trades moving the value, and
 * no way to read another player's worth.
 */
import type { MarketOrder, NetWorthAnswer } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  TEST_START,
  createTestGame,
  grantItems,
  userIdOf,
  registerEmptyHanded,
  type TestGame,
} from '../../test-support';
import { insertJewel } from '../inventory/jewels.repository';
import { grantTrinket } from '../trinkets/dev';
import { loadNetWorth } from './net-worth';

const DAY = 86_400_000;

let t: TestGame;
let seller: string;
let buyer: string;
let other: string;

beforeEach(async () => {
  t = await createTestGame();
  seller = await registerEmptyHanded(t, 'Seller');
  buyer = await registerEmptyHanded(t, 'Buyer');
  other = await registerEmptyHanded(t, 'Other');
  await grantItems(t.game, 'Seller', { metal: 1_000, weapon_component: 100 });
  await grantItems(t.game, 'Buyer', { gold: 100_000, stone: 7 });
  await grantItems(t.game, 'Other', { gold: 1_000 });
});
afterEach(async () => {
  await t.close();
});

async function ok<T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}
const market = (mod: string, fields: Record<string, unknown>, as: string) =>
  ok<{ playerOrders: MarketOrder[] }>(t.post('market.php', { mod, ...fields }, as));
const worth = (as: string, query: Record<string, string> = {}) =>
  ok<NetWorthAnswer>(t.get('networth.php', { mod: 'loadNetWorth', ...query }, as));

/** The seller lists `amount` of the item and `as` buys all of it. */
async function trade(itemid: string, amount: number, cost: number, costDec = 0, as = buyer) {
  const { playerOrders } = await market(
    'placeSellOrder',
    { itemid, amount, cost, costDec },
    seller,
  );
  const order = playerOrders.reduce((a, b) => (a.id > b.id ? a : b));
  await market('buy', { id: order.id, amount }, as);
}

/** Buyer's holdings: 40 metal, 2 weapon components, 7 stone, a sell order of 2 weapon
 * components, a buy order of 10 metal at 3 gold, a jewel and a trinket. */
async function seedBuyer() {
  // Eight days ago: out of the window.
  await trade('metal', 50, 9, 0, other);
  t.game.clock.advance(8 * DAY);
  await trade('metal', 10, 2, 50); // 25 gold
  await trade('metal', 30, 2); // 60 gold
  await trade('weapon_component', 4, 40); // 160 gold
  await market('placeSellOrder', { itemid: 'weapon_component', amount: 2, cost: 100 }, buyer);
  await market('placeBuyOrder', { itemid: 'metal', amount: 10, cost: 3 }, buyer); // holds 30
  const buyerId = await userIdOf(t.game, 'Buyer');
  await insertJewel(t.game.db, {
    user_id: buyerId,
    type: 1,
    gem_type: 2,
    rarity: 1,
    health: 1,
    attack: 0,
    defence: 0,
    accuracy: 0,
    dodge: 0,
    equipped: 0,
    market_price: null,
    crafted_by_user_id: buyerId,
    crafted_by_name: 'Buyer',
    created_at: TEST_START,
  });
  await grantTrinket(t.game, { username: 'Buyer', type: 1, rarity: 2, tier: 1 });
}

const unvalued: NetWorthAnswer['notValued'] = [
  { kind: 'item', itemid: 'stone', amount: 7 },
  { kind: 'jewel', gemType: 2, rarity: 1, amount: 1 },
  { kind: 'trinket', rarity: 2, amount: 1 },
];

describe('networth.php loadNetWorth', () => {
  it('sums gold, items and orders at the 7-day average, by hand', async () => {
    await seedBuyer();
    // Gold: 100,000 - 25 - 60 - 160 - 30 held. Metal's average: (10 * 250 + 30 * 200) / 40 =
    // 212.5 -> 213 hundredths; the eight-day-old trade at 9 is out. Inventory: 40 * 2.13 +
    // 2 * 40 = 165.2. Orders: the sell order's 2 * 40 plus the buy order's 30.
    const expected: NetWorthAnswer = {
      days: 7,
      total: 99_725 + 165 + 110,
      gold: 99_725,
      inventory: 165,
      jewels: 0,
      trinkets: 0,
      orders: 110,
      notValued: unvalued,
    };
    expect(await worth(buyer)).toEqual(expected);
    expect(await loadNetWorth(t.game, await userIdOf(t.game, 'Buyer'))).toEqual(expected);
  });

  it("moves with another player's trades, and counts what the week has not priced as 0", async () => {
    await seedBuyer();
    // Other buys 4 weapon components at 10: their average is (4 * 40 + 4 * 10) / 8 = 25.
    await trade('weapon_component', 4, 10, 0, other);
    const moved = await worth(buyer);
    // Inventory: 40 * 2.13 + 2 * 25 = 135.2; orders: 2 * 25 + 30.
    expect(moved).toMatchObject({ gold: 99_725, inventory: 135, orders: 80, total: 99_940 });

    t.game.clock.advance(7 * DAY);
    const stale = await worth(buyer);
    expect(stale).toMatchObject({ gold: 99_725, inventory: 0, orders: 30, total: 99_755 });
    expect(stale.notValued).toEqual([
      expect.objectContaining({ kind: 'item' }),
      expect.objectContaining({ kind: 'item' }),
      expect.objectContaining({ kind: 'item' }),
      ...unvalued.slice(1),
    ]);
    expect(
      stale.notValued.flatMap((thing) =>
        thing.kind === 'item' ? [[thing.itemid, thing.amount]] : [],
      ),
    ).toEqual(
      expect.arrayContaining([
        ['metal', 40],
        ['weapon_component', 4],
        ['stone', 7],
      ]),
    );
  });

  it("answers only the caller's own worth", async () => {
    await seedBuyer();
    const own = await worth(buyer);
    const sellerId = await userIdOf(t.game, 'Seller');
    // A player named in the request is not read: the answer stays the caller's.
    expect(await worth(buyer, { userid: String(sellerId) })).toEqual(own);
    const sellers = await worth(seller);
    expect(sellers.gold).not.toBe(own.gold);
    const anonymous = await t.get('networth.php', { mod: 'loadNetWorth' });
    expect(anonymous.statusCode).not.toBe(200);
    expect(anonymous.body).not.toContain('"total"');
  });
});

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
import { grantJewel } from '../dev-tools/dev-tools';
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

/** A jewel of the kind for the player, equipped or not; answers its id. */
const gem = (username: string, gemType: number, rarity: number, equipped = 0) =>
  grantJewel(t.game, {
    username,
    gemType,
    rarity,
    health: 1,
    attack: 0,
    defence: 0,
    accuracy: 0,
    dodge: 0,
    equipped,
  });

/** The seller lists a new jewel of the kind at `cost` on the jewel market and Other buys it. */
async function sellJewel(gemType: number, rarity: number, cost: number) {
  const id = await gem('Seller', gemType, rarity);
  await ok(t.post('equipment.php', { mod: 'sellJewelMarket', id, cost }, seller));
  await ok(t.post('equipment.php', { mod: 'buyJewelMarket', id }, other));
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

  it('values jewels at the 7-day average sale of their gem type and rarity', async () => {
    await grantItems(t.game, 'Other', { gold: 50_000 });
    // Eight days ago: out of the window.
    await sellJewel(2, 1, 10_000);
    await seedBuyer();
    const before = await worth(buyer);
    expect(before.jewels).toBe(0);
    // Two sales of Buyer's kind in the week (average 400); other kinds' sales do not count.
    await sellJewel(2, 1, 300);
    await sellJewel(2, 1, 501);
    await sellJewel(2, 2, 9_000);
    await sellJewel(1, 1, 7_000);
    // With the seeded one, three jewels of the kind: unlisted, equipped, listed (counted once).
    await gem('Buyer', 2, 1, 1);
    const listed = await gem('Buyer', 2, 1);
    await ok(t.post('equipment.php', { mod: 'sellJewelMarket', id: listed, cost: 99_999 }, buyer));
    // A kind nobody sold this week counts 0 and stays listed.
    await gem('Buyer', 4, 3);

    const valued = await worth(buyer);
    // 3 * 400.5 = 1,201.5, rounded once.
    expect(valued).toEqual({
      ...before,
      jewels: 1_202,
      total: before.total + 1_202,
      notValued: [
        { kind: 'item', itemid: 'stone', amount: 7 },
        { kind: 'jewel', gemType: 4, rarity: 3, amount: 1 },
        { kind: 'trinket', rarity: 2, amount: 1 },
      ],
    });
    expect(await loadNetWorth(t.game, await userIdOf(t.game, 'Buyer'))).toEqual(valued);

    // A week on, those sales are out of the window too: the jewels count 0 and are listed.
    t.game.clock.advance(7 * DAY);
    const stale = await worth(buyer);
    expect(stale.jewels).toBe(0);
    expect(stale.notValued).toEqual(
      expect.arrayContaining([
        { kind: 'jewel', gemType: 2, rarity: 1, amount: 3 },
        { kind: 'jewel', gemType: 4, rarity: 3, amount: 1 },
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

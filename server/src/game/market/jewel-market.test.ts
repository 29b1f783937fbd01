import {
  JEWEL_SOLD_MESSAGE_TYPE,
  type BuyJewelMarketAnswer,
  type JewelListing,
} from '@idle/contracts';
import { NOT_ENOUGH_GOLD_TEXT, marketSaleNet, marketSaleTax } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { grantJewel } from '../dev-tools/dev-tools';
import { auditEconomy } from '../economy/economy-audit';
import { JEWEL_NOT_FOR_SALE_TEXT, OWN_JEWEL_TEXT, jewelSoldText } from './jewel-market';
import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect';
import {
  createTestGame,
  expectRefusedUnchanged,
  gameTables,
  grantItems,
  itemsOf,
  recordingLiveHub,
  registerEmptyHanded,
  userIdOf,
  type TestGame,
} from '../../test-support';

let t: TestGame;
let seller: string;
let buyer: string;
let pushed: { userId: number; type: string; data: unknown }[];

beforeEach(async () => {
  const recorded = recordingLiveHub();
  pushed = recorded.pushed;
  t = await createTestGame({ live: recorded.hub });
  seller = await registerEmptyHanded(t, 'Seller');
  buyer = await registerEmptyHanded(t, 'Buyer');
});
afterEach(async () => {
  await t.close();
});

interface Stats {
  health?: number;
  attack?: number;
  defence?: number;
  accuracy?: number;
  dodge?: number;
}

/** A jewel crafted by its owner, in their jewel inventory (neither equipped nor listed). */
function jewel(owner: string, gemType: number, stats: Stats, rarity = 2): Promise<number> {
  return grantJewel(t.game, {
    username: owner,
    gemType,
    rarity,
    health: stats.health ?? 0,
    attack: stats.attack ?? 0,
    defence: stats.defence ?? 0,
    accuracy: stats.accuracy ?? 0,
    dodge: stats.dodge ?? 0,
    equipped: 0,
  });
}

/** Lists the jewel through the owner's own call, as the jewel inventory does. */
async function list(id: number, cost: number, as: string): Promise<void> {
  const response = await t.post('equipment.php', { mod: 'sellJewelMarket', id, cost }, as);
  expect(response.statusCode, response.body).toBe(200);
}

const loadJewels = (gemType: unknown, as: string) =>
  t.post('market.php', { mod: 'loadJewels', gemType }, as);
const buyJewel = (id: unknown, as: string) =>
  t.post('equipment.php', { mod: 'buyJewelMarket', id }, as);

/** Per item, what the economy audit finds created less destroyed beyond what is held. */
async function imbalance(): Promise<Record<string, number>> {
  const { differences } = await auditEconomy(t.game.db);
  return Object.fromEntries(
    differences.map((entry) => [entry.itemId, entry.created - entry.destroyed - entry.held]),
  );
}

const jewelRow = (id: number) =>
  t.game.db.selectFrom('jewels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const jewelTrades = () =>
  t.game.db
    .selectFrom('jewel_trades')
    .select(['gem_type', 'rarity', 'price', 'traded_at', 'buyer_id', 'seller_id'])
    .orderBy('id')
    .execute();

describe('market.php loadJewels', () => {
  it('lists every listed jewel of the gem type, of any player, highest total first', async () => {
    const third = await registerEmptyHanded(t, 'Third');
    const small = await jewel('Seller', 2, { attack: 3, dodge: 1 });
    const big = await jewel('Third', 2, { health: 10, defence: 5 }, 3);
    const middle = await jewel('Buyer', 2, { accuracy: 6 });
    const sameTotal = await jewel('Seller', 2, { health: 2, attack: 2 });
    const unlisted = await jewel('Seller', 2, { attack: 50 });
    const otherGem = await jewel('Seller', 1, { attack: 40 });
    await list(small, 500, seller);
    await list(big, 12_000, third);
    await list(middle, 900, buyer);
    await list(sameTotal, 450, seller);
    await list(otherGem, 100, seller);

    const response = await loadJewels(2, buyer);
    expect(response.statusCode).toBe(200);
    const listings = response.json<JewelListing[]>();
    // Totals 15, 6, 4, 4 (the older first); the unlisted and the Sapphire are not there.
    expect(listings.map((entry) => entry.id)).toEqual([big, middle, small, sameTotal]);
    expect(listings.map((entry) => entry.id)).not.toContain(unlisted);
    expect(listings[0]).toEqual({
      id: big,
      gemType: 2,
      rarity: 3,
      stats: { health: 10, attack: 0, defence: 5, accuracy: 0, dodge: 0, total: 15 },
      cost: 12_000,
      userid: await userIdOf(t.game, 'Third'),
      username: 'Third',
      craftedBy: 'Third',
    } satisfies JewelListing);
    // The player's own listing is there too.
    expect(listings[1]).toMatchObject({ id: middle, username: 'Buyer', cost: 900 });

    expect((await loadJewels(1, buyer)).json<JewelListing[]>().map((entry) => entry.id)).toEqual([
      otherGem,
    ]);
  });

  it('answers an empty list for a gem type nobody sells', async () => {
    await jewel('Seller', 4, { attack: 3 });
    const response = await loadJewels(4, buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a gem type that does not exist, changing nothing', async () => {
    await expectRefusedUnchanged(
      t.game,
      () => loadJewels(5, buyer),
      'The gem type can be at most 4.',
    );
    await expectRefusedUnchanged(
      t.game,
      () => loadJewels(0, buyer),
      'The gem type must be at least 1.',
    );
    await expectRefusedUnchanged(
      t.game,
      () => loadJewels('ruby', buyer),
      'The gem type must be a number.',
    );
  });
});

describe('equipment.php buyJewelMarket', () => {
  it('moves the jewel to the buyer, unlisted, the gold to the seller less the tax, and tells the seller', async () => {
    const id = await jewel('Seller', 3, { attack: 4, dodge: 7 }, 4);
    await list(id, 10_000, seller);
    await grantItems(t.game, 'Buyer', { gold: 12_345 });
    await grantItems(t.game, 'Seller', { gold: 10 });
    const books = await imbalance();

    const response = await buyJewel(id, buyer);
    expect(response.statusCode, response.body).toBe(200);
    const buyerId = await userIdOf(t.game, 'Buyer');
    const sellerId = await userIdOf(t.game, 'Seller');
    expect(response.json()).toEqual({
      jewel: {
        id,
        type: 1,
        gemType: 3,
        rarity: 4,
        stats: { health: 0, attack: 4, defence: 0, accuracy: 0, dodge: 7, total: 11 },
        equipped: false,
        marketPrice: null,
        craftedBy: 'Seller',
        craftedByUserid: sellerId,
      },
      cost: 10_000,
      tax: 500,
    } satisfies BuyJewelMarketAnswer);
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 2_345 });
    expect(await itemsOf(t.game, 'Seller')).toEqual({ gold: 10 + 9_500 });
    expect(await jewelRow(id)).toMatchObject({
      user_id: buyerId,
      market_price: null,
      equipped: 0,
    });
    // The sale is kept once, with the jewel's kind and the price paid.
    expect(await jewelTrades()).toEqual([
      {
        gem_type: 3,
        rarity: 4,
        price: 10_000,
        traded_at: t.game.clock.now(),
        buyer_id: buyerId,
        seller_id: sellerId,
      },
    ]);
    // Off the market, and in the buyer's jewel inventory.
    expect(await (await loadJewels(3, buyer)).json()).toEqual([]);
    const data = (await t.get('_load_initial_data.php', {}, buyer)).json<{
      jewels: { id: number }[];
    }>();
    expect(data.jewels.map((entry) => entry.id)).toEqual([id]);

    const text = jewelSoldText('Buyer', { gemType: 3, rarity: 4 }, 9_500);
    expect(text).toBe(
      'Buyer bought your jewel [jewel:3:4] on the market: you received 9,500 gold after tax.',
    );
    const log = await t.game.db.selectFrom('log').select(['user_id', 'type', 'data']).execute();
    expect(log).toEqual([{ user_id: sellerId, type: 'jewel', data: text }]);
    expect(pushed).toEqual([
      { userId: sellerId, type: 'addItemsToUser', data: [{ id: 'gold', amount: 9_500 }] },
      { userId: sellerId, type: 'notification', data: text },
      { userId: sellerId, type: JEWEL_SOLD_MESSAGE_TYPE, data: { id, gemType: 3 } },
    ]);
    // The tax left the economy: counted as destroyed, on the seller's books.
    const counters = await t.game.db
      .selectFrom('economy_counters')
      .select('destroyed')
      .where('user_id', '=', sellerId)
      .where('item_id', '=', 'gold')
      .execute();
    expect(counters).toEqual([{ destroyed: 500 }]);
    // Whatever the set-up left unbalanced (the starting gold taken away), the purchase did not.
    expect(await imbalance()).toEqual(books);
  });

  it('uses the market tax of item sales (rounded down)', async () => {
    const id = await jewel('Seller', 1, { attack: 1 });
    await list(id, 39, seller);
    await grantItems(t.game, 'Buyer', { gold: 39 });
    expect((await buyJewel(id, buyer)).json()).toMatchObject({
      cost: 39,
      tax: marketSaleTax(39),
    });
    expect(marketSaleTax(39)).toBe(1);
    expect(await itemsOf(t.game, 'Buyer')).toEqual({});
    expect(await itemsOf(t.game, 'Seller')).toEqual({ gold: marketSaleNet(39) });
  });

  it('tells the seller alone which jewel of which gem type sold, and nobody when a purchase is refused', async () => {
    const third = await registerEmptyHanded(t, 'Third');
    const sold = await jewel('Seller', 2, { attack: 5 });
    const othersJewel = await jewel('Third', 2, { attack: 6 });
    await list(sold, 400, seller);
    await list(othersJewel, 500, third);
    await grantItems(t.game, 'Buyer', { gold: 450 });

    expect((await buyJewel(sold, buyer)).statusCode).toBe(200);
    await expectRefusedUnchanged(t.game, () => buyJewel(othersJewel, buyer), NOT_ENOUGH_GOLD_TEXT);

    const sellerId = await userIdOf(t.game, 'Seller');
    expect(pushed.filter((message) => message.type === JEWEL_SOLD_MESSAGE_TYPE)).toEqual([
      { userId: sellerId, type: JEWEL_SOLD_MESSAGE_TYPE, data: { id: sold, gemType: 2 } },
    ]);
  });

  it('refuses the own jewel, too little gold, unlisted and unknown jewels, changing nothing', async () => {
    const listed = await jewel('Seller', 2, { attack: 5 });
    const unlisted = await jewel('Seller', 2, { attack: 6 });
    await list(listed, 1_000, seller);
    await grantItems(t.game, 'Seller', { gold: 5_000 });
    await grantItems(t.game, 'Buyer', { gold: 999 });

    await expectRefusedUnchanged(t.game, () => buyJewel(listed, seller), OWN_JEWEL_TEXT);
    await expectRefusedUnchanged(t.game, () => buyJewel(listed, buyer), NOT_ENOUGH_GOLD_TEXT);
    await expectRefusedUnchanged(t.game, () => buyJewel(unlisted, buyer), JEWEL_NOT_FOR_SALE_TEXT);
    await expectRefusedUnchanged(
      t.game,
      () => buyJewel(listed + 100, buyer),
      JEWEL_NOT_FOR_SALE_TEXT,
    );
    await expectRefusedUnchanged(
      t.game,
      () => buyJewel('abc', buyer),
      'The choice must be a number.',
    );
    expect(pushed).toEqual([]);
    expect(await jewelTrades()).toEqual([]);
  });

  it('refuses a jewel already sold, and one taken off the market', async () => {
    const third = await registerEmptyHanded(t, 'Third');
    const sold = await jewel('Seller', 4, { dodge: 9 });
    const withdrawn = await jewel('Seller', 4, { dodge: 2 });
    await list(sold, 300, seller);
    await list(withdrawn, 300, seller);
    await grantItems(t.game, 'Buyer', { gold: 1_000 });
    await grantItems(t.game, 'Third', { gold: 1_000 });
    expect((await buyJewel(sold, buyer)).statusCode).toBe(200);
    await expectRefusedUnchanged(t.game, () => buyJewel(sold, third), JEWEL_NOT_FOR_SALE_TEXT);
    // The new owner cannot buy what is now theirs and unlisted either.
    await expectRefusedUnchanged(t.game, () => buyJewel(sold, buyer), JEWEL_NOT_FOR_SALE_TEXT);

    const removed = await t.post(
      'equipment.php',
      { mod: 'removeJewelMarket', id: withdrawn },
      seller,
    );
    expect(removed.statusCode).toBe(200);
    await expectRefusedUnchanged(t.game, () => buyJewel(withdrawn, third), JEWEL_NOT_FOR_SALE_TEXT);
    // The one sale, kept once.
    expect(await jewelTrades()).toEqual([
      expect.objectContaining({
        gem_type: 4,
        price: 300,
        buyer_id: await userIdOf(t.game, 'Buyer'),
      }),
    ]);
  });

  it('keeps no sale when the purchase fails after writing it (one transaction)', async () => {
    const id = await jewel('Seller', 2, { attack: 5 });
    await list(id, 700, seller);
    await grantItems(t.game, 'Buyer', { gold: 1_000 });
    // The seller's log line is written after the sale: make that write fail.
    if (isPostgres(t.game.db)) {
      await sql`create function refuse_log() returns trigger language plpgsql as
        $$ begin raise exception 'log refused'; end $$`.execute(t.game.db);
      await sql`create trigger refuse_log before insert on log
        for each row execute function refuse_log()`.execute(t.game.db);
    } else {
      await sql`create trigger refuse_log before insert on log
        begin select raise(abort, 'log refused'); end`.execute(t.game.db);
    }
    const before = await gameTables(t.game);

    const response = await buyJewel(id, buyer);

    expect(response.statusCode).toBe(500);
    expect(await jewelTrades()).toEqual([]);
    expect(await gameTables(t.game)).toEqual(before);
  });

  it('lets exactly one of many buyers fired at once have the jewel, conserving gold', async () => {
    // With the seller and Buyer, as many players as one test may register (the rate limit).
    const BUYERS = 8;
    const COST = 7_777;
    const id = await jewel('Seller', 1, { health: 20 });
    await list(id, COST, seller);
    const cookies: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      cookies.push(await registerEmptyHanded(t, `Rival_${i}`));
      await grantItems(t.game, `Rival_${i}`, { gold: 10_000 });
    }
    const goldOf = async (name: string) => (await itemsOf(t.game, name)).gold ?? 0;
    const books = await imbalance();

    const responses = await Promise.all(cookies.map((cookie) => buyJewel(id, cookie)));

    const won = responses.filter((response) => response.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const response of responses.filter((entry) => entry.statusCode !== 200)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: JEWEL_NOT_FOR_SALE_TEXT });
    }
    const answer = won[0]?.json<BuyJewelMarketAnswer>();
    expect(answer).toMatchObject({ cost: COST, tax: marketSaleTax(COST) });

    const rivalsGold = await Promise.all(cookies.map((_, i) => goldOf(`Rival_${i}`)));
    const winner = rivalsGold.findIndex((gold) => gold !== 10_000);
    expect(rivalsGold.filter((gold) => gold === 10_000)).toHaveLength(BUYERS - 1);
    expect(rivalsGold[winner]).toBe(10_000 - COST);
    const sellerGold = await goldOf('Seller');
    // What the buyer paid is what the seller received plus the tax.
    expect(COST).toBe(sellerGold + (answer?.tax ?? 0));
    expect(sellerGold).toBe(marketSaleNet(COST));
    expect(await jewelRow(id)).toMatchObject({
      user_id: await userIdOf(t.game, `Rival_${winner}`),
      market_price: null,
    });
    expect(pushed.filter((entry) => entry.type === 'notification')).toHaveLength(1);
    // Only the committed sale is kept: the refused purchases wrote none.
    expect(await jewelTrades()).toEqual([
      expect.objectContaining({
        price: COST,
        buyer_id: await userIdOf(t.game, `Rival_${winner}`),
        seller_id: await userIdOf(t.game, 'Seller'),
      }),
    ]);
    expect(await imbalance()).toEqual(books);
  });
});

import type { MarketOrder, YourListingsAnswer } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNKNOWN_REQUEST_TEXT } from '../../http/endpoints';
import {
  createTestGame,
  expectRefusedUnchanged,
  grantItems,
  registerEmptyHanded,
  userIdOf,
  type TestGame,
} from '../../test-support';

let t: TestGame;
let seller: string;
let buyer: string;

beforeEach(async () => {
  t = await createTestGame();
  seller = await registerEmptyHanded(t, 'Seller');
  buyer = await registerEmptyHanded(t, 'Buyer');
});
afterEach(async () => {
  await t.close();
});

const yourListings = (as?: string) => t.get('market.php', { mod: 'yourListings' }, as);

async function place(
  kind: 'placeSellOrder' | 'placeBuyOrder',
  fields: { itemid: string; amount: number; cost: number; costDec?: number; bulk?: number },
  as: string,
): Promise<number> {
  const response = await t.post('market.php', { mod: kind, ...fields }, as);
  expect(response.statusCode, response.body).toBe(200);
  const { playerOrders } = response.json<{ playerOrders: MarketOrder[] }>();
  return Math.max(...playerOrders.map((order) => order.id));
}

describe('market.php yourListings', () => {
  it("lists the player's own sell and buy orders over every item, and nobody else's", async () => {
    await grantItems(t.game, 'Seller', { metal: 50, weapon_component: 5, gold: 1000 });
    await grantItems(t.game, 'Buyer', { metal: 50, gold: 1000 });
    const metalSell = await place(
      'placeSellOrder',
      { itemid: 'metal', amount: 20, cost: 2, costDec: 35 },
      seller,
    );
    const componentSell = await place(
      'placeSellOrder',
      { itemid: 'weapon_component', amount: 5, cost: 40, bulk: 1 },
      seller,
    );
    const woodBuy = await place('placeBuyOrder', { itemid: 'wood', amount: 10, cost: 3 }, seller);
    // The other player's orders, of the same items, stay out of the seller's listings.
    await place('placeSellOrder', { itemid: 'metal', amount: 5, cost: 1 }, buyer);
    await place('placeBuyOrder', { itemid: 'weapon_component', amount: 1, cost: 10 }, buyer);

    const response = await yourListings(seller);
    expect(response.statusCode).toBe(200);
    const sellerId = await userIdOf(t.game, 'Seller');
    const own = { userid: sellerId, username: 'Seller' };
    expect(response.json()).toEqual({
      sellOrders: [
        {
          id: metalSell,
          itemid: 'metal',
          type: 1,
          amount: 20,
          cost: 2,
          costDec: 35,
          bulk: false,
          ...own,
        },
        {
          id: componentSell,
          itemid: 'weapon_component',
          type: 1,
          amount: 5,
          cost: 40,
          costDec: 0,
          bulk: true,
          ...own,
        },
      ],
      buyOrders: [
        {
          id: woodBuy,
          itemid: 'wood',
          type: 2,
          amount: 10,
          cost: 3,
          costDec: 0,
          bulk: false,
          ...own,
        },
      ],
    } satisfies YourListingsAnswer);
  });

  it('shows what an order still offers after a partial fill, and drops filled and cancelled ones', async () => {
    await grantItems(t.game, 'Seller', { metal: 30 });
    await grantItems(t.game, 'Buyer', { gold: 1000 });
    const partly = await place('placeSellOrder', { itemid: 'metal', amount: 10, cost: 2 }, seller);
    const whole = await place('placeSellOrder', { itemid: 'metal', amount: 10, cost: 3 }, seller);
    const cancelled = await place(
      'placeSellOrder',
      { itemid: 'metal', amount: 10, cost: 4 },
      seller,
    );
    expect(
      (await t.post('market.php', { mod: 'buy', id: partly, amount: 4 }, buyer)).statusCode,
    ).toBe(200);
    expect(
      (await t.post('market.php', { mod: 'buy', id: whole, amount: 10 }, buyer)).statusCode,
    ).toBe(200);
    const cancel = await t.post(
      'market.php',
      { mod: 'cancelOrder', orderid: cancelled, itemid: 'metal' },
      seller,
    );
    expect(cancel.statusCode).toBe(200);

    const listings = (await yourListings(seller)).json<YourListingsAnswer>();
    expect(listings.sellOrders.map((order) => [order.id, order.amount])).toEqual([[partly, 6]]);
    expect(listings.buyOrders).toEqual([]);
  });

  it('answers empty lists to a player without orders', async () => {
    await grantItems(t.game, 'Seller', { metal: 5 });
    await place('placeSellOrder', { itemid: 'metal', amount: 5, cost: 1 }, seller);
    const response = await yourListings(buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sellOrders: [], buyOrders: [] });
  });

  it('refuses a caller without a session and changes nothing', async () => {
    const response = await yourListings();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ fatalError: 'logout' });
    await expectRefusedUnchanged(
      t.game,
      () => t.get('market.php', { mod: 'yourListing' }, seller),
      UNKNOWN_REQUEST_TEXT,
    );
  });
});

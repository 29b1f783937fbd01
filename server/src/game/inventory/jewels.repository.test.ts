/** The jewel market's sale moves a jewel only while its seller still lists it at the price. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import {
  insertTestPlayer,
  openTestDatabase,
  TEST_START,
  type TestDatabase,
} from '../../test-support';
import {
  findJewelRow,
  insertJewel,
  listedJewelOwner,
  moveListedJewel,
  updateJewel,
} from './jewels.repository';

let database: TestDatabase;
let db: Db;
let seller: number;
let buyer: number;
let jewelId: number;
const account = (username: string) => insertTestPlayer(db, username);
beforeEach(async () => {
  database = await openTestDatabase();
  db = database.db;
  seller = await account('Seller');
  buyer = await account('Buyer');
  jewelId = await insertJewel(db, {
    user_id: seller,
    type: 1,
    gem_type: 2,
    rarity: 1,
    health: 1,
    attack: 0,
    defence: 0,
    accuracy: 0,
    dodge: 0,
    equipped: 0,
    market_price: 500,
    crafted_by_user_id: seller,
    crafted_by_name: 'Seller',
    created_at: TEST_START,
  });
});
afterEach(async () => {
  await database.close();
});

describe('moveListedJewel', () => {
  it('moves a listed jewel to the buyer, unlisted, and answers true', async () => {
    expect(await listedJewelOwner(db, jewelId)).toBe(seller);
    expect(
      await moveListedJewel(db, { jewelId, sellerId: seller, buyerId: buyer, cost: 500 }),
    ).toBe(true);
    expect(await findJewelRow(db, jewelId)).toMatchObject({
      user_id: buyer,
      market_price: null,
      equipped: 0,
    });
    expect(await listedJewelOwner(db, jewelId)).toBeUndefined();
  });

  it('moves nothing and answers false at another price, from another seller or once unlisted', async () => {
    const sale = { jewelId, sellerId: seller, buyerId: buyer, cost: 500 };
    expect(await moveListedJewel(db, { ...sale, cost: 400 })).toBe(false);
    expect(await moveListedJewel(db, { ...sale, sellerId: buyer })).toBe(false);
    await updateJewel(db, jewelId, { market_price: null });
    expect(await moveListedJewel(db, sale)).toBe(false);
    expect(await findJewelRow(db, jewelId)).toMatchObject({ user_id: seller });
  });
});

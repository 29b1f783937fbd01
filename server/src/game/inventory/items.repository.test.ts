/** The items repository's conditional spend and adds, on whichever database the tests run on. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { writeTransaction } from '../../db/transactions';
import { insertTestPlayer, openTestDatabase, type TestDatabase } from '../../test-support';
import { giveMovedItems } from './items';
import { addItemAmounts, itemAmount, takeItemAmount } from './items.repository';

let database: TestDatabase;
let db: Db;
let userId: number;
beforeEach(async () => {
  database = await openTestDatabase();
  db = database.db;
  userId = await insertTestPlayer(db, 'Holder');
});
afterEach(async () => {
  await database.close();
});

describe('takeItemAmount', () => {
  it('takes while enough is held, and answers that it took', async () => {
    await writeTransaction(db, (trx) => addItemAmounts(trx, userId, [{ id: 'ruby', amount: 5 }]));
    expect(await writeTransaction(db, (trx) => takeItemAmount(trx, userId, 'ruby', 5))).toBe(true);
    expect(await itemAmount(db, userId, 'ruby')).toBe(0);
  });

  it('takes nothing and answers false when less is held, or no row exists', async () => {
    await writeTransaction(db, (trx) => addItemAmounts(trx, userId, [{ id: 'ruby', amount: 2 }]));
    expect(await writeTransaction(db, (trx) => takeItemAmount(trx, userId, 'ruby', 3))).toBe(false);
    expect(await itemAmount(db, userId, 'ruby')).toBe(2);
    expect(await writeTransaction(db, (trx) => takeItemAmount(trx, userId, 'opal', 1))).toBe(false);
    expect(await itemAmount(db, userId, 'opal')).toBeUndefined();
  });
});

describe('addItemAmounts', () => {
  it('adds to an existing row and starts a missing one', async () => {
    await writeTransaction(db, (trx) => addItemAmounts(trx, userId, [{ id: 'ruby', amount: 2 }]));
    await writeTransaction(db, (trx) => addItemAmounts(trx, userId, [{ id: 'ruby', amount: 3 }]));
    expect(await itemAmount(db, userId, 'ruby')).toBe(5);
  });
});

describe('giveMovedItems', () => {
  it('gives several players their items in one call, a player named twice once merged', async () => {
    const otherId = await insertTestPlayer(db, 'Other');
    await writeTransaction(db, (trx) => addItemAmounts(trx, userId, [{ id: 'ruby', amount: 2 }]));
    await writeTransaction(db, (trx) =>
      giveMovedItems(trx, [
        { userId, items: [{ id: 'ruby', amount: 3 }] },
        { userId: otherId, items: [{ id: 'ruby', amount: 7 }] },
        {
          userId,
          items: [
            { id: 'ruby', amount: 1 },
            { id: 'opal', amount: 0 },
          ],
        },
      ]),
    );
    expect(await itemAmount(db, userId, 'ruby')).toBe(6);
    expect(await itemAmount(db, userId, 'opal')).toBeUndefined();
    expect(await itemAmount(db, otherId, 'ruby')).toBe(7);
  });
});

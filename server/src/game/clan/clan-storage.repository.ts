/** The SQL of `clan_storage`: the amounts of items each clan holds. */
import type { ItemAmount } from '@idle/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepare } from '../../db/prepared';

/** Every stored row of the clan (amounts of 0 included). */
export function listStorageRows(db: Db, clanId: number) {
  return db
    .selectFrom('clan_storage')
    .select(['item_id', 'amount'])
    .where('clan_id', '=', clanId)
    .execute();
}

/** Adds the amounts (one entry per item), creating the rows missing. */
export async function addToStorage(
  db: Db,
  clanId: number,
  items: readonly ItemAmount[],
): Promise<void> {
  await db
    .insertInto('clan_storage')
    .values(items.map((item) => ({ clan_id: clanId, item_id: item.id, amount: item.amount })))
    .onConflict((conflict) =>
      conflict
        .columns(['clan_id', 'item_id'])
        .doUpdateSet({ amount: sql`clan_storage.amount + excluded.amount` }),
    )
    .execute();
}

/** Takes `amount` of the item only while the clan holds that much; whether it did. */
export async function takeFromStorageRow(
  db: Db,
  clanId: number,
  itemId: string,
  amount: number,
): Promise<boolean> {
  const result = await db
    .updateTable('clan_storage')
    .set({ amount: sql`amount - ${amount}` })
    .where('clan_id', '=', clanId)
    .where('item_id', '=', itemId)
    .where('amount', '>=', amount)
    .executeTakeFirst();
  return result.numUpdatedRows !== 0n;
}

/** The action tick's compiled statement: the clan's tax added to its storage (db/prepared.ts). */
export const clanStorageStatements = compiledPerDatabase((db: Db) => ({
  store: prepare(
    db,
    (p: { clanId: number; itemId: string; amount: number }) =>
      sql`insert into clan_storage (clan_id, item_id, amount)
          values (${p.clanId}, ${p.itemId}, ${p.amount})
          on conflict (clan_id, item_id) do update set amount = clan_storage.amount + excluded.amount`,
    { clanId: -1, itemId: 'item', amount: -3 },
  ),
}));

/** The `equipment` table: the item in each of a player's slots (level, type, rarity). */
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepareBatchRows } from '../../db/prepared';
import type { EquipmentTable } from '../../db/schema';

export async function insertEquipment(
  db: Db,
  rows: readonly Insertable<EquipmentTable>[],
): Promise<void> {
  await db.insertInto('equipment').values(rows).execute();
}

/** Every slot the player has an item in. */
export function equipmentRows(db: Db, userId: number) {
  return db.selectFrom('equipment').selectAll().where('user_id', '=', userId).execute();
}

/** The item in one slot, or undefined when the slot is empty. */
export function equippedItem(
  db: Db,
  userId: number,
  slot: number,
): Promise<Pick<EquipmentTable, 'slot' | 'level' | 'type' | 'rarity'> | undefined> {
  return db
    .selectFrom('equipment')
    .select(['slot', 'level', 'type', 'rarity'])
    .where('user_id', '=', userId)
    .where('slot', '=', slot)
    .executeTakeFirst();
}

/** Sets columns of the item in a slot (nothing when the slot is empty). */
export async function updateEquippedItem(
  db: Db,
  userId: number,
  slot: number,
  changes: Updateable<EquipmentTable>,
): Promise<void> {
  await db
    .updateTable('equipment')
    .set(changes)
    .where('user_id', '=', userId)
    .where('slot', '=', slot)
    .execute();
}

/** The fight tick's compiled statement on equipment (db/prepared.ts). */
export const equipmentStatements = compiledPerDatabase((db: Db) => ({
  /**
   * Raised to the rolled rarity, never lowered (should a call have raised it meanwhile):
   * (user_id, slot, rarity) rows, of any players, a (player, slot) once.
   */
  raiseRarity: prepareBatchRows(
    db,
    [
      ['user_id', 'integer'],
      ['slot', 'integer'],
      ['rarity', 'integer'],
    ],
    (source) =>
      sql`update equipment set rarity = v.rarity from ${source}
          where equipment.user_id = v.user_id and equipment.slot = v.slot
          and equipment.rarity < v.rarity`,
  ),
}));

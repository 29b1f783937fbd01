/** The SQL of `trinkets`: each trinket a row of its owner, with its mods and slots. */
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { TrinketsTable } from '../../db/schema';

export type TrinketRow = Selectable<TrinketsTable>;

/** The player's trinket of this id. */
export function findOwnTrinket(
  db: Db,
  userId: number,
  id: number,
): Promise<TrinketRow | undefined> {
  return db
    .selectFrom('trinkets')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Every trinket of the player, oldest first. */
export function listTrinkets(db: Db, userId: number): Promise<TrinketRow[]> {
  return db
    .selectFrom('trinkets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The mods, tier and rarity of the player's active trinkets of a type (equipped or celestial). */
export function listActiveTrinketMods(db: Db, userId: number, type: number) {
  return db
    .selectFrom('trinkets')
    .select(['mods', 'tier', 'rarity'])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where((eb) => eb.or([eb('equipped', '=', 1), eb('celestial', '=', 1)]))
    .execute();
}

/** How many trinkets of the type the player has equipped. */
export async function countEquippedOfType(db: Db, userId: number, type: number): Promise<number> {
  const row = await db
    .selectFrom('trinkets')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('equipped', '=', 1)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** How many of the player's trinkets are celestial. */
export async function countCelestial(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('trinkets')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('celestial', '=', 1)
    .executeTakeFirstOrThrow();
  return row.count;
}

export function insertTrinket(
  db: Db,
  trinket: {
    user_id: number;
    type: number;
    tier: number;
    rarity: number;
    mods: string;
    rerolled_mods: string | null;
    created_at: number;
  },
): Promise<TrinketRow> {
  return db.insertInto('trinkets').values(trinket).returningAll().executeTakeFirstOrThrow();
}

export async function setEquipped(db: Db, id: number, equipped: 0 | 1): Promise<void> {
  await db.updateTable('trinkets').set({ equipped }).where('id', '=', id).execute();
}

/** Changes the trinket; answers it as changed. */
export function updateTrinket(
  db: Db,
  id: number,
  change: Updateable<TrinketsTable>,
): Promise<TrinketRow> {
  return db
    .updateTable('trinkets')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteTrinket(db: Db, id: number): Promise<void> {
  await db.deleteFrom('trinkets').where('id', '=', id).execute();
}

/** The player's trinkets counted per rarity (net worth). */
export function trinketCounts(
  db: Db,
  userId: number,
): Promise<{ rarity: number; amount: number }[]> {
  return db
    .selectFrom('trinkets')
    .select(['rarity', (eb) => eb.fn.countAll<number>().as('amount')])
    .where('user_id', '=', userId)
    .groupBy('rarity')
    .orderBy('rarity')
    .execute();
}

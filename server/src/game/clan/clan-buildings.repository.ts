/** The SQL of `clan_buildings`: each clan's building levels (a building never built has no row). */
import type { Db } from '../../db/database';

/** The clan's built buildings with their levels. */
export function listBuildingLevels(db: Db, clanId: number) {
  return db
    .selectFrom('clan_buildings')
    .select(['building_id', 'level'])
    .where('clan_id', '=', clanId)
    .execute();
}

/** The building levels of the player's clan (none outside a clan), in one read. */
export function listMemberBuildingLevels(db: Db, userId: number) {
  return db
    .selectFrom('clan_members as m')
    .innerJoin('clan_buildings as b', 'b.clan_id', 'm.clan_id')
    .select(['b.building_id', 'b.level'])
    .where('m.user_id', '=', userId)
    .execute();
}

/** The building's stored level, if built. */
export async function findBuildingLevel(
  db: Db,
  clanId: number,
  buildingId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('clan_buildings')
    .select('level')
    .where('clan_id', '=', clanId)
    .where('building_id', '=', buildingId)
    .executeTakeFirst();
  return row?.level;
}

/**
 * Raises the building one level only while it is at the `stored` level read (`undefined`:
 * never built, the row is inserted at level 1); whether it did.
 */
export async function raiseBuildingLevel(
  db: Db,
  clanId: number,
  buildingId: number,
  stored: number | undefined,
): Promise<boolean> {
  const level = stored ?? 0;
  const raised =
    stored !== undefined
      ? await db
          .updateTable('clan_buildings')
          .set({ level: level + 1 })
          .where('clan_id', '=', clanId)
          .where('building_id', '=', buildingId)
          .where('level', '=', level)
          .executeTakeFirst()
          .then((result) => result.numUpdatedRows)
      : await db
          .insertInto('clan_buildings')
          .values({ clan_id: clanId, building_id: buildingId, level: 1 })
          .executeTakeFirst()
          .then((result) => result.numInsertedOrUpdatedRows ?? 0n);
  return raised === 1n;
}

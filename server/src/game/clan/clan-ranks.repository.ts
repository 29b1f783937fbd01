/** The SQL of `clan_ranks`: each clan's five ranks, their names and permissions. */
import type { ClanPermission } from '@idle/contracts';
import type { Db } from '../../db/database';

/** The clan's ranks, from rank 1 down. */
export function listRanks(db: Db, clanId: number) {
  return db
    .selectFrom('clan_ranks')
    .selectAll()
    .where('clan_id', '=', clanId)
    .orderBy('num')
    .execute();
}

export async function getRankName(db: Db, clanId: number, num: number): Promise<string> {
  const rank = await db
    .selectFrom('clan_ranks')
    .select('name')
    .where('clan_id', '=', clanId)
    .where('num', '=', num)
    .executeTakeFirstOrThrow();
  return rank.name;
}

/** Stores a new clan's ranks. */
export async function insertRanks(
  db: Db,
  ranks: ({ clan_id: number; num: number; name: string } & Record<ClanPermission, number>)[],
): Promise<void> {
  await db.insertInto('clan_ranks').values(ranks).execute();
}

export async function setRankPermission(
  db: Db,
  clanId: number,
  num: number,
  permission: ClanPermission,
  value: number,
): Promise<void> {
  await db
    .updateTable('clan_ranks')
    .set({ [permission]: value })
    .where('clan_id', '=', clanId)
    .where('num', '=', num)
    .execute();
}

export async function setRankName(db: Db, clanId: number, num: number, name: string) {
  await db
    .updateTable('clan_ranks')
    .set({ name })
    .where('clan_id', '=', clanId)
    .where('num', '=', num)
    .execute();
}

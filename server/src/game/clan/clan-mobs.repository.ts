/** The SQL of `clan_mobs`: how many of each mob a clan's battlegrounds have left. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepare } from '../../db/prepared';

/** The clan's mobs with some left, by mob id. */
export function listClanMobsAlive(db: Db, clanId: number) {
  return db
    .selectFrom('clan_mobs')
    .select(['mob_id', 'amount'])
    .where('clan_id', '=', clanId)
    .where('amount', '>', 0)
    .orderBy('mob_id')
    .execute();
}

/** How many of this mob the clan has left, if it ever had any. */
export function findClanMobAmount(db: Db, clanId: number, mobId: number) {
  return db
    .selectFrom('clan_mobs')
    .select('amount')
    .where('clan_id', '=', clanId)
    .where('mob_id', '=', mobId)
    .executeTakeFirst();
}

/** The clan's mob at this amount, spawned now. */
export async function setClanMob(
  db: Db,
  clanId: number,
  mob: { id: number; amount: number },
  now: number,
): Promise<void> {
  await db
    .insertInto('clan_mobs')
    .values({ clan_id: clanId, mob_id: mob.id, amount: mob.amount, spawned_at: now })
    .onConflict((conflict) =>
      conflict.columns(['clan_id', 'mob_id']).doUpdateSet({ amount: mob.amount, spawned_at: now }),
    )
    .execute();
}

/** The clan mob fight's compiled statements (db/prepared.ts). */
export const clanMobStatements = compiledPerDatabase((db: Db) => ({
  amount: prepare(
    db,
    (p: { clanId: number; mobId: number }) =>
      sql<{ amount: number }>`select amount from clan_mobs
          where clan_id = ${p.clanId} and mob_id = ${p.mobId}`,
    { clanId: -1, mobId: -2 },
  ),
  /**
   * One mob fewer, only while one is left and the fighter is still in the clan; its row back
   * with the amount left.
   */
  takeOne: prepare(
    db,
    (p: { clanId: number; mobId: number; userId: number }) =>
      sql<{ amount: number }>`update clan_mobs set amount = amount - 1
          where clan_id = ${p.clanId} and mob_id = ${p.mobId} and amount > 0
          and clan_id = (select clan_id from clan_members where user_id = ${p.userId})
          returning amount`,
    { clanId: -1, mobId: -2, userId: -3 },
  ),
}));

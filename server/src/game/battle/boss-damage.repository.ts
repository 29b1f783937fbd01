/** The `boss_damage` table: the damage each player dealt to a world boss. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepareRows } from '../../db/prepared';

/** The players who damaged the boss, by user id. */
export function bossFighters(
  db: Db,
  bossId: number,
): Promise<{ user_id: number; damage: number }[]> {
  return db
    .selectFrom('boss_damage')
    .select(['user_id', 'damage'])
    .where('boss_id', '=', bossId)
    .where('damage', '>', 0)
    .orderBy('user_id')
    .execute();
}

/** The damage the player dealt the boss, if any. */
export function findBossDamage(db: Db, bossId: number, userId: number) {
  return db
    .selectFrom('boss_damage')
    .select('damage')
    .where('boss_id', '=', bossId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The boss fight's compiled statement (db/prepared.ts). */
export const bossDamageStatements = compiledPerDatabase((db: Db) => ({
  /** Each fighter's damage added to their row of the boss, created when missing. */
  add: prepareRows(
    db,
    3,
    (rows) =>
      sql`insert into boss_damage (boss_id, user_id, damage) values ${rows}
          on conflict (boss_id, user_id) do update set damage = boss_damage.damage + excluded.damage`,
  ),
}));

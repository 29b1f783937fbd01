/** The SQL of `jewel_progress`: the jewel a player is crafting, one row per player. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepare } from '../../db/prepared';

/** The player's jewel in progress, if any. */
export function findJewelProgress(db: Db, userId: number) {
  return db
    .selectFrom('jewel_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The jewelcrafting tick's compiled statements (db/prepared.ts). */
export const jewelProgressStatements = compiledPerDatabase((db: Db) => ({
  /** The jewel in progress saved (any other gem's given up). */
  progress: prepare(
    db,
    (p: { userId: number; gemType: number; progress: number; perfects: number; stats: string }) =>
      sql`insert into jewel_progress (user_id, gem_type, progress, perfects, stats)
          values (${p.userId}, ${p.gemType}, ${p.progress}, ${p.perfects}, ${p.stats})
          on conflict (user_id) do update set gem_type = excluded.gem_type,
          progress = excluded.progress, perfects = excluded.perfects, stats = excluded.stats`,
    { userId: -1, gemType: -2, progress: -3, perfects: -4, stats: 'stats' },
  ),
  /** The jewel finished: nothing in progress. */
  done: prepare(
    db,
    (p: { userId: number }) => sql`delete from jewel_progress where user_id = ${p.userId}`,
    { userId: -1 },
  ),
}));

/** The SQL of `clan_log`: the clan's log lines. */
import type { Db } from '../../db/database';

export async function insertClanLog(
  db: Db,
  clanId: number,
  msg: string,
  tstamp: number,
): Promise<void> {
  await db.insertInto('clan_log').values({ clan_id: clanId, tstamp, msg }).execute();
}

/** The clan's newest log lines, newest first. */
export function listClanLog(db: Db, clanId: number, entries: number) {
  return db
    .selectFrom('clan_log')
    .select(['tstamp', 'msg'])
    .where('clan_id', '=', clanId)
    .orderBy('id', 'desc')
    .limit(entries)
    .execute();
}

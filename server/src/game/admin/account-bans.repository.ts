/** The `account_bans` table: why a banned player is banned, until when and by whom. */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AccountBansTable } from '../../db/schema';

export type AccountBanRow = Selectable<AccountBansTable>;

/** Sets the player's ban, replacing one they had. */
export async function saveBan(db: Db, ban: Insertable<AccountBansTable>): Promise<void> {
  await db
    .insertInto('account_bans')
    .values(ban)
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        reason: ban.reason,
        until: ban.until ?? null,
        banned_by: ban.banned_by ?? null,
        banned_by_name: ban.banned_by_name,
        banned_at: ban.banned_at,
      }),
    )
    .execute();
}

export function findBan(db: Db, userId: number): Promise<AccountBanRow | undefined> {
  return db.selectFrom('account_bans').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function bansOf(db: Db, userIds: readonly number[]): Promise<AccountBanRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('account_bans').selectAll().where('user_id', 'in', userIds).execute();
}

export async function deleteBan(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('account_bans').where('user_id', '=', userId).execute();
}

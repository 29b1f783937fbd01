/** Players who joined through a player's referral link. */
import type { Referral } from '@idle/contracts';
import type { Db } from '../db/database';

export async function loadReferrals(db: Db, userId: number): Promise<Referral[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('referrer_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ userid: row.id, username: row.username }));
}

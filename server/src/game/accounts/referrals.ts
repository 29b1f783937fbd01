/** Players who joined through a player's referral link. */
import type { Referral } from '@idle/contracts';
import type { Db } from '../../db/database';
import { referredBy } from './users.repository';

export async function loadReferrals(db: Db, userId: number): Promise<Referral[]> {
  const rows = await referredBy(db, userId);
  return rows.map((row) => ({ userid: row.id, username: row.username }));
}

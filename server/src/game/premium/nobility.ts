/** A player's honor and the nobility it gives (premium_progress, users.nobility_rank). */
import type { Nobility } from '@idle/contracts';
import { nobilityForHonor } from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { updateUser } from '../accounts/users.repository';
import { addHonorPoints, findPremiumProgress } from './premium-progress.repository';

type Executor = Db | Transaction<Database>;

export function nobilityOf(honor: number): Nobility {
  const { rank, name, bonusPercent, nextRankHonor } = nobilityForHonor(honor);
  return { rank, name, bonusPercent, honor, nextRankHonor };
}

export async function premiumProgressOf(
  db: Executor,
  userId: number,
): Promise<{ honor: number; autosBought: number }> {
  const row = await findPremiumProgress(db, userId);
  return { honor: row?.honor ?? 0, autosBought: row?.autos_bought ?? 0 };
}

/** Adds honor, keeps the stored rank in step (users.nobility_rank: 1 is Peasant) and answers it. */
export async function addHonor(
  trx: Transaction<Database>,
  userId: number,
  honor: number,
): Promise<Nobility> {
  await addHonorPoints(trx, userId, honor);
  const nobility = nobilityOf((await premiumProgressOf(trx, userId)).honor);
  await updateUser(trx, userId, { nobility_rank: nobility.rank });
  return nobility;
}

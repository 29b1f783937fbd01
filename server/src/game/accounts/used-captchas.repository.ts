/** The `used_captchas` table: a solved captcha's signature counts once. */
import type { Db } from '../../db/database';

/** Records a solution's signature; answers false when it was already used. */
export async function markCaptchaUsed(db: Db, signature: string, now: number): Promise<boolean> {
  const inserted = await db
    .insertInto('used_captchas')
    .values({ signature, used_at: now })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .executeTakeFirst();
  return inserted.numInsertedOrUpdatedRows !== 0n;
}

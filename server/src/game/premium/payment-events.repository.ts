/** The SQL of `payment_events`: the webhook events already received, each once. */
import type { Db } from '../../db/database';

/** Records the event unless it was already; whether this recorded it. */
export async function insertEventOnce(
  db: Db,
  event: { event_id: string; provider: string; session_id: string; received_at: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_events')
    .values(event)
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

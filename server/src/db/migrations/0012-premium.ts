/** Premium (issue 17): checkout sessions, payment events handled once, honor and Autos bought. */
import type { Kysely } from 'kysely';
import { idColumn, userKey, zero } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_checkouts')
    .addColumn('id', 'integer', idColumn(db))
    // The provider's session id (the sandbox's own, or Stripe's cs_...).
    .addColumn('session_id', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', userKey)
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    // 'pending' until fulfilled, then 'paid'.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('credited', 'integer', zero)
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('payment_events')
    // Inserted in the fulfilment's transaction: a second delivery of one event collides here.
    .addColumn('event_id', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('premium_progress')
    .addColumn('user_id', 'integer', (col) => userKey(col).primaryKey())
    .addColumn('honor', 'integer', zero)
    .addColumn('autos_bought', 'integer', zero)
    .execute();
}

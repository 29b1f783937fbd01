/** The SQL of `payment_checkouts`: the checkout sessions players opened and their status. */
import type { Db } from '../../db/database';
import type { PaymentProviderName } from './provider';

export async function insertCheckout(
  db: Db,
  checkout: {
    session_id: string;
    user_id: number;
    amount_cents: number;
    provider: string;
    status: 'pending' | 'paid';
    created_at: number;
  },
): Promise<void> {
  await db.insertInto('payment_checkouts').values(checkout).execute();
}

/** The player's own session of this provider. */
export function findPlayerCheckout(
  db: Db,
  sessionId: string,
  userId: number,
  provider: PaymentProviderName,
) {
  return db
    .selectFrom('payment_checkouts')
    .select(['status', 'amount_cents'])
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

/** The status and credits of a session known to exist. */
export function getCheckoutStatus(db: Db, sessionId: string) {
  return db
    .selectFrom('payment_checkouts')
    .select(['status', 'credited'])
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
}

/** A session of this provider, for its pay page. */
export function findProviderCheckout(db: Db, sessionId: string, provider: PaymentProviderName) {
  return db
    .selectFrom('payment_checkouts')
    .select(['session_id', 'amount_cents', 'status'])
    .where('session_id', '=', sessionId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

/** The session of this provider with its buyer and the buyer's referrer. */
export function findCheckoutWithReferrer(db: Db, sessionId: string, provider: PaymentProviderName) {
  return db
    .selectFrom('payment_checkouts')
    .innerJoin('users', 'users.id', 'payment_checkouts.user_id')
    .select(['payment_checkouts.user_id', 'payment_checkouts.amount_cents', 'users.referrer_id'])
    .where('session_id', '=', sessionId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

/** Marks the session paid only while it is pending; whether it did. */
export async function markCheckoutPaid(
  db: Db,
  sessionId: string,
  credited: number,
): Promise<boolean> {
  const marked = await db
    .updateTable('payment_checkouts')
    .set({ status: 'paid', credited })
    .where('session_id', '=', sessionId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return marked.numUpdatedRows !== 0n;
}

/** The SQL of `push_subscriptions`, `push_visible_tabs` and `push_keys` (issue 30). */
import type { PushRule } from '@idle/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

type Executor = Db | Transaction<Database>;

export interface StoredSubscription {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  rules: PushRule[];
}

function rulesOf(text: string): PushRule[] {
  return text === '' ? [] : (text.split(',') as PushRule[]);
}

const COLUMNS = ['id', 'user_id', 'endpoint', 'p256dh', 'auth', 'rules'] as const;

function stored(row: {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  rules: string;
}): StoredSubscription {
  return {
    id: row.id,
    userId: row.user_id,
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
    rules: rulesOf(row.rules),
  };
}

export async function subscriptionOf(
  db: Executor,
  userId: number,
  endpoint: string,
): Promise<StoredSubscription | null> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return row ? stored(row) : null;
}

/**
 * Saves the device's subscription for the player. An endpoint is one browser profile: when
 * another player had subscribed it, it is this player's now.
 */
export async function saveSubscription(
  trx: Transaction<Database>,
  subscription: Omit<StoredSubscription, 'id'>,
  now: number,
): Promise<void> {
  const values = {
    user_id: subscription.userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
    rules: subscription.rules.join(','),
  };
  await trx
    .insertInto('push_subscriptions')
    .values({ ...values, created_at: now })
    .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(values))
    .execute();
}

export async function deleteSubscription(
  db: Executor,
  userId: number,
  endpoint: string,
): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

/** Forgets a subscription the push service no longer knows (404/410): by its row id. */
export async function deleteSubscriptionById(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/**
 * The subscriptions that receive `rule`: the player's (or everyone's), leaving out players with
 * a tab visible at `now`.
 */
export async function subscriptionsFor(
  db: Executor,
  rule: PushRule,
  userId: number | null,
  now: number,
): Promise<StoredSubscription[]> {
  let query = db
    .selectFrom('push_subscriptions as s')
    .select(['s.id', 's.user_id', 's.endpoint', 's.p256dh', 's.auth', 's.rules'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('push_visible_tabs as v')
            .select('v.tab')
            .whereRef('v.user_id', '=', 's.user_id')
            .where('v.visible_until', '>', now),
        ),
      ),
    );
  if (userId !== null) query = query.where('s.user_id', '=', userId);
  const rows = await query.orderBy('s.id').execute();
  return rows.map(stored).filter((subscription) => subscription.rules.includes(rule));
}

export async function markTabVisible(
  db: Executor,
  userId: number,
  tab: string,
  until: number,
): Promise<void> {
  await db
    .insertInto('push_visible_tabs')
    .values({ user_id: userId, tab, visible_until: until })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'tab']).doUpdateSet({ visible_until: until }),
    )
    .execute();
}

/** The tab is hidden (or closed); rows long expired go too, so the table stays small. */
export async function forgetTab(
  db: Executor,
  userId: number,
  tab: string,
  now: number,
): Promise<void> {
  await db
    .deleteFrom('push_visible_tabs')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('tab', '=', tab), eb('visible_until', '<=', now)]))
    .execute();
}

export async function readKeys(
  db: Executor,
): Promise<{ publicKey: string; privateKey: string } | null> {
  const row = await db
    .selectFrom('push_keys')
    .select(['public_key', 'private_key'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ? { publicKey: row.public_key, privateKey: row.private_key } : null;
}

/** Stores the key pair unless an instance stored one first (then that one stays). */
export async function insertKeysIfNone(
  db: Executor,
  keys: { publicKey: string; privateKey: string },
): Promise<void> {
  await db
    .insertInto('push_keys')
    .values({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

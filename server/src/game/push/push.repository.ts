/** The SQL of `push_subscriptions`, `push_visible_tabs` and `push_keys` (issue 30). */
import type { PushRule } from '@idle/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDialect, prepare } from '../../db/prepared';
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

interface SubscriptionRow {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  rules: string;
}

function stored(row: SubscriptionRow): StoredSubscription {
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
  const statements = noticeStatements(db);
  const { rows } =
    userId === null
      ? await statements.everyone(db, { now })
      : await statements.player(db, { userId, now });
  return rows.map(stored).filter((subscription) => subscription.rules.includes(rule));
}

/** A notice is sent on every market fill: its reads are compiled once (db/prepared.ts). */
const noticeStatements = compiledPerDialect((db: Db) => {
  const hidden = (now: unknown) =>
    sql`not exists (select 1 from push_visible_tabs as v
      where v.user_id = s.user_id and v.visible_until > ${now})`;
  const columns = sql.join(COLUMNS.map((column) => sql.ref(`s.${column}`)));
  return {
    player: prepare(
      db,
      (p: { userId: number; now: number }) =>
        sql<SubscriptionRow>`select ${columns} from push_subscriptions as s
          where s.user_id = ${p.userId} and ${hidden(p.now)} order by s.id`,
      { userId: -1, now: -2 },
    ),
    everyone: prepare(
      db,
      (p: { now: number }) =>
        sql<SubscriptionRow>`select ${columns} from push_subscriptions as s
          where ${hidden(p.now)} order by s.id`,
      { now: -1 },
    ),
  };
});

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

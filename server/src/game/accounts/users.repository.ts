/**
 * The `users` table: the only file that names it in a query. A player's row is read and written
 * by the columns a caller names, so each statement stays the one its service ran before. A read
 * of another table that joins `users` for a name or a ban lives in that table's repository.
 *
 * Every function takes the executor (the database or the caller's transaction), so the
 * caller's transaction stays whole.
 */
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { jsonIntegers } from '../../db/dialect';
import {
  type BatchColumn,
  compiledPerDatabase,
  compiledPerDialect,
  prepare,
  prepareBatchRows,
} from '../../db/prepared';
import type { Database, UserRow, UsersTable } from '../../db/schema';

/** A column of the user row. */
export type UserColumn = keyof UserRow;

/** The player's whole row (throws when there is none). */
export function loadUserRow(db: Db, userId: number): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The named columns of the player's row (throws when there is none). */
export function readUser<C extends UserColumn>(db: Db, userId: number, columns: readonly C[]) {
  return db.selectFrom('users').select(columns).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The named columns of the player's row, or undefined when there is no such player. */
export function findUser<C extends UserColumn>(db: Db, userId: number, columns: readonly C[]) {
  return db.selectFrom('users').select(columns).where('id', '=', userId).executeTakeFirst();
}

/** The named columns of the player whose lowercased name is `nameKey`, or undefined. */
export function findUserByNameKey<C extends UserColumn>(
  db: Db,
  nameKey: string,
  columns: readonly C[],
) {
  return db
    .selectFrom('users')
    .select(columns)
    .where('username_key', '=', nameKey)
    .executeTakeFirst();
}

/** Whether a player other than `userId` has the lowercased name `nameKey`. */
export async function isNameKeyTakenByOther(
  db: Db,
  nameKey: string,
  userId: number,
): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', nameKey)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return taken !== undefined;
}

/** The player's name (throws when there is no such player). */
/** `usernameOf`'s statement (every log line naming another player), compiled once per dialect. */
function compileUsername(db: Db) {
  return prepare(
    db,
    (p: { userId: number }) =>
      sql<{ username: string }>`select username from users where id = ${p.userId}`,
    { userId: -1 },
  );
}

const usernameStatement = compiledPerDialect(compileUsername);

export async function usernameOf(db: Db, userId: number): Promise<string> {
  const result = await usernameStatement(db)(db, { userId });
  const row = result.rows[0];
  if (!row) throw new Error(`No player ${userId}.`);
  return row.username;
}

/** Sets the given columns of the player's row. */
export async function updateUser(
  db: Db,
  userId: number,
  changes: Updateable<UsersTable>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Raises the stored maximum of Autos by `autos`; answers the new maximum. */
export async function addMaxAutos(db: Db, userId: number, autos: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ max_autos: eb('max_autos', '+', autos) }))
    .where('id', '=', userId)
    .returning('max_autos')
    .executeTakeFirstOrThrow();
  return row.max_autos;
}

/** Inserts a new player's row; answers its id. */
export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Locks the players' rows until the transaction ends (PostgreSQL's `for update`), in the order
 * of `sortedIds`: see `lockPlayers`.
 */
export async function lockUserRows(
  trx: Transaction<Database>,
  sortedIds: readonly number[],
): Promise<void> {
  await sql`select id from users where id in (${sql.join(sortedIds)}) order by id for update`.execute(
    trx,
  );
}

/** Players whose lowercased name starts with `prefixKey`, by name (the operator console). */
export function usersByNamePrefix(
  db: Db,
  prefixKey: string,
  limit: number,
): Promise<
  {
    id: number;
    username: string;
    account_status: number;
    banned: number;
    last_active_at: number;
  }[]
> {
  return (
    db
      .selectFrom('users')
      .select(['id', 'username', 'account_status', 'banned', 'last_active_at'])
      // A prefix compare, not LIKE: `_` and `%` in names are letters here.
      .where(sql<string>`substr(username_key, 1, ${prefixKey.length})`, '=', prefixKey)
      .orderBy('username_key')
      .limit(limit)
      .execute()
  );
}

/** The names of these players (ids without a row are left out). */
export function usernamesOf(
  db: Db,
  userIds: readonly number[],
): Promise<{ id: number; username: string }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'username']).where('id', 'in', userIds).execute();
}

/** The players a referral link of `referrerId` brought, oldest account first. */
export function referredBy(
  db: Db,
  referrerId: number,
): Promise<{ id: number; username: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('referrer_id', '=', referrerId)
    .orderBy('id')
    .execute();
}

/**
 * Who is online: not banned, and active since `activeSince` or among `connectedIdsJson` (a JSON
 * array of user ids: one parameter however many sockets are open, as SQLite caps bound
 * parameters per query).
 */
function onlineUsers(db: Db, activeSince: number, connectedIdsJson: string) {
  return db
    .selectFrom('users')
    .where('banned', '=', 0)
    .where((eb) =>
      eb.or([
        eb('last_active_at', '>=', activeSince),
        eb('id', 'in', jsonIntegers(db, connectedIdsJson)),
      ]),
    );
}

/** The players online (see `onlineUsers`), by name. */
export function onlinePlayerRows(
  db: Db,
  activeSince: number,
  connectedIdsJson: string,
): Promise<
  {
    id: number;
    username: string;
    account_status: number;
    nobility_rank: number;
    last_active_at: number;
  }[]
> {
  return onlineUsers(db, activeSince, connectedIdsJson)
    .select(['id', 'username', 'account_status', 'nobility_rank', 'last_active_at'])
    .orderBy('username_key')
    .execute();
}

/** How many players are online (see `onlineUsers`), counted without reading them out. */
export async function countOnlinePlayers(
  db: Db,
  activeSince: number,
  connectedIdsJson: string,
): Promise<number> {
  const { count } = await onlineUsers(db, activeSince, connectedIdsJson)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/** A leaderboard row before its value is shown. */
export interface RankedPlayerRow {
  userid: number;
  name: string;
  nobilityRank: number;
  accountStatus: number;
}

/** The `users` columns of a `RankedPlayerRow`, for a leaderboard's join on `users`. */
export const RANKED_PLAYER_COLUMNS = [
  'users.id as userid',
  'users.username as name',
  'users.nobility_rank as nobilityRank',
  'users.account_status as accountStatus',
] as const;

/** A chat line's author: name, nobility, status, clan and running mute (throws without a row). */
export function loadChatAuthor(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('clan_members', 'clan_members.user_id', 'users.id')
    .leftJoin('chat_mutes', 'chat_mutes.user_id', 'users.id')
    .select([
      'users.id',
      'users.username',
      'users.nobility_rank',
      'users.account_status',
      'clan_members.clan_id',
      'chat_mutes.until',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** What the chat socket checks and needs at connection: token, ban, filter and clan. */
export function findChatConnection(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('clan_members', 'clan_members.user_id', 'users.id')
    .select(['chat_token', 'banned', 'chat_profanity_filter', 'clan_members.clan_id'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** The action tick's compiled statement on the player's row (db/prepared.ts). */
export const userStatements = compiledPerDatabase((db: Db) => ({
  /**
   * Autos spent and the players active, (id, spent, now) rows of any players (one row a
   * player); Autos never go below 0 here: a captcha may have held them at 0 meanwhile.
   */
  spendAutos: prepareBatchRows(
    db,
    [
      ['id', 'integer'],
      ['spent', 'integer'],
      ['now', 'bigint'],
    ],
    (source) =>
      sql`update users set autos = case when users.autos > v.spent then users.autos - v.spent else 0 end,
          last_active_at = v.now from ${source} where users.id = v.id`,
  ),
}));

/** The attribute columns of the player's row, raised by battles (in their rows' order). */
export const USER_ATTRIBUTE_COLUMNS = ['health', 'attack', 'defence', 'accuracy', 'dodge'] as const;

export type AttributeColumn = (typeof USER_ATTRIBUTE_COLUMNS)[number];

/**
 * The fight tick's compiled statement: attributes raised, (id, health, attack, defence,
 * accuracy, dodge) rows of gains, of any players (one row a player) (db/prepared.ts).
 */
export const userAttributeStatements = compiledPerDatabase((db: Db) => ({
  raise: prepareBatchRows(
    db,
    [
      ['id', 'integer'],
      ...USER_ATTRIBUTE_COLUMNS.map((column): BatchColumn => [column, 'integer']),
    ],
    (source) =>
      sql`update users set ${sql.join(
        USER_ATTRIBUTE_COLUMNS.map(
          (column) =>
            sql`${sql.ref(column)} = ${sql.ref(`users.${column}`)} + ${sql.ref(`v.${column}`)}`,
        ),
      )} from ${source} where users.id = v.id`,
  ),
}));

/** The `log` table: a player's personal log entries. */
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, compiledPerDialect, prepareBatchRows } from '../../db/prepared';
import type { LogTable } from '../../db/schema';

/** (user_id, type, data, tstamp) rows, of any players, stored in their order. */
function compileInsertLogRows(db: Db) {
  return prepareBatchRows(
    db,
    [
      ['user_id', 'integer'],
      ['type', 'text'],
      ['data', 'text'],
      ['tstamp', 'bigint'],
    ],
    (source) =>
      sql`insert into log (user_id, type, data, tstamp)
          select user_id, type, data, tstamp from ${source}`,
  );
}

/** `insertLogEntries`' statement, compiled once per dialect: callers pass their transaction. */
const insertLogRows = compiledPerDialect(compileInsertLogRows);

export async function insertLogEntries(
  db: Db,
  entries: readonly Insertable<LogTable>[],
): Promise<void> {
  await insertLogRows(db)(
    db,
    entries.map((entry) => [entry.user_id, entry.type, entry.data, entry.tstamp]),
  );
}

export async function countLogEntries(db: Db, userId: number): Promise<number> {
  const counted = await db
    .selectFrom('log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return counted.count;
}

/** A page of the player's entries, newest first. */
export function logEntries(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ type: string; data: string; tstamp: number }[]> {
  return db
    .selectFrom('log')
    .select(['type', 'data', 'tstamp'])
    .where('user_id', '=', userId)
    .orderBy('tstamp', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The fight tick's compiled statement: one log entry (db/prepared.ts). */
export const logStatements = compiledPerDatabase((db: Db) => ({
  /** (user_id, type, data, tstamp) rows, of any players, stored in their order. */
  insert: compileInsertLogRows(db),
}));

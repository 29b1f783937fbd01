/**
 * Held statements (held-statements.ts): on PostgreSQL a transaction's writes whose results are
 * not read leave with its commit, their values written in as literals; what they store, and a
 * check that fails, are as if each had been sent alone. SQLite runs them at once.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support';
import { type Db, databaseRoundTrips } from './database';
import { isBatchCheckFailure } from './held-statements';
import { prepareBatchRows } from './prepared';

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await openTestDatabase();
  db = database.db;
  await sql`create table held_rows (id integer primary key, name text, amount bigint)`.execute(db);
});
afterEach(async () => {
  await database.close();
});

const insertRows = () =>
  prepareBatchRows(
    db,
    [
      ['id', 'integer'],
      ['name', 'text'],
      ['amount', 'bigint'],
    ],
    (source) =>
      sql`insert into held_rows (id, name, amount) select id, name, amount from ${source}
        where true returning id`,
  );

const stored = async () =>
  (
    await sql<{ id: number; name: string | null; amount: number }>`select id, name, amount
    from held_rows order by id`.execute(db)
  ).rows;

describe('held statements', () => {
  it('store texts with quotes, backslashes, braces, commas and nulls as given', async () => {
    const names = [`it's`, 'back\\slash', '{"json": [1, 2]}', 'a, b', null, '', 'NULL'];
    const rows = names.map((name, index) => [index + 1, name, 2 ** 40 + index]);
    const statement = insertRows();
    const before = databaseRoundTrips(db);
    await db.transaction().execute(async (trx) => {
      await statement.held(trx, rows);
    });
    // PostgreSQL: the begin, the insert and the commit in one message.
    if (before !== null) expect(databaseRoundTrips(db)).toBe(before + 1);
    expect(await stored()).toEqual(
      names.map((name, index) => ({ id: index + 1, name, amount: 2 ** 40 + index })),
    );
  });

  it('send what is held before a read of the same transaction, which sees it', async () => {
    const statement = insertRows();
    const seen = await db.transaction().execute(async (trx) => {
      await statement.held(trx, [[1, 'one', 1]]);
      return (await sql<{ count: number }>`select count(*) as count from held_rows`.execute(trx))
        .rows[0]?.count;
    });
    expect(Number(seen)).toBe(1);
  });

  it('pass a check that holds, and fail the transaction, storing nothing, when one falls short', async () => {
    const statement = insertRows();
    await db.transaction().execute(async (trx) => {
      await statement.checked(trx, [[1, 'one', 1]], 'rows inserted');
    });
    const raise = prepareBatchRows(
      db,
      [['id', 'integer']],
      (source) => sql`update held_rows set amount = amount + 1 from ${source}
        where held_rows.id = v.id returning held_rows.id`,
    );
    const failed = db.transaction().execute(async (trx) => {
      await statement.held(trx, [[5, 'five', 5]]);
      // Row 9 is missing: one row changed of two.
      await raise.checked(trx, [[1], [9]], 'rows raised');
    });
    const error = await failed.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(isBatchCheckFailure(error)).toBe(true);
    expect(await stored()).toEqual([{ id: 1, name: 'one', amount: 1 }]);
  });
});

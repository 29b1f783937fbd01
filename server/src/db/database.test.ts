/**
 * The data layer on whichever database the tests run on (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): the same answers from both, and transactions that read then write safe.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { openTestDatabase, testsOnPostgres, type TestDatabase } from '../test-support';
import { DEFAULT_POOL_SIZE, openDatabase, type Db } from './database';
import type { Database } from './schema';
import { greatest, isUniqueViolation, jsonIntegers } from './dialect';
import { playerTransaction, writeTransaction } from './transactions';

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterEach(async () => {
  await database.close();
});

async function addUser(name: string, autos = 10): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: name,
      username_key: name.toLowerCase(),
      password_hash: 'x',
      created_at: 1_700_000_000_000,
      autos,
      max_autos: 150,
      chat_token: 't',
      health: 1,
      attack: 1,
      defence: 1,
      accuracy: 1,
      dodge: 1,
      last_active_at: 0,
      next_captcha_at: 0,
      stats_day: '',
      stats_month: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const autosOf = async (id: number) =>
  (await db.selectFrom('users').select('autos').where('id', '=', id).executeTakeFirstOrThrow())
    .autos;

/** A promise and the function that resolves it. */
function released() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads a player's Autos, waits, and writes them plus one: a lost update without a lock. */
async function addOneSlowly(trx: Transaction<Database>, id: number): Promise<void> {
  const { autos } = await trx
    .selectFrom('users')
    .select('autos')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await pause(5);
  await trx
    .updateTable('users')
    .set({ autos: autos + 1 })
    .where('id', '=', id)
    .execute();
}

describe('answers alike on both databases', () => {
  it('answers 64-bit integers and counts as numbers', async () => {
    const id = await addUser('Hero');
    const user = await db
      .selectFrom('users')
      .select(['created_at', 'id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ created_at: 1_700_000_000_000, id });
    const { count } = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
  });

  it('numbers ids from 1 and never gives a deleted row id again', async () => {
    const first = await addUser('One');
    const second = await addUser('Two');
    await db.deleteFrom('users').where('id', '=', second).execute();
    const third = await addUser('Three');
    expect([first, second, third]).toEqual([1, 2, 3]);
  });

  it('takes the larger of two numbers and reads a JSON list of ids', async () => {
    const ids = [await addUser('A'), await addUser('B'), await addUser('C')];
    const { low, high } = await sql<{ low: number; high: number }>`select
      ${greatest(db, sql.lit(0), sql`${-5}`)} as low, ${greatest(db, sql.lit(0), sql`${7}`)} as high`
      .execute(db)
      .then((result) => result.rows[0] ?? { low: NaN, high: NaN });
    expect({ low, high }).toEqual({ low: 0, high: 7 });
    const picked = await db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', jsonIntegers(db, JSON.stringify([ids[0], ids[2]])))
      .orderBy('id')
      .execute();
    expect(picked.map((row) => row.id)).toEqual([ids[0], ids[2]]);
  });

  it('recognises a broken unique index, and nothing else, as one', async () => {
    await addUser('Hero');
    const duplicate = await addUser('hero').catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const otherError = await sql`select * from no_such_table`
      .execute(db)
      .catch((error: unknown) => error);
    expect(otherError).toBeInstanceOf(Error);
    expect(isUniqueViolation(otherError)).toBe(false);
    expect(await db.selectFrom('users').select('username').execute()).toEqual([
      { username: 'Hero' },
    ]);
  });
});

describe('transactions that read then write', () => {
  it('lose no update when many read and write one player at once', async () => {
    const id = await addUser('Hero', 0);
    const addOne = () =>
      playerTransaction(db, [id], async (trx) => {
        await addOneSlowly(trx, id);
      });
    await Promise.all(Array.from({ length: 12 }, addOne));
    expect(await autosOf(id)).toBe(12);
  });

  it.skipIf(!testsOnPostgres)(
    'lose updates without the lock on PostgreSQL (the check above can fail; SQLite runs one transaction at a time)',
    async () => {
      const id = await addUser('Hero', 0);
      const addOneUnlocked = () =>
        db.transaction().execute(async (trx) => {
          await addOneSlowly(trx, id);
        });
      await Promise.all(Array.from({ length: 12 }, addOneUnlocked));
      expect(await autosOf(id)).toBeLessThan(12);
    },
  );

  it.skipIf(!testsOnPostgres)(
    'run a transaction again after PostgreSQL ends it in a deadlock (SQLite cannot interleave two)',
    async () => {
      const a = await addUser('A', 0);
      const b = await addUser('B', 0);
      let attempts = 0;
      const holding = { a: released(), b: released() };
      // Each holds one row and waits for the other's: one of the two is chosen as the victim.
      const crossing = (first: number, second: number, mine: 'a' | 'b', theirs: 'a' | 'b') =>
        writeTransaction(db, async (trx) => {
          attempts += 1;
          await sql`update users set autos = autos + 1 where id = ${first}`.execute(trx);
          holding[mine].resolve();
          await holding[theirs].promise;
          await sql`update users set autos = autos + 1 where id = ${second}`.execute(trx);
        });
      await Promise.all([crossing(a, b, 'a', 'b'), crossing(b, a, 'b', 'a')]);
      expect(attempts).toBe(3);
      expect([await autosOf(a), await autosOf(b)]).toEqual([2, 2]);
    },
  );

  it('gives up on an error that is not a deadlock at once, storing nothing', async () => {
    const id = await addUser('Hero', 5);
    let attempts = 0;
    await expect(
      writeTransaction(db, async (trx) => {
        attempts += 1;
        await trx.updateTable('users').set({ autos: 0 }).where('id', '=', id).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(attempts).toBe(1);
    expect(await autosOf(id)).toBe(5);
  });
});

describe.skipIf(testsOnPostgres)('SQLite write transactions (SQLite only: the file lock)', () => {
  let dir: string;
  let fileDb: Db;
  let other: SQLite.Database;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'idle-db-'));
    fileDb = await openDatabase({ dataDir: dir });
    await sql`insert into world_state (key, value) values ('k', '0')`.execute(fileDb);
    // Another connection to the same file, as another process would have; it never waits.
    other = new SQLite(join(dir, 'game.sqlite'));
    other.pragma('busy_timeout = 0');
  });
  afterEach(async () => {
    other.close();
    await fileDb.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const otherWrites = () => other.prepare(`update world_state set value = 'other'`).run();
  const readThenWrite = async (trx: Db) => {
    await trx.selectFrom('world_state').selectAll().execute();
    otherWrites();
    await trx.updateTable('world_state').set({ value: 'mine' }).execute();
  };

  it('a deferred transaction that read fails at its first write after another connection wrote', async () => {
    await expect(fileDb.transaction().execute(readThenWrite)).rejects.toMatchObject({
      code: 'SQLITE_BUSY_SNAPSHOT',
    });
  });

  it('a write transaction holds the write lock from its start: the other connection waits', async () => {
    let otherFailed: unknown = null;
    await writeTransaction(fileDb, async (trx) => {
      await trx.selectFrom('world_state').selectAll().execute();
      try {
        otherWrites();
      } catch (error) {
        otherFailed = error;
      }
      await trx.updateTable('world_state').set({ value: 'mine' }).execute();
    });
    expect(otherFailed).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(await fileDb.selectFrom('world_state').select('value').execute()).toEqual([
      { value: 'mine' },
    ]);
  });

  it('keeps the migrations SQLite has always run: ids are autoincrement columns', () => {
    const { sql: created } = other
      .prepare(`select sql from sqlite_master where name = 'log'`)
      .get() as { sql: string };
    expect(created).toContain('"id" integer primary key autoincrement');
  });
});

describe('settings', () => {
  it('runs on PostgreSQL with DATABASE_URL, with a pool of DATABASE_POOL_SIZE', () => {
    expect(configFromEnv({}, '/game')).toMatchObject({
      databaseUrl: null,
      databasePoolSize: DEFAULT_POOL_SIZE,
    });
    expect(
      configFromEnv({ DATABASE_URL: 'postgres://db/game', DATABASE_POOL_SIZE: '4' }, '/game'),
    ).toMatchObject({ databaseUrl: 'postgres://db/game', databasePoolSize: 4 });
    expect(() => configFromEnv({ DATABASE_POOL_SIZE: '0' }, '/game')).toThrow(
      'DATABASE_POOL_SIZE must be a whole number of at least 1, got 0',
    );
  });
});

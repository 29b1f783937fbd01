/**
 * The migrations index: the ids a database has recorded stay the same, and a database that
 * stopped at any migration upgrades to the same schema as a fresh one. On SQLite, or on
 * PostgreSQL with TEST_DATABASE_URL (scripts/with-postgres.mjs), like the rest of the suite.
 */
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { isPostgres } from '../dialect';
import { migrationProvider, migrations } from './index';

/** The ids databases have recorded since they shipped: never renamed, never reordered. */
const SHIPPED_IDS = [
  '0001_initial',
  '0002_shell_pages',
  '0003_battle_domain',
  '0004_gathering_crafting',
  '0005_action_ended',
  '0006_market_orders',
  '0007_stores',
  '0008_market_trades',
  '0009_economy_counters',
  '0010_clans',
  '0011_land_labyrinth',
  '0012_premium',
  '0013_chat_boosts',
  '0014_admin',
  '0015_batch_check',
  '0016_loadouts',
  '0017_api_keys',
  '0018_action_rates',
  '0019_market_ledger',
  '0020_push',
  '0021_jewel_trades',
];

const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;

interface EmptyDatabase {
  db: Kysely<unknown>;
  close(): Promise<void>;
}

const opened: EmptyDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

/** A database with no table at all: in-memory SQLite, or a new PostgreSQL database. */
async function emptyDatabase(): Promise<EmptyDatabase> {
  let database: EmptyDatabase;
  if (testDatabaseUrl === null) {
    const db = new Kysely<unknown>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    });
    database = { db, close: () => db.destroy() };
  } else {
    const admin = new pg.Pool({ connectionString: testDatabaseUrl, max: 1 });
    const name = `test_migrations_${randomBytes(8).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    database = {
      db,
      close: async () => {
        await db.destroy();
        await admin.query(`drop database ${name}`);
        await admin.end();
      },
    };
  }
  opened.push(database);
  return database;
}

/** Runs the migrations up to `target` (or all), failing the test when one fails. */
async function migrate(db: Kysely<unknown>, target?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = target
    ? await migrator.migrateTo(target)
    : await migrator.migrateToLatest();
  expect(error).toBeUndefined();
  return (results ?? []).map((result) => `${result.migrationName} ${result.status}`);
}

/** Every table, column, index and constraint of the database, in a stable order. */
async function schemaOf(db: Kysely<unknown>): Promise<unknown> {
  if (!isPostgres(db)) {
    // SQLite keeps each object's DDL as written (columns added later appended to the table's).
    const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master order by type, name`.execute(db);
    return rows;
  }
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const indexes = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes where schemaname = 'public'
    order by indexname`.execute(db);
  const constraints = await sql<{ table_name: string; constraint_name: string; type: string }>`
    select conrelid::regclass::text as table_name, conname as constraint_name,
      pg_get_constraintdef(oid) as type
    from pg_constraint where connamespace = 'public'::regnamespace
    order by table_name, constraint_name`.execute(db);
  return {
    tables: tables
      .map((table) => ({
        ...table,
        columns: [...table.columns].sort((a, b) => a.name.localeCompare(b.name)),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    indexes: indexes.rows,
    constraints: constraints.rows,
  };
}

describe('migrations', () => {
  it('keeps the shipped ids, in order', () => {
    expect(Object.keys(migrations)).toEqual(SHIPPED_IDS);
  });

  // Two databases migrated from nothing: seconds on PostgreSQL on a busy machine.
  it(
    'upgrades a database stopped at 0007 to the same schema as a fresh one',
    { timeout: 60_000 },
    async () => {
      const fresh = await emptyDatabase();
      expect(await migrate(fresh.db)).toEqual(SHIPPED_IDS.map((id) => `${id} Success`));

      const upgraded = await emptyDatabase();
      expect(await migrate(upgraded.db, '0007_stores')).toEqual(
        SHIPPED_IDS.slice(0, 7).map((id) => `${id} Success`),
      );
      expect(await migrate(upgraded.db)).toEqual(SHIPPED_IDS.slice(7).map((id) => `${id} Success`));

      const freshSchema = await schemaOf(fresh.db);
      expect(JSON.stringify(freshSchema)).toContain('chat_messages');
      expect(await schemaOf(upgraded.db)).toEqual(freshSchema);
    },
  );
});

describe('0019_market_ledger', () => {
  it('works out the gold and tax of the trades recorded before it from their price', async () => {
    const { db } = await emptyDatabase();
    await migrate(db, '0018_action_rates');
    // 3 at 2.50 (7.50, rounded up to 8, no tax), 1,000 at 40.00 (40,000, tax 2,000).
    await sql`insert into market_trades (item_id, amount, price_cents, traded_at)
      values ('metal', 3, 250, 1), ('weapon_component', 1000, 4000, 2)`.execute(db);
    await migrate(db);
    const { rows } = await sql<{ gold: number | string; tax: number | string }>`
      select gold, tax from market_trades order by id`.execute(db);
    expect(rows.map((row) => [Number(row.gold), Number(row.tax)])).toEqual([
      [8, 0],
      [40_000, 2_000],
    ]);
  });
});

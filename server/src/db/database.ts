/**
 * Opens the embedded SQLite database (WAL) and brings its schema up to date. Everything else
 * talks to storage through Kysely, so the same queries can later run on PostgreSQL.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type SqliteDatabase } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export async function openDatabase(dataDir: string): Promise<Db> {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    file = join(dataDir, 'game.sqlite');
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  await migrate(db);
  return db;
}

/** Most statements of the game repeat on every tick. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; preparing was a sixth of a tick's CPU. This keeps prepared
 * statements by SQL text (the values are bound separately, so the text repeats), oldest dropped
 * first once the cache is full.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (source: string) => {
      let statement = cache.get(source);
      if (!statement) {
        statement = sqlite.prepare(source);
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        cache.set(source, statement);
      }
      return statement;
    },
  };
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

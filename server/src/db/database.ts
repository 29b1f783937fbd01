/**
 * Opens the game's database and brings its schema up to date: PostgreSQL when a database URL is
 * given, else the embedded SQLite file (WAL). Everything else talks to storage through Kysely and
 * never asks which one it is (the few differences of SQL live in `dialect.ts`).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  sql,
  Kysely,
  Migrator,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import { HoldingPostgresDialect, type RoundTrips } from './held-statements';
import { migrationProvider, migrations } from './migrations';
import type { Database } from './schema';
import { backgroundWarning } from '../operations/background-log';

export type Db = Kysely<Database>;

export interface DatabaseSettings {
  /** Where the SQLite file lives (`:memory:` for none); unused with a database URL. */
  dataDir: string;
  /** `postgres://...`: run on that PostgreSQL database instead of SQLite. */
  databaseUrl?: string | null;
  /** Connections the PostgreSQL pool may open. */
  databasePoolSize?: number;
}

export const DEFAULT_POOL_SIZE = 10;

/** `settings` may be just the SQLite data folder. */
export async function openDatabase(settings: DatabaseSettings | string): Promise<Db> {
  if (typeof settings === 'string') settings = { dataDir: settings };
  const db = settings.databaseUrl
    ? openPostgres(settings.databaseUrl, settings.databasePoolSize ?? DEFAULT_POOL_SIZE)
    : openSqlite(settings.dataDir);
  await migrate(db);
  return db;
}

/**
 * PostgreSQL answers 64-bit integers and numerics as strings, since they may not fit a JS number.
 * The game's values stay far below 2^53 (gold, experience, milliseconds), and SQLite answers them
 * as numbers: so does this pool, for every query.
 */
const numberTypes = new pg.TypeOverrides();
numberTypes.setTypeParser(pg.types.builtins.INT8, Number);
numberTypes.setTypeParser(pg.types.builtins.NUMERIC, Number);

/** The pool behind each PostgreSQL database, for its connection counts. */
const pools = new WeakMap<Db, pg.Pool>();
/** The messages each PostgreSQL database has sent (held-statements.ts). */
const roundTripsOf = new WeakMap<Db, RoundTrips>();

/** Messages sent to PostgreSQL so far (each waits for its answer); null on SQLite (none). */
export function databaseRoundTrips(db: Db): number | null {
  return roundTripsOf.get(db)?.count ?? null;
}

/** Connections the database holds: the pool's on PostgreSQL (in use: lent out); SQLite has one. */
export function databaseConnections(db: Db): {
  dialect: 'postgres' | 'sqlite';
  open: number;
  inUse: number | null;
} {
  const pool = pools.get(db);
  if (!pool) return { dialect: 'sqlite', open: 1, inUse: null };
  return { dialect: 'postgres', open: pool.totalCount, inUse: pool.totalCount - pool.idleCount };
}

function openPostgres(url: string, poolSize: number): Db {
  // No idle timeout: the pool would otherwise arm a timer at every release (a query's end, a
  // group-commit batch's), a few percent of a tick's CPU; a game server keeps its few connections.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: numberTypes,
    idleTimeoutMillis: 0,
  });
  // An idle connection the server closed (a restart, a fail-over) is dropped by the pool, which
  // opens another when needed; unheard, the error would end the process.
  pool.on('error', (error) => {
    backgroundWarning('database pool', `PostgreSQL closed an idle connection: ${error.message}`);
  });
  const dialect = new HoldingPostgresDialect({ pool });
  const db = new Kysely<Database>({ dialect });
  pools.set(db, pool);
  roundTripsOf.set(db, dialect.roundTrips);
  return db;
}

/** The embedded database's file in `dataDir`. */
export function sqliteFile(dataDir: string): string {
  return join(dataDir, 'game.sqlite');
}

function openSqlite(dataDir: string): Db {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    file = sqliteFile(dataDir);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

/**
 * SQLite's transactions begin deferred: one that reads and then writes takes the write lock only
 * at its first write, and fails at once (SQLITE_BUSY, past the busy timeout's help) when another
 * connection to the same file wrote in between. A write transaction (`writeTransaction`, asked
 * for as `serializable`) therefore begins IMMEDIATE, taking the write lock first. Within this
 * process the one connection already runs transactions one at a time; IMMEDIATE protects against
 * the other connections to the file: another process on the same file (a chat socket run in a
 * process of its own, an audit or backup command, a second server on the same data folder).
 */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly sqliteConfig: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(sqliteConfig);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.sqliteConfig);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(
    connection: DatabaseConnection,
    settings?: TransactionSettings,
  ): Promise<void> {
    if (settings?.isolationLevel !== 'serializable') return super.beginTransaction(connection);
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
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

/** Kysely's record of the migrations that ran (its default table). */
const MIGRATION_TABLE = 'kysely_migration';

/** The migrations this server knows that the database has not run (readiness checks it). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
  const ran = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !ran.has(name));
}

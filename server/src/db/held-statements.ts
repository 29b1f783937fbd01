/**
 * Fewer round trips to PostgreSQL: a transaction's BEGIN is held until its first statement, and
 * the statements whose result nobody reads (`runHeld`: a group-commit batch's writes) are held
 * until the transaction's next read or its COMMIT; then all that is held goes in one message, as
 * one simple query of several statements with their values written in as literals. A batch of
 * writes is then one round trip: BEGIN, its statements and COMMIT together.
 *
 * An error of a held statement fails the statement or commit it was sent with, so the transaction
 * still fails whole (a write that must fail the batch checks in SQL and raises:
 * `BATCH_CHECK_FAILED`). SQLite has no round trips: nothing is held there.
 */
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PostgresDialect,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** The compiled statements run by `runHeld` (by their object, which reaches the connection). */
const heldQueries = new WeakSet<CompiledQuery>();

/** Marks `query`: its result is not read, so a transaction may send it later (see the top). */
export function holdQuery(query: CompiledQuery): CompiledQuery {
  heldQueries.add(query);
  return query;
}

/** The SQLSTATE of `batch_check` (migration 0015): a batch's write fell short of its rows. */
export const BATCH_CHECK_FAILED = 'GC001';

/** The same failure where a check runs in JavaScript (SQLite answers at once). */
export class BatchCheckFailure extends Error {
  readonly code = BATCH_CHECK_FAILED;
  constructor(what: string) {
    super(`batch check failed: ${what}`);
  }
}

export function isBatchCheckFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === BATCH_CHECK_FAILED
  );
}

/** A value as an SQL literal: quoted like a parameter, so PostgreSQL types it alike. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'number' || typeof value === 'bigint') return `'${value}'`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return quoted(arrayText(value));
  throw new Error(`A held statement takes no ${typeof value} value`);
}

/**
 * A text as a string literal, as node-postgres's `escapeLiteral` writes it (quotes doubled; with a
 * backslash, an E'' literal with backslashes doubled), by regular expressions: its loop over each
 * character cost ~2% of an instance's CPU on the ticks' trackers.
 */
function quoted(text: string): string {
  const inQuotes = text.replace(/'/g, "''");
  return text.includes('\\') ? ` E'${inQuotes.replace(/\\/g, '\\\\')}'` : `'${inQuotes}'`;
}

/** PostgreSQL's text of a one-dimensional array (what node-postgres sends for a JS array). */
function arrayText(values: readonly unknown[]): string {
  const items = values.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (typeof item === 'number' || typeof item === 'bigint') return String(item);
    if (typeof item === 'string') return `"${item.replace(/[\\"]/g, '\\$&')}"`;
    throw new Error(`A held statement takes no array of ${typeof item}`);
  });
  return `{${items.join(',')}}`;
}

/** The statement's text with its values written in. */
function withLiterals(query: CompiledQuery): string {
  const { parameters } = query;
  if (parameters.length === 0) return query.sql;
  return query.sql.replace(/\$(\d+)/g, (_match, index: string) =>
    literal(parameters[Number(index) - 1]),
  );
}

const NOTHING: QueryResult<never> = { rows: [] };

/** Messages sent to PostgreSQL, per dialect (its databases' count, for tests and the bench). */
export interface RoundTrips {
  count: number;
}

class HoldingConnection implements DatabaseConnection {
  /** The transaction's BEGIN while not sent (null: sent, or no transaction). */
  begin: string | null = null;
  inTransaction = false;
  held: string[] = [];

  constructor(
    readonly inner: DatabaseConnection,
    private readonly roundTrips: RoundTrips,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction && heldQueries.has(query)) {
      this.held.push(withLiterals(query));
      return NOTHING;
    }
    await this.send(null);
    this.roundTrips.count += 1;
    return this.inner.executeQuery<R>(query);
  }

  async *streamQuery<R>(
    query: CompiledQuery,
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    await this.send(null);
    this.roundTrips.count += 1;
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }

  /** Sends the BEGIN not sent yet, what is held and `last`, in one message (none if nothing). */
  async send(last: string | null): Promise<void> {
    const texts = this.begin === null ? this.held : [this.begin, ...this.held];
    if (last !== null) texts.push(last);
    this.begin = null;
    this.held = [];
    if (texts.length === 0) return;
    this.roundTrips.count += 1;
    await this.inner.executeQuery(CompiledQuery.raw(texts.join(';\n')));
  }
}

/** The connection this driver lent (Kysely hands each back to the driver that lent it). */
function holdingOf(connection: DatabaseConnection): HoldingConnection {
  if (!(connection instanceof HoldingConnection)) throw new Error('Not a holding connection');
  return connection;
}

function beginText(settings: TransactionSettings): string {
  if (!settings.isolationLevel && !settings.accessMode) return 'begin';
  let text = 'start transaction';
  if (settings.isolationLevel) text += ` isolation level ${settings.isolationLevel}`;
  if (settings.accessMode) text += ` ${settings.accessMode}`;
  return text;
}

class HoldingDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, HoldingConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly roundTrips: RoundTrips,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let holding = this.wrapped.get(connection);
    if (!holding) {
      holding = new HoldingConnection(connection, this.roundTrips);
      this.wrapped.set(connection, holding);
    }
    return holding;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const holding = holdingOf(connection);
    holding.begin = beginText(settings);
    holding.inTransaction = true;
    return Promise.resolve();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const holding = holdingOf(connection);
    holding.inTransaction = false;
    // A transaction that sent nothing has nothing to commit.
    if (holding.begin !== null && holding.held.length === 0) holding.begin = null;
    else await holding.send('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const holding = holdingOf(connection);
    const began = holding.begin === null;
    holding.begin = null;
    holding.held = [];
    holding.inTransaction = false;
    if (!began) return;
    this.roundTrips.count += 1;
    await holding.inner.executeQuery(CompiledQuery.raw('rollback'));
  }

  // Savepoints go through the holding connection: what is held is sent before them.
  async savepoint(...args: Parameters<NonNullable<Driver['savepoint']>>): Promise<void> {
    await this.inner.savepoint?.(...args);
  }

  async rollbackToSavepoint(
    ...args: Parameters<NonNullable<Driver['rollbackToSavepoint']>>
  ): Promise<void> {
    await this.inner.rollbackToSavepoint?.(...args);
  }

  async releaseSavepoint(
    ...args: Parameters<NonNullable<Driver['releaseSavepoint']>>
  ): Promise<void> {
    await this.inner.releaseSavepoint?.(...args);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(holdingOf(connection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Kysely's PostgreSQL dialect with held BEGINs and statements (see the top); counts messages. */
export class HoldingPostgresDialect extends PostgresDialect {
  readonly roundTrips: RoundTrips = { count: 0 };

  override createDriver(): Driver {
    return new HoldingDriver(super.createDriver(), this.roundTrips);
  }
}

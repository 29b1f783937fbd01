/**
 * The few places where SQLite and PostgreSQL need different SQL. Every other statement of the
 * game is written in the SQL both accept; when one cannot be, its difference lives here.
 */
import { PostgresAdapter, sql, type Expression, type QueryExecutor, type RawBuilder } from 'kysely';

/** A database or a transaction of one (both carry the dialect's adapter). */
interface Executes {
  getExecutor(): QueryExecutor;
}

export function isPostgres(db: Executes): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The larger of two numbers: SQLite's scalar `max(a, b)` is PostgreSQL's `greatest(a, b)`. */
export function greatest(
  db: Executes,
  a: Expression<unknown>,
  b: Expression<unknown>,
): RawBuilder<number> {
  return isPostgres(db) ? sql<number>`greatest(${a}, ${b})` : sql<number>`max(${a}, ${b})`;
}

/**
 * Locks the rows a select reads until the transaction ends (PostgreSQL). SQLite has no row locks
 * and needs none: a write transaction there holds the whole database (see `writeTransaction`).
 */
export function forUpdate(db: Executes): RawBuilder<unknown> {
  return isPostgres(db) ? sql`for update` : sql``;
}

/**
 * The integers of a JSON array given as one text parameter, as a subquery for `in`: one
 * parameter however long the list (SQLite caps the parameters of a statement).
 */
export function jsonIntegers(db: Executes, json: string): RawBuilder<number> {
  return isPostgres(db)
    ? sql<number>`(select cast(value as integer) from json_array_elements_text(cast(${json} as json)))`
    : sql<number>`(select value from json_each(${json}))`;
}

/** The error of a write that broke a unique index or primary key, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

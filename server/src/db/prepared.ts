/**
 * Statements compiled once. Kysely builds and compiles every query afresh, which costs more than
 * running it; the action ticks run the same few writes thousands of times a second, so theirs are
 * compiled at start-up (by the database's own dialect, so they stay portable) and only run.
 */
import { CompiledQuery, createQueryId, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

export type Prepared<Args extends unknown[]> = (
  executor: Kysely<Database>,
  ...args: Args
) => Promise<unknown>;

/**
 * Compiles `build(...sample)` once. Each argument must appear exactly once and in order in the
 * statement, which is checked here against the sample (give distinct sample values).
 */
export function prepare<Args extends unknown[]>(
  db: Db,
  build: (...args: Args) => RawBuilder<unknown>,
  sample: Args,
): Prepared<Args> {
  const compiled = build(...sample).compile(db);
  const inOrder =
    compiled.parameters.length === sample.length &&
    compiled.parameters.every((parameter, index) => parameter === sample[index]);
  if (!inOrder) {
    throw new Error(
      `Prepared statement arguments are not used once each, in order: ${compiled.sql}`,
    );
  }
  // One query node for every run: CompiledQuery.raw would build and freeze a new one each time.
  const { sql: text, query } = CompiledQuery.raw(compiled.sql);
  return (executor, ...args) =>
    executor.executeQuery({ sql: text, query, parameters: args, queryId: createQueryId() });
}

type AddRowsTable = 'items' | 'statistics' | 'skills';

/**
 * `insert ... on conflict add` of several (key, amount) rows of one player, compiled once per row
 * count: adds each amount to the player's row of that key, creating it when missing.
 */
export function prepareAddRows(
  db: Db,
  table: AddRowsTable,
  keyColumn: string,
  amountColumn: string,
): (executor: Kysely<Database>, userId: number, rows: [string, number][]) => Promise<unknown> {
  const byCount = new Map<number, Prepared<unknown[]>>();
  return async (executor, userId, rows) => {
    if (rows.length === 0) return;
    let statement = byCount.get(rows.length);
    if (!statement) {
      const sample: unknown[] = rows.flatMap((_row, index) => [
        -1 - 3 * index,
        `key${index}`,
        -3 - 3 * index,
      ]);
      statement = prepare(
        db,
        (...args: unknown[]) => {
          const tuples = rows.map(
            (_row, index) =>
              sql`(${args[3 * index]}, ${args[3 * index + 1]}, ${args[3 * index + 2]})`,
          );
          return sql`insert into ${sql.table(table)} (user_id, ${sql.ref(keyColumn)}, ${sql.ref(amountColumn)})
            values ${sql.join(tuples)}
            on conflict (user_id, ${sql.ref(keyColumn)}) do update
            set ${sql.ref(amountColumn)} = ${sql.ref(`${table}.${amountColumn}`)} + ${sql.ref(`excluded.${amountColumn}`)}`;
        },
        sample,
      );
      byCount.set(rows.length, statement);
    }
    await statement(executor, ...rows.flatMap(([key, amount]) => [userId, key, amount]));
  };
}

/** The most rows one statement of `prepareRows` takes. */
const ROWS_A_STATEMENT = 128;

/**
 * A statement over any number of rows of `width` values each: `build` gets the rows as
 * `(a, b, ...), (a, b, ...)`. It runs in statements of a power of two rows each, so only a few
 * sizes are ever compiled.
 */
export function prepareRows(
  db: Db,
  width: number,
  build: (rows: RawBuilder<unknown>) => RawBuilder<unknown>,
): (executor: Kysely<Database>, rows: readonly (readonly unknown[])[]) => Promise<void> {
  const bySize = new Map<number, Prepared<unknown[]>>();
  const statementOf = (size: number) => {
    let statement = bySize.get(size);
    if (!statement) {
      const sample: unknown[] = Array.from({ length: width * size }, (_value, index) => -1 - index);
      statement = prepare(
        db,
        (...args: unknown[]) => {
          const tuples = Array.from(
            { length: size },
            (_row, row) =>
              sql`(${sql.join(args.slice(width * row, width * (row + 1)).map((value) => sql`${value}`))})`,
          );
          return build(sql.join(tuples));
        },
        sample,
      );
      bySize.set(size, statement);
    }
    return statement;
  };
  return async (executor, rows) => {
    let from = 0;
    while (from < rows.length) {
      let size = ROWS_A_STATEMENT;
      while (size > rows.length - from) size /= 2;
      await statementOf(size)(executor, ...rows.slice(from, from + size).flat());
      from += size;
    }
  };
}

/**
 * `compile(db)` run once per database, at the first call; later calls answer the same
 * statements (tests open many databases, the server one).
 */
export function compiledPerDatabase<Statements>(
  compile: (db: Db) => Statements,
): (db: Db) => Statements {
  const compiled = new WeakMap<Db, Statements>();
  return (db) => {
    let statements = compiled.get(db);
    if (statements === undefined) compiled.set(db, (statements = compile(db)));
    return statements;
  };
}

/**
 * Statements compiled once. Kysely builds and compiles every query afresh, which costs more than
 * running it; the action ticks run the same few writes thousands of times a second, so theirs are
 * compiled at start-up (by the database's own dialect, so they stay portable) and only run.
 */
import {
  CompiledQuery,
  createQueryId,
  type Kysely,
  type QueryResult,
  type RawBuilder,
  sql,
} from 'kysely';
import type { Db } from './database';
import { isPostgres } from './dialect';
import { BatchCheckFailure, holdQuery } from './held-statements';
import type { Database } from './schema';

/** A compiled statement, run with its named parameters; answers its typed rows. */
export type Prepared<Params, Row = unknown> = (
  executor: Kysely<Database>,
  params: Params,
) => Promise<QueryResult<Row>>;

/** A compiled statement of a variable number of values (one per row count), run with them in order. */
export type PreparedList<Row = unknown> = (
  executor: Kysely<Database>,
  values: readonly unknown[],
) => Promise<QueryResult<Row>>;

/**
 * Compiles `build(sample)` once: the statement reads its parameters by name (`${p.userId}`),
 * and its rows are typed by `sql<Row>`. Every sample value must be distinct, so that each
 * compiled parameter is known by its name (checked here); a name may appear more than once.
 */
export function prepare<Params extends Record<string, unknown>, Row = unknown>(
  db: Db,
  build: (params: Params) => RawBuilder<Row>,
  sample: NoInfer<Params>,
): Prepared<Params, Row> {
  const compiled = build(sample).compile(db);
  const names = Object.keys(sample) as (keyof Params)[];
  const order = compiled.parameters.map((parameter) => {
    const found = names.filter((name) => sample[name] === parameter);
    if (found.length !== 1) {
      throw new Error(
        `Prepared statement parameter ${String(parameter)} is not one name: ${compiled.sql}`,
      );
    }
    return found[0] as keyof Params;
  });
  const unused = names.filter((name) => !order.includes(name));
  if (unused.length > 0) {
    throw new Error(`Prepared statement parameters unused (${unused.join(', ')}): ${compiled.sql}`);
  }
  const run = runOnce<Row>(compiled.sql);
  return (executor, params) =>
    run(
      executor,
      order.map((name) => params[name]),
    );
}

/**
 * Compiles `build(...sample)` once, for statements over a variable number of values (rows,
 * items): each value must appear exactly once and in order in the statement, checked against
 * the sample (give distinct sample values).
 */
export function prepareList<Row = unknown>(
  db: Db,
  build: (...values: unknown[]) => RawBuilder<Row>,
  sample: readonly unknown[],
): PreparedList<Row> {
  return runOnce<Row>(compiledText(db, build(...sample), sample));
}

function runOnce<Row>(text: string): PreparedList<Row> {
  const run = compiledRun<Row>(text);
  return (executor, values) => run(executor, values, false);
}

/** Runs `text` with its values; a held run's result is not read (held-statements.ts). */
function compiledRun<Row>(
  text: string,
): (
  executor: Kysely<Database>,
  values: readonly unknown[],
  held: boolean,
) => Promise<QueryResult<Row>> {
  // One query node for every run: CompiledQuery.raw would build and freeze a new one each time.
  const { query } = CompiledQuery.raw(text);
  return (executor, values, held) => {
    const compiled: CompiledQuery = {
      sql: text,
      query,
      parameters: values,
      queryId: createQueryId(),
    };
    return executor.executeQuery<Row>(held ? holdQuery(compiled) : compiled);
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
  const bySize = new Map<number, PreparedList>();
  const statementOf = (size: number) => {
    let statement = bySize.get(size);
    if (!statement) {
      const sample: unknown[] = Array.from({ length: width * size }, (_value, index) => -1 - index);
      statement = prepareList(
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
      await statementOf(size)(executor, rows.slice(from, from + size).flat());
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

/**
 * `compile(db)` run once per dialect, for statements callers run on their transaction (a new
 * object each time, which `compiledPerDatabase` would compile for anew): a compiled statement
 * depends on the dialect alone.
 */
export function compiledPerDialect<Statements>(
  compile: (db: Db) => Statements,
): (db: Db) => Statements {
  const compiled: { postgres?: Statements; sqlite?: Statements } = {};
  return (db) => (compiled[isPostgres(db) ? 'postgres' : 'sqlite'] ??= compile(db));
}

/** A column of the rows a `prepareBatchRows` statement reads: its name and PostgreSQL type. */
export type BatchColumn = readonly [name: string, postgresType: 'integer' | 'bigint' | 'text'];

/** A statement over any number of rows, run with them: one statement, whatever their count. */
export interface BatchRowsStatement<Row = unknown> {
  (executor: Kysely<Database>, rows: readonly (readonly unknown[])[]): Promise<QueryResult<Row>>;
  /**
   * Runs it without reading its result: on PostgreSQL it leaves with the transaction's next
   * statement or its commit (held-statements.ts), and its error fails that one.
   */
  held(executor: Kysely<Database>, rows: readonly (readonly unknown[])[]): Promise<void>;
  /**
   * Runs it held, checked: the transaction fails (`isBatchCheckFailure`) unless the statement
   * returns a row per row given (`what` names the check). On PostgreSQL the check runs in SQL
   * (`batch_check`, migration 0015), so nothing waits for the result.
   */
  checked(
    executor: Kysely<Database>,
    rows: readonly (readonly unknown[])[],
    what: string,
  ): Promise<void>;
}

/**
 * A statement reading any number of rows as a table `v` of `columns`, compiled once: `build`
 * gets that table as its source (`... from ${source} ...`). The rows travel as one parameter
 * per column on PostgreSQL (arrays, `unnest`), as one JSON parameter on SQLite (`json_each`),
 * so a group-commit batch writes each kind of row in one statement and one round trip.
 */
export function prepareBatchRows<Row = unknown>(
  db: Db,
  columns: readonly BatchColumn[],
  build: (source: RawBuilder<unknown>) => RawBuilder<Row>,
): BatchRowsStatement<Row> {
  const names = sql.join(columns.map(([name]) => sql.ref(name)));
  if (isPostgres(db)) {
    const sample = columns.map((_column, index) => -1 - index);
    const arrays = columns.map(
      ([, type], index) => sql`cast(${sample[index]} as ${sql.raw(type)}[])`,
    );
    const statement = build(sql`unnest(${sql.join(arrays)}) as v(${names})`);
    const run = compiledRun<Row>(compiledText(db, statement, sample));
    const expected = -1 - columns.length;
    const what = 'what';
    const check = compiledRun(
      compiledText(
        db,
        sql`with changed as (${statement}) select batch_check(count(*) = ${expected}, ${what}) from changed`,
        [...sample, expected, what],
      ),
    );
    const values = (rows: readonly (readonly unknown[])[]) =>
      columns.map((_column, index) => rows.map((row) => row[index]));
    return Object.assign(
      (executor: Kysely<Database>, rows: readonly (readonly unknown[])[]) =>
        run(executor, values(rows), false),
      {
        async held(executor: Kysely<Database>, rows: readonly (readonly unknown[])[]) {
          await run(executor, values(rows), true);
        },
        async checked(
          executor: Kysely<Database>,
          rows: readonly (readonly unknown[])[],
          what: string,
        ) {
          await check(executor, [...values(rows), rows.length, what], true);
        },
      },
    );
  }
  const fields = columns.map(
    ([name], index) => sql`json_extract(value, ${sql.lit(`$[${index}]`)}) as ${sql.ref(name)}`,
  );
  const json = 'rows';
  const run = compiledRun<Row>(
    compiledText(db, build(sql`(select ${sql.join(fields)} from json_each(${json})) as v`), [json]),
  );
  const statement = (executor: Kysely<Database>, rows: readonly (readonly unknown[])[]) =>
    run(executor, [JSON.stringify(rows)], false);
  // SQLite answers at once: there is nothing to hold.
  return Object.assign(statement, {
    async held(executor: Kysely<Database>, rows: readonly (readonly unknown[])[]) {
      await statement(executor, rows);
    },
    async checked(executor: Kysely<Database>, rows: readonly (readonly unknown[])[], what: string) {
      const changed = await statement(executor, rows);
      if (changed.rows.length !== rows.length) throw new BatchCheckFailure(what);
    },
  });
}

/** `statement`'s SQL, checked to use each of `sample` once, in order (see `prepareList`). */
function compiledText(db: Db, statement: RawBuilder<unknown>, sample: readonly unknown[]): string {
  const compiled = statement.compile(db);
  const inOrder =
    compiled.parameters.length === sample.length &&
    compiled.parameters.every((parameter, index) => parameter === sample[index]);
  if (!inOrder) {
    throw new Error(
      `Prepared statement arguments are not used once each, in order: ${compiled.sql}`,
    );
  }
  return compiled.sql;
}

type AddBatchTable = 'items' | 'statistics' | 'skills' | 'masteries' | 'dungeons_completed';

/**
 * `insert ... on conflict add` of (user_id, key, amount) rows, of any players, in one statement
 * (`prepareBatchRows`): adds each amount to that player's row of that key, creating it when
 * missing. A (player, key) appears once in the rows (a statement changes a row once).
 */
export function prepareAddBatch(
  db: Db,
  table: AddBatchTable,
  keyColumn: string,
  keyType: 'text' | 'integer',
  amountColumn: string,
): BatchRowsStatement {
  const key = sql.ref(keyColumn);
  const amount = sql.ref(amountColumn);
  return prepareBatchRows(
    db,
    [
      ['user_id', 'integer'],
      [keyColumn, keyType],
      [amountColumn, 'bigint'],
    ],
    (source) =>
      sql`insert into ${sql.table(table)} (user_id, ${key}, ${amount})
        select user_id, ${key}, ${amount} from ${source} where true
        on conflict (user_id, ${key}) do update
        set ${amount} = ${sql.ref(`${table}.${amountColumn}`)} + ${sql.ref(`excluded.${amountColumn}`)}`,
  );
}

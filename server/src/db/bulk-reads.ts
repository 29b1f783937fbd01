/**
 * Reads of many callers gathered into one query: the same select (one text), asked with
 * different parameters within one turn of the event loop, runs once as a `union all` of every
 * caller's select, each answered its own rows. Cold loads (game/actions/cold-loads.ts) read the
 * players waiting for a first tick through it: their loads run side by side, each step the same
 * select for another player, so N players cost the queries of one (a dozen round trips instead
 * of a dozen each).
 *
 * Only plain selects are gathered (no `for update`); anything else runs as given. A database
 * read this way opens no transaction.
 */
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresQueryCompiler,
  type QueryExecutor,
  type QueryResult,
  SqliteQueryCompiler,
} from 'kysely';
import type { Db } from './database';
import { isPostgres } from './dialect';

interface Asked {
  query: CompiledQuery;
  resolve: (result: QueryResult<unknown>) => void;
  reject: (error: unknown) => void;
}

/** The column that tells whose select a gathered row answers. */
const CALLER_COLUMN = 'bulk_caller';

const GATHERED = /^\s*select\s/i;
const LOCKING = /\sfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i;

const bulkOf = new WeakMap<Db, Db>();

/** `db` for reads gathered with others' (one wrapper per database). */
export function bulkReads(db: Db): Db {
  let bulk = bulkOf.get(db);
  if (!bulk) bulkOf.set(db, (bulk = gatheringDatabase(db)));
  return bulk;
}

function gatheringDatabase(db: Db): Db {
  const postgres = isPostgres(db);
  // The database's executor, not its executeQuery: as its own builders' queries run.
  const executor = db.getExecutor();
  const adapter = executor.adapter;
  let asked = new Map<string, Asked[]>();

  const flush = () => {
    const groups = asked;
    asked = new Map();
    for (const group of groups.values()) void runGathered(executor, postgres, group);
  };

  const connection: DatabaseConnection = {
    executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
      if (!GATHERED.test(query.sql) || LOCKING.test(query.sql)) {
        return executor.executeQuery(query) as Promise<QueryResult<Row>>;
      }
      return new Promise<QueryResult<Row>>((resolve, reject) => {
        if (asked.size === 0) setImmediate(flush);
        let group = asked.get(query.sql);
        if (!group) asked.set(query.sql, (group = []));
        group.push({ query, resolve: resolve as Asked['resolve'], reject });
      });
    },
    streamQuery() {
      throw new Error('Gathered reads do not stream');
    },
  };
  const noTransactions = () => Promise.reject(new Error('Gathered reads open no transaction'));
  const driver: Driver = {
    init: () => Promise.resolve(),
    acquireConnection: () => Promise.resolve(connection),
    beginTransaction: noTransactions,
    commitTransaction: noTransactions,
    rollbackTransaction: noTransactions,
    releaseConnection: () => Promise.resolve(),
    destroy: () => Promise.resolve(),
  };
  const dialect: Dialect = {
    createAdapter: () => adapter,
    createDriver: () => driver,
    createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    createIntrospector: () => db.introspection,
  };
  return new Kysely({ dialect });
}

async function runGathered(
  executor: QueryExecutor,
  postgres: boolean,
  group: Asked[],
): Promise<void> {
  if (group.length === 1) {
    const [only] = group as [Asked];
    await executor.executeQuery(only.query).then(only.resolve, only.reject);
    return;
  }
  let result: QueryResult<Record<string, unknown>>;
  try {
    result = (await executor.executeQuery(gathered(postgres, group))) as QueryResult<
      Record<string, unknown>
    >;
  } catch {
    // The select could not be gathered (or failed): each runs alone, answered as it would be.
    for (const { query, resolve, reject } of group) {
      await executor.executeQuery(query).then(resolve, reject);
    }
    return;
  }
  const rows: Record<string, unknown>[][] = group.map(() => []);
  for (const row of result.rows) {
    const { [CALLER_COLUMN]: caller, ...own } = row;
    rows[Number(caller)]?.push(own);
  }
  for (const [index, { resolve }] of group.entries()) resolve({ rows: rows[index] ?? [] });
}

/** One select answering every caller's, each row marked with its caller's index. */
function gathered(postgres: boolean, group: readonly Asked[]): CompiledQuery {
  const parameters: unknown[] = [];
  const parts = group.map(({ query }, index) => {
    const offset = parameters.length;
    parameters.push(...query.parameters);
    // PostgreSQL numbers its placeholders ($1...): each caller's are renumbered past the ones before.
    const text = postgres
      ? query.sql.replace(/\$(\d+)/g, (_, n: string) => `$${String(Number(n) + offset)}`)
      : query.sql;
    return `select ${String(index)} as ${CALLER_COLUMN}, caller.* from (${text}) as caller`;
  });
  return CompiledQuery.raw(parts.join(' union all '), parameters);
}

/**
 * Transactions that read and then write, safe on both databases.
 *
 * SQLite: the transaction begins IMMEDIATE (see `ImmediateSqliteDialect`), so it holds the
 * database's write lock from its first read and nothing can change what it read.
 *
 * PostgreSQL: READ COMMITTED, where an update waits for and then re-reads the row it changes, so
 * conditional updates (`... where amount >= x`) stay exact; a transaction that moves value between
 * players locks their rows first, in one order (`lockPlayers`). Two transactions that still meet
 * in opposite orders, or a serialization failure, are rolled back by PostgreSQL: the whole work
 * then runs again, a few times, after a short random wait.
 */
import type { Transaction } from 'kysely';
import { lockUserRows } from '../game/accounts/users.repository';
import type { Db } from './database';
import { isPostgres } from './dialect';
import type { Database } from './schema';

/** PostgreSQL's serialization_failure and deadlock_detected. */
const RETRIED_CODES = new Set(['40001', '40P01']);
/**
 * Under a burst (the economy test's waves of 200 calls on two instances) a transaction met
 * deadlocks five times in a row once in 60,000 calls (measured 2026-11-28): ten attempts, each after a longer
 * random wait, make that vanishingly rare.
 */
const ATTEMPTS = 10;
/** The wait before a retry is random up to this, times the attempt. */
const RETRY_JITTER_MS = 20;

/**
 * Runs `work` in a transaction that may read and then write. On PostgreSQL it may run more than
 * once: it must decide only from what it reads in the transaction, and leave nothing outside
 * the database changed until it returns.
 */
export async function writeTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (!isPostgres(db)) return db.transaction().setIsolationLevel('serializable').execute(work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransactionConflict(error)) throw error;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.random() * RETRY_JITTER_MS * attempt),
      );
    }
  }
}

/**
 * A write transaction of one or more players (whose rows it locks first, see `lockPlayers`):
 * what it reads of them cannot change before it commits, on either database.
 */
export function playerTransaction<T>(
  db: Db,
  userIds: number[],
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return writeTransaction(db, async (trx) => {
    await lockPlayers(trx, userIds);
    return work(trx);
  });
}

/** PostgreSQL rolled the transaction back for meeting another (run again, it may pass). */
export function isTransactionConflict(error: unknown): boolean {
  return RETRIED_CODES.has(errorCode(error));
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * Locks the players' rows until the transaction ends, in ascending id order, before value moves
 * between them: two transactions moving value between the same players then wait for each other
 * instead of deadlocking. SQLite's write transaction already holds the whole database.
 */
export async function lockPlayers(trx: Transaction<Database>, userIds: number[]): Promise<void> {
  if (!isPostgres(trx) || userIds.length === 0) return;
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  await lockUserRows(trx, ids);
}

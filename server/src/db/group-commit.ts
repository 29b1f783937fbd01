/**
 * Group commit: writes asked for at the same moment share one database transaction. A commit
 * costs more than all of a tick's writes together (the write-ahead log is appended once per
 * commit), so under load every tick pays a fraction of one.
 *
 * Each work still succeeds or fails alone: when a work throws, the shared transaction is rolled
 * back and every work of the batch runs again in a transaction of its own, so only the failing
 * one fails. A work may therefore run twice: it must only write what it was given, never decide
 * from what it reads. Callers get their answer only after the commit, so nothing is answered
 * that is not stored.
 *
 * A work must only use the transaction it is given: on SQLite the connection is held for the
 * whole batch, so a query on the plain database inside a work would wait for itself; on
 * PostgreSQL it would not see the batch's writes.
 *
 * The batch is a write transaction (`writeTransaction`): on PostgreSQL a batch that meets
 * another transaction in a deadlock runs again whole, which a work already allows for.
 *
 * Works of one batch may share a write (`batchShare`): each adds its part, and the share writes
 * once, after the last work, before the commit (many players hitting one row write it once).
 */
import type { Transaction } from 'kysely';
import { groupCommitBatchSize, groupCommitSeconds } from '../operations/server-metrics';
import type { Db } from './database';
import type { Database } from './schema';
import { writeTransaction } from './transactions';

export type Work<T> = (trx: Transaction<Database>) => Promise<T>;

/** A write shared by the works of one transaction, written after them, before the commit. */
export interface BatchShare {
  write(trx: Transaction<Database>): Promise<void>;
}

const sharesOf = new WeakMap<Transaction<Database>, Map<unknown, BatchShare>>();

/**
 * The share under `key` in this group-commit transaction, made by `create` for its first work.
 * Only works run by a group commit may share (their transaction writes the shares).
 */
export function batchShare<Share extends BatchShare>(
  trx: Transaction<Database>,
  key: unknown,
  create: () => Share,
): Share {
  const shares = sharesOf.get(trx);
  if (!shares) throw new Error('A batch share needs a group-commit transaction');
  let share = shares.get(key) as Share | undefined;
  if (!share) shares.set(key, (share = create()));
  return share;
}

/** Runs `works` in order in one transaction, then the shares they made. */
function runWorks(db: Db, works: Work<unknown>[]): Promise<unknown[]> {
  return writeTransaction(db, async (trx) => {
    const shares = new Map<unknown, BatchShare>();
    sharesOf.set(trx, shares);
    const results: unknown[] = [];
    for (const work of works) results.push(await work(trx));
    for (const share of shares.values()) await share.write(trx);
    return results;
  });
}

interface Job {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface GroupCommit {
  /** Runs `work` in a transaction shared with the works asked for at the same moment. */
  transaction<T>(work: Work<T>): Promise<T>;
  /** Resolves once every work asked for so far is committed or refused (a shutdown waits). */
  settled(): Promise<void>;
}

export function createGroupCommit(db: Db): GroupCommit {
  let queue: Job[] = [];
  let flushing: Promise<void> | null = null;

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const jobs = queue;
      queue = [];
      await runBatch(jobs);
    }
    flushing = null;
  }

  async function runBatch(jobs: Job[]): Promise<void> {
    const started = performance.now();
    groupCommitBatchSize.observe(jobs.length);
    try {
      await commitBatch(jobs);
    } finally {
      groupCommitSeconds.observe((performance.now() - started) / 1000);
    }
  }

  async function commitBatch(jobs: Job[]): Promise<void> {
    let values: unknown[];
    try {
      values = await runWorks(
        db,
        jobs.map((job) => job.work),
      );
    } catch (error) {
      if (jobs.length === 1) {
        jobs[0]?.reject(error);
        return;
      }
      // Nothing of the batch was stored: each work again, alone, so only the failing one fails.
      for (const job of jobs) {
        await runWorks(db, [job.work]).then(
          ([value]) => {
            job.resolve(value);
          },
          (error: unknown) => {
            job.reject(error);
          },
        );
      }
      return;
    }
    jobs.forEach((job, index) => {
      job.resolve(values[index]);
    });
  }

  return {
    transaction<T>(work: Work<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({
          work: work,
          resolve: resolve,
          reject,
        });
        // Requests read in the same turn of the event loop join the batch; while one batch
        // commits, the next one gathers.
        if (!flushing && queue.length === 1) {
          flushing = new Promise((flushed) => {
            setImmediate(() => void flush().then(flushed));
          });
        }
      });
    },
    async settled() {
      while (flushing) await flushing;
    },
  };
}

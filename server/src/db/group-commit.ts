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
 * A work must only use the transaction it is given: the connection is held for the whole batch,
 * so a query on the plain database inside a work would wait for itself.
 */
import type { Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

export type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface GroupCommit {
  /** Runs `work` in a transaction shared with the works asked for at the same moment. */
  transaction<T>(work: Work<T>): Promise<T>;
}

export function createGroupCommit(db: Db): GroupCommit {
  let queue: Job[] = [];
  let flushing = false;

  async function flush(): Promise<void> {
    flushing = true;
    while (queue.length > 0) {
      const jobs = queue;
      queue = [];
      await runBatch(jobs);
    }
    flushing = false;
  }

  async function runBatch(jobs: Job[]): Promise<void> {
    let values: unknown[];
    try {
      values = await db.transaction().execute(async (trx) => {
        const results: unknown[] = [];
        for (const job of jobs) results.push(await job.work(trx));
        return results;
      });
    } catch (error) {
      if (jobs.length === 1) {
        jobs[0]?.reject(error);
        return;
      }
      // Nothing of the batch was stored: each work again, alone, so only the failing one fails.
      for (const job of jobs) {
        await db
          .transaction()
          .execute(job.work)
          .then(
            (value) => {
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
        if (!flushing && queue.length === 1) setImmediate(() => void flush());
      });
    },
  };
}

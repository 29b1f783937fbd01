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
 * `batchRows` is the common case: each work adds rows of one kind (an increment, a timer), and
 * the batch writes them in one statement per kind. On PostgreSQL those statements are held and
 * leave with the BEGIN and COMMIT in one message (held-statements.ts): a batch is one round trip
 * whatever its size. A kind that checks its rows (items spent only while owned) throws when one
 * falls short, or on PostgreSQL's first run checks in SQL (`checksInSql`), failing the batch:
 * the batch then runs again work by work, as above, with the checks read in JavaScript, so only
 * the work whose rows fall short is refused, with its own refusal.
 *
 * A work that decides from what it reads (the market: an order filled at most once, gold spent
 * only while there) joins a batch as a deciding work (`decidingTransaction`): it runs behind a
 * savepoint of the shared transaction, after the works before it, so it reads what they wrote;
 * when it throws, only its own writes are rolled back and it alone is refused, and the batch goes
 * on. A rerun of the batch (another work failed it) runs it again, reading afresh; its answer is
 * the run that committed. It adds no batch share, which its savepoint could not take back.
 *
 * Works may share a read (`batchRead`): made once, after the works and the shares, before the
 * commit, for every work of the batch that asked for it; what it answers is what the batch
 * stores (many calls answering one side of a market book read it once).
 *
 * On PostgreSQL several batches run at once (each on its own pooled connection), so the server
 * prepares the next batch while PostgreSQL commits the last; SQLite has one writer.
 */
import { CompiledQuery, type Transaction } from 'kysely';
import { groupCommitBatchSize, groupCommitSeconds } from '../operations/server-metrics';
import type { Db } from './database';
import { isPostgres } from './dialect';
import { holdQuery, isBatchCheckFailure } from './held-statements';
import type { Database } from './schema';
import { isTransactionConflict, writeTransaction } from './transactions';

export type Work<T> = (trx: Transaction<Database>) => Promise<T>;

/** A write shared by the works of one transaction, written after them, before the commit. */
export interface BatchShare {
  /** Shares write in ascending order (default 1), each kind of order in the order made. */
  readonly order?: number;
  write(trx: Transaction<Database>): Promise<void>;
}

/** The default order of a share. */
const SHARE_ORDER = 1;

const sharesOf = new WeakMap<Transaction<Database>, Map<unknown, BatchShare>>();

/** The transactions running a deciding work now (which may add no share). */
const decidingIn = new WeakSet<Transaction<Database>>();

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
  if (decidingIn.has(trx)) throw new Error('A deciding work adds no batch share');
  let share = shares.get(key) as Share | undefined;
  if (!share) shares.set(key, (share = create()));
  return share;
}

/**
 * A kind of row the works of a batch add (`batchRows`), written for all of them in one go, after
 * the works, before the commit. Its `write` gets the rows in the order the works added them and
 * throws when the batch cannot be stored as one (see the top of this file).
 */
export interface BatchRows<Row> {
  readonly order?: number;
  write(trx: Transaction<Database>, rows: Row[]): Promise<void>;
}

class RowsShare<Row> implements BatchShare {
  readonly rows: Row[] = [];
  readonly order: number;
  constructor(private readonly kind: BatchRows<Row>) {
    this.order = kind.order ?? SHARE_ORDER;
  }
  write(trx: Transaction<Database>): Promise<void> {
    return this.kind.write(trx, this.rows);
  }
}

/** Adds `row` to the rows of `kind` this group-commit transaction writes before its commit. */
export function batchRows<Row>(trx: Transaction<Database>, kind: BatchRows<Row>, row: Row): void {
  batchShare(trx, kind, () => new RowsShare(kind)).rows.push(row);
}

/** A read shared by the works of one transaction, made after them and their shares. */
interface SharedRead {
  read(trx: Transaction<Database>): Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  answer: Promise<unknown>;
}

const readsOf = new WeakMap<Transaction<Database>, Map<string, SharedRead>>();

/**
 * What `read` answers in this group-commit transaction once its works and shares have written,
 * before the commit: made once for all the works that ask under `key`. A work must not await it
 * (it is made after the works): it returns the promise in its value, awaited by its caller.
 */
export function batchRead<T>(
  trx: Transaction<Database>,
  key: string,
  read: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const reads = readsOf.get(trx);
  if (!reads) throw new Error('A batch read needs a group-commit transaction');
  let shared = reads.get(key);
  if (!shared) {
    let resolve: (value: unknown) => void = () => undefined;
    let reject: (error: unknown) => void = () => undefined;
    const answer = new Promise<unknown>((resolveAnswer, rejectAnswer) => {
      resolve = resolveAnswer;
      reject = rejectAnswer;
    });
    // A batch that fails before its reads runs again: this answer is then never awaited.
    answer.catch(() => undefined);
    shared = { read, resolve, reject, answer };
    reads.set(key, shared);
  }
  return shared.answer as Promise<T>;
}

/** The transactions of a batch's first run on PostgreSQL (see `checksInSql`). */
const checkingInSql = new WeakSet<Transaction<Database>>();

/**
 * Whether a kind of rows checks them in SQL in this transaction (`BatchRowsStatement.checked`):
 * on PostgreSQL a batch's first run sends its writes without waiting for their results; a check
 * that fails there fails the batch, which then runs work by work with the checks read in
 * JavaScript (their exact refusals). SQLite answers at once and always reads them.
 */
export function checksInSql(trx: Transaction<Database>): boolean {
  return checkingInSql.has(trx);
}

/** What a work came to in one run of its batch. */
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * A deciding work's savepoint. Its statements answer nothing: on PostgreSQL they are held and
 * leave with the work's first read or the next message (held-statements.ts), no round trip.
 */
const SAVEPOINT = holdQuery(CompiledQuery.raw('savepoint deciding_work'));
const RELEASE = holdQuery(CompiledQuery.raw('release savepoint deciding_work'));
const ROLLBACK_TO = CompiledQuery.raw('rollback to savepoint deciding_work');

/**
 * Runs a deciding work behind a savepoint: when it throws, its writes are rolled back and it
 * alone is refused. A conflict between transactions (PostgreSQL's deadlock) fails the batch,
 * which `writeTransaction` runs again whole.
 */
async function runDeciding(trx: Transaction<Database>, work: Work<unknown>): Promise<Outcome> {
  await trx.executeQuery(SAVEPOINT);
  decidingIn.add(trx);
  try {
    const value = await work(trx);
    await trx.executeQuery(RELEASE);
    return { ok: true, value };
  } catch (error) {
    if (isTransactionConflict(error)) throw error;
    await trx.executeQuery(ROLLBACK_TO);
    await trx.executeQuery(RELEASE);
    return { ok: false, error };
  } finally {
    decidingIn.delete(trx);
  }
}

/** Runs the jobs' works in order in one transaction, then the shares they made, by their order. */
function runWorks(db: Db, jobs: Job[], inSql: boolean): Promise<Outcome[]> {
  return writeTransaction(db, async (trx) => {
    const shares = new Map<unknown, BatchShare>();
    sharesOf.set(trx, shares);
    const reads = new Map<string, SharedRead>();
    readsOf.set(trx, reads);
    if (inSql) checkingInSql.add(trx);
    const outcomes: Outcome[] = [];
    for (const job of jobs) {
      outcomes.push(
        job.deciding ? await runDeciding(trx, job.work) : { ok: true, value: await job.work(trx) },
      );
    }
    const ordered = [...shares.values()].sort(
      (a, b) => (a.order ?? SHARE_ORDER) - (b.order ?? SHARE_ORDER),
    );
    for (const share of ordered) await share.write(trx);
    for (const shared of reads.values()) {
      try {
        shared.resolve(await shared.read(trx));
      } catch (error) {
        shared.reject(error);
        throw error;
      }
    }
    return outcomes;
  });
}

function answer(job: Job, outcome: Outcome | undefined): void {
  if (outcome?.ok) job.resolve(outcome.value);
  else job.reject(outcome?.error);
}

interface Job {
  work: Work<unknown>;
  /** Runs behind a savepoint and is refused alone (`decidingTransaction`). */
  deciding: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface GroupCommit {
  /** Runs `work` in a transaction shared with the works asked for at the same moment. */
  transaction<T>(work: Work<T>): Promise<T>;
  /**
   * Runs `work`, which decides from what it reads, in the shared transaction behind a savepoint:
   * when it throws, only its writes are undone and only it is refused (see the top of the file).
   */
  decidingTransaction<T>(work: Work<T>): Promise<T>;
  /** Resolves once every work asked for so far is committed or refused (a shutdown waits). */
  settled(): Promise<void>;
}

/**
 * Batches PostgreSQL runs at once: one being prepared by the server while another commits. More
 * would split the works into smaller batches, each paying its own statements and commit.
 */
const POSTGRES_BATCHES = 2;

export function createGroupCommit(
  db: Db,
  concurrentBatches = isPostgres(db) ? POSTGRES_BATCHES : 1,
): GroupCommit {
  const firstRunInSql = isPostgres(db);
  let queue: Job[] = [];
  let running = 0;
  /** Whether a running batch has deciding works (see `startBatch`). */
  let decidingRunning = false;
  let scheduled = false;
  let settledWaiters: (() => void)[] = [];

  // Requests read in the same turn of the event loop join the batch; while the batches allowed
  // at once run, the next one gathers.
  function schedule(): void {
    if (scheduled || queue.length === 0 || running >= concurrentBatches) return;
    scheduled = true;
    setImmediate(startBatch);
  }

  function startBatch(): void {
    scheduled = false;
    if (queue.length === 0 || running >= concurrentBatches) return;
    // Deciding works lock the rows they decide from until their batch commits (PostgreSQL): two
    // batches of them at once could each wait for a row the other holds, a deadlock found only
    // after a second. So they run one batch at a time; the other works do not wait for them.
    const jobs = decidingRunning ? queue.filter((job) => !job.deciding) : queue;
    if (jobs.length === 0) return;
    queue = decidingRunning ? queue.filter((job) => job.deciding) : [];
    const deciding = !decidingRunning && jobs.some((job) => job.deciding);
    if (deciding) decidingRunning = true;
    running += 1;
    void runBatch(jobs).finally(() => {
      running -= 1;
      if (deciding) decidingRunning = false;
      schedule();
      if (running === 0 && queue.length === 0) {
        const waiters = settledWaiters;
        settledWaiters = [];
        for (const waiter of waiters) waiter();
      }
    });
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
    let outcomes: Outcome[];
    try {
      outcomes = await runWorks(db, jobs, firstRunInSql);
    } catch (error) {
      if (jobs.length === 1 && !isBatchCheckFailure(error)) {
        jobs[0]?.reject(error);
        return;
      }
      // Nothing of the batch was stored: each work again, alone, its checks read in JavaScript,
      // so only the failing one fails, with its own refusal.
      for (const job of jobs) {
        await runWorks(db, [job], false).then(
          ([outcome]) => {
            answer(job, outcome);
          },
          (error: unknown) => {
            job.reject(error);
          },
        );
      }
      return;
    }
    jobs.forEach((job, index) => {
      answer(job, outcomes[index]);
    });
  }

  function enqueue<T>(work: Work<T>, deciding: boolean): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, deciding, resolve, reject });
      schedule();
    });
  }

  return {
    transaction<T>(work: Work<T>): Promise<T> {
      return enqueue(work, false);
    },
    decidingTransaction<T>(work: Work<T>): Promise<T> {
      return enqueue(work, true);
    },
    async settled() {
      while (running > 0 || queue.length > 0) {
        await new Promise<void>((resolve) => settledWaiters.push(resolve));
      }
    },
  };
}

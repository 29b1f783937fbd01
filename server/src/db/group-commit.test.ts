import { sql, type Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support';
import type { Db } from './database';
import { batchRead, batchShare, createGroupCommit } from './group-commit';
import { prepare, prepareAddBatch, prepareList, prepareRows } from './prepared';
import type { Database } from './schema';

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await openTestDatabase();
  db = database.db;
  await sql`insert into users (username, username_key, password_hash, created_at, autos, max_autos,
    chat_token, health, attack, defence, accuracy, dodge, last_active_at, next_captcha_at,
    stats_day, stats_month) values ('A', 'a', 'x', 0, 10, 10, 't', 1, 1, 1, 1, 1, 0, 0, '', '')`.execute(
    db,
  );
});
afterEach(async () => {
  await database.close();
});

const autos = async () =>
  (await db.selectFrom('users').select('autos').executeTakeFirstOrThrow()).autos;

describe('group commit', () => {
  it('commits works asked for at the same moment together, each answered after the commit', async () => {
    const commits = createGroupCommit(db);
    const spend = () =>
      commits.transaction(async (trx) => {
        await sql`update users set autos = autos - 1`.execute(trx);
        return 'spent';
      });
    expect(await Promise.all([spend(), spend(), spend()])).toEqual(['spent', 'spent', 'spent']);
    expect(await autos()).toBe(7);
  });

  it('fails only the work that throws, storing none of its writes and all of the others', async () => {
    const commits = createGroupCommit(db);
    const results = await Promise.allSettled([
      commits.transaction((trx) => sql`update users set autos = autos - 1`.execute(trx)),
      commits.transaction(async (trx) => {
        await sql`update users set autos = autos - 100`.execute(trx);
        throw new Error('refused');
      }),
      commits.transaction((trx) => sql`update users set autos = autos - 2`.execute(trx)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[1].status === 'rejected' && String(results[1].reason)).toBe('Error: refused');
    expect(await autos()).toBe(7);
  });

  it('writes a share of the batch once, after its works, with what each work added', async () => {
    const commits = createGroupCommit(db);
    const writes: number[] = [];
    const spendShared = (amount: number) =>
      commits.transaction((trx) => {
        const share = batchShare(trx, 'autos', () => {
          const amounts: number[] = [];
          return {
            amounts,
            async write(shareTrx: Transaction<Database>) {
              const total = amounts.reduce((sum, value) => sum + value, 0);
              writes.push(total);
              await sql`update users set autos = autos - ${total}`.execute(shareTrx);
            },
          };
        });
        share.amounts.push(amount);
        return Promise.resolve(amount);
      });
    expect(await Promise.all([spendShared(1), spendShared(2), spendShared(3)])).toEqual([1, 2, 3]);
    expect(writes).toEqual([6]);
    expect(await autos()).toBe(4);
  });

  it('runs each work again alone with a share of its own when a share fails the batch', async () => {
    const commits = createGroupCommit(db);
    const spendShared = (amount: number) =>
      commits.transaction((trx) => {
        const share = batchShare(trx, 'autos', () => {
          const amounts: number[] = [];
          return {
            amounts,
            async write(shareTrx: Transaction<Database>) {
              if (amounts.includes(100)) throw new Error('refused');
              const total = amounts.reduce((sum, value) => sum + value, 0);
              await sql`update users set autos = autos - ${total}`.execute(shareTrx);
            },
          };
        });
        share.amounts.push(amount);
        return Promise.resolve();
      });
    const results = await Promise.allSettled([spendShared(1), spendShared(100), spendShared(2)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await autos()).toBe(7);
  });

  it('undoes a refused deciding work alone, the batch committing the others once', async () => {
    const commits = createGroupCommit(db);
    const seen: number[] = [];
    // Each spends only while there is enough, deciding from what the works before it wrote.
    const spendIfThere = (amount: number) =>
      commits.decidingTransaction(async (trx) => {
        const { autos: left } = await trx
          .selectFrom('users')
          .select('autos')
          .executeTakeFirstOrThrow();
        seen.push(left);
        await sql`update users set autos = autos - ${amount}`.execute(trx);
        if (left < amount) throw new Error(`only ${left} left`);
        return left - amount;
      });
    const results = await Promise.allSettled([
      spendIfThere(4),
      spendIfThere(100),
      commits.transaction((trx) => sql`update users set autos = autos - 1`.execute(trx)),
      spendIfThere(3),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(results[1].status === 'rejected' && String(results[1].reason)).toBe(
      'Error: only 6 left',
    );
    expect(results[3].status === 'fulfilled' && results[3].value).toBe(2);
    // One run: the refused work's write was rolled back before the next work read.
    expect(seen).toEqual([10, 6, 5]);
    expect(await autos()).toBe(2);
  });

  it('runs a deciding work again, reading afresh, when another work fails the batch', async () => {
    const commits = createGroupCommit(db);
    const spendAll = () =>
      commits.decidingTransaction(async (trx) => {
        const { autos: left } = await trx
          .selectFrom('users')
          .select('autos')
          .executeTakeFirstOrThrow();
        await sql`update users set autos = 0`.execute(trx);
        return left;
      });
    const results = await Promise.allSettled([
      commits.transaction(async (trx) => {
        await sql`update users set autos = autos + 5`.execute(trx);
        throw new Error('refused');
      }),
      spendAll(),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    // The answer is the committed run's: the failed work's 5 were never stored.
    expect(results[1].status === 'fulfilled' && results[1].value).toBe(10);
    expect(await autos()).toBe(0);
  });

  it('refuses a batch share in a deciding work, undoing that work alone', async () => {
    const commits = createGroupCommit(db);
    const results = await Promise.allSettled([
      commits.decidingTransaction(async (trx) => {
        await sql`update users set autos = 0`.execute(trx);
        batchShare(trx, 'autos', () => ({ write: () => Promise.resolve() }));
      }),
      commits.transaction((trx) => sql`update users set autos = autos - 1`.execute(trx)),
    ]);
    expect(results[0].status === 'rejected' && String(results[0].reason)).toBe(
      'Error: A deciding work adds no batch share',
    );
    expect(results[1].status).toBe('fulfilled');
    expect(await autos()).toBe(9);
  });

  it('makes a shared read once, after every work of the batch, for all that asked', async () => {
    const commits = createGroupCommit(db);
    let reads = 0;
    const spendAndRead = (amount: number) =>
      commits.decidingTransaction(async (trx) => {
        await sql`update users set autos = autos - ${amount}`.execute(trx);
        return {
          left: batchRead(trx, 'autos left', async (reader) => {
            reads += 1;
            return (await reader.selectFrom('users').select('autos').executeTakeFirstOrThrow())
              .autos;
          }),
        };
      });
    const answers = await Promise.all([spendAndRead(1), spendAndRead(2), spendAndRead(3)]);
    expect(await Promise.all(answers.map((answer) => answer.left))).toEqual([4, 4, 4]);
    expect(reads).toBe(1);
  });

  it('runs batches of deciding works one at a time, other works meanwhile', async () => {
    const commits = createGroupCommit(db, 2);
    const started: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = commits.decidingTransaction(async (trx) => {
      started.push('first');
      await sql`update users set autos = autos - 1`.execute(trx);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = commits.decidingTransaction(async (trx) => {
      started.push('second');
      await sql`update users set autos = autos - 2`.execute(trx);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started).toEqual(['first']);
    release();
    await Promise.all([first, second]);
    expect(started).toEqual(['first', 'second']);
    expect(await autos()).toBe(7);
  });

  it('refuses a share outside a group-commit transaction, changing nothing', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        batchShare(trx, 'autos', () => ({ write: () => Promise.resolve() }));
        await sql`update users set autos = 0`.execute(trx);
      }),
    ).rejects.toThrow('A batch share needs a group-commit transaction');
    expect(await autos()).toBe(10);
  });
});

describe('prepared statements', () => {
  it('refuses a list statement whose values are not used once each, in order', () => {
    expect(() =>
      prepareList(
        db,
        (a: unknown, b: unknown) => sql`update users set autos = ${b} where id = ${a}`,
        [1, 2],
      ),
    ).toThrow(/not used once each, in order/);
  });

  it('refuses a statement with a parameter it never reads, or two names of one sample value', () => {
    expect(() =>
      prepare(
        db,
        (p: { id: number; unused: number }) => sql`delete from users where id = ${p.id}`,
        {
          id: -1,
          unused: -2,
        },
      ),
    ).toThrow(/unused \(unused\)/);
    expect(() =>
      prepare(db, (p: { id: number; other: number }) => sql`delete from users where id = ${p.id}`, {
        id: -1,
        other: -1,
      }),
    ).toThrow(/is not one name/);
  });

  it('runs a compiled statement with new named parameters each time, in any order', async () => {
    const setAutos = prepare(
      db,
      (p: { id: number; value: number }) =>
        sql`update users set autos = ${p.value} where id = ${p.id}`,
      { id: -1, value: -2 },
    );
    await setAutos(db, { id: 1, value: 3 });
    expect(await autos()).toBe(3);
    await setAutos(db, { value: 9, id: 1 });
    expect(await autos()).toBe(9);
  });

  it('answers the typed rows of a statement', async () => {
    const autosOf = prepare(
      db,
      (p: { id: number }) => sql<{ autos: number }>`select autos from users where id = ${p.id}`,
      { id: -1 },
    );
    expect((await autosOf(db, { id: 1 })).rows.map((row) => row.autos)).toEqual([await autos()]);
  });

  it('adds amounts to existing rows and creates missing ones, for any number of rows', async () => {
    const addItems = prepareAddBatch(db, 'items', 'item_id', 'text', 'amount');
    await addItems(db, [[1, 'gold', 5]]);
    await addItems(db, [
      [1, 'gold', 2],
      [1, 'ore', 4],
    ]);
    await addItems(db, []);
    const rows = await db
      .selectFrom('items')
      .select(['item_id', 'amount'])
      .orderBy('item_id')
      .execute();
    expect(rows).toEqual([
      { item_id: 'gold', amount: 7 },
      { item_id: 'ore', amount: 4 },
    ]);
  });

  it('runs a statement over any number of rows, in pieces of a power of two rows', async () => {
    const addItems = prepareRows(
      db,
      3,
      (rows) =>
        sql`insert into items (user_id, item_id, amount) values ${rows}
          on conflict (user_id, item_id) do update set amount = items.amount + excluded.amount`,
    );
    const rows = Array.from({ length: 300 }, (_row, index) => [1, `item${index}`, index + 1]);
    await addItems(db, rows);
    await addItems(db, rows.slice(0, 5));
    await addItems(db, []);
    const stored = await db.selectFrom('items').select(['item_id', 'amount']).execute();
    expect(stored).toHaveLength(300);
    const amounts = new Map(stored.map((row) => [row.item_id, row.amount]));
    expect(amounts.get('item0')).toBe(2);
    expect(amounts.get('item4')).toBe(10);
    expect(amounts.get('item5')).toBe(6);
    expect(amounts.get('item299')).toBe(300);
  });
});

/**
 * Selects asked together through `bulkReads` run as one query, each caller answered its own
 * rows in their order; anything else runs as given. On SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import { type KyselyPlugin, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestGame, type TestGame } from '../test-support';
import { bulkReads } from './bulk-reads';

let t: TestGame;
beforeEach(async () => {
  t = await createTestGame();
});
afterEach(async () => {
  await t.close();
});

/** A database of its own (its own executor, whose queries are recorded) on the game's. */
function counted() {
  const queries: string[] = [];
  const unchanged: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => Promise.resolve(args.result),
  };
  const db = t.game.db.withPlugin(unchanged);
  const executor = db.getExecutor();
  const run = executor.executeQuery.bind(executor);
  executor.executeQuery = (query) => {
    queries.push(query.sql);
    return run(query);
  };
  return { db, queries };
}

describe('bulkReads', () => {
  it('runs one select asked by many in one turn as one query, each answered its own rows', async () => {
    const names = ['Bulk_a', 'Bulk_b', 'Bulk_c'];
    for (const name of names) await t.register(name);
    const { db, queries } = counted();
    const bulk = bulkReads(db);
    const byName = (name: string) =>
      bulk
        .selectFrom('users')
        .select(['username', 'autos'])
        .where('username', '=', name)
        .executeTakeFirst();
    const ordered = (prefix: string) =>
      bulk
        .selectFrom('users')
        .select('username')
        .where('username', 'like', `${prefix}%`)
        .orderBy('username', 'desc')
        .execute();
    const [a, missing, c, all, none] = await Promise.all([
      byName('Bulk_a'),
      byName('Nobody'),
      byName('Bulk_c'),
      ordered('Bulk_'),
      ordered('Nobody'),
    ]);
    expect(a).toEqual({ username: 'Bulk_a', autos: 150 });
    expect(missing).toBeUndefined();
    expect(c).toEqual({ username: 'Bulk_c', autos: 150 });
    expect(all.map((row) => row.username)).toEqual(['Bulk_c', 'Bulk_b', 'Bulk_a']);
    expect(none).toEqual([]);
    // One query for each select, whatever the callers.
    expect(queries).toHaveLength(2);

    // A write runs as given, and so does a select asked alone.
    await bulk.updateTable('users').set({ autos: 7 }).where('username', '=', 'Bulk_b').execute();
    expect(await byName('Bulk_b')).toEqual({ username: 'Bulk_b', autos: 7 });
    expect(queries.slice(2)).toHaveLength(2);
    expect(queries[2]).toMatch(/^update/);
  });

  it('runs each select alone when the gathered one fails, answering each as it would', async () => {
    const { db, queries } = counted();
    const bulk = bulkReads(db);
    const failing = () => sql<{ one: number }>`select 1 as one from no_such_table`.execute(bulk);
    const results = await Promise.allSettled([failing(), failing()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    // The gathered query, then each alone.
    expect(queries).toHaveLength(3);
  });
});

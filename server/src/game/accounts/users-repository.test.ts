/**
 * The `users` table's SQL lives in one file, game/accounts/users.repository.ts: no other source
 * file names the table in a query (a Kysely query start or join, or a raw `sql` template).
 * Test code (`*.test.ts`, `src/tests/`, `test-support.ts`) reads and seeds tables directly, and
 * migrations define them: neither is a query of the game's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');
const REPOSITORY = 'game/accounts/users.repository.ts';

/**
 * Files of other slices of issue 25 that still query `users` and move to the repository after
 * the merge. Empty this list as they do; a file that no longer queries the table fails here too.
 */
const NOT_YET_MOVED = [
  'game/chat/chat-ignores.repository.ts',
  'game/clan/clan-invites.repository.ts',
  'game/clan/clan-members.repository.ts',
  'game/market/market-orders.repository.ts',
  'game/premium/payment-checkouts.repository.ts',
  'chat/commands.ts',
  'chat/socket.ts',
  'game/battle/fighting.ts',
  'game/actions/writes.ts',
  'game/autos/autos.ts',
  'game/chat/settings.ts',
  'game/clan/home.ts',
  'game/clan/members.ts',
  'game/clan/registry.ts',
  'game/clan/storage.ts',
  'game/market/jewel-market.ts',
  'game/market/trades.ts',
  'game/premium/nobility.ts',
  'game/premium/store.ts',
];

/** A Kysely query start or join on `users` (aliased or not), or `users` after a raw SQL keyword. */
const USERS_QUERY =
  /\b(selectFrom|updateTable|insertInto|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"]users( as \w+)?['"]|\b(from|update|into|join)\s+users\b/;

function isTestCode(path: string): boolean {
  return path.endsWith('.test.ts') || path.endsWith('-support.ts') || path.startsWith('tests/');
}

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts'))
    .filter((path) => !isTestCode(path) && !path.startsWith('db/migrations'));
}

describe('the users table', () => {
  const files = sourceFiles();
  const querying = files.filter((path) => USERS_QUERY.test(readFileSync(join(SRC, path), 'utf8')));

  it('is queried by its repository', () => {
    expect(querying).toContain(REPOSITORY);
    expect(files.length).toBeGreaterThan(100);
  });

  it('is queried nowhere else but in the files not yet moved', () => {
    const elsewhere = querying.filter((path) => path !== REPOSITORY);
    expect(elsewhere.filter((path) => !NOT_YET_MOVED.includes(path))).toEqual([]);
  });

  it('is still queried by every file not yet moved (a moved file leaves the list)', () => {
    expect(NOT_YET_MOVED.filter((path) => !querying.includes(path))).toEqual([]);
  });

  it('would notice a query', () => {
    for (const query of [
      "await game.db.updateTable('users').set({ autos })",
      ".selectFrom('users as u')",
      ".innerJoin('users', 'users.id', 'skills.user_id')",
      'sql`update users set autos = 0`',
      'sql`select id from users where id = 1`',
    ]) {
      expect(USERS_QUERY.test(query), query).toBe(true);
    }
    expect(USERS_QUERY.test("import { readUser } from './accounts/users.repository';")).toBe(false);
  });
});

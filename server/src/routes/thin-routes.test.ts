/** Routes stay thin: every query lives in the game layer, never in `src/routes/`. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = join(import.meta.dirname, '..', 'routes');
/** Kysely's query starts, its raw `sql` template and a transaction. */
const QUERY =
  /\.(selectFrom|updateTable|insertInto|deleteFrom|replaceInto|transaction)\(|\bsql`|from 'kysely'/;

describe('routes', () => {
  const files = readdirSync(ROUTES).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  );

  it('are all read', () => {
    expect(files).toEqual(expect.arrayContaining(['account.ts', 'dev.ts', 'misc.ts', 'ticks.ts']));
  });

  it.each(files)('%s holds no query', (name) => {
    const lines = readFileSync(join(ROUTES, name), 'utf8')
      .split('\n')
      .filter((line) => QUERY.test(line));
    expect(lines).toEqual([]);
  });

  it('would notice a query', () => {
    expect(QUERY.test("await game.db.updateTable('users').set({ autos })")).toBe(true);
    expect(QUERY.test('await sql`select 1`.execute(db)')).toBe(true);
  });
});

/**
 * PostgreSQL's `batch_check(ok, what)`: raises SQLSTATE GC001 unless `ok`. A group-commit batch
 * sends its writes in one message without reading their results (db/held-statements.ts); a write
 * that must cover all its rows (items spent while owned, timers allowing the tick) checks its count
 * with it, so a batch that falls short fails whole and runs again work by work. SQLite reads each
 * write's result instead and needs nothing.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function batch_check(ok boolean, what text) returns boolean
    language plpgsql as $$
    begin
      if not ok then
        raise exception 'batch check failed: %', what using errcode = 'GC001';
      end if;
      return true;
    end
    $$`.execute(db);
}

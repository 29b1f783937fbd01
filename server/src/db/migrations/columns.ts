/** Column definitions that several migrations write the same way. */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The one column every migration writes differently per database: an id the database numbers.
 * SQLite's `integer primary key autoincrement` never reuses a deleted row's id; PostgreSQL's
 * identity column does the same with a sequence (and has no `autoincrement`).
 */
export function idColumn(db: Kysely<unknown>) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();
}

/** A player's id, their rows going with them. */
export const userKey = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('users.id').onDelete('cascade');

/** A counter or flag that starts at 0. */
export const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);

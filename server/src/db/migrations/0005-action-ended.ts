/** An action ended by its last answer (stopped, finished, refused) is not resumed by a reload. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('action_state')
    .addColumn('ended', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

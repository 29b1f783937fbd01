/** The `operator_item_flows` table: what operators granted and took as compensation. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Adds to the operator's `created` or `destroyed` of the item. */
export async function addOperatorFlow(
  db: Db,
  operatorId: number,
  itemId: string,
  amount: number,
  counter: 'created' | 'destroyed',
): Promise<void> {
  const created = counter === 'created' ? amount : 0;
  const destroyed = counter === 'destroyed' ? amount : 0;
  await db
    .insertInto('operator_item_flows')
    .values({ operator_id: operatorId, item_id: itemId, created, destroyed })
    .onConflict((conflict) =>
      conflict
        .columns(['operator_id', 'item_id'])
        .doUpdateSet(
          counter === 'created'
            ? { created: sql`operator_item_flows.created + excluded.created` }
            : { destroyed: sql`operator_item_flows.destroyed + excluded.destroyed` },
        ),
    )
    .execute();
}

/** Every operator's flows, by item. */
export function operatorFlows(
  db: Db,
): Promise<{ operator_id: number; item_id: string; created: number; destroyed: number }[]> {
  return db
    .selectFrom('operator_item_flows')
    .select(['operator_id', 'item_id', 'created', 'destroyed'])
    .orderBy('item_id')
    .orderBy('operator_id')
    .execute();
}

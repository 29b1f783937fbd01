/**
 * The economy counters: every place that creates or destroys gold or items adds what it did to
 * the acting player's row of `economy_counters`, in the same transaction as the change. The
 * audit (`npm run audit:economy`) then proves, per item, that what players hold plus what the
 * market holds equals what was created minus what was destroyed. Rows are per player so that
 * concurrent ticks of different players never wait on one shared counter row.
 */
import type { ItemAmount } from '@idle/contracts';
import { MARKET_CURRENCY_ITEM } from '@idle/game-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addToCounters } from './economy-counters.repository';
import { addOperatorFlow } from './operator-item-flows.repository';

/**
 * What a change of holdings does to the economy: `created` and `destroyed` are counted; `moved`
 * only changes where value sits (between players, into a market order, onto the rune belt).
 */
export type ItemFlow = 'created' | 'destroyed' | 'moved';

/** The counter key of jewels of a gem type (jewels are rows of their own, not item amounts). */
export function jewelKey(gemType: number): string {
  return `jewel:${gemType}`;
}

/** Adds `items` to the player's `created` or `destroyed` counters. */
export async function countFlow(
  trx: Kysely<Database>,
  userId: number,
  items: readonly ItemAmount[],
  counter: 'created' | 'destroyed',
): Promise<void> {
  const rows = items
    .filter((item) => item.amount > 0)
    .map((item) => ({
      user_id: userId,
      item_id: item.id,
      created: counter === 'created' ? item.amount : 0,
      destroyed: counter === 'destroyed' ? item.amount : 0,
    }));
  if (rows.length === 0) return;
  await addToCounters(trx, rows, counter);
}

/**
 * Counts an operator's compensation: a grant is `created`, a take `destroyed`, under the
 * operator rather than the player, so the audit names what operators added and removed (the
 * items themselves move with flow `moved`, which counts nothing on the player's row).
 */
export async function countOperatorFlow(
  trx: Kysely<Database>,
  operatorId: number,
  item: ItemAmount,
  counter: 'created' | 'destroyed',
): Promise<void> {
  if (item.amount <= 0) return;
  await addOperatorFlow(trx, operatorId, item.id, item.amount, counter);
}

/** The market's tax on a sale: gold the seller does not receive, taken out of the economy. */
export function countTax(trx: Kysely<Database>, sellerId: number, tax: number): Promise<void> {
  return countFlow(trx, sellerId, [{ id: MARKET_CURRENCY_ITEM, amount: tax }], 'destroyed');
}

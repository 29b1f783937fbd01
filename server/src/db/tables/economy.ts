/** The economy audit's books. */
import type { Generated } from 'kysely';

/**
 * What a player's actions created and destroyed of an item (migration 0009; jewels as
 * `jewel:<gem type>`): the economy audit's books.
 */
export interface EconomyCountersTable {
  user_id: number;
  item_id: string;
  created: Generated<number>;
  destroyed: Generated<number>;
}

/**
 * What an operator granted (`created`) and took (`destroyed`) of an item as compensation
 * (migration 0014): a flow of its own beside the players' counters, which the audit adds to
 * theirs and names. No foreign key: the books outlive an operator's account.
 */
export interface OperatorItemFlowsTable {
  operator_id: number;
  item_id: string;
  created: Generated<number>;
  destroyed: Generated<number>;
}

export interface EconomyTables {
  economy_counters: EconomyCountersTable;
  operator_item_flows: OperatorItemFlowsTable;
}

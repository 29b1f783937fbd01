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

export interface EconomyTables {
  economy_counters: EconomyCountersTable;
}

/** Test and story data of the Labyrinth Reward Chest panel. Never imported by production code. */
import type { InitialData, ItemAmount } from '@idle/contracts';
import { sampleInitialData } from '@idle/test-fixtures';

/** A chest of three rewards: gold, credits (both known items) and artisan shards. */
export function sampleChestRewards(): ItemAmount[] {
  return [
    { id: 'gold', amount: 25_000 },
    { id: 'credits', amount: 2 },
    { id: 'artisan_shard', amount: 150 },
  ];
}

/** Hero_1 with a chest: [] waiting to be opened (default), a filled list, or null for none. */
export function chestInitialData(labyrinthRewards: ItemAmount[] | null = []): InitialData {
  return sampleInitialData({ labyrinthRewards });
}

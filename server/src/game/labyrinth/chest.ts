/**
 * What the labyrinth's reward chest holds (our rule: the spec and GAME-FACTS.md give only the
 * count, one item plus one per room passed after the fifth). Each item is drawn from this table
 * by weight, with an amount in its range.
 */
import type { ItemAmount } from '@idle/contracts';
import { ARTISAN_SHARD_ITEM, labyrinthChestItemCount } from '@idle/game-rules';
import { type Random, randomInt } from '../random';

interface ChestEntry {
  id: string;
  weight: number;
  min: number;
  max: number;
}

/** Artisan shards most often: the shrine is raised with them, 12,500 for its first level. */
export const LABYRINTH_CHEST_TABLE: readonly ChestEntry[] = [
  { id: ARTISAN_SHARD_ITEM, weight: 6, min: 100, max: 250 },
  { id: 'gem_fragments', weight: 3, min: 20, max: 60 },
  { id: 'dungeoneering_tokens', weight: 1, min: 2, max: 6 },
];

const TOTAL_WEIGHT = LABYRINTH_CHEST_TABLE.reduce((sum, entry) => sum + entry.weight, 0);

function drawEntry(random: Random): ChestEntry {
  let left = random.next() * TOTAL_WEIGHT;
  for (const entry of LABYRINTH_CHEST_TABLE) {
    left -= entry.weight;
    if (left < 0) return entry;
  }
  return LABYRINTH_CHEST_TABLE[0] as ChestEntry;
}

/**
 * The chest's items as a player reads them: each item once, with the total of its draws, in the
 * order each was first drawn.
 */
export function chestTotals(draws: readonly ItemAmount[]): ItemAmount[] {
  const totals = new Map<string, number>();
  for (const { id, amount } of draws) totals.set(id, (totals.get(id) ?? 0) + amount);
  return Array.from(totals, ([id, amount]) => ({ id, amount }));
}

/**
 * The chest of a run that passed `roomsPassed` rooms: `labyrinthChestItemCount` draws, each
 * item listed once with its total.
 */
export function rollLabyrinthChest(random: Random, roomsPassed: number): ItemAmount[] {
  return chestTotals(
    Array.from({ length: labyrinthChestItemCount(roomsPassed) }, () => {
      const entry = drawEntry(random);
      return { id: entry.id, amount: randomInt(random, entry.min, entry.max) };
    }),
  );
}

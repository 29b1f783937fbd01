/**
 * Test and story data of the jewel inventory: jewels of every state and a fake server answering
 * the jewel calls. Every call builds fresh objects. Never imported by production code.
 */
import type {
  DestroyJewelAnswer,
  EqStats,
  InitialData,
  Jewel,
  JewelMarketAnswer,
} from '@idle/contracts';
import { GEM_FRAGMENTS_ITEM } from '@idle/game-rules';
import type { FakeRequest } from '@idle/test-fixtures';
import { SAMPLE_USERNAME, sampleApiAnswers, sampleInitialData } from '@idle/test-fixtures';
import type { EquipJewelAnswer, UnequipJewelAnswer } from '@idle/contracts';

function jewel(
  id: number,
  gemType: Jewel['gemType'],
  rarity: number,
  [health, attack, defence, accuracy, dodge]: [number, number, number, number, number],
  change: Partial<Jewel> = {},
): Jewel {
  return {
    id,
    type: 1,
    gemType,
    rarity,
    stats: {
      health,
      attack,
      defence,
      accuracy,
      dodge,
      total: health + attack + defence + accuracy + dodge,
    },
    equipped: false,
    marketPrice: null,
    craftedBy: SAMPLE_USERNAME,
    craftedByUserid: 1,
    ...change,
  };
}

/**
 * Five jewels: an equipped Rare Ruby (#7), a spare Common Ruby (#11), a Sapphire in the
 * inventory (#8, crafted by Smith_9), a Sapphire listed for 25,000 gold (#9) and a
 * Legendary Diamond (#12).
 */
export function sampleJewels(): Jewel[] {
  return [
    jewel(7, 2, 3, [0, 14, 0, 120, 0], { equipped: true }),
    jewel(11, 2, 1, [10, 4, 0, 0, 0]),
    jewel(8, 1, 1, [30, 0, 5, 0, 0], { craftedBy: 'Smith_9', craftedByUserid: 9 }),
    jewel(9, 1, 2, [45, 0, 12, 0, 0], { marketPrice: 25_000 }),
    jewel(12, 4, 5, [120, 40, 35, 250, 310]),
  ];
}

/** The sample player with {@link sampleJewels} (or `jewels`). */
export function jewelInitialData(jewels: Jewel[] = sampleJewels()): InitialData {
  return sampleInitialData({ jewels });
}

/** The equipment totals the fake server answers after an equip or unequip. */
export function sampleEqStats(): EqStats {
  return { eqHealth: 52, eqAttack: 22, eqDefence: 22, eqAccuracy: 270, eqDodge: 75 };
}

/** Fragments the fake server gives for a deconstructed jewel. */
export const SAMPLE_FRAGMENTS = 1_250;

/**
 * What a game server accepting every jewel call answers, starting from `jewels`: equipping swaps
 * out the equipped jewel of the same gem type; deconstructing gives {@link SAMPLE_FRAGMENTS}.
 */
export function jewelApiAnswers(jewels: Jewel[] = sampleJewels()): Record<string, unknown> {
  const state = jewels.map((entry) => ({ ...entry }));
  const find = (request: FakeRequest) =>
    state.find((entry) => entry.id === Number(request.params.id));
  return {
    ...sampleApiAnswers(),
    'equipment.php?mod=equipJewel': (
      request: FakeRequest,
    ): EquipJewelAnswer | { error: string } => {
      const target = find(request);
      if (!target) return { error: 'You do not own that jewel.' };
      const replaced = state.find(
        (entry) => entry.equipped && entry.gemType === target.gemType && entry.id !== target.id,
      );
      if (replaced) replaced.equipped = false;
      target.equipped = true;
      return { eqStats: sampleEqStats(), replaced: replaced?.id ?? null };
    },
    'equipment.php?mod=unequipJewel': (
      request: FakeRequest,
    ): UnequipJewelAnswer | { error: string } => {
      const target = find(request);
      if (!target) return { error: 'You do not own that jewel.' };
      target.equipped = false;
      return { eqStats: sampleEqStats() };
    },
    'equipment.php?mod=destroyJewel': (request: FakeRequest): DestroyJewelAnswer => ({
      id: Number(request.params.id),
      fragments: SAMPLE_FRAGMENTS,
      itemsToAdd: [{ id: GEM_FRAGMENTS_ITEM, amount: SAMPLE_FRAGMENTS }],
    }),
    'equipment.php?mod=sellJewelMarket': (request: FakeRequest): JewelMarketAnswer => ({
      id: Number(request.params.id),
      marketPrice: Number(request.params.cost),
    }),
    'equipment.php?mod=removeJewelMarket': (request: FakeRequest): JewelMarketAnswer => ({
      id: Number(request.params.id),
      marketPrice: null,
    }),
    'equipment.php?mod=sendJewel': true,
  };
}

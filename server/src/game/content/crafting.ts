/**
 * Gathering loot and crafting recipes: what each gathering skill yields and drops by level
 * (the level needs are the spec's, game-rules' GATHERING_DROP_LEVELS), the runes' crafting data,
 * the potions' brewing data, and the jewelcrafting numbers.
 */
import type {
  AlchemyData,
  GatheringDrop,
  GatheringSkillData,
  GatheringSkillId,
  RuneCraftingData,
} from '@idle/contracts';
import { dropLevelRequired } from '@idle/game-rules';
import { ownTable } from './own-table';

/** A drop and its level need (dropLevelRequired throws for an item the skill never drops). */
const drop = (
  skill: GatheringSkillId,
  itemId: string,
  frequency: number,
  min = 1,
  max = min,
): GatheringDrop => ({
  itemId,
  levelRequired: dropLevelRequired(skill, itemId),
  frequency,
  amount: [min, max],
});

/** Resources of one action at level 1; each level adds a tenth more. */
export const GATHERING_BASE_AMOUNT = 10;
/** Gathering exp of one action, before tools and upgrades. */
export const GATHERING_BASE_EXP = 8;
/** Gathering shards: one action in this many finds one, before the upgrade level's bonus. */
export const GATHERING_SHARD_FREQUENCY = 20;

export const GATHERING: Record<GatheringSkillId, GatheringSkillData> = {
  mining: {
    resource: 'metal',
    baseAmount: GATHERING_BASE_AMOUNT,
    tool: 'pickaxe',
    drops: [
      drop('mining', 'gem_fragments', 8, 1, 3),
      drop('mining', 'gem_sapphire', 150),
      drop('mining', 'gem_ruby', 300),
      drop('mining', 'gem_emerald', 600),
      drop('mining', 'gem_diamond', 1500),
    ],
  },
  woodcutting: {
    resource: 'wood',
    baseAmount: GATHERING_BASE_AMOUNT,
    tool: 'hatchet',
    drops: [
      drop('woodcutting', 'tree_sap', 20),
      drop('woodcutting', 'resource_cache', 400),
      drop('woodcutting', 'birds_nest', 250),
      drop('woodcutting', 'golden_egg', 3000),
    ],
  },
  quarrying: {
    resource: 'stone',
    baseAmount: GATHERING_BASE_AMOUNT,
    tool: 'hammer',
    drops: [
      drop('quarrying', 'sandstone', 20),
      drop('quarrying', 'marble', 60),
      drop('quarrying', 'malachite', 400),
    ],
  },
};

/** Runecrafting data by rune item id; chances in percent. */
export const RUNE_RECIPES: Record<string, RuneCraftingData> = ownTable({
  rune_stone: {
    startLevel: 1,
    endLevel: 25,
    startChance: 70,
    endChance: 98,
    attemptsRequired: 3,
    itemsRequired: [['stone', 40]],
  },
  rune_fire: {
    startLevel: 1,
    endLevel: 25,
    startChance: 65,
    endChance: 97,
    attemptsRequired: 3,
    itemsRequired: [
      ['metal', 30],
      ['wood', 30],
    ],
  },
  rune_wind: {
    startLevel: 5,
    endLevel: 35,
    startChance: 60,
    endChance: 95,
    attemptsRequired: 4,
    itemsRequired: [['wood', 60]],
  },
  rune_eye: {
    startLevel: 10,
    endLevel: 40,
    startChance: 55,
    endChance: 95,
    attemptsRequired: 4,
    itemsRequired: [
      ['metal', 60],
      ['stone', 20],
    ],
  },
  rune_life: {
    startLevel: 20,
    endLevel: 60,
    startChance: 50,
    endChance: 92,
    attemptsRequired: 5,
    itemsRequired: [
      ['wood', 120],
      ['tree_sap', 2],
    ],
  },
  rune_frost: {
    startLevel: 30,
    endLevel: 70,
    startChance: 45,
    endChance: 92,
    attemptsRequired: 5,
    itemsRequired: [
      ['stone', 150],
      ['sandstone', 3],
    ],
  },
  rune_storm: {
    startLevel: 40,
    endLevel: 90,
    startChance: 40,
    endChance: 90,
    attemptsRequired: 6,
    itemsRequired: [
      ['metal', 200],
      ['marble', 3],
    ],
  },
  rune_shadow: {
    startLevel: 60,
    endLevel: 120,
    startChance: 35,
    endChance: 88,
    attemptsRequired: 7,
    itemsRequired: [
      ['metal', 300],
      ['malachite', 2],
    ],
  },
});

/** Alchemy data by potion item id; essence chance in tenths of a percent. */
export const POTION_RECIPES: Record<string, AlchemyData> = ownTable({
  potion_of_wrath: {
    levelRequired: 1,
    essenceChance: 100,
    itemsRequired: [
      ['rat_tail', 3],
      ['wood', 10],
    ],
  },
  potion_of_warding: {
    levelRequired: 5,
    essenceChance: 100,
    itemsRequired: [
      ['wolf_pelt', 2],
      ['stone', 15],
    ],
  },
  potion_of_insight: {
    levelRequired: 15,
    essenceChance: 80,
    itemsRequired: [
      ['goblin_ear', 2],
      ['wood', 40],
    ],
  },
  potion_of_fortune: {
    levelRequired: 30,
    essenceChance: 60,
    itemsRequired: [
      ['bandit_badge', 2],
      ['metal', 40],
    ],
  },
});

export const ESSENCE_ITEM = 'alchemical_essence';

/**
 * What any crafting tick (runecrafting, jewelcrafting, gem creation, alchemy) may also find, ours:
 * artisan shards, the labyrinth's currency for the artisan shrine that speeds crafting up; one
 * tick in 10 on average, 1 to 3 shards.
 */
export const CRAFTING_DROP = {
  itemId: 'artisan_shard',
  frequency: 10,
  amount: [1, 3],
} as const satisfies { itemId: string; frequency: number; amount: readonly [number, number] };

/** Steps of one jewel; a step's power is 1, 2 or 3 (barely, improves, perfectly). */
export const JEWEL_STEPS = 10;
/** What one point of power adds to a stat, per gem type (accuracy and dodge in hundredths). */
export const JEWEL_STAT_PER_POWER: Record<1 | 2 | 3 | 4, number> = { 1: 2, 2: 4, 3: 8, 4: 16 };
/** Fragments a deconstructed jewel gives: a fifth of its gem's fragment cost per rarity step. */
export const JEWEL_FRAGMENT_SHARE = 0.2;

/**
 * Sample data of the crafting screens (runecrafting, jewelcrafting, gem creation, alchemy), for
 * their tests and stories only: the initial data of a player with crafting levels and
 * materials, a `loadCrafting` answer, tick results and a fake server accepting every call.
 *
 * The player: runecrafting 10, jewelcrafting 30, alchemy 40. Runes (listed fire, stone, water;
 * shown water, fire, stone): water and fire start at level 1 (water is Common, fire Uncommon),
 * stone at level 20. Fire can be crafted and is in progress (2 of 3); water lacks shards; stone
 * needs level 20. Gems: 2 sapphires, 1 emerald (level 50 needed), 600 fragments. Potions: wrath
 * (level 1) and vigor (level 35), 5 herbs and 2 vials.
 */
import type {
  AlchemyResult,
  GemCreationResult,
  InitialData,
  ItemDefinition,
  Jewel,
  JewelcraftingResult,
  LoadCraftingAnswer,
  RunecraftingResult,
} from '@idle/contracts';
import { sampleApiAnswers, sampleInitialData } from '@idle/test-fixtures';

function item(
  name: string,
  type: string,
  rarity: number,
  description: string,
  extra: Partial<ItemDefinition> = {},
): ItemDefinition {
  return { name, type, rarity, description, useable: false, marketable: true, ...extra };
}

/** The item data of every crafting material and product the samples use. */
function craftingItemData(): Record<string, ItemDefinition> {
  return {
    blank_rune: item('Blank Rune', 'material', 1, 'A smooth stone waiting for its inscription.'),
    water_shard: item('Water Shard', 'material', 2, 'Cold and always damp.'),
    rune_water: item('Water Rune', 'rune', 1, '+5 dodge on the rune belt.', {
      runeStats: { dodge: 5 },
    }),
    gem_sapphire: item('Sapphire', 'gem', 2, 'Cut into Sapphire jewels.'),
    gem_ruby: item('Ruby', 'gem', 3, 'Cut into Ruby jewels.'),
    gem_emerald: item('Emerald', 'gem', 3, 'Cut into Emerald jewels.'),
    gem_diamond: item('Diamond', 'gem', 4, 'Cut into Diamond jewels.'),
    herb_red: item('Red Herb', 'material', 1, 'Bitter, and good for you.'),
    vial: item('Vial', 'material', 1, 'Holds one potion.'),
    potion_of_vigor: item('Potion of Vigor', 'potion', 3, '+10% defence while it lasts.', {
      useable: true,
      potion: { bonus: 'defence', percent: 10, actionsPerDose: 25 },
    }),
    alchemy_essence: item('Alchemy Essence', 'material', 4, 'What a lucky brew leaves behind.'),
    artisan_shard: item('Artisan Shard', 'token', 3, 'Raises the artisan shrine.', {
      marketable: false,
    }),
  };
}

/** The sample initial data with crafting levels, materials and their item data. */
export function craftingInitialData(overrides: Partial<InitialData> = {}): InitialData {
  const base = sampleInitialData();
  return {
    ...base,
    itemData: { ...base.itemData, ...craftingItemData() },
    items: {
      ...base.items,
      blank_rune: 5,
      leather_strap: 6,
      water_shard: 1,
      rune_fire: 2,
      gem_sapphire: 2,
      gem_emerald: 1,
      gem_fragments: 600,
      herb_red: 5,
      vial: 2,
      potion_of_wrath: 2,
      alchemy_essence: 1,
    },
    skills: {
      ...base.skills,
      runecrafting: { level: 10, exp: 1_200, expStart: 1_100, expToLevel: 1_400 },
      jewelcrafting: { level: 30, exp: 9_000, expStart: 8_500, expToLevel: 10_000 },
      alchemy: { level: 40, exp: 20_000, expStart: 19_000, expToLevel: 22_000 },
    },
    misc: {
      ...base.misc,
      actionBonus: { kind: 'crafting', current: 120, required: 100 },
    },
    ...overrides,
  };
}

/** A new player: level 1 everywhere, no crafting material at all. */
export function newPlayerInitialData(): InitialData {
  const data = craftingInitialData();
  return {
    ...data,
    items: { gold: 100 },
    skills: {
      ...data.skills,
      runecrafting: { level: 1, exp: 0, expStart: 0, expToLevel: 50 },
      jewelcrafting: { level: 1, exp: 0, expStart: 0, expToLevel: 50 },
      alchemy: { level: 1, exp: 0, expStart: 0, expToLevel: 50 },
    },
    misc: { ...data.misc, actionBonus: { kind: 'battling', current: 10, required: 100 } },
  };
}

/** The `misc.php?mod=loadCrafting` answer of the sample player. */
export function sampleLoadCrafting(
  overrides: Partial<LoadCraftingAnswer> = {},
): LoadCraftingAnswer {
  return {
    runes: {
      rune_fire: {
        startLevel: 1,
        endLevel: 31,
        startChance: 50,
        endChance: 90,
        attemptsRequired: 3,
        itemsRequired: [
          ['blank_rune', 1],
          ['leather_strap', 2],
        ],
      },
      rune_stone: {
        startLevel: 20,
        endLevel: 60,
        startChance: 40,
        endChance: 80,
        attemptsRequired: 5,
        itemsRequired: [['blank_rune', 2]],
      },
      rune_water: {
        startLevel: 1,
        endLevel: 21,
        startChance: 60,
        endChance: 100,
        attemptsRequired: 2,
        itemsRequired: [
          ['blank_rune', 1],
          ['water_shard', 3],
        ],
      },
    },
    potions: {
      potion_of_vigor: {
        levelRequired: 35,
        essenceChance: 80,
        itemsRequired: [
          ['herb_red', 3],
          ['vial', 1],
        ],
      },
      potion_of_wrath: {
        levelRequired: 1,
        essenceChance: 125,
        itemsRequired: [
          ['herb_red', 2],
          ['vial', 1],
        ],
      },
    },
    essenceItem: 'alchemy_essence',
    runeInProgress: { itemid: 'rune_fire', progress: 2 },
    runeFlags: { stopAfterCraft: true, stopAfterFail: false },
    ...overrides,
  };
}

/** A successful runecrafting attempt: 2 of 3 for the Fire Rune. */
export function sampleRunecraftingResult(
  overrides: Partial<RunecraftingResult> = {},
): RunecraftingResult {
  return {
    itemid: 'rune_fire',
    progress: 2,
    attemptsRequired: 3,
    success: true,
    finished: false,
    exp: 45,
    chance: 62,
    bonusActive: false,
    ...overrides,
  };
}

/** A jewelcrafting step on a Sapphire jewel: attack perfectly improved, 4 of 10. */
export function sampleJewelcraftingResult(
  overrides: Partial<JewelcraftingResult> = {},
): JewelcraftingResult {
  return {
    gem: 1,
    progress: 4,
    progressRequired: 10,
    perfects: 1,
    power: 3,
    statGained: 'attack',
    statGainedAmount: 6,
    jewelData: { health: 20, attack: 11, defence: 0, accuracy: 40, dodge: 0, total: 71 },
    exp: 80,
    bonusActive: false,
    ...overrides,
  };
}

/** The jewel a finished jewelcrafting gives. */
export function sampleFinishedJewel(overrides: Partial<Jewel> = {}): Jewel {
  return {
    id: 31,
    type: 1,
    gemType: 1,
    rarity: 3,
    stats: { health: 30, attack: 17, defence: 5, accuracy: 60, dodge: 12, total: 124 },
    equipped: false,
    marketPrice: null,
    craftedBy: 'Hero_1',
    craftedByUserid: 1,
    ...overrides,
  };
}

/** One Ruby created, 3 more to go, the crafting bonus not running. */
export function sampleGemCreationResult(
  overrides: Partial<GemCreationResult> = {},
): GemCreationResult {
  return { gem: 2, remaining: 3, fragmentsUsed: 500, exp: 150, bonusActive: false, ...overrides };
}

/** One Potion of Wrath brewed with an essence, 4 more to go. */
export function sampleAlchemyResult(overrides: Partial<AlchemyResult> = {}): AlchemyResult {
  return {
    itemid: 'potion_of_wrath',
    remaining: 4,
    exp: 35,
    essence: true,
    bonusActive: false,
    ...overrides,
  };
}

/** A fake server that accepts every crafting call, for stories and as a base for tests. */
export function craftingApiAnswers(): Record<string, unknown> {
  return {
    ...sampleApiAnswers(),
    'misc.php?mod=loadCrafting': sampleLoadCrafting(),
    'misc.php?mod=runecraftingFlags': true,
  };
}

/**
 * Test and story data of the gathering screens, on top of @idle/test-fixtures: the gathering
 * items, a player with gathering levels and resources, the `loadGathering` answer, gathering
 * results and a fake server answering the gathering calls. Every call builds fresh objects.
 * Never imported by production code.
 */
import type {
  GatheringDrop,
  GatheringResult,
  GatheringSkillData,
  GatheringSkillId,
  GatheringTickAnswer,
  InitialData,
  ItemDefinition,
  LoadGatheringAnswer,
  UpgradeGatheringLevelAnswer,
  UpgradeGatheringUpgradeAnswer,
} from '@idle/contracts';
import {
  GATHERING_DROP_LEVELS,
  GATHERING_UPGRADE_COST_ITEM,
  GATHERING_UPGRADE_LEVEL_PURCHASE_CODE_IDS,
  gatheringUpgradeCost,
  gatheringUpgradeLevelPayment,
  type GatheringUpgradeLevelPurchaseCode,
} from '@idle/game-rules';
import type { FakeRequest } from '@idle/test-fixtures';
import { sampleApiAnswers, sampleInitialData } from '@idle/test-fixtures';

function item(name: string, type: string, rarity: number, description: string): ItemDefinition {
  return { name, type, rarity, description, useable: false, marketable: true };
}

/** The gathering items the shared sample lacks. */
export function gatheringItemData(): Record<string, ItemDefinition> {
  return {
    metal: item('Metal', 'resource', 1, 'Mined from ore veins.'),
    wood: item('Wood', 'resource', 1, 'Cut from trees.'),
    stone: item('Stone', 'resource', 1, 'Quarried from rock.'),
    gathering_shards: item('Gathering Shards', 'shard', 3, 'Spent on gathering upgrades.'),
    gem_sapphire: item('Sapphire', 'gem', 2, 'Set into jewels.'),
    gem_ruby: item('Ruby', 'gem', 3, 'Set into jewels.'),
    gem_emerald: item('Emerald', 'gem', 4, 'Set into jewels.'),
    gem_diamond: item('Diamond', 'gem', 5, 'Set into jewels.'),
    tree_sap: item('Tree Sap', 'material', 2, 'Sticky.'),
    resource_cache: item('Resource Cache', 'cache', 3, 'Trade it for resources.'),
    birds_nest: item("Bird's Nest", 'material', 3, 'Sometimes holds an egg.'),
    golden_egg: item('Golden Egg', 'material', 5, 'Shines.'),
    sandstone: item('Sandstone', 'material', 2, 'Soft stone.'),
    marble: item('Marble', 'material', 3, 'Polished stone.'),
    malachite: item('Malachite', 'material', 5, 'A green stone.'),
  };
}

/**
 * A player who gathers: Mining 62, Woodcutting 50, Quarrying 12; pickaxe 2, hatchet 1, hammer 4;
 * 50,000 metal, 20,000 wood, 150,000 stone and 40 gathering shards. `overrides` replace whole
 * top-level fields.
 */
export function gatheringInitialData(overrides: Partial<InitialData> = {}): InitialData {
  const base = sampleInitialData();
  return {
    ...base,
    itemData: { ...base.itemData, ...gatheringItemData() },
    items: {
      ...base.items,
      metal: 50_000,
      wood: 20_000,
      stone: 150_000,
      [GATHERING_UPGRADE_COST_ITEM]: 40,
    },
    skills: {
      ...base.skills,
      mining: { level: 62, exp: 410_000, expStart: 400_000, expToLevel: 420_000 },
      woodcutting: { level: 50, exp: 210_000, expStart: 200_000, expToLevel: 225_000 },
      quarrying: { level: 12, exp: 3_100, expStart: 3_000, expToLevel: 3_600 },
    },
    tools: { pickaxe: 2, hatchet: 1, hammer: 4 },
    ...overrides,
  };
}

const FREQUENCIES: Record<string, number> = {
  gem_fragments: 20,
  gem_sapphire: 400,
  gem_ruby: 800,
  gem_emerald: 1_500,
  gem_diamond: 5_000,
  tree_sap: 25,
  resource_cache: 600,
  birds_nest: 900,
  golden_egg: 10_000,
  sandstone: 30,
  marble: 120,
  malachite: 4_000,
};

function drops(skill: GatheringSkillId): GatheringDrop[] {
  return Object.entries(GATHERING_DROP_LEVELS[skill]).map(([itemId, levelRequired]) => ({
    itemId,
    levelRequired,
    frequency: FREQUENCIES[itemId] ?? 100,
    amount: itemId === 'gem_fragments' ? [2, 5] : [1, 1],
  }));
}

function skillData(
  skill: GatheringSkillId,
  resource: string,
  tool: GatheringSkillData['tool'],
): GatheringSkillData {
  return { resource, baseAmount: 10, tool, drops: drops(skill) };
}

/**
 * `misc.php?mod=loadGathering`: every skill's drops (the spec's level requirements), upgrade
 * level 3 and upgrades Resources 4, Experience 0, Resource Rush 12, Double Items 1, Item Rarity 3.
 */
export function sampleLoadGathering(
  change: Partial<LoadGatheringAnswer> = {},
): LoadGatheringAnswer {
  return {
    skills: {
      mining: skillData('mining', 'metal', 'pickaxe'),
      woodcutting: skillData('woodcutting', 'wood', 'hatchet'),
      quarrying: skillData('quarrying', 'stone', 'hammer'),
    },
    upgradeLevel: 3,
    upgrades: { '1': 4, '2': 0, '3': 12, '4': 1, '5': 3 },
    ...change,
  };
}

function isPurchaseCode(code: number): code is GatheringUpgradeLevelPurchaseCode {
  return (GATHERING_UPGRADE_LEVEL_PURCHASE_CODE_IDS as readonly number[]).includes(code);
}

/**
 * What a game server accepting every gathering call answers, starting from `gathering`: each
 * purchase raises the level it bought by one and removes its cost (as the game rules price it).
 */
export function gatheringApiAnswers(
  gathering: LoadGatheringAnswer = sampleLoadGathering(),
): Record<string, unknown> {
  const state = { level: gathering.upgradeLevel, upgrades: { ...gathering.upgrades } };
  return {
    ...sampleApiAnswers(),
    'misc.php?mod=loadGathering': () => ({
      ...gathering,
      upgradeLevel: state.level,
      upgrades: { ...state.upgrades },
    }),
    'misc.php?mod=upgradeGatheringUpgradeLevel': (
      request: FakeRequest,
    ): UpgradeGatheringLevelAnswer | { error: string } => {
      const code = Number(request.params.c);
      if (!isPurchaseCode(code)) return { error: 'c must be 1, 11, 12 or 13' };
      state.level += 1;
      return {
        upgradeLevel: state.level,
        itemsToRemove: gatheringUpgradeLevelPayment(state.level, code).map(
          ({ itemId, amount }) => ({ id: itemId, amount }),
        ),
      };
    },
    'misc.php?mod=upgradeGatheringUpgrade': (
      request: FakeRequest,
    ): UpgradeGatheringUpgradeAnswer | { error: string } => {
      const id = request.params.id as keyof LoadGatheringAnswer['upgrades'] | undefined;
      if (id === undefined || !Object.hasOwn(state.upgrades, id))
        return { error: 'Unknown upgrade.' };
      const level = state.upgrades[id];
      state.upgrades[id] = level + 1;
      return {
        id: Number(id),
        level: level + 1,
        itemsToRemove: [{ id: GATHERING_UPGRADE_COST_ITEM, amount: gatheringUpgradeCost(level) }],
      };
    },
  };
}

const RESULTS: Record<GatheringSkillId, { resource: string; msg: string }> = {
  mining: { resource: 'metal', msg: 'You mined 12 Metal.' },
  woodcutting: { resource: 'wood', msg: 'You cut 12 Wood.' },
  quarrying: { resource: 'stone', msg: 'You quarried 12 Stone.' },
};

/** One mining action (or another skill's): 12 of the resource, 30 exp, bonus active. */
export function sampleGatheringResult(
  skill: GatheringSkillId = 'mining',
  change: Partial<GatheringResult> = {},
): GatheringResult {
  const { resource, msg } = RESULTS[skill];
  return {
    skill,
    msg,
    resource: { id: resource, amount: 12 },
    exp: 30,
    bonusActive: true,
    event: null,
    itemCounts: { [resource]: 50_012 },
    ...change,
  };
}

/** A gathering tick answer carrying `result` (and drops, if any). */
export function gatheringTick(
  result: GatheringResult,
  extra: Partial<GatheringTickAnswer> = {},
): GatheringTickAnswer {
  return { delay: 3000, autos: 149, data: result, ...extra };
}

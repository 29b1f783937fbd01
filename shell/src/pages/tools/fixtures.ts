/**
 * Test and story data of the tools page: the server's answers for a player with a level-3 plot,
 * a quartermaster and a dungeon keeper, two trinkets, two dungeons, and a short labyrinth layout.
 * Never imported by production code.
 */
import type { DungeonData, LandData, Personnel, PersonnelKindId } from '@idle/contracts';
import { PERSONNEL, PERSONNEL_BONUS_TIER_LEVELS } from '@idle/game-rules';
import type { ToolsData } from './tools-data';

function person(id: PersonnelKindId, level: number, rarity: number): Personnel {
  return {
    id,
    name: PERSONNEL[id].name,
    rarity,
    level,
    stage: PERSONNEL_BONUS_TIER_LEVELS.filter((tierLevel) => level >= tierLevel).length,
    description: 'A person of the land.',
    tiers: [...PERSONNEL[id].bonusPercentByTier],
    upgLevelCost: 1_000,
    upgRarityCost: 50,
  };
}

function dungeon(id: number, name: string, key: string, levelRequired: number, tokens: number) {
  return {
    id,
    name,
    description: '',
    key,
    levelRequired,
    rooms: [{ name: 'Guard', level: 1, powerLevel: 10 }],
    progressChance: 400,
    exp: 10,
    tokens,
    chest: [],
  } satisfies DungeonData;
}

export const SAMPLE_LAND: LandData = {
  level: 3,
  levelData: { name: 'Village' },
  bonuses: [],
  nextLevelData: { name: 'Large Village' },
  nextBonuses: [],
  nextLevelUpgradeCosts: [],
};

export function sampleToolsData({ land = true } = {}): ToolsData {
  return {
    land: land ? SAMPLE_LAND : null,
    personnel: land
      ? [
          person('scout', 10, 1),
          person('treasure_hunter', 50, 1),
          person('quartermaster_1', 75, 2),
          person('dungeon_keeper', 100, 1),
          person('labyrinth_keeper', 1, 1),
        ]
      : [],
    trinkets: {
      trinkets: [
        {
          id: 7,
          type: 1,
          tier: 4,
          rarity: 5,
          mods: [],
          equipped: false,
          celestial: false,
          rerolledMods: null,
        },
        {
          id: 8,
          type: 2,
          tier: 9,
          rarity: 3,
          mods: [],
          equipped: true,
          celestial: false,
          rerolledMods: null,
        },
      ],
      celestialSlots: 0,
    },
    dungeons: [
      dungeon(1, 'Flooded Cellar', 'cellar_key', 1, 20),
      dungeon(2, 'Goblin Deeps', 'warren_key', 5, 35),
    ],
    tokenStore: {
      bossTokensItems: [],
      jewelSlots: { 1: 2, 2: 1, 3: 1, 4: 6 },
      maxJewelSlots: 6,
      jewelSlotsCost: { 1: 5_000, 2: 1_000, 3: 1_000, 4: null },
    },
    labyrinth: {
      data: {
        layout: [
          [3, 1],
          [1, 2],
          [8, 5],
        ],
        roomsCompleted: 1,
      },
      currentRoom: 2,
      turns: 4,
      maxTurns: 100,
      rewardObtained: false,
      totemLevel: 0,
    },
  };
}

/** The fake API's answers for `data` (a player without a plot answers no personnel call). */
export function toolsApiAnswers(data: ToolsData = sampleToolsData()): Record<string, unknown> {
  return {
    'land.php?mod=load': { landData: data.land },
    'land.php?mod=loadPersonnel': { personnel: data.personnel },
    'equipment.php?mod=loadTrinkets': data.trinkets,
    'areas.php?mod=loadDungeons': { dungeons: data.dungeons, currentDungeon: null },
    'store.php?mod=tokenStore': data.tokenStore,
    'misc.php?mod=loadLabyrinth': data.labyrinth,
  };
}

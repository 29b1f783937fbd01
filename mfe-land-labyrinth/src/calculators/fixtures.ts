/**
 * Test and story data of this remote's calculators: the server's answers for a player with a
 * level-3 plot, a quartermaster and a treasure hunter, two trinkets, and a short labyrinth
 * layout. Never imported by production code.
 */
import type {
  LandData,
  LoadLabyrinthAnswer,
  LoadTrinketsAnswer,
  Personnel,
  PersonnelKindId,
} from '@idle/contracts';
import { PERSONNEL, PERSONNEL_BONUS_TIER_LEVELS } from '@idle/game-rules';

export interface CalculatorFixtures {
  land: LandData | null;
  personnel: readonly Personnel[];
  trinkets: LoadTrinketsAnswer;
  labyrinth: LoadLabyrinthAnswer;
}

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

export const SAMPLE_LAND: LandData = {
  level: 3,
  levelData: { name: 'Village' },
  bonuses: [],
  nextLevelData: { name: 'Large Village' },
  nextBonuses: [],
  nextLevelUpgradeCosts: [],
};

export function sampleCalculatorFixtures({ land = true } = {}): CalculatorFixtures {
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
export function calculatorApiAnswers(
  data: CalculatorFixtures = sampleCalculatorFixtures(),
): Record<string, unknown> {
  return {
    'land.php?mod=load': { landData: data.land },
    'land.php?mod=loadPersonnel': { personnel: data.personnel },
    'equipment.php?mod=loadTrinkets': data.trinkets,
    'misc.php?mod=loadLabyrinth': data.labyrinth,
  };
}

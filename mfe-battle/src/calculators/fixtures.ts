/**
 * Test and story data of the dungeon planner: the server's answers for a player with two
 * dungeons, jewel slots bought, and a dungeon keeper on a level-3 plot. Never imported by
 * production code.
 */
import type { DungeonData, Personnel, TokenStoreAnswer } from '@idle/contracts';
import { PERSONNEL, PERSONNEL_BONUS_TIER_LEVELS } from '@idle/game-rules';

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

/** A dungeon keeper at level 100, common. */
const DUNGEON_KEEPER: Personnel = {
  id: 'dungeon_keeper',
  name: PERSONNEL.dungeon_keeper.name,
  rarity: 1,
  level: 100,
  stage: PERSONNEL_BONUS_TIER_LEVELS.filter((tierLevel) => 100 >= tierLevel).length,
  description: 'A person of the land.',
  tiers: [...PERSONNEL.dungeon_keeper.bonusPercentByTier],
  upgLevelCost: 1_000,
  upgRarityCost: 50,
};

export const SAMPLE_DUNGEONS = [
  dungeon(1, 'Flooded Cellar', 'cellar_key', 1, 20),
  dungeon(2, 'Goblin Deeps', 'warren_key', 5, 35),
];

export const SAMPLE_TOKEN_STORE: TokenStoreAnswer = {
  bossTokensItems: [],
  jewelSlots: { 1: 2, 2: 1, 3: 1, 4: 6 },
  maxJewelSlots: 6,
  jewelSlotsCost: { 1: 5_000, 2: 1_000, 3: 1_000, 4: null },
};

/** The fake API's answers for the planner; `land: false` for a player without a plot. */
export function dungeonPlannerAnswers({
  land = true,
  dungeons = SAMPLE_DUNGEONS,
}: { land?: boolean; dungeons?: readonly DungeonData[] } = {}): Record<string, unknown> {
  return {
    'land.php?mod=load': {
      landData: land
        ? {
            level: 3,
            levelData: { name: 'Village' },
            bonuses: [],
            nextLevelData: { name: 'Large Village' },
            nextBonuses: [],
            nextLevelUpgradeCosts: [],
          }
        : null,
    },
    'land.php?mod=loadPersonnel': { personnel: land ? [DUNGEON_KEEPER] : [] },
    'areas.php?mod=loadDungeons': { dungeons, currentDungeon: null },
    'store.php?mod=tokenStore': SAMPLE_TOKEN_STORE,
  };
}

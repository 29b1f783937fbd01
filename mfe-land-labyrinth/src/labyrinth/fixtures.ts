/**
 * Test and story data of the labyrinth screens: today's layout and run, a labyrinth attempt, and
 * a fake server answering loadLabyrinth and the shrine upgrade. Never imported by production code.
 */
import type {
  InitialData,
  LabyrinthResult,
  LabyrinthRoom,
  LoadLabyrinthAnswer,
} from '@idle/contracts';
import { ARTISAN_SHARD_ITEM, artisanShrineUpgradeCost } from '@idle/game-rules';
import { sampleInitialData } from '@idle/test-fixtures';

/** Six rooms: Battling ★, Mining ★★, Alchemy ★★★, Woodcutting ★★★★, Dungeoneering ★★★★★, Quarrying ★★. */
export function sampleLayout(): LabyrinthRoom[] {
  return [
    [1, 1],
    [3, 2],
    [8, 3],
    [4, 4],
    [2, 5],
    [5, 2],
  ];
}

/** Two rooms passed, in the third, 42 of 100 actions used, shrine level 3. */
export function sampleLabyrinth(overrides: Partial<LoadLabyrinthAnswer> = {}): LoadLabyrinthAnswer {
  return {
    data: { layout: sampleLayout(), roomsCompleted: 2 },
    currentRoom: 3,
    turns: 42,
    maxTurns: 100,
    rewardObtained: false,
    totemLevel: 3,
    ...overrides,
  };
}

/** An attempt at room 3 (Alchemy, difficulty 3) that failed. */
export function sampleLabyrinthResult(overrides: Partial<LabyrinthResult> = {}): LabyrinthResult {
  return {
    currentRoom: 3,
    skillName: 'Alchemy',
    roomNumber: 3,
    successChance: 7.142857142857143,
    successDifficulty: 1400,
    currentAttempts: 4,
    maxAttempts: 28,
    turns: 43,
    maxTurns: 100,
    text1: 'You try your Alchemy against a room of difficulty 3.',
    text2: 'You fail to find the way through.',
    success: false,
    exp: 35,
    ...overrides,
  };
}

export const SAMPLE_ARTISAN_SHARDS = 20_000;

/** Hero_1 with 20,000 artisan shards. */
export function labyrinthInitialData(): InitialData {
  const data = sampleInitialData();
  return { ...data, items: { ...data.items, [ARTISAN_SHARD_ITEM]: SAMPLE_ARTISAN_SHARDS } };
}

/** A game server answering loadLabyrinth with `labyrinth` and accepting each shrine upgrade. */
export function labyrinthApiAnswers(
  labyrinth: LoadLabyrinthAnswer = sampleLabyrinth(),
): Record<string, unknown> {
  let level = labyrinth.totemLevel;
  return {
    'misc.php?mod=loadLabyrinth': () => ({ ...labyrinth, totemLevel: level }),
    'misc.php?mod=upgradeArtisanTotem': () => {
      level += 1;
      return { newLvl: level, cost: artisanShrineUpgradeCost(level) };
    },
  };
}

/**
 * Dungeon calls outside the ticks (areas.php): the list with the current run, entering with a key,
 * leaving, and the stop-after-completing choice. The fights are actions/handlers/dungeon.ts.
 */
import type {
  DungeonData,
  DungeonRun,
  EnterDungeonAnswer,
  LoadDungeonsAnswer,
} from '@idle/contracts';
import { canEnterDungeon, skillFromExp } from '@idle/game-rules';
import type { Db } from '../../db/database';
import { playerTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import { equipBoundLoadout } from '../loadouts/loadouts';
import { deleteStoredAction } from '../actions/action-state.repository';
import { setCurrentAction } from '../actions/current-action';
import { DUNGEONS, findDungeon } from '../content/dungeons';
import type { GameContext } from '../context';
import { removeItems } from '../inventory/items';
import {
  deleteDungeonRun,
  dungeonRunOf,
  hasDungeonRun,
  insertDungeonRun,
  setDungeonRunStopAfter,
} from './dungeon-runs.repository';
import { itemAmount } from '../inventory/items.repository';
import { skillExp } from '../players/skills.repository';

export const UNKNOWN_DUNGEON_TEXT = 'There is no such dungeon.';
export const NO_KEY_TEXT = 'You need a key to enter this dungeon.';
export const DUNGEON_LEVEL_TEXT = 'Your dungeoneering level is too low for this dungeon.';
export const ALREADY_IN_DUNGEON_TEXT = 'You are already in a dungeon. Leave it first.';
export const NOT_IN_A_DUNGEON_TEXT = 'You are not in a dungeon.';

/** The list as players see it: without the room mobs' fighting stats. */
const dungeonList: DungeonData[] = DUNGEONS.map((dungeon) => ({
  id: dungeon.id,
  name: dungeon.name,
  description: dungeon.description,
  key: dungeon.key,
  levelRequired: dungeon.levelRequired,
  rooms: dungeon.rooms,
  progressChance: dungeon.progressChance,
  exp: dungeon.exp,
  tokens: dungeon.tokens,
  chest: dungeon.chest,
}));

async function currentRun(db: Db, userId: number): Promise<DungeonRun | null> {
  const run = await dungeonRunOf(db, userId);
  return run
    ? {
        id: run.dungeon_id,
        currentRoom: run.current_room,
        completed: run.completed !== 0,
        stopAfterComplete: run.stop_after !== 0,
      }
    : null;
}

export async function loadDungeons(db: Db, userId: number): Promise<LoadDungeonsAnswer> {
  return { dungeons: dungeonList, currentDungeon: await currentRun(db, userId) };
}

async function dungeoneeringLevel(db: Db, userId: number): Promise<number> {
  return skillFromExp((await skillExp(db, userId, 'dungeoneering')) ?? 0).level;
}

/** Spends a key and starts the run at room 1; the first tick (Resume) starts the fighting. */
export async function enterDungeon(
  game: GameContext,
  userId: number,
  dungeonId: number,
): Promise<EnterDungeonAnswer> {
  const dungeon = findDungeon(dungeonId);
  if (!dungeon) throw new GameError(UNKNOWN_DUNGEON_TEXT);
  const now = game.clock.now();
  const level = await dungeoneeringLevel(game.db, userId);
  const entered = await playerTransaction(game.db, [userId], async (trx) => {
    if (await hasDungeonRun(trx, userId)) throw new GameError(ALREADY_IN_DUNGEON_TEXT);
    const check = canEnterDungeon({
      keys: (await itemAmount(trx, userId, dungeon.key)) ?? 0,
      dungeoneeringLevel: level,
      levelRequired: dungeon.levelRequired,
    });
    if (!check.ok) throw new GameError(check.reason === 'noKey' ? NO_KEY_TEXT : DUNGEON_LEVEL_TEXT);
    const itemsToRemove = [{ id: dungeon.key, amount: 1 }];
    await removeItems(trx, userId, itemsToRemove, () => NO_KEY_TEXT, 'destroyed');
    await insertDungeonRun(trx, userId, dungeon.id, now);
    await setCurrentAction(trx, userId, 'dungeoneering', {}, now);
    return {
      currentDungeon: {
        id: dungeon.id,
        currentRoom: 1,
        completed: false,
        stopAfterComplete: false,
      },
      itemsToRemove,
    };
  });
  // The key is spent first: a dungeon that cannot be entered swaps nothing.
  const loadout = await equipBoundLoadout(game, userId, 'dungeon');
  return loadout === null ? entered : { ...entered, loadout };
}

/** Leaves the run; the key spent on it is gone. */
export async function leaveDungeon(game: GameContext, userId: number): Promise<true> {
  await playerTransaction(game.db, [userId], async (trx) => {
    if (!(await deleteDungeonRun(trx, userId))) throw new GameError(NOT_IN_A_DUNGEON_TEXT);
    await deleteStoredAction(trx, userId, 'dungeoneering');
  });
  return true;
}

export async function setDungeonStopAfter(
  game: GameContext,
  userId: number,
  value: 0 | 1,
): Promise<true> {
  if (!(await setDungeonRunStopAfter(game.db, userId, value))) {
    throw new GameError(NOT_IN_A_DUNGEON_TEXT);
  }
  return true;
}

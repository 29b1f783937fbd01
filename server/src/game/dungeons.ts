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
import { canEnterDungeon } from '@idle/game-rules';
import type { Db } from '../db/database';
import { playerTransaction } from '../db/transactions';
import { GameError } from '../http/errors';
import { setCurrentAction } from './actions/current-action';
import { DUNGEONS, findDungeon } from './content/dungeons';
import { skillFromExp } from './content/progression';
import type { GameContext } from './context';
import { removeItems } from './items';

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
  const run = await db
    .selectFrom('dungeon_runs')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
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
  const row = await db
    .selectFrom('skills')
    .select('exp')
    .where('user_id', '=', userId)
    .where('skill', '=', 'dungeoneering')
    .executeTakeFirst();
  return skillFromExp(row?.exp ?? 0).level;
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
  return playerTransaction(game.db, [userId], async (trx) => {
    if (
      await trx
        .selectFrom('dungeon_runs')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst()
    ) {
      throw new GameError(ALREADY_IN_DUNGEON_TEXT);
    }
    const owned = await trx
      .selectFrom('items')
      .select('amount')
      .where('user_id', '=', userId)
      .where('item_id', '=', dungeon.key)
      .executeTakeFirst();
    const check = canEnterDungeon({
      keys: owned?.amount ?? 0,
      dungeoneeringLevel: level,
      levelRequired: dungeon.levelRequired,
    });
    if (!check.ok) throw new GameError(check.reason === 'noKey' ? NO_KEY_TEXT : DUNGEON_LEVEL_TEXT);
    const itemsToRemove = [{ id: dungeon.key, amount: 1 }];
    await removeItems(trx, userId, itemsToRemove, () => NO_KEY_TEXT, 'destroyed');
    await trx
      .insertInto('dungeon_runs')
      .values({ user_id: userId, dungeon_id: dungeon.id, current_room: 1, entered_at: now })
      .execute();
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
}

/** Leaves the run; the key spent on it is gone. */
export async function leaveDungeon(game: GameContext, userId: number): Promise<true> {
  await playerTransaction(game.db, [userId], async (trx) => {
    const left = await trx
      .deleteFrom('dungeon_runs')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(left.numDeletedRows) === 0) throw new GameError(NOT_IN_A_DUNGEON_TEXT);
    await trx
      .deleteFrom('action_state')
      .where('user_id', '=', userId)
      .where('action', '=', 'dungeoneering')
      .execute();
  });
  return true;
}

export async function setDungeonStopAfter(
  game: GameContext,
  userId: number,
  value: 0 | 1,
): Promise<true> {
  const changed = await game.db
    .updateTable('dungeon_runs')
    .set({ stop_after: value })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw new GameError(NOT_IN_A_DUNGEON_TEXT);
  return true;
}

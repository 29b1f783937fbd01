/**
 * The labyrinth's calls of misc.php (spec 002 §3 and §9, spec 000's chest panel): today's
 * layout and the player's run, opening the reward chest, and the artisan shrine (totem).
 *
 * One layout a UTC day for every player: game-rules derives it from the day, and the first
 * instance to need it stores it (labyrinth_layouts), so every instance reads the same rooms.
 * A player's run of the day (labyrinth_runs) is made when first needed; it ends when its turns
 * run out or every room is passed, and then holds its chest until the chest is opened.
 */
import type {
  ItemAmount,
  LabyrinthRoom,
  LoadLabyrinthAnswer,
  UpgradeArtisanTotemAnswer,
} from '@idle/contracts';
import {
  ARTISAN_SHARD_ITEM,
  artisanShrineUpgradeCost,
  LABYRINTH_MAX_TURNS,
  labyrinthDayLayout,
} from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { playerTransaction, writeTransaction } from '../../db/transactions';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';
import { addItems, removeItems } from '../items';
import { periodKeys } from '../statistics';
import { chestTotals } from './chest';

export const NO_CHEST_TEXT = 'You have no labyrinth chest to open.';
export const NOT_ENOUGH_SHARDS_TEXT = 'You do not have enough artisan shards.';

type Executor = Db | Transaction<Database>;

/** The labyrinth day of a moment: its UTC date, "YYYY-MM-DD" (the reset is at 00:00 UTC). */
export function labyrinthDay(now: number): string {
  return periodKeys(now).day;
}

/** The player's run of one day, as stored. */
export interface LabyrinthRun {
  currentRoom: number;
  turns: number;
  roomAttempts: number;
  /** The chest, once the run has ended (null before). */
  rewards: ItemAmount[] | null;
  rewardObtained: boolean;
}

/** The day's layout: the stored one, stored first from game-rules when the day has none yet. */
export async function dayLayout(db: Executor, day: string): Promise<LabyrinthRoom[]> {
  await db
    .insertInto('labyrinth_layouts')
    .values({ day, layout: JSON.stringify(labyrinthDayLayout(day)) })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('labyrinth_layouts')
    .select('layout')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.layout) as LabyrinthRoom[];
}

/** The player's run of the day, made (at the first room, no turns used) when there is none. */
export async function dayRun(db: Executor, userId: number, day: string): Promise<LabyrinthRun> {
  await db
    .insertInto('labyrinth_runs')
    .values({ user_id: userId, day })
    .onConflict((conflict) => conflict.columns(['user_id', 'day']).doNothing())
    .execute();
  const row = await db
    .selectFrom('labyrinth_runs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return {
    currentRoom: row.current_room,
    turns: row.turns,
    roomAttempts: row.room_attempts,
    rewards: row.rewards === null ? null : (JSON.parse(row.rewards) as ItemAmount[]),
    rewardObtained: row.reward_obtained !== 0,
  };
}

/** The artisan shrine's level (0 before the first upgrade). */
export async function artisanLevel(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('player_progress')
    .select('artisan_level')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.artisan_level ?? 0;
}

export async function loadLabyrinth(
  game: GameContext,
  userId: number,
): Promise<LoadLabyrinthAnswer> {
  const day = labyrinthDay(game.clock.now());
  const layout = await dayLayout(game.db, day);
  const run = await dayRun(game.db, userId, day);
  return {
    data: { layout, roomsCompleted: run.currentRoom - 1 },
    currentRoom: run.currentRoom,
    turns: run.turns,
    maxTurns: LABYRINTH_MAX_TURNS,
    rewardObtained: run.rewardObtained,
    totemLevel: await artisanLevel(game.db, userId),
  };
}

/** The newest run whose chest waits to be opened (a chest outlives its day until opened). */
async function unopenedRun(db: Executor, userId: number) {
  return db
    .selectFrom('labyrinth_runs')
    .select(['day', 'rewards'])
    .where('user_id', '=', userId)
    .where('rewards', 'is not', null)
    .where('reward_obtained', '=', 0)
    .orderBy('day', 'desc')
    .executeTakeFirst();
}

/** The initial data's chest: [] while one waits to be opened, null without one. */
export async function labyrinthChestPanel(db: Db, userId: number): Promise<ItemAmount[] | null> {
  return (await unopenedRun(db, userId)) ? [] : null;
}

/**
 * `getLabyrinthRewards`: opens the waiting chest and gives its items, once: of concurrent
 * opens, only the one whose update marks the chest obtained gives them.
 */
export async function openLabyrinthChest(game: GameContext, userId: number): Promise<ItemAmount[]> {
  return writeTransaction(game.db, async (trx) => {
    const run = await unopenedRun(trx, userId);
    if (!run?.rewards) throw new GameError(NO_CHEST_TEXT);
    const opened = await trx
      .updateTable('labyrinth_runs')
      .set({ reward_obtained: 1 })
      .where('user_id', '=', userId)
      .where('day', '=', run.day)
      .where('reward_obtained', '=', 0)
      .executeTakeFirst();
    if (opened.numUpdatedRows !== 1n) throw new GameError(NO_CHEST_TEXT);
    // Chests stored before they were totalled listed an item once per draw.
    const rewards = chestTotals(JSON.parse(run.rewards) as ItemAmount[]);
    await addItems(trx, userId, rewards, 'created');
    return rewards;
  });
}

/** `upgradeArtisanTotem`: the next shrine level for its artisan shards (destroyed). */
export async function upgradeArtisanTotem(
  game: GameContext,
  userId: number,
): Promise<UpgradeArtisanTotemAnswer> {
  const answer = await playerTransaction(game.db, [userId], async (trx) => {
    const newLvl = (await artisanLevel(trx, userId)) + 1;
    const cost = artisanShrineUpgradeCost(newLvl);
    await removeItems(
      trx,
      userId,
      [{ id: ARTISAN_SHARD_ITEM, amount: cost }],
      () => NOT_ENOUGH_SHARDS_TEXT,
      'destroyed',
    );
    await trx
      .insertInto('player_progress')
      .values({ user_id: userId, artisan_level: newLvl })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ artisan_level: newLvl }))
      .execute();
    return { newLvl, cost };
  });
  // The running action's cached bonuses now read the new level.
  game.actionCache.forget(userId);
  return answer;
}

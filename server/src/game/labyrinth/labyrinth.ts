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
import type { Db } from '../../db/database';
import { playerTransaction, writeTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import type { GameContext } from '../context';
import { addItems, removeItems } from '../inventory/items';
import { periodKeys } from '../players/statistics';
import { chestTotals } from './chest';
import { artisanLevelOf, setArtisanLevel } from '../trinkets/player-progress.repository';
import { getLayout, insertLayoutOnce } from './labyrinth-layouts.repository';
import {
  findUnopenedRun,
  getRun,
  insertRunOnce,
  markChestObtained,
} from './labyrinth-runs.repository';

export const NO_CHEST_TEXT = 'You have no labyrinth chest to open.';
export const NOT_ENOUGH_SHARDS_TEXT = 'You do not have enough artisan shards.';

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
export async function dayLayout(db: Db, day: string): Promise<LabyrinthRoom[]> {
  await insertLayoutOnce(db, day, JSON.stringify(labyrinthDayLayout(day)));
  return JSON.parse(await getLayout(db, day)) as LabyrinthRoom[];
}

/** The player's run of the day, made (at the first room, no turns used) when there is none. */
export async function dayRun(db: Db, userId: number, day: string): Promise<LabyrinthRun> {
  await insertRunOnce(db, userId, day);
  const row = await getRun(db, userId, day);
  return {
    currentRoom: row.current_room,
    turns: row.turns,
    roomAttempts: row.room_attempts,
    rewards: row.rewards === null ? null : (JSON.parse(row.rewards) as ItemAmount[]),
    rewardObtained: row.reward_obtained !== 0,
  };
}

/** The artisan shrine's level (0 before the first upgrade). */
export function artisanLevel(db: Db, userId: number): Promise<number> {
  return artisanLevelOf(db, userId);
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
function unopenedRun(db: Db, userId: number) {
  return findUnopenedRun(db, userId);
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
    if (!(await markChestObtained(trx, userId, run.day))) throw new GameError(NO_CHEST_TEXT);
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
    await setArtisanLevel(trx, userId, newLvl);
    return { newLvl, cost };
  });
  // The running action's cached bonuses now read the new level.
  game.actionCache.forget(userId);
  return answer;
}

/**
 * Raids (land.php loadRaids, startRaid, endRaid, cancelRaid; spec 002 §3, §4, §9): one at a time,
 * running while the player is away. The server keeps when a raid ends and rolls its rewards at
 * the start; endRaid takes the row away and gives them in one transaction, so they are claimed
 * once whatever the number of claims. Scouted raids (ids 101 and up, one per land level) are
 * rolled for each server day (UTC) and leave the list once started.
 */
import type {
  CurrentRaid,
  EndRaidAnswer,
  ItemAmount,
  LoadRaidsAnswer,
  Raid,
  StartRaidAnswer,
} from '@idle/contracts';
import type { LandSchemas } from '@idle/contracts/schemas';
import {
  isScoutedRaid,
  landLevelName,
  NO_RAID_TEXT,
  rollRaidRewards,
  rollScoutedRaid,
  SCOUTED_RAID_MIN_ID,
  scoutedRaidCount,
  STANDARD_RAID_KEYS,
  STANDARD_RAIDS,
} from '@idle/game-rules';
import type { Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { playerTransaction, writeTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import type { GameContext } from '../context';
import { addItems } from '../inventory/items';
import { rollPercent } from '../random';
import { periodKeys } from '../players/statistics';
import { type Executor, landLevelOf, NO_PLOT_TEXT, personnelPercent } from './effects';
import { deleteRaidUnderWay, findRaid, insertRaid, takeReturnedRaid } from './raids.repository';
import {
  deleteScoutedRaidsNotOf,
  insertScoutedRaids,
  listScoutedRaids,
  markScoutedRaidUsed,
  type ScoutedRaidRow,
} from './scouted-raids.repository';

export const RAID_UNDER_WAY_TEXT = 'You are already on a raid.';
export const UNKNOWN_RAID_TEXT = 'There is no such raid.';
export const STALE_LIST_TEXT = 'The raid list has changed. Look at the raids again.';
export const LAND_TOO_SMALL_TEXT = 'Your land is not large enough for that raid.';
export const NOT_RETURNED_TEXT = 'Your raid has not returned yet.';
export const RETURNED_TEXT = 'Your raid has returned: get its rewards.';

const MINUTE_MS = 60_000;

const standardRaids: Raid[] = STANDARD_RAID_KEYS.map((key) => {
  const raid = STANDARD_RAIDS[key];
  return {
    id: raid.id,
    name: raid.name,
    rarity: 1,
    duration: raid.durationMinutes,
    levelReqName: landLevelName(raid.requiredLandLevel),
  };
});

/** A raid as stored, less its owner and whether its return was told. */
type StoredRaid = Omit<Selectable<Database['raids']>, 'user_id' | 'return_told'>;

function currentRaidOf(row: StoredRaid, now: number): CurrentRaid {
  const base: Raid = {
    id: row.raid_id,
    name: row.name,
    rarity: row.rarity,
    duration: row.duration_minutes,
    levelReqName: landLevelName(isScoutedRaid(row.raid_id) ? 1 : requiredLevel(row.raid_id)),
  };
  const left = row.ends_at - now;
  return left > 0
    ? { ...base, timer: Math.ceil(left / 1000), rewards: [] }
    : { ...base, rewards: JSON.parse(row.rewards) as ItemAmount[] };
}

function requiredLevel(standardId: number): number {
  const key = STANDARD_RAID_KEYS.find((candidate) => STANDARD_RAIDS[candidate].id === standardId);
  return key ? STANDARD_RAIDS[key].requiredLandLevel : 1;
}

function raidRow(db: Executor, userId: number) {
  return findRaid(db, userId);
}

async function requirePlot(db: Executor, userId: number): Promise<number> {
  const level = await landLevelOf(db, userId);
  if (level === 0) throw new GameError(NO_PLOT_TEXT);
  return level;
}

/**
 * Today's scouted raids, rolled on the first look of the server day (00:00 UTC): a past day's
 * list is dropped, and any of today's ids 101..100+level missing (a new plot, a level gained) is
 * rolled. Used ones stay stored (so they are not rolled again) but are not offered.
 */
async function todaysScoutedRaids(
  trx: Transaction<Database>,
  game: GameContext,
  userId: number,
  landLevel: number,
): Promise<Raid[]> {
  const day = periodKeys(game.clock.now()).day;
  await deleteScoutedRaidsNotOf(trx, userId, day);
  const stored = await listScoutedRaids(trx, userId);
  const missing: ScoutedRaidRow[] = [];
  for (let offset = 0; offset < scoutedRaidCount(landLevel); offset++) {
    const raidId = SCOUTED_RAID_MIN_ID + offset;
    if (stored.some((row) => row.raid_id === raidId)) continue;
    const rolled = rollScoutedRaid(() => game.random.next());
    missing.push({
      user_id: userId,
      day,
      raid_id: raidId,
      name: rolled.name,
      rarity: rolled.rarity,
      duration_minutes: rolled.durationMinutes,
    });
  }
  if (missing.length > 0) await insertScoutedRaids(trx, missing);
  return [...stored, ...missing.map((row) => ({ ...row, used: 0 }))]
    .filter((row) => row.used === 0)
    .sort((a, b) => a.raid_id - b.raid_id)
    .map((row) => ({
      id: row.raid_id,
      name: row.name,
      rarity: row.rarity,
      duration: row.duration_minutes,
      levelReqName: landLevelName(1),
    }));
}

export async function loadRaids(game: GameContext, userId: number): Promise<LoadRaidsAnswer> {
  const now = game.clock.now();
  return playerTransaction(game.db, [userId], async (trx) => {
    const level = await requirePlot(trx, userId);
    const scouted = await todaysScoutedRaids(trx, game, userId, level);
    const row = await raidRow(trx, userId);
    return {
      current: row ? currentRaidOf(row, now) : null,
      standard: standardRaids,
      scouted,
    };
  });
}

export async function startRaid(
  game: GameContext,
  userId: number,
  input: z.infer<typeof LandSchemas.StartRaidRequest>,
): Promise<StartRaidAnswer> {
  const now = game.clock.now();
  return playerTransaction(game.db, [userId], async (trx) => {
    const level = await requirePlot(trx, userId);
    if (await raidRow(trx, userId)) throw new GameError(RAID_UNDER_WAY_TEXT);
    const list = isScoutedRaid(input.id)
      ? await todaysScoutedRaids(trx, game, userId, level)
      : standardRaids;
    const raid = list.find((candidate) => candidate.id === input.id);
    if (!raid) throw new GameError(isScoutedRaid(input.id) ? STALE_LIST_TEXT : UNKNOWN_RAID_TEXT);
    if (list[input.index]?.id !== raid.id) throw new GameError(STALE_LIST_TEXT);
    if (!isScoutedRaid(raid.id) && level < requiredLevel(raid.id)) {
      throw new GameError(LAND_TOO_SMALL_TEXT);
    }
    if (isScoutedRaid(raid.id)) {
      await markScoutedRaidUsed(trx, userId, raid.id);
    }
    const rewards = await rollRewards(game, trx, userId, raid, level);
    const row = {
      raid_id: raid.id,
      name: raid.name,
      rarity: raid.rarity,
      duration_minutes: raid.duration,
      started_at: now,
      ends_at: now + raid.duration * MINUTE_MS,
      rewards: JSON.stringify(rewards),
    };
    await insertRaid(trx, { user_id: userId, ...row });
    return { raid: currentRaidOf(row, now) };
  });
}

/** The raid's loot by rarity, doubled whole by the scout's double-loot chance. */
async function rollRewards(
  game: GameContext,
  trx: Transaction<Database>,
  userId: number,
  raid: Raid,
  landLevel: number,
): Promise<ItemAmount[]> {
  const loot = rollRaidRewards(raid.rarity, raid.duration, landLevel, () => game.random.next());
  const doubled = rollPercent(game.random, await personnelPercent(trx, userId, 'scout'));
  return loot.map((line) => ({ id: line.itemId, amount: line.amount * (doubled ? 2 : 1) }));
}

/** Gives a returned raid's rewards: the row is taken away with them, so only one claim gets them. */
export async function endRaid(game: GameContext, userId: number): Promise<EndRaidAnswer> {
  const now = game.clock.now();
  return writeTransaction(game.db, async (trx) => {
    const rewards = await takeReturnedRaid(trx, userId, now);
    if (rewards === undefined) {
      throw new GameError((await raidRow(trx, userId)) ? NOT_RETURNED_TEXT : NO_RAID_TEXT);
    }
    const itemsToAdd = JSON.parse(rewards) as ItemAmount[];
    await addItems(trx, userId, itemsToAdd, 'created');
    return { itemsToAdd };
  });
}

/** Calls a raid back while it is out; its rewards are lost. */
export async function cancelRaid(game: GameContext, userId: number): Promise<true> {
  const now = game.clock.now();
  return writeTransaction(game.db, async (trx) => {
    if (!(await deleteRaidUnderWay(trx, userId, now))) {
      throw new GameError((await raidRow(trx, userId)) ? RETURNED_TEXT : NO_RAID_TEXT);
    }
    return true as const;
  });
}

/** The Land panel's raid: name, rarity and seconds left (absent once returned). */
export async function panelRaid(
  db: Db,
  userId: number,
  now: number,
): Promise<{ name: string; rarity: number; timer?: number } | null> {
  const row = await raidRow(db, userId);
  if (!row) return null;
  const { name, rarity, timer } = currentRaidOf(row, now);
  return timer === undefined ? { name, rarity } : { name, rarity, timer };
}

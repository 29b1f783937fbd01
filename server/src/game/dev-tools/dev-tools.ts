/**
 * The writes behind dev.php (test support, only with GAME_DEV_TOOLS=1): each sets one part of a
 * player's or the world's state directly, as a test's set-up needs it.
 */
import { EXP_TABLE } from '@idle/game-rules';
import type { ItemAmount, StatisticKey } from '@idle/contracts';
import type { LogEntryType } from '@idle/game-rules';
import { GameError } from '../errors';
import { userIdByName } from '../accounts/accounts';
import type { GameContext } from '../context';
import { countFlow, jewelKey } from '../economy/economy';
import { addItems } from '../inventory/items';
import { forgetLeaderboards } from '../leaderboards/leaderboards';
import { periodKeys } from '../players/statistics';
import { playerTransaction } from '../../db/transactions';
import { WORLD_BOSSES } from '../battle/bosses.schedule';
import { updateUser, usernameOf } from '../accounts/users.repository';
import { deleteBan } from '../admin/account-bans.repository';
import { storeSpecialBattles } from '../battle/special-battles.repository';
import { updateEquippedItem } from '../inventory/equipment.repository';
import { insertJewel } from '../inventory/jewels.repository';
import { storeUpgradeableLevel } from '../inventory/upgradeable-items.repository';
import { insertLogEntries } from '../log/log.repository';
import { setSkillExp } from '../players/skills.repository';
import { setStatisticValue } from '../players/statistics.repository';
import { setLivingWorldBossHp } from '../battle/world-bosses.repository';

/** The named player, whose running action must read whatever is set next. */
async function targetPlayer(game: GameContext, username: string): Promise<number> {
  const userId = await userIdByName(game.db, username);
  game.actionCache.forget(userId);
  return userId;
}

export async function grantItems(
  game: GameContext,
  username: string,
  items: ItemAmount[],
): Promise<void> {
  const userId = await targetPlayer(game, username);
  await playerTransaction(game.db, [userId], (trx) => addItems(trx, userId, items, 'created'));
}

/** Sets the player's Autos and clears a pending captcha. */
export async function setAutos(game: GameContext, username: string, autos: number): Promise<void> {
  const userId = await targetPlayer(game, username);
  await updateUser(game.db, userId, { autos, captcha_required: 0 });
}

export async function setSkillLevel(
  game: GameContext,
  username: string,
  skill: string,
  level: number,
): Promise<void> {
  const userId = await targetPlayer(game, username);
  await setSkillExp(game.db, userId, skill, EXP_TABLE[level] ?? 0);
}

/** Bans (ending every session) or unbans a player. */
export async function setBanned(
  game: GameContext,
  username: string,
  banned: number,
): Promise<void> {
  const userId = await targetPlayer(game, username);
  await updateUser(game.db, userId, { banned });
  // Without the console's row a ban is permanent (admin/bans.ts); an unban leaves none behind.
  await deleteBan(game.db, userId);
  if (banned) await game.sessions.endAll(userId);
  forgetLeaderboards(game.db);
}

/** Adds `count` log entries one ms apart, the last the newest; `{n}` in data is the entry's number. */
export async function addLogEntries(
  game: GameContext,
  input: { username: string; type: LogEntryType; data: string; count: number },
): Promise<void> {
  const userId = await targetPlayer(game, input.username);
  const now = game.clock.now();
  const rows = Array.from({ length: input.count }, (_entry, index) => ({
    user_id: userId,
    type: input.type,
    data: input.data.replaceAll('{n}', String(index + 1)),
    tstamp: now - (input.count - 1 - index),
  }));
  await insertLogEntries(game.db, rows);
}

/** Gives the player a jewel crafted by themselves; returns its id. */
export async function grantJewel(
  game: GameContext,
  input: {
    username: string;
    gemType: number;
    rarity: number;
    health: number;
    attack: number;
    defence: number;
    accuracy: number;
    dodge: number;
    equipped: number;
  },
): Promise<number> {
  const userId = await targetPlayer(game, input.username);
  const owner = await usernameOf(game.db, userId);
  return playerTransaction(game.db, [userId], async (trx) => {
    await countFlow(trx, userId, [{ id: jewelKey(input.gemType), amount: 1 }], 'created');
    return insertJewel(trx, {
      user_id: userId,
      type: 1,
      gem_type: input.gemType,
      rarity: input.rarity,
      health: input.health,
      attack: input.attack,
      defence: input.defence,
      accuracy: input.accuracy,
      dodge: input.dodge,
      equipped: input.equipped,
      market_price: null,
      crafted_by_user_id: userId,
      crafted_by_name: owner,
      created_at: game.clock.now(),
    });
  });
}

export async function setStatistic(
  game: GameContext,
  username: string,
  stat: StatisticKey,
  value: number,
): Promise<void> {
  const userId = await targetPlayer(game, username);
  await setStatisticValue(game.db, userId, stat, value);
  forgetLeaderboards(game.db);
}

/** Sets the attributes given; the others keep their values. */
export async function setAttributes(
  game: GameContext,
  username: string,
  attributes: Partial<
    Record<'health' | 'attack' | 'defence' | 'accuracy' | 'dodge', number | undefined>
  >,
): Promise<void> {
  const userId = await targetPlayer(game, username);
  if (Object.values(attributes).every((value) => value === undefined)) return;
  await updateUser(game.db, userId, attributes);
}

/** Sets a living world boss's remaining health. */
export async function setBossHp(game: GameContext, bossId: number, hp: number): Promise<void> {
  if (!(await setLivingWorldBossHp(game.db, bossId, hp))) {
    throw new GameError('No such boss is alive.');
  }
  await game.world.get(WORLD_BOSSES).reload();
}

/** Today's battles left in a special area. */
export async function setSpecialBattles(
  game: GameContext,
  username: string,
  areaId: number,
  remaining: number,
): Promise<void> {
  const userId = await targetPlayer(game, username);
  const day = periodKeys(game.clock.now()).day;
  await storeSpecialBattles(game.db, userId, areaId, remaining, day);
}

export async function setUpgradeableLevel(
  game: GameContext,
  username: string,
  itemId: string,
  level: number,
): Promise<void> {
  const userId = await targetPlayer(game, username);
  await storeUpgradeableLevel(game.db, userId, itemId, level);
}

/** Sets the rarity of the item in `slot` (nothing when the slot is empty). */
export async function setEquipmentRarity(
  game: GameContext,
  username: string,
  slot: number,
  rarity: number,
): Promise<void> {
  const userId = await targetPlayer(game, username);
  await updateEquippedItem(game.db, userId, slot, { rarity });
}

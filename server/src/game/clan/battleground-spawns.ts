/**
 * Spawning the clan battlegrounds: a clan's mobs refilled to their amounts and a boss when none is
 * alive, for every clan on the world's schedule (battlegrounds.schedule.ts); the dev tools spawn
 * one clan's mob or boss.
 */
import type { LoadBattlegroundsAnswer } from '@idle/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { GameError } from '../errors';
import { userIdByName } from '../accounts/accounts';
import {
  CLAN_BOSS,
  CLAN_MOBS,
  type ClanMobContent,
  findClanMob,
} from '../content/clan-battlegrounds';
import type { GameContext } from '../context';
import { battlegroundsOfClan } from './battlegrounds';
import { findLivingClanBossId, insertClanBoss, setClanBossHp } from './clan-bosses.repository';
import { listMemberIds } from './clan-members.repository';
import { setClanMob } from './clan-mobs.repository';
import { requireMembership } from './core';

type Executor = Db | Transaction<Database>;

/** The clan's mob back to its full amount. */
export async function spawnClanMob(
  db: Executor,
  clanId: number,
  mob: ClanMobContent,
  now: number,
): Promise<void> {
  await setClanMob(db, clanId, mob, now);
}

/** The clan's living boss, or a new one; answers its row id. */
export async function spawnClanBoss(db: Executor, clanId: number, now: number): Promise<number> {
  const alive = await findLivingClanBossId(db, clanId);
  if (alive) return alive.id;
  return insertClanBoss(db, {
    clan_id: clanId,
    boss_id: CLAN_BOSS.id,
    hp: CLAN_BOSS.hp,
    spawned_at: now,
  });
}

/** Every mob of the clan at its full amount, and a boss when none is alive. */
export async function fillBattlegrounds(db: Executor, clanId: number, now: number): Promise<void> {
  for (const mob of CLAN_MOBS) await spawnClanMob(db, clanId, mob, now);
  await spawnClanBoss(db, clanId, now);
}

/** Dev tools: the clan of the named player, refused outside a clan. */
async function clanOfPlayer(game: GameContext, username: string): Promise<number> {
  const userId = await userIdByName(game.db, username);
  return (await requireMembership(game.db, userId)).clanId;
}

/** Dev tool `spawnClanMob`: the named player's clan gets this mob at its full amount. */
export async function devSpawnClanMob(
  game: GameContext,
  username: string,
  mobId: number,
): Promise<LoadBattlegroundsAnswer> {
  const mob = findClanMob(mobId);
  if (!mob) throw new GameError('There is no such clan mob.');
  const clanId = await clanOfPlayer(game, username);
  await spawnClanMob(game.db, clanId, mob, game.clock.now());
  return battlegroundsOfClan(game.db, clanId);
}

/**
 * Dev tool `spawnClanBoss`: the named player's clan gets a boss (when none is alive), with `hp`
 * hit points left when given.
 */
export async function devSpawnClanBoss(
  game: GameContext,
  username: string,
  hp: number | undefined,
): Promise<LoadBattlegroundsAnswer> {
  const clanId = await clanOfPlayer(game, username);
  const bossId = await spawnClanBoss(game.db, clanId, game.clock.now());
  if (hp !== undefined) {
    await setClanBossHp(game.db, bossId, hp);
  }
  // Members fighting it keep its hit points in memory: their next tick reads afresh.
  for (const memberId of await listMemberIds(game.db, clanId)) game.actionCache.forget(memberId);
  return battlegroundsOfClan(game.db, clanId);
}

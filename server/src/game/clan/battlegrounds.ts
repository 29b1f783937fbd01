/** The clan battlegrounds call: the clan's mobs left to fight and its boss. */
import type { ClanBoss, ClanMob, LoadBattlegroundsAnswer } from '@idle/contracts';
import type { Db } from '../../db/database';
import { CLAN_BOSS, findClanMob } from '../content/clan-battlegrounds';
import type { GameContext } from '../context';
import { findLivingClanBoss } from './clan-bosses.repository';
import { listClanMobsAlive } from './clan-mobs.repository';
import { requireMembership } from './core';

/** The clan's mobs with some left, in content order. */
export async function clanMobsAlive(db: Db, clanId: number): Promise<ClanMob[]> {
  const rows = await listClanMobsAlive(db, clanId);
  return rows.flatMap((row) => {
    const mob = findClanMob(row.mob_id);
    return mob
      ? [{ id: mob.id, name: mob.name, powerLevel: mob.powerLevel, amount: row.amount }]
      : [];
  });
}

/** The clan's living boss, if any. */
export async function clanBossAlive(
  db: Db,
  clanId: number,
): Promise<(ClanBoss & { id: number }) | null> {
  const row = await findLivingClanBoss(db, clanId);
  if (!row) return null;
  return {
    id: row.id,
    name: CLAN_BOSS.name,
    rarity: CLAN_BOSS.rarity,
    level: CLAN_BOSS.level,
    hpMax: row.hp_max,
    hpRemaining: row.hp_remaining,
  };
}

/** `loadBattlegrounds`: members only. */
export async function loadBattlegrounds(
  game: GameContext,
  userId: number,
): Promise<LoadBattlegroundsAnswer> {
  const { clanId } = await requireMembership(game.db, userId);
  return battlegroundsOfClan(game.db, clanId);
}

/** The clan's battlegrounds as `loadBattlegrounds` answers them. */
export async function battlegroundsOfClan(
  db: Db,
  clanId: number,
): Promise<LoadBattlegroundsAnswer> {
  const boss = await clanBossAlive(db, clanId);
  return {
    mobData: await clanMobsAlive(db, clanId),
    bossData: boss
      ? {
          name: boss.name,
          rarity: boss.rarity,
          level: boss.level,
          hpMax: boss.hpMax,
          hpRemaining: boss.hpRemaining,
        }
      : null,
  };
}

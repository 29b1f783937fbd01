/**
 * `actions/clanbossbattle.php`: fighting the clan's boss with the other members. Each fight takes
 * its damage off the boss's shared hit points in storage; the fight that ends it claims the kill
 * once (a conditional update: a member's fight arriving after it changes nothing and stops), and
 * every member who damaged it is rewarded in the same transaction.
 */
import type { BattleResult, ItemAmount } from '@idle/contracts';
import { formatNumber, NO_BOSSES_ALIVE_TEXT } from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import { compiledPerDatabase } from '../../../db/prepared';
import type { Database } from '../../../db/schema';
import { lockPlayers } from '../../../db/transactions';
import { bossTokenShare } from '../../boss-kill';
import { clanBossAlive } from '../../clan/battlegrounds';
import {
  clanBossDamageStatements,
  listClanBossDamage,
} from '../../clan/clan-boss-damage.repository';
import { clanBossStatements } from '../../clan/clan-bosses.repository';
import { addBossKilled } from '../../clan/clan-members.repository';
import { addClanLog, membershipOf, NOT_IN_CLAN_TEXT } from '../../clan/core';
import { CLAN_BOSS } from '../../content/clan-battlegrounds';
import type { GameContext } from '../../context';
import { addItems } from '../../items';
import { addLogEntry } from '../../log';
import { incrementStatistic } from '../../players/statistics.repository';
import { fight, fightTick, type FighterOwn, loadFighter, OPPONENT_BASE } from '../fighting';
import { type ActionHandler, TickRefusal } from '../handler';

export function clanBossSlainText(name: string): string {
  return `${name} has been slain!`;
}

/** The personal log line of a member who helped kill the clan boss: "... earned 1,250 x [item:boss_tokens]." */
export function clanBossRewardText(damagePercent: string, items: readonly ItemAmount[]): string {
  const earned = items.map((item) => `${formatNumber(item.amount)} x [item:${item.id}]`).join(', ');
  return `${CLAN_BOSS.name} was slain. You dealt ${damagePercent}% of its damage and earned ${earned}.`;
}

type ClanBossOwn = FighterOwn & {
  clanId: number;
  /** The boss's row (clan_bosses.id), its hit points as last seen and its full hit points. */
  bossId: number;
  hpSeen: number;
  hpMax: number;
};

/** The rewards of a clan boss's kill, by fighter. */
export interface ClanBossKill {
  rewards: { userId: number; items: ItemAmount[] }[];
}

export const clanBossBattleHandler: ActionHandler<
  Record<string, never>,
  ClanBossOwn,
  BattleResult
> = {
  action: 'clanBossBattle',
  requestKey: () => '',
  async load({ game, userId, user, stored }) {
    const stop = (msg: string) => ({
      delay: game.actionDelayMs,
      autos: user.autos,
      stopAction: { msg, hardExit: true },
    });
    const membership = await membershipOf(game.db, userId);
    if (!membership) return stop(NOT_IN_CLAN_TEXT);
    const boss = await clanBossAlive(game.db, membership.clanId);
    if (!boss) return stop(NO_BOSSES_ALIVE_TEXT);
    const own = {
      fighter: await loadFighter(game.db, user),
      clanId: membership.clanId,
      bossId: boss.id,
      hpSeen: boss.hpRemaining,
      hpMax: boss.hpMax,
    };
    const continues = stored?.action === 'clanBossBattle' && stored.params.boss === boss.id;
    return continues ? { own } : { own, start: { boss: boss.id } };
  },
  step({ game, state, now }) {
    const { own, userId } = state;
    const fought = fight(
      game,
      state,
      {
        stats: {
          name: CLAN_BOSS.name,
          level: CLAN_BOSS.level,
          health: Math.max(1, own.hpSeen),
          attack: CLAN_BOSS.attack,
          defence: CLAN_BOSS.defence,
          accuracy: CLAN_BOSS.accuracy,
          dodge: CLAN_BOSS.dodge,
          ...OPPONENT_BASE,
        },
        gold: [0, 0],
        exp: CLAN_BOSS.exp,
        loot: [],
      },
      { boss: true },
    );
    const damage = Math.min(fought.damage, own.hpSeen);
    const hit: { hp: number; kill: ClanBossKill | null } = { hp: own.hpSeen, kill: null };
    return fightTick(fought, {
      now,
      increments: damage > 0 ? [['totalBossDamage', damage]] : [],
      async write(trx) {
        const write = clanBossWrites(game.db);
        const { rows } = await write.hit(trx, { damage, bossId: own.bossId, userId });
        const after = rows[0];
        // Slain (or gone, or the fighter left the clan) before this fight was stored: it changes
        // nothing.
        if (!after) throw new TickRefusal(NO_BOSSES_ALIVE_TEXT);
        hit.hp = Number(after.hp_remaining);
        hit.kill = null;
        if (damage > 0) await write.damage(trx, { bossId: own.bossId, userId, damage });
        if (hit.hp > 0) return;
        const claim = await write.claimKill(trx, { now, bossId: own.bossId });
        if (claim.numAffectedRows !== 1n) throw new TickRefusal(NO_BOSSES_ALIVE_TEXT);
        hit.kill = await clanBossKillWrites(trx, game, own.clanId, own.bossId, now);
      },
      answer(base) {
        own.hpSeen = hit.hp;
        // The boss as the battlegrounds bar shows it: what is left after every member's hits
        // (not only this fight's), out of its full hit points.
        const boss = { ...fought.result.p2, hp: hit.hp, maxHp: own.hpMax };
        const answer = {
          ...base,
          data: { ...fought.result, p2: boss, winner: hit.kill ? (1 as const) : (2 as const) },
        };
        if (!hit.kill) return answer;
        for (const reward of hit.kill.rewards) {
          game.live.toUser(reward.userId, { type: 'addItemsToUser', data: reward.items });
        }
        state.statistics.totalBossesKilled += 1;
        game.actionCache.forget(userId);
        return {
          ...answer,
          misc: { statistics: { ...state.statistics } },
          stopAction: { msg: clanBossSlainText(CLAN_BOSS.name), startDefaultAction: true },
        };
      },
    });
  },
};

/**
 * The clan boss dies: every member who damaged it gets boss tokens by their share of the damage
 * (at least 1, created), a kill in their statistics and clan record and a line in their log; the
 * clan log tells the clan.
 */
async function clanBossKillWrites(
  trx: Transaction<Database>,
  game: GameContext,
  clanId: number,
  bossId: number,
  now: number,
): Promise<ClanBossKill> {
  const fighters = await listClanBossDamage(trx, bossId);
  await lockPlayers(
    trx,
    fighters.map((fighter) => fighter.user_id),
  );
  const total = fighters.reduce((sum, row) => sum + row.damage, 0);
  const rewards: ClanBossKill['rewards'] = [];
  for (const fighter of fighters) {
    const damage = fighter.damage;
    const items = [{ id: 'boss_tokens', amount: bossTokenShare(CLAN_BOSS.tokens, damage, total) }];
    await addItems(trx, fighter.user_id, items, 'created');
    await incrementStatistic(trx, fighter.user_id, 'totalBossesKilled');
    await addBossKilled(trx, fighter.user_id, clanId);
    const percent = ((100 * damage) / total).toFixed(1);
    await addLogEntry(trx, fighter.user_id, 'msg', clanBossRewardText(percent, items), now);
    rewards.push({ userId: fighter.user_id, items });
    // Other fighters' cached states still see the boss: their next tick reads afresh.
    game.actionCache.forget(fighter.user_id);
  }
  await addClanLog(trx, clanId, `${CLAN_BOSS.name} was slain by the clan.`, now);
  return { rewards };
}

/** The fight's compiled statements, gathered once per database. */
const clanBossWrites = compiledPerDatabase((db: Db) => ({
  ...clanBossStatements(db),
  damage: clanBossDamageStatements(db).add,
}));

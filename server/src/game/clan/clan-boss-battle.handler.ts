/**
 * `actions/clanbossbattle.php`: fighting the clan's boss with the other members. Each fight takes
 * its damage off the boss's shared hit points in storage; the fight that ends it claims the kill
 * once (a conditional update: a member's fight arriving after it changes nothing and stops), and
 * every member who damaged it is rewarded in the same transaction.
 */
import type { BattleResult, ItemAmount } from '@idle/contracts';
import { formatNumber, NO_BOSSES_ALIVE_TEXT } from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { lockPlayers } from '../../db/transactions';
import { bossTokenShare } from '../battle/boss-kill';
import { clanBossAlive } from './battlegrounds';
import { addClanLog, membershipOf, NOT_IN_CLAN_TEXT } from './core';
import { CLAN_BOSS } from '../content/clan-battlegrounds';
import type { GameContext } from '../context';
import { addItems } from '../inventory/items';
import { addLogEntry } from '../log/log';
import {
  fight,
  fightTick,
  type FighterOwn,
  type FightTickWrites,
  loadFighter,
  OPPONENT_BASE,
  writeFightTick,
} from '../battle/fighting';
import { type ActionHandler, TickRefusal } from '../actions/handler';
import { clanBossDamageStatements, listClanBossDamage } from './clan-boss-damage.repository';
import { clanBossStatements } from './clan-bosses.repository';
import { addBossKilled } from './clan-members.repository';
import { incrementStatistic } from '../players/statistics.repository';

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

/** A fight's hit on the clan boss, as data. */
interface ClanBossFightWrite {
  clanId: number;
  bossId: number;
  userId: number;
  damage: number;
  /** The boss's hit points as the fighter saw them (answered when no write ran). */
  hpSeen: number;
}

/** The boss after the hit, and its kill. */
interface ClanBossHit {
  hp: number;
  kill: ClanBossKill | null;
}

export const clanBossBattleHandler: ActionHandler<
  Record<string, never>,
  ClanBossOwn,
  BattleResult,
  FightTickWrites<ClanBossFightWrite>,
  ClanBossHit
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
  step({ game, state }) {
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
    return fightTick(fought, {
      increments: damage > 0 ? [['totalBossDamage', damage]] : [],
      writes: { clanId: own.clanId, bossId: own.bossId, userId, damage, hpSeen: own.hpSeen },
      answer: { data: fought.result },
    });
  },
  async write(trx, tick, context) {
    await writeFightTick(trx, tick, context);
    const { game, now } = context;
    const hitting = tick.writes?.own;
    if (!hitting) throw new Error('A clan boss fight without its hit');
    const { clanId, bossId, userId, damage } = hitting;
    const write = clanBossWrites(game.db);
    const { rows } = await write.hit(trx, { damage, bossId, userId });
    const after = rows[0];
    // Slain (or gone, or the fighter left the clan) before this fight was stored: it changes
    // nothing.
    if (!after) throw new TickRefusal(NO_BOSSES_ALIVE_TEXT);
    const hit: ClanBossHit = { hp: Number(after.hp_remaining), kill: null };
    if (damage > 0) await write.damage(trx, { bossId, userId, damage });
    if (hit.hp > 0) return hit;
    const claim = await write.claimKill(trx, { now, bossId });
    if (claim.numAffectedRows !== 1n) throw new TickRefusal(NO_BOSSES_ALIVE_TEXT);
    return { ...hit, kill: await clanBossKillWrites(trx, game, clanId, bossId, now) };
  },
  afterWrites(base, tick, written, { game, state }) {
    const { own, userId } = state;
    const hitting = tick.writes?.own;
    const hit: ClanBossHit = written ?? { hp: hitting?.hpSeen ?? own.hpSeen, kill: null };
    const result = base.data;
    if (!result) return base;
    own.hpSeen = hit.hp;
    // The boss as the battlegrounds bar shows it: what is left after every member's hits
    // (not only this fight's), out of its full hit points.
    const boss = { ...result.p2, hp: hit.hp, maxHp: own.hpMax };
    const answer = {
      ...base,
      data: { ...result, p2: boss, winner: hit.kill ? (1 as const) : (2 as const) },
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

/**
 * `actions/bossbattle.php {id}`: fighting a world boss with every other player. The first tick
 * is the charge (no fight, no Auto, only the wait); each fight then takes its damage off the
 * shared hit points in storage, and the fight that ends the boss claims the kill for everyone.
 */
import type { BattleResult, TickAnswer, WorldBoss } from '@idle/contracts';
import type { BossTickRequest } from '@idle/contracts/schemas';
import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { type BatchShare, batchShare } from '../../db/group-commit';
import { compiledPerDatabase } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { type BossKill, bossKillWrites } from './boss-kill';
import { findBoss } from '../content/bosses';
import type { GameContext } from '../context';
import {
  fight,
  fightTick,
  type FighterOwn,
  type FightTickWrites,
  loadFighter,
  OPPONENT_BASE,
  writeFightTick,
} from './fighting';
import type { ActionHandler } from '../actions/handler';
import { WORLD_BOSSES } from './bosses.schedule';
import { bossDamageStatements, findBossDamage } from './boss-damage.repository';
import { worldBossStatements } from './world-bosses.repository';

export const BOSS_GONE_TEXT = 'That boss is no longer alive.';

type BossOwn = FighterOwn & {
  bossId: number;
  /** The player's damage to this boss so far. */
  damage: number;
  /** The charge is done: every tick now fights. */
  charged: boolean;
};

/** A fight's hit on the boss, stored with the batch's (BossHits); its result is answered. */
interface BossFightWrite {
  bossId: number;
  userId: number;
  damage: number;
  result: BattleResult;
}

export const bossBattleHandler: ActionHandler<
  z.infer<typeof BossTickRequest>,
  BossOwn,
  unknown,
  FightTickWrites<BossFightWrite>,
  BossHit
> = {
  action: 'bossBattle',
  requestKey: (request) => String(request.id),
  // Each boss's rates apart (issue 29): the content boss, whichever time it spawned.
  trackedAs: (own, game) =>
    String(game.world.get(WORLD_BOSSES).contentIdOf(own.bossId) ?? `live${own.bossId}`),
  resumeFields: ['id'],
  async load({ game, userId, user, stored, request }) {
    const bossId = request.id;
    if (!game.world.get(WORLD_BOSSES).boss(bossId)) {
      return {
        delay: game.actionDelayMs,
        autos: user.autos,
        stopAction: { msg: BOSS_GONE_TEXT, hardExit: true },
      };
    }
    const dealt = await findBossDamage(game.db, bossId, userId);
    const charged = stored?.action === 'bossBattle' && stored.params.id === bossId;
    const own = {
      fighter: await loadFighter(game.db, user),
      bossId,
      damage: dealt?.damage ?? 0,
      charged,
    };
    // A boss fight starts with its first tick (the Fight button); the timer still holds.
    return charged ? { own } : { own, start: { id: bossId } };
  },
  step({ game, state, delay }) {
    const { own } = state;
    const live = game.world.get(WORLD_BOSSES).boss(own.bossId);
    if (!live) {
      return {
        kind: 'stop',
        forget: true,
        answer: {
          delay,
          autos: state.autos,
          stopAction: { msg: BOSS_GONE_TEXT, startDefaultAction: true },
        },
      };
    }
    if (!own.charged) {
      // The charge: no fight and no Auto yet, only the wait (spec 000 §2).
      own.charged = true;
      const boss = { ...live };
      return {
        kind: 'tick',
        isAction: false,
        answerAlone: true,
        answer: { data: { wait: 1, boss } },
      };
    }
    const content = findBoss(game.world.get(WORLD_BOSSES).contentIdOf(own.bossId) ?? 0);
    if (!content) throw new Error(`Boss ${own.bossId} is not alive`);
    const fought = fight(
      game,
      state,
      {
        stats: {
          name: content.name,
          level: content.level,
          health: Math.max(1, live.hpRemaining),
          attack: content.attack,
          defence: content.defence,
          accuracy: content.accuracy,
          dodge: content.dodge,
          ...OPPONENT_BASE,
        },
        gold: [0, 0],
        exp: content.exp,
        loot: [],
      },
      { boss: true },
    );
    const damage = Math.min(fought.damage, live.hpRemaining);
    const { userId } = state;
    return fightTick(fought, {
      increments: damage > 0 ? [['totalBossDamage', damage]] : [],
      writes: { bossId: own.bossId, userId, damage, result: fought.result },
      answer: {},
    });
  },
  async write(trx, tick, context) {
    await writeFightTick(trx, tick, context);
    const { game, now } = context;
    const { bossId, userId, damage } = tick.writes?.own ?? { bossId: 0, userId: 0, damage: 0 };
    const bossHit: BossHit = { userId, damage, now, result: { hp: null, kill: null } };
    batchShare(trx, `boss ${bossId}`, () => new BossHits(game, bossId)).add(bossHit);
    return bossHit;
  },
  // The boss's hit points after the batch's hits, and its kill (filled when the batch wrote).
  afterWrites(base, tick, bossHit, { game, state }) {
    const fightWrite = tick.writes?.own;
    if (!fightWrite) return base;
    const { own } = state;
    const { userId, damage } = fightWrite;
    // Without a write (none ran) the fight came too late.
    const hit: BossHit['result'] = bossHit?.result ?? { hp: null, kill: null };
    const answer: TickAnswer = { ...base };
    const alive = game.world.get(WORLD_BOSSES).boss(own.bossId);
    if (hit.hp === null) {
      // Slain by someone else in the same moment: this fight came too late.
      game.actionCache.forget(userId);
      answer.stopAction = { msg: BOSS_GONE_TEXT, startDefaultAction: true };
    } else {
      own.damage += damage;
      game.world.get(WORLD_BOSSES).hit(own.bossId, hit.hp);
    }
    const view: WorldBoss | null = alive ? { ...alive, hpRemaining: hit.hp ?? 0 } : null;
    const { kill } = hit;
    if (kill) {
      state.statistics.totalBossesKilled += 1;
      answer.misc = { statistics: { ...state.statistics } };
      game.actionCache.forget(userId);
      answer.stopAction = { msg: `${kill.name} has been slain!`, startDefaultAction: true };
      afterBossKill(game, kill);
    }
    if (view) {
      answer.data = {
        ...fightWrite.result,
        winner: kill ? 1 : 2,
        boss: view,
        damageDealt: damage,
        playerDamage: own.damage,
        ...(kill ? { killed: true } : {}),
      };
    }
    return answer;
  },
};

interface BossHit {
  userId: number;
  damage: number;
  now: number;
  /** Filled when the batch writes: the boss's hit points after this hit, and its kill. */
  result: { hp: number | null; kill: BossKill | null };
}

/**
 * The hits on one boss in one group commit, written together: the boss row once for the batch
 * (its hit points as if each hit had been taken off in turn), each fighter's damage, and the
 * kill claimed by the hit that ends the boss; the hits after it came too late.
 */
class BossHits implements BatchShare {
  private readonly hits: BossHit[] = [];

  constructor(
    private readonly game: GameContext,
    private readonly bossId: number,
  ) {}

  add(hit: BossHit): void {
    this.hits.push(hit);
  }

  async write(trx: Transaction<Database>): Promise<void> {
    const { game, bossId, hits } = this;
    const write = bossWrites(game.db);
    const alive = await write.hpRemaining(trx, { bossId });
    const row = alive.rows[0];
    for (const hit of hits) hit.result = { hp: null, kill: null };
    if (!row) return;
    let hp = row.hp_remaining;
    let taken = 0;
    const killer = hits.find((hit) => {
      hp = Math.max(0, hp - hit.damage);
      taken += hit.damage;
      hit.result.hp = hp;
      return hp <= 0;
    });
    await write.hit(trx, { damage: taken, bossId });
    // Each fighter's damage (a player may hit twice in a batch), the killer's included.
    const dealt = new Map<number, number>();
    for (const hit of hits) {
      if (hit.damage > 0) dealt.set(hit.userId, (dealt.get(hit.userId) ?? 0) + hit.damage);
      if (hit === killer) break;
    }
    await write.damage(
      trx,
      [...dealt].map(([userId, damage]) => [bossId, userId, damage]),
    );
    if (!killer) return;
    const claim = await write.claimKill(trx, { now: killer.now, bossId });
    if (Number(claim.numAffectedRows ?? 0) !== 1) return;
    const content = findBoss(game.world.get(WORLD_BOSSES).contentIdOf(bossId) ?? 0);
    if (!content) throw new Error(`Boss ${bossId} has no content`);
    killer.result.kill = await bossKillWrites(trx, game.random, bossId, content, killer.now);
  }
}

/** After the kill is stored: the world moves on and every fighter hears of their share. */
function afterBossKill(game: GameContext, kill: BossKill): void {
  game.world.get(WORLD_BOSSES).killed(kill.bossId, kill.name);
  for (const reward of kill.rewards) {
    game.live.toUser(reward.userId, { type: 'addItemsToUser', data: reward.items });
  }
}

/** The fight's compiled statements, gathered once per database. */
const bossWrites = compiledPerDatabase((db: Db) => ({
  ...worldBossStatements(db),
  damage: bossDamageStatements(db).add,
}));

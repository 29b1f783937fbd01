/**
 * `actions/clanmobbattle.php {id}`: fighting one of the clan's battleground mobs. Every won
 * fight takes one of them (refused when none is left, nothing changed), its drops go to the clan
 * storage (created, counted on the fighter) and the fighter keeps the gold (taxed as any mob's).
 */
import type { BattleResult, ItemAmount } from '@idle/contracts';
import type { ClanSchemas } from '@idle/contracts/schemas';
import { NO_MOBS_ALIVE_TEXT } from '@idle/game-rules';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { compiledPerDatabase } from '../../db/prepared';
import { addToClanStorage, membershipOf, NOT_IN_CLAN_TEXT } from './core';
import { clanMobStats, type ClanMobContent, findClanMob } from '../content/clan-battlegrounds';
import { clanMemberStatements } from './clan-members.repository';
import { clanMobStatements, findClanMobAmount } from './clan-mobs.repository';
import {
  fight,
  fightTick,
  type FighterOwn,
  type FightTickWrites,
  loadFighter,
  OPPONENT_BASE,
  type Opponent,
  writeFightTick,
} from '../battle/fighting';
import { type ActionHandler, TickRefusal } from '../actions/handler';

type ClanMobRequest = z.infer<typeof ClanSchemas.ClanMobTickRequest>;
type ClanMobOwn = FighterOwn & { clanId: number; mob: ClanMobContent; opponent: Opponent };

function clanMobOpponent(mob: ClanMobContent): Opponent {
  const stats = clanMobStats(mob);
  return {
    stats: { ...stats, name: mob.name, level: mob.level, ...OPPONENT_BASE },
    gold: stats.gold,
    exp: stats.exp,
    loot: mob.loot,
  };
}

/** A won fight takes one of the clan's mobs and gives the clan its drops. */
interface ClanMobFightWrite {
  clanId: number;
  mobId: number;
  userId: number;
  won: boolean;
  drops: ItemAmount[];
}

export const clanMobBattleHandler: ActionHandler<
  ClanMobRequest,
  ClanMobOwn,
  BattleResult,
  FightTickWrites<ClanMobFightWrite>,
  number
> = {
  action: 'clanMobBattle',
  requestKey: (request) => String(request.id),
  resumeFields: ['id'],
  async load({ game, userId, user, stored, request }) {
    const stop = (msg: string) => ({
      delay: game.actionDelayMs,
      autos: user.autos,
      stopAction: { msg, hardExit: true },
    });
    const membership = await membershipOf(game.db, userId);
    if (!membership) return stop(NOT_IN_CLAN_TEXT);
    const mob = findClanMob(request.id);
    const row = mob ? await findClanMobAmount(game.db, membership.clanId, mob.id) : undefined;
    if (!mob || !row || row.amount <= 0) return stop(NO_MOBS_ALIVE_TEXT);
    const own = {
      fighter: await loadFighter(game.db, user),
      clanId: membership.clanId,
      mob,
      opponent: clanMobOpponent(mob),
    };
    const continues = stored?.action === 'clanMobBattle' && stored.params.id === mob.id;
    return continues ? { own } : { own, start: { id: mob.id } };
  },
  step({ game, state }) {
    const { own, userId } = state;
    const fought = fight(game, state, own.opponent, { boss: false });
    // The fighter gets the gold; the drops are the clan's.
    const gold: ItemAmount[] = fought.itemsToAdd.filter((item) => item.id === 'gold');
    const tick = fightTick(fought, {
      writes: {
        clanId: own.clanId,
        mobId: own.mob.id,
        userId,
        won: fought.won,
        drops: fought.drops,
      },
      answer: {
        // mobsRemaining: what the writes left (afterWrites).
        data: {
          ...fought.result,
          mobsRemaining: 0,
          clanDrops: fought.won ? fought.drops : [],
        },
      },
    });
    // The drops went to the clan: the result screen shows them, the player's log does not.
    const answer = Object.fromEntries(
      Object.entries(tick.answer).filter(([key]) => key !== 'drops'),
    ) as typeof tick.answer;
    return { ...tick, itemsToAdd: gold, answer: { ...answer, itemsToAdd: gold } };
  },
  // The mobs left after this fight.
  async write(trx, tick, context) {
    await writeFightTick(trx, tick, context);
    const { game } = context;
    const taking = tick.writes?.own;
    if (!taking) return 0;
    const { clanId, mobId, userId, won, drops } = taking;
    const write = clanMobWrites(game.db);
    if (!won) {
      const { rows } = await write.amount(trx, { clanId, mobId });
      return rows[0]?.amount ?? 0;
    }
    const { rows } = await write.takeOne(trx, {
      clanId,
      mobId,
      userId,
    });
    const taken = rows[0];
    // Another member took the last one first (or the fighter left the clan meanwhile): this
    // fight changes nothing.
    if (!taken) throw new TickRefusal(NO_MOBS_ALIVE_TEXT);
    await addToClanStorage(trx, clanId, drops, 'created', userId);
    await write.killed(trx, { userId });
    return taken.amount;
  },
  afterWrites(answer, _tick, left = 0) {
    return {
      ...answer,
      ...(answer.data ? { data: { ...answer.data, mobsRemaining: left } } : {}),
      ...(left <= 0 ? { stopAction: { msg: NO_MOBS_ALIVE_TEXT, startDefaultAction: true } } : {}),
    };
  },
};

/** The fight's compiled statements, gathered once per database. */
const clanMobWrites = compiledPerDatabase((db: Db) => ({
  ...clanMobStatements(db),
  killed: clanMemberStatements(db).mobKilled,
}));

/**
 * `actions/specialbattle.php`: battling a special area's mob (area type 2), a number of won
 * battles a day (special-areas.ts).
 */
import type { SpecialBattleResult } from '@idle/contracts';
import { findMob } from '../players/players';
import {
  NO_SPECIAL_BATTLES_TEXT,
  refilledSpecialBattles,
  specialAllowance,
  type SpecialAllowance,
} from './special-areas';
import { savedSpecialBattles, specialBattleWrite } from './special-battles.repository';
import { periodKeys } from '../players/statistics';
import {
  fight,
  fightTick,
  type FighterOwn,
  type FightTickWrites,
  loadFighter,
  writeFightTick,
} from './fighting';
import type { ActionHandler } from '../actions/handler';
import {
  type MobFight,
  mobChoiceOf,
  mobOpponent,
  NOT_BATTLING_TEXT,
  UNKNOWN_MOB_TEXT,
} from './mobs';
import { deleteStoredAction } from '../actions/action-state.repository';

/** The battles left in the area, stored after a fight. */
interface SpecialBattlesLeft {
  userId: number;
  areaId: number;
  remaining: number;
  day: string;
}

type SpecialOwn = FighterOwn & {
  mob: MobFight;
  /** Battles left in the area today. */
  special: { remaining: number; day: string };
  /** Battles a new day adds and the most saved (the clan totem and the land portal included). */
  allowance: SpecialAllowance;
};

export const specialBattleHandler: ActionHandler<
  Record<string, never>,
  SpecialOwn,
  SpecialBattleResult,
  FightTickWrites<SpecialBattlesLeft>,
  void
> = {
  action: 'specialBattling',
  requestKey: () => '',
  async load({ game, userId, user, stored, now }) {
    const stop = (msg: string) => ({
      delay: game.actionDelayMs,
      autos: user.autos,
      stopAction: { msg, hardExit: true },
    });
    if (stored?.action !== 'specialBattling') return stop(NOT_BATTLING_TEXT);
    const choice = mobChoiceOf(stored.params);
    if (!findMob(choice.area, choice.mob)) {
      await deleteStoredAction(game.db, userId);
      return stop(UNKNOWN_MOB_TEXT);
    }
    const saved = await savedSpecialBattles(game.db, userId, choice.area);
    const allowance = await specialAllowance(game.db, userId, choice.area);
    const { perDay, cap } = allowance;
    return {
      own: {
        fighter: await loadFighter(game.db, user),
        mob: { choice, opponent: mobOpponent(choice) },
        special: refilledSpecialBattles(saved, periodKeys(now).day, perDay, cap),
        allowance,
      },
    };
  },
  newDay(own, day) {
    own.special = refilledSpecialBattles(own.special, day, own.allowance.perDay, own.allowance.cap);
  },
  step({ game, state, delay }) {
    const { own } = state;
    if (own.special.remaining <= 0) {
      return {
        kind: 'stop',
        answer: {
          delay,
          autos: state.autos,
          stopAction: { msg: NO_SPECIAL_BATTLES_TEXT, startDefaultAction: true },
        },
      };
    }
    const fought = fight(game, state, own.mob.opponent, { boss: false });
    if (fought.won) own.special.remaining -= 1;
    const { remaining, day } = own.special;
    const area = own.mob.choice.area;
    return fightTick(fought, {
      writes: { userId: state.userId, areaId: area, remaining, day },
      answer: {
        data: { ...fought.result, specialBattlesRemaining: remaining },
        ...(remaining <= 0
          ? { stopAction: { msg: NO_SPECIAL_BATTLES_TEXT, startDefaultAction: true } }
          : {}),
      },
    });
  },
  async write(trx, tick, context) {
    await writeFightTick(trx, tick, context);
    const { game } = context;
    const left = tick.writes?.own;
    if (!left) return;
    await specialBattleWrite(game.db)(trx, {
      userId: left.userId,
      areaId: left.areaId,
      remaining: left.remaining,
      day: left.day,
    });
  },
};

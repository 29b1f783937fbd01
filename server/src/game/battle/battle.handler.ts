/** `actions/battle.php`: battling the mob chosen in a basic area (area 14 at its power level). */
import type { BattleResult } from '@idle/contracts';
import { findMob } from '../players/players';
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

type BattleOwn = FighterOwn & { mob: MobFight };

export const battleHandler: ActionHandler<
  Record<string, never>,
  BattleOwn,
  BattleResult,
  FightTickWrites,
  void
> = {
  action: 'battling',
  requestKey: () => '',
  async load({ game, userId, user, stored }) {
    const stop = (msg: string) => ({
      delay: game.actionDelayMs,
      autos: user.autos,
      stopAction: { msg, hardExit: true },
    });
    if (!stored) return stop(NOT_BATTLING_TEXT);
    let start: Record<string, unknown> | undefined;
    if (stored.action !== 'battling') {
      // Battling is the default action: it goes back to the last basic mob chosen when another
      // action ended (a special area ran out, a dungeon or a boss). A stopped action stays so.
      if (!findMob(user.last_area, user.last_mob)) return stop(NOT_BATTLING_TEXT);
      start = { area: user.last_area, mob: user.last_mob };
    }
    const choice = mobChoiceOf(start ?? stored.params);
    if (!findMob(choice.area, choice.mob)) {
      await deleteStoredAction(game.db, userId);
      return stop(UNKNOWN_MOB_TEXT);
    }
    const own = {
      fighter: await loadFighter(game.db, user),
      mob: { choice, opponent: mobOpponent(choice) },
    };
    return start ? { own, start } : { own };
  },
  step({ game, state }) {
    const fought = fight(game, state, state.own.mob.opponent, { boss: false });
    return fightTick(fought, { answer: { data: fought.result } });
  },
  write: writeFightTick,
};

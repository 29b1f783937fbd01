/**
 * Fights against an area's mob (battling and special battling): the mob chosen on the Areas
 * page, kept in the action's params, and area 14's mob grown to the power level typed in.
 */
import { AREA_14_ID, area14Opponent } from '@idle/game-rules';
import { findMob } from '../players/players';
import type { StoredAction } from '../actions/handler';
import { OPPONENT_BASE, type Opponent } from './fighting';

export const NOT_BATTLING_TEXT = 'You are not battling anything. Choose a mob on the Areas page.';
export const UNKNOWN_MOB_TEXT = 'That mob does not exist in that area.';

/** The mob of an area fight, and area 14's power level (0: the mob's own). */
export interface MobChoice {
  area: number;
  mob: number;
  power: number;
}

/** A chosen mob as the cached state keeps it: the choice and the opponent it makes. */
export interface MobFight {
  choice: MobChoice;
  opponent: Opponent;
}

export function mobChoiceOf(params: StoredAction['params']): MobChoice {
  const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);
  return { area: numberOf(params.area), mob: numberOf(params.mob), power: numberOf(params.power) };
}

export function mobOpponent(choice: MobChoice): Opponent {
  const found = findMob(choice.area, choice.mob);
  if (!found) throw new Error(`Mob ${choice.area}/${choice.mob} vanished from the content`);
  const { mob } = found;
  if (choice.area === AREA_14_ID) {
    const grown = area14Opponent(mob, choice.power);
    return {
      stats: { ...mob, ...grown, ...OPPONENT_BASE },
      gold: grown.gold,
      exp: grown.exp,
      loot: grown.loot,
    };
  }
  return { stats: { ...mob, ...OPPONENT_BASE }, gold: mob.gold, exp: mob.exp, loot: mob.loot };
}

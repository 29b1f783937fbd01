/** What the world's bonuses (Bonus Time and the action bonus) add to one action. */
import type { ActionType } from '@idle/contracts';
import { ACTION_BONUS } from './action-bonus.schedule';
import { BONUS_TIME } from './bonus-time.schedule';
import type { World } from './world';

/** What an active world bonus adds to one action, in percent. */
export interface WorldBonus {
  goldPercent: number;
  expPercent: number;
  resourcesPercent: number;
  /** Added to the action delay (the crafting bonus shortens it). */
  actionTimerMs: number;
}

/** What Bonus Time and the action bonus add to this action now. */
export function worldBonusFor(world: World, action: ActionType): WorldBonus {
  const percent = world.get(BONUS_TIME).percent();
  const bonus: WorldBonus = {
    goldPercent: percent,
    expPercent: percent,
    resourcesPercent: percent,
    actionTimerMs: 0,
  };
  const hint = world.get(ACTION_BONUS).bonusFor(action);
  if (hint) {
    bonus.goldPercent += hint.goldPercent;
    bonus.expPercent += hint.expPercent;
    bonus.resourcesPercent += hint.resourcesPercent;
    bonus.actionTimerMs += hint.actionTimerMs;
  }
  return bonus;
}

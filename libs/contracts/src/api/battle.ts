/**
 * The battle domain beyond basic areas (spec 000 §2-4): special areas, area 14 and the world's
 * bonuses (dungeons, bosses and heroic have their own files).
 */
import type { BattleResult, TickAnswer } from './actions';
import type { ItemAmount } from './common';
import type { Misc } from './game';

/** `areas.php?mod=loadSpecialBattlesRemaining`: battles left today, by special area id. */
export type SpecialBattlesRemaining = Record<string, number>;

/** A special battling tick: the fight and what is left of the area's battles. */
export interface SpecialBattleResult extends BattleResult {
  specialBattlesRemaining: number;
}

export type SpecialBattleTickAnswer = TickAnswer<SpecialBattleResult>;

/** Socket `addItemsToUser`: items the server gave the player outside a call (boss rewards). */
export type AddItemsMessage = ItemAmount[];

/** Socket `bonusTime`: the current Bonus Time, or `{stage: 'end'}` when it ends. */
export type BonusTimeMessage = Misc['bonusTime'] | { stage: 'end' };

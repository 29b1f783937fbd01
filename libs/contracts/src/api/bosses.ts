/** The world bosses and their tick (spec 000). */
import type { BattleResult, TickAnswer } from './actions';

/** A world boss (spec 000 §3). */
export interface WorldBoss {
  id: number;
  name: string;
  rarity: number;
  level: number;
  hpRemaining: number;
  hpMax: number;
}

/** The first tick of a boss battle: no fight yet, "You charge into battle...". */
export interface BossChargeData {
  wait: 1;
  boss: WorldBoss;
}

/** A round against a world boss: the player's damage is taken from the shared hit points. */
export interface BossFightData extends BattleResult {
  boss: WorldBoss;
  /** Damage this fight dealt to the boss. */
  damageDealt: number;
  /** All the player's damage to this boss so far. */
  playerDamage: number;
  /** Set in the tick that killed the boss. */
  killed?: true;
}

export type BossTickAnswer = TickAnswer<BossChargeData | BossFightData>;

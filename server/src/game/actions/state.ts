/**
 * What the action cache keeps for a player between two ticks (see action-cache.ts): the part
 * every action shares, read and changed by the pipeline, and the handler's own part.
 */
import type { ActionType, BattleTracker, Statistics } from '@idle/contracts';
import type { PersonalBonusPercents } from '@idle/game-rules';

export interface ActionState<Own = unknown> {
  /** The action these ticks run, and the identity of their request (e.g. the boss fought). */
  action: ActionType;
  requestKey: string;
  userId: number;
  username: string;
  autos: number;
  /** A captcha is waiting to be solved: no tick goes through (autos.ts). */
  captchaPending: boolean;
  statistics: Statistics;
  statsDay: string;
  statsMonth: string;
  /** The next UTC midnight: the day (and maybe the month) changes then. */
  nextDayAt: number;
  /** Identifies the stored action: a newer action of the player is not overwritten by these ticks. */
  startedAt: number;
  nextTickAt: number;
  tracker: BattleTracker;
  /**
   * What each tick modifier loaded with the state (modifier.ts), by its index in the context's
   * list.
   */
  modifiers: unknown[];
  /**
   * What the boosts and the nobility rank add to this tick: set by their modifier before each
   * step (premium/boosts.modifier.ts).
   */
  personal: PersonalBonusPercents;
  /** The params stored with the action. */
  params: Record<string, unknown>;
  /** The next tick starts this action anew (as the current action) instead of continuing it. */
  starting: boolean;
  own: Own;
}

export function isActionState(loaded: object): loaded is ActionState {
  return 'own' in loaded;
}

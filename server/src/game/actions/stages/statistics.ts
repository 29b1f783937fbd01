/**
 * Step 5, the common statistics (total, daily, monthly actions), the Auto spent and the
 * tracker, changed in the cached state first: a tick arriving meanwhile is refused as early, and
 * if the writes fail the state is forgotten and read afresh at the next tick.
 */
import type { BattleTracker, StatisticKey } from '@idle/contracts';
import { emptyTracker } from '../current-action';
import type { Tick } from '../handler';
import type { ActionState } from '../state';
import { type NewPeriod, type Period, rollStatisticsOver } from './roll-overs';

/** What the writes and the answer need of the counted tick. */
export interface CountedTick {
  /** An action (not a boss's charge): an Auto spent, the action counts added. */
  isAction: boolean;
  newPeriod: NewPeriod;
  increments: [StatisticKey, number][];
  /** The action is stored anew (as the current action) rather than continued. */
  starts: boolean;
  /** The stored action's start the writes continue (when it does not start anew). */
  previousStart: number;
  /** The stored timer this tick expects to replace (compare and set: see writes.ts). */
  previousNextTickAt: number;
  tracker: BattleTracker;
  autosBefore: number;
}

export function countTick(
  state: ActionState,
  tick: Tick,
  period: Period,
  now: number,
  delay: number,
): CountedTick {
  const autosBefore = state.autos;
  const isAction = tick.isAction ?? true;
  const newPeriod = rollStatisticsOver(state, period, now);
  const increments: [StatisticKey, number][] = isAction
    ? [
        ['totalActions', 1],
        ['totalActionsDaily', 1],
        ['totalActionsMonthly', 1],
      ]
    : [];
  increments.push(...(tick.increments ?? []));
  for (const [key, value] of increments) state.statistics[key] += value;
  const starts = state.starting || tick.start === true;
  const previousStart = state.startedAt;
  const previousNextTickAt = state.nextTickAt;
  const tracker = starts ? emptyTracker() : { ...state.tracker };
  if (isAction) {
    state.autos -= 1;
    tracker.actions += 1;
    tracker.wins += tick.tracker?.wins ?? 0;
    tracker.losses += tick.tracker?.losses ?? 0;
    tracker.gold += tick.tracker?.gold ?? 0;
  }
  state.tracker = tracker;
  if (tick.params) state.params = tick.params;
  state.starting = false;
  state.startedAt = starts ? now : previousStart;
  state.nextTickAt = now + delay;
  return {
    isAction,
    newPeriod,
    increments,
    starts,
    previousStart,
    previousNextTickAt,
    tracker,
    autosBefore,
  };
}

/**
 * Step 3, the day and month roll-overs: a new UTC day tells the handler (its daily counts start
 * afresh); once the tick is decided, the daily and monthly action counts start afresh too.
 */
import { periodKeys } from '../../players/statistics';
import type { ActionHandler } from '../handler';
import type { ActionState } from '../state';

const DAY_MS = 24 * 3600 * 1000;

/** The day and month of a tick that crossed midnight (null before the next midnight). */
export type Period = ReturnType<typeof periodKeys> | null;

/** Which periods the tick starts afresh in the stored statistics. */
export interface NewPeriod {
  day: boolean;
  month: boolean;
}

/** Before the step: the period when the tick crossed midnight, told to the handler. */
export function rollOver<Request, Own, Data>(
  handler: ActionHandler<Request, Own, Data>,
  state: ActionState<Own>,
  now: number,
): Period {
  const period = now >= state.nextDayAt ? periodKeys(now) : null;
  if (period) handler.newDay?.(state.own, period.day);
  return period;
}

/** After a step that ticks: the new day and month counted in the state. */
export function rollStatisticsOver(state: ActionState, period: Period, now: number): NewPeriod {
  const newPeriod = { day: false, month: false };
  if (!period) return newPeriod;
  newPeriod.day = state.statsDay !== period.day;
  newPeriod.month = state.statsMonth !== period.month;
  if (newPeriod.day) state.statistics.totalActionsDaily = 0;
  if (newPeriod.month) state.statistics.totalActionsMonthly = 0;
  state.statsDay = period.day;
  state.statsMonth = period.month;
  state.nextDayAt = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
  return newPeriod;
}

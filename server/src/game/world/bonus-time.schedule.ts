/**
 * Bonus Time: every BONUS_TIME_EVERY_MS it runs for BONUS_TIME_LASTS_MS with a random modifier;
 * premium purchases and the dev tools start it too. Saved in `world_state` under `bonusTime`,
 * pushed as `bonusTime`.
 */
import type { Misc } from '@idle/contracts';
import {
  BONUS_TIME_BASE_PERCENT,
  BONUS_TIME_EVERY_MS,
  BONUS_TIME_LASTS_MS,
  BONUS_TIME_MAX_MODIFIER,
} from '@idle/game-rules';
import { randomInt } from '../random';
import { claimWorldState, readWorldState, saveWorldState } from './world-state.repository';
import { type Schedule, type ScheduleHost, scheduleKey } from './world';

export interface BonusTime extends Schedule {
  view(): Misc['bonusTime'];
  /** What it adds to gold, exp and resources now, in percent (0 while none runs). */
  percent(): number;
  /** Starts it now for `lastsMs` (premium purchases, dev tools). */
  start(lastsMs: number, modifier: number): Promise<void>;
}

export const BONUS_TIME = scheduleKey<BonusTime>('bonusTime');

interface BonusTimeState {
  endsAt: number;
  modifier: number;
  nextAt: number;
}

const STATE_KEY = 'bonusTime';

export function bonusTimeSchedule({ db, clock, random, live, saved }: ScheduleHost): BonusTime {
  let state: BonusTimeState = { endsAt: 0, modifier: 0, nextAt: 0 };

  const view = (): Misc['bonusTime'] => {
    const remaining = Math.max(0, state.endsAt - clock.now());
    return {
      timeRemaining: Math.ceil(remaining / 1000),
      modifier: remaining > 0 ? state.modifier : 0,
    };
  };
  const next = (lastsMs: number, modifier: number): BonusTimeState => {
    const now = clock.now();
    return { endsAt: now + lastsMs, modifier, nextAt: now + BONUS_TIME_EVERY_MS };
  };
  const started = (after: BonusTimeState) => {
    state = after;
    live.broadcast({ type: 'bonusTime', data: view() });
  };
  const ended = (after: BonusTimeState) => {
    state = after;
    live.broadcast({ type: 'bonusTime', data: { stage: 'end' } });
  };

  const schedule: BonusTime = {
    key: BONUS_TIME,
    async load() {
      state = (await readWorldState<BonusTimeState>(db, STATE_KEY)) ?? state;
      if (state.nextAt === 0) state.nextAt = clock.now() + BONUS_TIME_EVERY_MS;
    },
    async step(now) {
      // Each change is claimed in storage: made once, whichever instance runs the world.
      if (state.endsAt > 0 && now >= state.endsAt) {
        await claim({ ...state, endsAt: 0, modifier: 0 }, ended);
      }
      if (state.endsAt === 0 && now >= state.nextAt) {
        const modifier = randomInt(random, 0, BONUS_TIME_MAX_MODIFIER);
        await claim(next(BONUS_TIME_LASTS_MS, modifier), started);
      }
    },
    view,
    percent() {
      return state.endsAt > clock.now() ? BONUS_TIME_BASE_PERCENT + state.modifier : 0;
    },
    async start(lastsMs, modifier) {
      const after = next(lastsMs, modifier);
      await saveWorldState(db, STATE_KEY, after);
      saved();
      started(after);
    },
  };

  /** Another instance made a change first: this one reads what it made. */
  async function claim(after: BonusTimeState, apply: (after: BonusTimeState) => void) {
    if (!(await claimWorldState(db, STATE_KEY, state, after))) {
      await schedule.load({ keepCounts: true });
      return;
    }
    apply(after);
    saved();
  }

  return schedule;
}

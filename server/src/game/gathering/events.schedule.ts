/**
 * Gathering events: every EVENT_EVERY_MS one gathering skill gets a bonus for EVENT_LASTS_MS,
 * EVENT_BONUS_PERCENT_PER_RARITY a rarity step; the dev tools start one too. Saved in
 * `world_state` under `event`, pushed as `event`.
 */
import type { GatheringEvent, GatheringSkillId } from '@idle/contracts';
import {
  EVENT_BONUS_PERCENT_PER_RARITY,
  EVENT_EVERY_MS,
  EVENT_LASTS_MS,
  EVENT_MAX_RARITY,
  EVENT_MIN_RARITY,
  EVENT_SKILLS,
  eventStartedText,
  GATHERING_SKILLS,
} from '@idle/game-rules';
import { randomInt } from '../random';
import { claimWorldState, readWorldState, saveWorldState } from '../world/world-state.repository';
import { type Schedule, type ScheduleHost, scheduleKey } from '../world/world';

export interface GatheringEvents extends Schedule {
  /** The event running now, or null. */
  view(): GatheringEvent | null;
  /** Starts an event now (dev tools). */
  start(type: GatheringSkillId, rarity: number, lastsMs: number): Promise<GatheringEvent>;
}

export const GATHERING_EVENTS = scheduleKey<GatheringEvents>('gatheringEvents');

interface EventState {
  id: number;
  type: GatheringSkillId;
  rarity: number;
  endsAt: number;
  nextAt: number;
}

const STATE_KEY = 'event';

export function gatheringEventsSchedule({
  db,
  clock,
  random,
  live,
  notices,
  saved,
}: ScheduleHost): GatheringEvents {
  let state: EventState = { id: 0, type: 'mining', rarity: 1, endsAt: 0, nextAt: 0 };

  const view = (): GatheringEvent | null => {
    const remaining = state.endsAt - clock.now();
    if (state.endsAt === 0 || remaining <= 0) return null;
    return {
      id: state.id,
      type: state.type,
      rarity: state.rarity,
      timeRemaining: Math.ceil(remaining / 1000),
      bonusPercent: EVENT_BONUS_PERCENT_PER_RARITY * state.rarity,
    };
  };
  const next = (type: GatheringSkillId, rarity: number, lastsMs: number): EventState => {
    const now = clock.now();
    return { id: state.id + 1, type, rarity, endsAt: now + lastsMs, nextAt: now + EVENT_EVERY_MS };
  };
  const started = (after: EventState): GatheringEvent => {
    state = after;
    const shown = view();
    if (!shown) throw new Error('an event that has already ended');
    live.broadcast({ type: 'event', data: shown });
    notices.notify({
      kind: 'eventStarted',
      userId: null,
      text: eventStartedText(GATHERING_SKILLS[shown.type].name, shown.bonusPercent),
      route: '/gathering',
    });
    return shown;
  };
  const ended = (after: EventState) => {
    state = after;
    live.broadcast({ type: 'event', data: { stage: 'end', id: after.id } });
  };

  const schedule: GatheringEvents = {
    key: GATHERING_EVENTS,
    async load() {
      state = (await readWorldState<EventState>(db, STATE_KEY)) ?? state;
      if (state.nextAt === 0) state.nextAt = clock.now() + EVENT_EVERY_MS;
    },
    async step(now) {
      // Each change is claimed in storage: made once, whichever instance runs the world.
      if (state.endsAt > 0 && now >= state.endsAt) {
        await claim({ ...state, endsAt: 0 }, ended);
      }
      if (state.endsAt === 0 && now >= state.nextAt) {
        const type = EVENT_SKILLS[randomInt(random, 0, EVENT_SKILLS.length - 1)] ?? 'mining';
        const rarity = randomInt(random, EVENT_MIN_RARITY, EVENT_MAX_RARITY);
        await claim(next(type, rarity, EVENT_LASTS_MS), started);
      }
    },
    view,
    async start(type, rarity, lastsMs) {
      const after = next(type, rarity, lastsMs);
      await saveWorldState(db, STATE_KEY, after);
      saved();
      return started(after);
    },
  };

  /** Another instance made a change first: this one reads what it made. */
  async function claim(after: EventState, apply: (after: EventState) => void) {
    if (!(await claimWorldState(db, STATE_KEY, state, after))) {
      await schedule.load({ keepCounts: true });
      return;
    }
    apply(after);
    saved();
  }

  return schedule;
}

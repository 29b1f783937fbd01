/**
 * The action bonus: every player's actions of one kind fill it up to ACTION_BONUS_REQUIRED; full,
 * it is active for ACTION_BONUS_LASTS_MS, then the next kind in ACTION_BONUS_ORDER fills up.
 * Counted in memory on the instance running the world, saved in `world_state` under `actionBonus`
 * and pushed as `actionBonus` at most every WORLD_TICK_MS (at once when it turns active).
 */
import type { ActionBonusKind, ActionType, Misc } from '@idle/contracts';
import {
  ACTION_BONUS_HINTS,
  ACTION_BONUS_LASTS_MS,
  ACTION_BONUS_ORDER,
  ACTION_BONUS_REQUIRED,
  type ActionBonusNumbers,
} from '@idle/game-rules';
import { readWorldState, saveWorldState } from './world-state.repository';
import { type Schedule, type ScheduleHost, scheduleKey, WORLD_TICK_MS } from './world';

/** The kind of action bonus an action counts towards and profits from. */
export function actionBonusKindOf(action: ActionType): ActionBonusKind {
  switch (action) {
    case 'battling':
    case 'specialBattling':
    case 'dungeoneering':
    case 'bossBattle':
    case 'clanMobBattle':
    case 'clanBossBattle':
      return 'battling';
    case 'mining':
    case 'woodcutting':
    case 'quarrying':
      return 'gathering';
    default:
      return 'crafting';
  }
}

export interface ActionBonusChange {
  kind: ActionBonusKind;
  current: number;
  required: number;
}

export interface ActionBonus extends Schedule {
  view(): Misc['actionBonus'];
  /** The kind of action bonus active now, or null while it is filling up. */
  active(): ActionBonusKind | null;
  /**
   * What the active bonus gives this action, or null when none is active for its kind. A
   * dungeon fight gets the dungeons' numbers: exp but no gold (spec 000 §9's hints).
   */
  bonusFor(action: ActionType): ActionBonusNumbers | null;
  /** Sets kind and count (dev tools); full, it turns active now. */
  set(change: ActionBonusChange): Promise<void>;
}

export const ACTION_BONUS = scheduleKey<ActionBonus>('actionBonus');

interface ActionBonusState extends ActionBonusChange {
  /** While active: when it ends; 0 while it is still filling up. */
  activeUntil: number;
}

const STATE_KEY = 'actionBonus';

export function actionBonusSchedule({ db, clock, live, saved }: ScheduleHost): ActionBonus {
  let state: ActionBonusState = {
    kind: 'battling',
    current: 0,
    required: ACTION_BONUS_REQUIRED,
    activeUntil: 0,
  };
  let dirty = false;
  let lastPush = 0;

  const save = async () => {
    dirty = false;
    await saveWorldState(db, STATE_KEY, state);
    saved();
  };
  const push = () => {
    lastPush = clock.now();
    live.broadcast({ type: 'actionBonus', data: schedule.view() });
  };
  const add = (added: number) => {
    state.current += added;
    dirty = true;
    if (state.current >= state.required) {
      state.activeUntil = clock.now() + ACTION_BONUS_LASTS_MS;
      // Said at once: every player's next action gets it.
      void save().then(push);
    }
  };

  const schedule: ActionBonus = {
    key: ACTION_BONUS,
    async load({ keepCounts }) {
      const stored = await readWorldState<ActionBonusState>(db, STATE_KEY);
      if (stored && !keepCounts) state = stored;
    },
    async step(now) {
      if (state.activeUntil > 0 && now >= state.activeUntil) {
        const next =
          ACTION_BONUS_ORDER[
            (ACTION_BONUS_ORDER.indexOf(state.kind) + 1) % ACTION_BONUS_ORDER.length
          ];
        await schedule.set({
          kind: next ?? 'battling',
          current: 0,
          required: ACTION_BONUS_REQUIRED,
        });
      }
      if (dirty && now - lastPush >= WORLD_TICK_MS) {
        await save();
        push();
      }
    },
    view() {
      const { kind, current, required } = state;
      return { kind, current: Math.min(current, required), required };
    },
    active() {
      return state.activeUntil > clock.now() ? state.kind : null;
    },
    bonusFor(action) {
      const active = schedule.active();
      if (!active || actionBonusKindOf(action) !== active) return null;
      return ACTION_BONUS_HINTS[action === 'dungeoneering' ? 'dungeons' : active];
    },
    async set(change) {
      const full = change.current >= change.required;
      state = { ...change, activeUntil: full ? clock.now() + ACTION_BONUS_LASTS_MS : 0 };
      await save();
      push();
    },
    countActions(action, count) {
      if (state.activeUntil > 0 || actionBonusKindOf(action) !== state.kind) return;
      add(count);
    },
  };
  return schedule;
}

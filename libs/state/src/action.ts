/** The action loop's state and the last tick of each action (what result screens render). */
import type { ActionType } from '@idle/contracts';
import { atom, batch, map } from 'nanostores';
import { $defaultAction, isDefaultActionType } from './preferences';

export type ActionStatus = 'idle' | 'refreshing' | 'running' | 'expired' | 'stopped';

export interface ActionState {
  type: ActionType | null;
  /** What the action's endpoint is sent on each tick. */
  body: Record<string, unknown> | null;
  status: ActionStatus;
  /** Autos are 0 or less: the title shows "[AUTOS EXPIRED]" while the refresh is retried. */
  autosExpired: boolean;
}

export const IDLE_ACTION: ActionState = {
  type: null,
  body: null,
  status: 'idle',
  autosExpired: false,
};

export const $action = atom<ActionState>(IDLE_ACTION);

/** The last tick's `data` by action type; cleared when a new action starts. */
export const $lastTick = map<Partial<Record<ActionType, unknown>>>({});

/**
 * Whether an action's body joins a gathering event (`{event: id}`): such an action ends with the
 * event, so it is never remembered as the default action (spec 000 section 4).
 */
export function joinsEvent(body: Record<string, unknown> | null | undefined): boolean {
  return body?.['event'] !== undefined && body['event'] !== null;
}

/**
 * Starts an action in the state: status 'refreshing' (the loop refreshes Autos first), the last
 * ticks cleared, and battling, mining, woodcutting or quarrying (not joining an event)
 * remembered as the device's default action.
 */
export function beginAction(type: ActionType, body: Record<string, unknown> | null = null): void {
  batch(() => {
    $action.set({ type, body, status: 'refreshing', autosExpired: false });
    $lastTick.set({});
    if (isDefaultActionType(type) && !joinsEvent(body)) $defaultAction.set({ type, body });
  });
}

/** Changes the status (and the Autos-expired flag) of the current action. */
export function updateAction(change: Partial<Pick<ActionState, 'status' | 'autosExpired'>>): void {
  const current = $action.get();
  const next = { ...current, ...change };
  if (next.status !== current.status || next.autosExpired !== current.autosExpired) {
    $action.set(next);
  }
}

/** The action stopped: status 'stopped', the type kept so screens can say what stopped. */
export function endAction(): void {
  updateAction({ status: 'stopped', autosExpired: false });
}

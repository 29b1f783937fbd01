/** The page's action loop, bound to the shared stores, the request layer and the bus. */
import { bus } from '@idle/events';
import {
  $action,
  $captchaRequired,
  $defaultAction,
  $player,
  applyTick,
  beginAction,
  endAction,
  isDefaultActionType,
  joinsEvent,
  notify,
  updateAction,
} from '@idle/state';
import { fetchAutos, stopActionOnServer, tickAction } from '../api';
import { ActionLoop, type LoopStatus, type StartRequest } from './loop';
import { createLoopTimers, startTimerWorker } from './worker-timers';

export const BASE_TITLE = 'Idle RPG';

function setAutos(autos: number): void {
  const player = $player.get();
  if (player && player.autos !== autos) $player.set({ ...player, autos });
}

export function createActionLoop(navigate: (route: string) => void): ActionLoop {
  const timers = createLoopTimers(startTimerWorker());
  return new ActionLoop({
    refreshAutos: fetchAutos,
    tick: tickAction,
    stopOnServer: stopActionOnServer,
    applyTick: (action, answer) => {
      applyTick(action, answer);
      bus.emit('tick', { action, answer });
    },
    currentAutos: () => $player.get()?.autos ?? 0,
    setAutos,
    setCaptchaRequired: (required) => {
      $captchaRequired.set(required);
    },
    started: (request) => {
      beginAction(request.action, request.body ?? null);
    },
    resumed: (request, tracker) => {
      beginAction(request.action, request.body ?? null);
      bus.emit('actionResumed', { action: request.action, tracker });
    },
    setStatus: (status: LoopStatus) => {
      if (status === 'idle') {
        if ($action.get().type !== null) endAction();
        return;
      }
      updateAction({ status, autosExpired: status === 'expired' });
    },
    showError: (text) => notify('error', text),
    showNews: (text) => notify('success', text),
    setTitle: (title) => {
      document.title = title === '' ? BASE_TITLE : `${title} ${BASE_TITLE}`;
    },
    navigate,
    saveDefaultAction: (request: StartRequest) => {
      // Joining a gathering event is event-driven: never the default (spec 000 §4).
      if (isDefaultActionType(request.action) && !joinsEvent(request.body)) {
        $defaultAction.set({ type: request.action, body: request.body ?? null });
      }
    },
    loadDefaultAction: () => {
      const saved = $defaultAction.get();
      return saved ? { action: saved.type, ...(saved.body ? { body: saved.body } : {}) } : null;
    },
    actionStopped: (action, msg) => bus.emit('actionStopped', { action, ...(msg ? { msg } : {}) }),
    setTimeout: (callback, ms) => timers.setTimeout(callback, ms),
    clearTimeout: (handle) => {
      timers.clearTimeout(handle);
    },
    now: () => performance.now(),
  });
}

/**
 * Watches the game for alerts: every change of the stores the rules look at, and every live
 * socket message (on the bus), is passed to the rules; what they raise is recorded in the recent
 * list and delivered. Started by the game once logged in; the state at start raises nothing.
 */
import { bus } from '@idle/events';
import { $bosses, $event, $gameData, $land, $misc, $player, serverNow } from '@idle/state';
import { deliverAlert } from './delivery';
import {
  type Alert,
  type AlertSettings,
  alertsFromMessage,
  alertsFromStateChange,
  type WatchedState,
} from './rules';
import { $alertSettings, recordAlerts } from './store';

export function watchedState(): WatchedState {
  const misc = $misc.get();
  const bonus = misc?.actionBonus;
  return {
    autos: $player.get()?.autos ?? null,
    bosses: $bosses.get(),
    event: $event.get(),
    bonusTimeRemaining: misc ? misc.bonusTime.timeRemaining : null,
    actionBonusActive: bonus ? bonus.kind !== null && bonus.current >= bonus.required : null,
    raid: $land.get()?.raid ?? null,
  };
}

type Deliver = (alert: Alert, settings: AlertSettings) => void;

/** Starts watching; returns the function that stops it. */
export function startAlertWatcher(deliver: Deliver = deliverAlert): () => void {
  let previous = watchedState();
  const raise = (alerts: Alert[]) => {
    const settings = $alertSettings.get();
    for (const alert of recordAlerts(alerts)) deliver(alert, settings);
  };
  const onStateChange = () => {
    const next = watchedState();
    const alerts = alertsFromStateChange(previous, next, $alertSettings.get(), serverNow());
    previous = next;
    raise(alerts);
  };
  const onSocket = (message: { type: string; data: unknown }) => {
    raise(
      alertsFromMessage(
        message,
        {
          settings: $alertSettings.get(),
          userid: $player.get()?.userid ?? null,
          hidden: document.hidden,
          itemName: (itemid) => $gameData.get()?.itemData[itemid]?.name ?? itemid,
        },
        serverNow(),
      ),
    );
  };
  const stops = [$player, $bosses, $event, $misc, $land].map((store) =>
    store.listen(onStateChange),
  );
  bus.on('socket', onSocket);
  return () => {
    for (const stop of stops) stop();
    bus.off('socket', onSocket);
  };
}

/**
 * How an alert reaches the player: a desktop notification (once the browser allows them) and,
 * when the alert's sound is on, a short beep made with WebAudio (no audio file to load).
 */
import { serverNow } from '@idle/state';
import type { Alert, AlertSettings } from './rules';
import { recordAlerts } from './store';

export type NotificationPermissionState = NotificationPermission | 'unsupported';

export const NOTIFICATION_TITLE = 'Idle RPG';

const BEEP_HZ = 880;
const BEEP_SECONDS = 0.15;
const BEEP_VOLUME = 0.2;

export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser once; answers the state the player chose (or had chosen before). */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

let audio: AudioContext | null = null;

export function beep(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = BEEP_HZ;
  gain.gain.value = BEEP_VOLUME;
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + BEEP_SECONDS);
}

function showNotification(alert: { kind: string; text: string }): void {
  // The tag makes the copy another tab shows replace this one rather than stack.
  if (notificationPermission() === 'granted') {
    new Notification(NOTIFICATION_TITLE, {
      body: alert.text,
      tag: `${alert.kind}:${alert.text}`,
    });
  }
}

export function deliverAlert(alert: Alert, settings: AlertSettings): void {
  showNotification(alert);
  if (settings.alerts[alert.kind].sound) beep();
}

export const TEST_ALERT_TEXT = 'This is a test alert.';

/** The page's test: a notification, a beep and an entry in the list, whatever the toggles. */
export function raiseTestAlert(now: number = serverNow()): void {
  const alert = { kind: 'test' as const, text: TEST_ALERT_TEXT, at: now };
  recordAlerts([alert]);
  showNotification(alert);
  beep();
}

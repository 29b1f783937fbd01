/**
 * The alert centre's device storage: the settings (one object), the recent alerts (the newest
 * RECENT_ALERTS_MAX, newest first) and when the player last looked at them, from which the bell
 * counts the unseen ones.
 */
import { devicePreference } from '@idle/state';
import { computed } from 'nanostores';
import {
  ALERT_KINDS,
  type Alert,
  type AlertKind,
  type AlertSettings,
  type AlertToggle,
  DEFAULT_ALERT_SETTINGS,
} from './rules';

export const RECENT_ALERTS_MAX = 50;

/** An alert of the recent list: one the rules raised, or the page's test alert. */
export interface RecentAlert extends Omit<Alert, 'kind'> {
  kind: AlertKind | 'test';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodeToggle(stored: unknown, fallback: AlertToggle): AlertToggle {
  if (!isRecord(stored)) return fallback;
  return {
    on: typeof stored['on'] === 'boolean' ? stored['on'] : fallback.on,
    sound: typeof stored['sound'] === 'boolean' ? stored['sound'] : fallback.sound,
  };
}

/** Stored settings with every missing or malformed part taken from the defaults. */
export function decodeAlertSettings(stored: unknown): AlertSettings | undefined {
  if (!isRecord(stored)) return undefined;
  const alerts = isRecord(stored['alerts']) ? stored['alerts'] : {};
  const threshold = stored['autosThreshold'];
  const keywords = stored['tradeKeywords'];
  return {
    alerts: Object.fromEntries(
      ALERT_KINDS.map((kind) => [
        kind,
        decodeToggle(alerts[kind], DEFAULT_ALERT_SETTINGS.alerts[kind]),
      ]),
    ) as AlertSettings['alerts'],
    autosThreshold:
      typeof threshold === 'number' && Number.isInteger(threshold) && threshold >= 0
        ? threshold
        : DEFAULT_ALERT_SETTINGS.autosThreshold,
    tradeKeywords: typeof keywords === 'string' ? keywords : DEFAULT_ALERT_SETTINGS.tradeKeywords,
  };
}

function isRecentAlert(value: unknown): value is RecentAlert {
  return (
    isRecord(value) &&
    (value['kind'] === 'test' || ALERT_KINDS.includes(value['kind'] as AlertKind)) &&
    typeof value['text'] === 'string' &&
    typeof value['at'] === 'number' &&
    Number.isFinite(value['at'])
  );
}

export function decodeRecentAlerts(stored: unknown): RecentAlert[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  return (stored as unknown[])
    .filter(isRecentAlert)
    .slice(0, RECENT_ALERTS_MAX)
    .map(({ kind, text, at }) => ({ kind, text, at }));
}

export const $alertSettings = devicePreference<AlertSettings>('alerts', DEFAULT_ALERT_SETTINGS, {
  decode: decodeAlertSettings,
});

export const $recentAlerts = devicePreference<RecentAlert[]>('recentAlerts', [], {
  decode: decodeRecentAlerts,
});

/** When the player last opened the alert centre, in milliseconds since the epoch. */
export const $alertsSeenAt = devicePreference<number>('alertsSeenAt', 0, {
  decode: (stored) => (typeof stored === 'number' && Number.isFinite(stored) ? stored : undefined),
});

export const $unseenAlertCount = computed(
  [$recentAlerts, $alertsSeenAt],
  (alerts, seenAt) => alerts.filter((alert) => alert.at > seenAt).length,
);

/**
 * Two tabs of the game raise the same alert a moment apart; the second copy is the same alert if
 * its kind and text match one recorded this recently.
 */
export const DUPLICATE_WINDOW_MS = 5000;

function alreadyRecorded(alert: RecentAlert, recent: readonly RecentAlert[]): boolean {
  return recent.some(
    (known) =>
      known.kind === alert.kind &&
      known.text === alert.text &&
      Math.abs(known.at - alert.at) < DUPLICATE_WINDOW_MS,
  );
}

/**
 * Puts the alerts in the recent list, newest first, keeping the newest RECENT_ALERTS_MAX, and
 * returns those it added (an alert another tab already recorded is left out).
 */
export function recordAlerts<Recorded extends RecentAlert>(
  alerts: readonly Recorded[],
): Recorded[] {
  const recent = $recentAlerts.get();
  const added = alerts.filter((alert) => !alreadyRecorded(alert, recent));
  if (added.length === 0) return [];
  $recentAlerts.set([...[...added].reverse(), ...recent].slice(0, RECENT_ALERTS_MAX));
  return added;
}

export function updateAlertSettings(change: (settings: AlertSettings) => AlertSettings): void {
  $alertSettings.set(change($alertSettings.get()));
}

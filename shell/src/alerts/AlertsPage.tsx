/**
 * /alerts, the alert centre (issue 18): which alerts this device raises and whether each one
 * beeps, the Autos threshold and the trade keywords, the desktop notification permission (asked
 * for from here, once), pushes to this device while no tab is open (issue 30), a test alert and
 * the recent alerts. Opening the page marks the alerts
 * seen (the bell's count goes to 0).
 */
import { Button, EmptyState, NumberInput, Section, TextInput } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  type NotificationPermissionState,
  notificationPermission,
  raiseTestAlert,
  requestNotificationPermission,
} from './delivery';
import { ALERT_KINDS, type AlertKind, type AlertToggle } from './rules';
import type { PushDevice } from '../pwa/push-device';
import {
  $alertSettings,
  $alertsSeenAt,
  $recentAlerts,
  type RecentAlert,
  updateAlertSettings,
} from './store';
import { PushSection } from './PushSection';
import styles from './AlertsPage.module.css';
import pageStyles from '../pages/page.module.css';

export const ALERT_LABELS: Record<AlertKind, string> = {
  autos: 'Autos at or below the threshold',
  bossSpawned: 'A world boss appears',
  bossKilled: 'A world boss is slain',
  eventStarted: 'A gathering event starts',
  eventEnded: 'A gathering event ends',
  bonusTime: 'Bonus Time starts',
  actionBonus: 'The action bonus becomes active',
  raidReturned: 'Your raid returns',
  whisper: "A private message while the game's tab is hidden",
  clanChat: 'A clan chat line from another member',
  tradeKeyword: 'A trade chat line with one of your keywords',
  orderFilled: 'Another player fills one of your market orders',
};

export const PERMISSION_TEXTS: Record<NotificationPermissionState, string> = {
  granted: 'Desktop notifications are allowed.',
  default: 'Desktop notifications are not allowed yet.',
  denied: 'Your browser blocks notifications for this site; allow them in the site settings.',
  unsupported:
    'This browser cannot show desktop notifications; alerts still appear in the list below.',
};

export const DEFAULTS_TEXT =
  'Low Autos, private messages and filled market orders are on until you switch them off (filled orders without a sound); everything else is off until you switch it on. These settings stay on this device.';
export const NO_ALERTS_TEXT = 'No alerts yet.';

const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium' });

function NotificationPermissionSection({
  permission,
  onRequest,
}: {
  permission: NotificationPermissionState;
  onRequest: () => void;
}) {
  return (
    <Section className={styles.section} titleTone="titlebar" title="Desktop notifications">
      <p role="status" data-permission={permission}>
        {PERMISSION_TEXTS[permission]}
      </p>
      {permission === 'default' && <Button onClick={onRequest}>Allow desktop notifications</Button>}
    </Section>
  );
}

function AlertToggleRow({ kind, toggle }: { kind: AlertKind; toggle: AlertToggle }) {
  const set = (change: Partial<AlertToggle>) => {
    updateAlertSettings((settings) => ({
      ...settings,
      alerts: { ...settings.alerts, [kind]: { ...settings.alerts[kind], ...change } },
    }));
  };
  return (
    <li className={styles.toggle}>
      <label>
        <input
          type="checkbox"
          checked={toggle.on}
          onChange={(event) => set({ on: event.target.checked })}
        />{' '}
        {ALERT_LABELS[kind]}
      </label>
      <label className={styles.sound}>
        <input
          type="checkbox"
          checked={toggle.sound}
          aria-label={`Sound: ${ALERT_LABELS[kind]}`}
          onChange={(event) => set({ sound: event.target.checked })}
        />{' '}
        Sound
      </label>
    </li>
  );
}

function AlertSettingsSection() {
  const settings = useStore($alertSettings);
  return (
    <Section className={styles.section} titleTone="titlebar" title="What to tell you">
      <p className={styles.hint}>{DEFAULTS_TEXT}</p>
      <ul className={styles.toggles}>
        {ALERT_KINDS.map((kind) => (
          <AlertToggleRow key={kind} kind={kind} toggle={settings.alerts[kind]} />
        ))}
      </ul>
      <NumberInput
        label="Autos threshold"
        value={String(settings.autosThreshold)}
        maxLength={9}
        onChange={(text) => {
          updateAlertSettings((current) => ({ ...current, autosThreshold: Number(text || '0') }));
        }}
      />
      <TextInput
        label="Trade keywords (comma separated)"
        value={settings.tradeKeywords}
        onChange={(text) => {
          updateAlertSettings((current) => ({ ...current, tradeKeywords: text }));
        }}
      />
    </Section>
  );
}

function RecentAlertsSection({ alerts }: { alerts: readonly RecentAlert[] }) {
  return (
    <Section className={styles.section} titleTone="titlebar" title="Recent alerts">
      <Button onClick={() => raiseTestAlert()}>Test alert</Button>
      {alerts.length === 0 ? (
        <EmptyState message={NO_ALERTS_TEXT} />
      ) : (
        <ol className={styles.recent} aria-label="Recent alerts">
          {alerts.map((alert) => (
            <li key={`${String(alert.at)}-${alert.kind}-${alert.text}`}>
              <time dateTime={new Date(alert.at).toISOString()}>
                {TIME_FORMAT.format(alert.at)}
              </time>{' '}
              {alert.text}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function AlertsPage({
  initialPermission = notificationPermission(),
  pushDevice,
}: {
  /** The browser's answer so far; read from the browser unless given (stories show each state). */
  initialPermission?: NotificationPermissionState;
  /** This browser's push subscription (pwa/push-device.ts) unless given (tests, stories). */
  pushDevice?: PushDevice;
}) {
  const [permission, setPermission] = useState(initialPermission);
  const alerts = useStore($recentAlerts);

  useEffect(() => {
    // Whatever is listed while the page is open has been seen.
    const newest = alerts[0]?.at ?? 0;
    if (newest > $alertsSeenAt.get()) $alertsSeenAt.set(newest);
  }, [alerts]);

  return (
    <div className={pageStyles.page}>
      <h2 className={styles.title}>Alerts</h2>
      <NotificationPermissionSection
        permission={permission}
        onRequest={() => void requestNotificationPermission().then(setPermission)}
      />
      <AlertSettingsSection />
      <PushSection {...(pushDevice ? { device: pushDevice } : {})} />
      <RecentAlertsSection alerts={alerts} />
    </div>
  );
}

import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_LABELS, AlertsPage, NO_ALERTS_TEXT, PERMISSION_TEXTS } from './AlertsPage';
import { NOTIFICATION_TITLE, TEST_ALERT_TEXT } from './delivery';
import { DEFAULT_ALERT_SETTINGS } from './rules';
import {
  $alertSettings,
  $alertsSeenAt,
  $recentAlerts,
  $unseenAlertCount,
  RECENT_ALERTS_MAX,
} from './store';

/** A stand-in for the browser's Notification: records what was shown. */
function stubNotifications(permission: NotificationPermission, answer = permission) {
  const shown: { title: string; body: string | undefined }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(() => {
      FakeNotification.permission = answer;
      return Promise.resolve(answer);
    });
    readonly body: string | undefined;
    constructor(
      readonly title: string,
      options?: NotificationOptions,
    ) {
      this.body = options?.body;
      shown.push({ title, body: this.body });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, request: FakeNotification.requestPermission };
}

beforeEach(() => {
  localStorage.clear();
  $recentAlerts.set([]);
  $alertsSeenAt.set(0);
  $alertSettings.set(DEFAULT_ALERT_SETTINGS);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function status() {
  return screen.getByRole('status');
}

describe('AlertsPage permission', () => {
  it('says notifications are allowed, with no button, when granted', () => {
    stubNotifications('granted');
    render(<AlertsPage />);
    expect(status()).toHaveTextContent(PERMISSION_TEXTS.granted);
    expect(screen.queryByRole('button', { name: 'Allow desktop notifications' })).toBeNull();
  });

  it('tells how to unblock them when denied', () => {
    stubNotifications('denied');
    render(<AlertsPage />);
    expect(status()).toHaveTextContent(
      'Your browser blocks notifications for this site; allow them in the site settings.',
    );
    expect(screen.queryByRole('button', { name: 'Allow desktop notifications' })).toBeNull();
  });

  it('says the browser cannot show them when unsupported', () => {
    render(<AlertsPage />);
    expect(status()).toHaveTextContent(PERMISSION_TEXTS.unsupported);
  });

  it('asks once from the button and shows the answer', async () => {
    const { request } = stubNotifications('default', 'granted');
    render(<AlertsPage />);
    expect(status()).toHaveTextContent(PERMISSION_TEXTS.default);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Allow desktop notifications' }));
      await Promise.resolve();
    });
    expect(request).toHaveBeenCalledTimes(1);
    expect(status()).toHaveTextContent(PERMISSION_TEXTS.granted);
  });
});

describe('AlertsPage recent alerts', () => {
  it('says there are none yet', () => {
    render(<AlertsPage />);
    expect(screen.getByText(NO_ALERTS_TEXT)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Recent alerts' })).toBeNull();
  });

  it('lists a full list newest first and marks them seen', () => {
    $recentAlerts.set(
      Array.from({ length: RECENT_ALERTS_MAX }, (_, index) => ({
        kind: 'bossSpawned' as const,
        text: `Boss ${String(RECENT_ALERTS_MAX - index)} has appeared!`,
        at: 1_800_000_000_000 - index * 1000,
      })),
    );
    expect($unseenAlertCount.get()).toBe(RECENT_ALERTS_MAX);
    render(<AlertsPage />);
    const items = within(screen.getByRole('list', { name: 'Recent alerts' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(RECENT_ALERTS_MAX);
    expect(items[0]).toHaveTextContent(`Boss ${String(RECENT_ALERTS_MAX)} has appeared!`);
    expect(items[0]?.querySelector('time')).toHaveAttribute(
      'datetime',
      new Date(1_800_000_000_000).toISOString(),
    );
    expect($unseenAlertCount.get()).toBe(0);
  });

  it('raises a test alert: a notification and an entry in the list', () => {
    const { shown } = stubNotifications('granted');
    render(<AlertsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Test alert' }));
    expect(shown).toEqual([{ title: NOTIFICATION_TITLE, body: TEST_ALERT_TEXT }]);
    expect(screen.getByRole('list', { name: 'Recent alerts' })).toHaveTextContent(TEST_ALERT_TEXT);
  });
});

describe('AlertsPage settings', () => {
  it('switches the filled order alert off on the device', () => {
    render(<AlertsPage />);
    fireEvent.click(screen.getByRole('checkbox', { name: ALERT_LABELS.orderFilled }));
    const stored = JSON.parse(
      localStorage.getItem('idle:alerts') ?? '{}',
    ) as typeof DEFAULT_ALERT_SETTINGS;
    expect(stored.alerts.orderFilled).toEqual({ on: false, sound: false });
  });

  it('stores a toggle, its sound, the threshold and the keywords on the device', () => {
    render(<AlertsPage />);
    const spawn = screen.getByRole('checkbox', { name: ALERT_LABELS.bossSpawned });
    expect(spawn).not.toBeChecked();
    fireEvent.click(spawn);
    fireEvent.click(screen.getByRole('checkbox', { name: `Sound: ${ALERT_LABELS.bossSpawned}` }));
    fireEvent.change(screen.getByLabelText('Autos threshold'), { target: { value: '250' } });
    fireEvent.change(screen.getByLabelText('Trade keywords (comma separated)'), {
      target: { value: 'ruby, iron bar' },
    });
    expect(screen.getByRole('checkbox', { name: ALERT_LABELS.bossSpawned })).toBeChecked();
    const stored = JSON.parse(
      localStorage.getItem('idle:alerts') ?? '{}',
    ) as typeof DEFAULT_ALERT_SETTINGS;
    expect(stored.alerts.bossSpawned).toEqual({ on: true, sound: true });
    expect(stored.autosThreshold).toBe(250);
    expect(stored.tradeKeywords).toBe('ruby, iron bar');
    // The others are untouched.
    expect(stored.alerts.whisper).toEqual(DEFAULT_ALERT_SETTINGS.alerts.whisper);
  });

  it('shows the defaults: whispers, Autos and filled orders on, the rest off', () => {
    render(<AlertsPage />);
    expect(screen.getByRole('checkbox', { name: ALERT_LABELS.whisper })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: ALERT_LABELS.autos })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: ALERT_LABELS.orderFilled })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: `Sound: ${ALERT_LABELS.orderFilled}` }),
    ).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: ALERT_LABELS.clanChat })).not.toBeChecked();
  });
});

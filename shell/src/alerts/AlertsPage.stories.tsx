import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { DEFAULT_ALERT_SETTINGS } from './rules';
import { AlertsPage } from './AlertsPage';
import { $alertSettings, $alertsSeenAt, $recentAlerts, RECENT_ALERTS_MAX } from './store';

const NOW = 1_800_000_000_000;

const SAMPLE_TEXTS = [
  'Gorrath has appeared!',
  'Ayla whispers: are you selling rubies?',
  'Your Autos are down to 100.',
  'A Mining event has started: 25% more resources.',
  '[Trade] Bram: WTS ruby x20',
];

function withAlerts(count: number): Decorator {
  return (Story) => {
    $alertSettings.set(DEFAULT_ALERT_SETTINGS);
    $alertsSeenAt.set(0);
    $recentAlerts.set(
      Array.from({ length: count }, (_, index) => ({
        kind: 'bossSpawned' as const,
        text: SAMPLE_TEXTS[index % SAMPLE_TEXTS.length] ?? '',
        at: NOW - index * 90_000,
      })),
    );
    return <Story />;
  };
}

const meta = {
  title: 'Shell/Alerts/AlertsPage',
  component: AlertsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlertsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not asked yet, nothing raised: the permission button and an empty list. */
export const NotAskedYet: Story = {
  args: { initialPermission: 'default' },
  decorators: [withAlerts(0)],
};

/** Notifications allowed, a few alerts raised. */
export const Granted: Story = {
  args: { initialPermission: 'granted' },
  decorators: [withAlerts(5)],
};

/** Refused in the browser: how to allow them again. */
export const Denied: Story = {
  args: { initialPermission: 'denied' },
  decorators: [withAlerts(2)],
};

/** A browser without notifications: the list still works. */
export const Unsupported: Story = {
  args: { initialPermission: 'unsupported' },
  decorators: [withAlerts(2)],
};

/** The list full: the newest RECENT_ALERTS_MAX alerts. */
export const FullList: Story = {
  args: { initialPermission: 'granted' },
  decorators: [withAlerts(RECENT_ALERTS_MAX)],
};

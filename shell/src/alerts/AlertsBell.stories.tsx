import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { AlertsBell } from './AlertsBell';
import { $alertsSeenAt, $recentAlerts } from './store';

function withUnseen(count: number): Decorator {
  return (Story) => {
    $alertsSeenAt.set(0);
    $recentAlerts.set(
      Array.from({ length: count }, (_, index) => ({
        kind: 'bossSpawned' as const,
        text: `Boss ${String(index + 1)} has appeared!`,
        at: 1_800_000_000_000 - index * 60_000,
      })),
    );
    return <Story />;
  };
}

const meta = {
  title: 'Shell/Alerts/AlertsBell',
  component: AlertsBell,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof AlertsBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything seen: the bell alone. */
export const AllSeen: Story = { decorators: [withUnseen(0)] };

/** Three alerts raised since the centre was last opened. */
export const ThreeUnseen: Story = { decorators: [withUnseen(3)] };

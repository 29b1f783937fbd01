import type { Meta, StoryObj } from '@storybook/react';
import { sampleOnlinePlayers, sampleWorldState } from '../fixtures';
import { consoleAt } from '../story-support';
import { ONLINE_LOAD_FAILED_TEXT, WORLD_LOAD_FAILED_TEXT, WorldView } from './WorldPage';

const meta = {
  title: 'Admin/WorldPage',
  component: WorldView,
  args: {
    world: { status: 'ready', data: sampleWorldState() },
    online: { status: 'ready', data: sampleOnlinePlayers() },
    onRetryWorld: () => undefined,
    onRetryOnline: () => undefined,
    onRefresh: () => undefined,
  },
  decorators: [consoleAt('/admin/world')],
} satisfies Meta<typeof WorldView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bonus Time, a mining event, a boss alive, a cluster's lease, two players online. */
export const Full: Story = {};

/** A quiet world on one instance, nobody online. */
export const Empty: Story = {
  args: {
    world: {
      status: 'ready',
      data: sampleWorldState({
        bonusTime: { timeRemaining: 0, modifier: 0 },
        actionBonus: { kind: null, current: 0, required: 20_000 },
        gatheringEvent: null,
        worldBosses: [],
        lease: { clustered: false },
        playersOnline: 0,
      }),
    },
    online: { status: 'ready', data: [] },
  },
};

export const Loading: Story = {
  args: { world: { status: 'loading' }, online: { status: 'loading' } },
};

export const LoadFailed: Story = {
  args: {
    world: { status: 'error', message: WORLD_LOAD_FAILED_TEXT },
    online: { status: 'error', message: ONLINE_LOAD_FAILED_TEXT },
  },
};

import type { Meta, StoryObj } from '@storybook/react';
import { NOW, samplePlayerDetail } from '../fixtures';
import { consoleAt } from '../story-support';
import { PLAYER_LOAD_FAILED_TEXT, PlayerView } from './PlayerPage';

const meta = {
  title: 'Admin/PlayerPage',
  component: PlayerView,
  args: {
    state: { status: 'ready', data: samplePlayerDetail() },
    permissions: { moderate: true, compensation: true },
    onRetry: () => undefined,
    now: () => NOW,
  },
  decorators: [consoleAt('/admin/player/408')],
} satisfies Meta<typeof PlayerView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An operator's view of a muted player: every form, items, log lines and trades. */
export const Full: Story = {};

/** A moderator: ban and mute, no compensation. */
export const Moderator: Story = { args: { permissions: { moderate: true, compensation: false } } };

/** Banned for good, nothing held, logged or traded. */
export const BannedAndEmpty: Story = {
  args: {
    state: {
      status: 'ready',
      data: samplePlayerDetail({
        ban: { until: null, reason: 'Botting', byUserid: 2, byUsername: 'GameMaster', at: NOW },
        mute: null,
        items: {},
        log: [],
        trades: [],
      }),
    },
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: PLAYER_LOAD_FAILED_TEXT } },
};

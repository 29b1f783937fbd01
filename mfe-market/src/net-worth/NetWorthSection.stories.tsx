import type { LoadState } from '@idle/api-client';
import type { NetWorthAnswer } from '@idle/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { sampleNetWorth } from './fixtures';
import { NetWorthView } from './NetWorthSection';

const ready = (data: NetWorthAnswer = sampleNetWorth()): LoadState<NetWorthAnswer> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Market/NetWorthSection',
  component: NetWorthView,
  args: { state: ready(), onRetry: () => undefined },
} satisfies Meta<typeof NetWorthView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every part, with an item, a jewel and trinkets no trade of the week prices. */
export const Full: Story = {};

export const EverythingValued: Story = {
  args: { state: ready(sampleNetWorth({ notValued: [] })) },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = {
  args: { state: { status: 'error', message: 'The server could not be reached.' } },
};

import { configureApi, type LoadState } from '@idle/api-client';
import type { LoadRaidsAnswer } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { landInitialData, noPlotStory } from '../land/fixtures';
import { raidsApiAnswers, sampleCurrentRaid, sampleRaids } from './fixtures';
import { RAIDS_LOAD_FAILED_TEXT, RaidsView } from './RaidsPage';

const ready = (raids: LoadRaidsAnswer = sampleRaids()): LoadState<LoadRaidsAnswer> => ({
  status: 'ready',
  data: raids,
});

const meta = {
  title: 'Land/RaidsPage',
  component: RaidsView,
  args: { state: ready(), onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      loadState(landInitialData({}, { levelName: 'Camp', raid: null }));
      // Starting, claiming and cancelling answer from a fake server.
      configureApi({ fetch: fakeFetch(raidsApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof RaidsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No raid under way: "You are not currently on a raid." and every raid to start. */
export const NoRaid: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: RAIDS_LOAD_FAILED_TEXT } },
};

/** A raid in progress, counting down, with Cancel; the Start buttons disabled. */
export const InProgress: Story = {
  args: { state: ready(sampleRaids({ current: sampleCurrentRaid(5_400) })) },
};

/** A returned raid with its rewards and Get Rewards. */
export const Returned: Story = {
  args: { state: ready(sampleRaids({ current: sampleCurrentRaid() })) },
};

/** No scouted raids today. */
export const NoScoutedRaids: Story = { args: { state: ready(sampleRaids({ scouted: [] })) } };

/** Without a plot: says so and points to Purchase Plot on the Land page. */
export const NoPlot: Story = noPlotStory;

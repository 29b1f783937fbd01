import { configureApi, type LoadState } from '@idle/api-client';
import type { PortalDataAnswer } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { landInitialData, noPlotStory } from '../land/fixtures';
import { portalsApiAnswers, samplePortals } from './fixtures';
import { PORTALS_LOAD_FAILED_TEXT, PortalsView } from './PortalsPage';

const ready = (answer: PortalDataAnswer = samplePortals()): LoadState<PortalDataAnswer> => ({
  status: 'ready',
  data: answer,
});

const meta = {
  title: 'Land/PortalsPage',
  component: PortalsView,
  args: { state: ready(), onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      loadState(landInitialData({ gold: 100_000, metal: 40_000, wood: 12_000, stone: 5_000 }));
      // Upgrades answer from a fake server.
      configureApi({ fetch: fakeFetch(portalsApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof PortalsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four resources and two portals, some upgrades affordable (green), some not (red). */
export const Full: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: PORTALS_LOAD_FAILED_TEXT } },
};

export const Empty: Story = { args: { state: ready(samplePortals([])) } };

/** Without a plot: says so and points to Purchase Plot on the Land page. */
export const NoPlot: Story = noPlotStory;

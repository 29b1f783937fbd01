import { configureApi, type LoadState } from '@idle/api-client';
import type { LoadPersonnelAnswer } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { landInitialData, noPlotStory } from '../land/fixtures';
import { personnelApiAnswers, samplePersonnel } from './fixtures';
import { PERSONNEL_LOAD_FAILED_TEXT, PersonnelView } from './PersonnelPage';

const ready = (
  answer: LoadPersonnelAnswer = samplePersonnel(),
): LoadState<LoadPersonnelAnswer> => ({
  status: 'ready',
  data: answer,
});

const meta = {
  title: 'Land/PersonnelPage',
  component: PersonnelView,
  args: { state: ready(), onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      loadState(landInitialData({ gold: 100_000, credits: 60 }));
      // Upgrades answer from a fake server.
      configureApi({ fetch: fakeFetch(personnelApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof PersonnelView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The five kinds: one at the level cap, one at the rarity cap, some costs out of reach (red). */
export const Full: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: PERSONNEL_LOAD_FAILED_TEXT } },
};

export const Empty: Story = { args: { state: ready({ personnel: [] }) } };

/** Without a plot: says so and points to Purchase Plot on the Land page. */
export const NoPlot: Story = noPlotStory;

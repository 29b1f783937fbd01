import { configureApi, type LoadState } from '@idle/api-client';
import type { InitialData, LoadLandAnswer } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { landApiAnswers, landInitialData, sampleLandData } from './fixtures';
import { LAND_LOAD_FAILED_TEXT, LandView } from './LandPage';

function withState(data: InitialData = landInitialData()): Decorator {
  return (Story) => {
    loadState(data);
    return <Story />;
  };
}

const ready = (level: number | null): LoadState<LoadLandAnswer> => ({
  status: 'ready',
  data: { landData: level === null ? null : sampleLandData(level) },
});

const meta = {
  title: 'Land/LandPage',
  component: LandView,
  args: { state: ready(3), onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      // Buying and upgrading answer from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(landApiAnswers(3)) });
      return (
        <MemoryRouter initialEntries={['/land']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof LandView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Village with its bonuses, the links and Upgrade Land (the popup shows red gold). */
export const Full: Story = { decorators: [withState()] };

export const Loading: Story = { args: { state: { status: 'loading' } }, decorators: [withState()] };

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: LAND_LOAD_FAILED_TEXT } },
  decorators: [withState()],
};

/** No plot yet: the plot cost, stone short (red), and Purchase Plot. */
export const NoPlot: Story = {
  args: { state: ready(null) },
  decorators: [withState(landInitialData({ stone: 10 }))],
};

/** The upgrade popup of a Camp: Settlement's bonuses, its gold red, its resources green. */
export const UpgradePopup: Story = {
  args: { state: ready(1), upgradeOpen: true },
  decorators: [withState()],
};

/** An Empire: no upgrade left. */
export const TopLevel: Story = { args: { state: ready(16) }, decorators: [withState()] };

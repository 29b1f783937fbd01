import { configureApi, type LoadState } from '@idle/api-client';
import type { InitialData, LoadPremiumAnswer } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { premiumApiAnswers, premiumInitialData, sampleNobility, samplePremium } from './fixtures';
import { checkoutNavigation, PREMIUM_LOAD_FAILED_TEXT, PremiumView } from './PremiumPage';

function withState(data: InitialData = premiumInitialData()): Decorator {
  return (Story) => {
    loadState(data);
    return <Story />;
  };
}

const ready = (data: LoadPremiumAnswer = samplePremium()): LoadState<LoadPremiumAnswer> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Premium/PremiumPage',
  component: PremiumView,
  args: { state: ready(), onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      // Answers from a fake server and no leaving for a checkout: a story never reaches the network.
      configureApi({ fetch: fakeFetch(premiumApiAnswers()) });
      checkoutNavigation.go = () => undefined;
      return <Story />;
    },
  ],
} satisfies Meta<typeof PremiumView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Knight with 1,000 credits and 25 honor tokens, 150 Autos owned. */
export const Full: Story = { decorators: [withState()] };

export const Loading: Story = { args: { state: { status: 'loading' } }, decorators: [withState()] };

/** A failed load: the screen's own sentence with Retry. */
export const LoadFailed: Story = {
  args: { state: { status: 'error', message: PREMIUM_LOAD_FAILED_TEXT } },
  decorators: [withState()],
};

/** No honor tokens: Use honor tokens is disabled. */
export const NoHonorTokens: Story = {
  decorators: [withState(premiumInitialData({ honor_tokens: 0 }))],
};

/** A new player: Peasant, rank 1. */
export const NoNobility: Story = {
  args: {
    state: ready(
      samplePremium({
        nobility: sampleNobility({
          rank: 1,
          name: 'Peasant',
          bonusPercent: 0,
          honor: 0,
          nextRankHonor: 5,
        }),
      }),
    ),
  },
  decorators: [withState()],
};

/** The top rank: no next rank. */
export const TopRank: Story = {
  args: {
    state: ready(
      samplePremium({
        nobility: sampleNobility({
          rank: 27,
          name: 'God',
          bonusPercent: 26,
          honor: 20_000,
          nextRankHonor: null,
        }),
      }),
    ),
  },
  decorators: [withState()],
};

/** Many Autos owned: each further Auto costs the most (8 credits). */
export const ManyAutosOwned: Story = {
  args: { state: ready(samplePremium({ autosOwned: 2_000 })) },
  decorators: [withState()],
};

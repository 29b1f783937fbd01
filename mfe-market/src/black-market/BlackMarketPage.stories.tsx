import { configureApi, type LoadState } from '@idle/api-client';
import type { BlackMarketAnswer, InitialData } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { BLACK_MARKET_LOAD_FAILED_TEXT, BlackMarketView } from './BlackMarketPage';
import { blackMarketApiAnswers, blackMarketInitialData, sampleBlackMarket } from './fixtures';

function withState(data: InitialData = blackMarketInitialData()): Decorator {
  return (Story) => {
    loadState(data);
    return <Story />;
  };
}

const ready = (data: BlackMarketAnswer = sampleBlackMarket()): LoadState<BlackMarketAnswer> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Market/BlackMarketPage',
  component: BlackMarketView,
  args: { state: ready(), onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      // Buy and Trade answer from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(blackMarketApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof BlackMarketView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first credit of the month (100,000 gold) affordable, and 12 resource caches. */
export const Full: Story = { decorators: [withState()] };

export const Loading: Story = { args: { state: { status: 'loading' } }, decorators: [withState()] };

/** A failed load: the screen's own sentence with Retry. */
export const LoadFailed: Story = {
  args: { state: { status: 'error', message: BLACK_MARKET_LOAD_FAILED_TEXT } },
  decorators: [withState()],
};

/** Too little gold for the next credit, and no resource caches: both disabled, with the reason. */
export const Poor: Story = {
  decorators: [withState(blackMarketInitialData({ gold: 5_000, resource_cache: 0 }))],
};

/** 74 credits bought this month: the 75th costs about two million gold. */
export const LateInTheMonth: Story = {
  args: { state: ready(sampleBlackMarket(74)) },
  decorators: [withState(blackMarketInitialData({ gold: 3_000_000 }))],
};

import { configureApi, type LoadState } from '@idle/api-client';
import type { LoadJewelsAnswer } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { marketInitialData } from '../item/fixtures';
import { jewelMarketApiAnswers, manyJewelListings, sampleJewelListings } from './fixtures';
import { JEWEL_MARKET_LOAD_FAILED_TEXT, JewelMarketView } from './JewelMarketPage';

const ready = (data: LoadJewelsAnswer = sampleJewelListings()): LoadState<LoadJewelsAnswer> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Market/JewelMarketPage',
  component: JewelMarketView,
  args: { gemType: 1, state: ready(), onRetry: () => undefined },
  decorators: [
    (Story, { args }) => {
      resetAll();
      loadState(marketInitialData({ items: { gold: 500_000 } }));
      // Buy answers from a fake server: a story never reaches the network.
      const listings = args.state.status === 'ready' ? args.state.data : [];
      configureApi({ fetch: fakeFetch(jewelMarketApiAnswers(listings)) });
      return (
        <MemoryRouter initialEntries={[`/market_jewels/${String(args.gemType)}`]}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof JewelMarketView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three sapphire jewels, highest total first; the player's own shows without Buy. */
export const Full: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** A failed load: the screen's own sentence with Retry. */
export const LoadFailed: Story = {
  args: { state: { status: 'error', message: JEWEL_MARKET_LOAD_FAILED_TEXT } },
};

/** No diamond jewel listed: the spec's empty text. */
export const Empty: Story = { args: { gemType: 4, state: ready([]) } };

/** Buy was clicked on the best jewel: its row asks Confirm. */
export const Confirming: Story = { args: { initialConfirming: 102 } };

/** 60 ruby jewels: three pages with Previous and Next. */
export const ManyPages: Story = {
  args: {
    gemType: 2,
    state: ready(manyJewelListings(60).map((listing) => ({ ...listing, gemType: 2 }))),
  },
};

/** A route naming no gem type. */
export const UnknownGemType: Story = { args: { gemType: null } };

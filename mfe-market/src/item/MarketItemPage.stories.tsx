import { configureApi, type LoadState } from '@idle/api-client';
import type { InitialData, LoadItemsAnswer } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { marketApiAnswers, marketInitialData, order, sampleLoadItems } from './fixtures';
import {
  MARKET_ITEM_LOAD_FAILED_TEXT,
  MarketItemView,
  NotOnTheMarketView,
  notOnTheMarketText,
} from './MarketItemPage';

function withState(data: InitialData = marketInitialData()): Decorator {
  return (Story) => {
    loadState(data);
    return <Story />;
  };
}

const ready = (data: LoadItemsAnswer = sampleLoadItems()): LoadState<LoadItemsAnswer> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Market/MarketItemPage',
  component: MarketItemView,
  args: { itemid: 'metal', state: ready(), onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      // Buy, Sell, Remove and Confirm answer from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(marketApiAnswers()) });
      return (
        <MemoryRouter initialEntries={['/market_item/metal']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof MarketItemView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Metal: two sell orders (the dearer one bulk), a buy order and the player's own buy order. */
export const Full: Story = { decorators: [withState()] };

export const Loading: Story = { args: { state: { status: 'loading' } }, decorators: [withState()] };

/** A failed load: the screen's own sentence with Retry. */
export const LoadFailed: Story = {
  args: { state: { status: 'error', message: MARKET_ITEM_LOAD_FAILED_TEXT } },
  decorators: [withState()],
};

/** Nobody sells or buys metal, and the player has no order of it. */
export const Empty: Story = {
  args: { state: ready(sampleLoadItems({ sellOrders: [], buyOrders: [], playerOrders: [] })) },
  decorators: [withState()],
};

/** A trophy: whole prices, no decimal box. */
export const NotAResource: Story = {
  args: {
    itemid: 'troll_tooth',
    state: ready({
      itemType: 'trophy',
      sellOrders: [order({ itemid: 'troll_tooth', cost: 150, costDec: 0, amount: 3 })],
      buyOrders: [],
      playerOrders: [],
    }),
  },
  decorators: [withState()],
};

/** A player with 20 gold and no metal: Max buys 8 at 2.50 and sells nothing. */
export const Poor: Story = {
  decorators: [withState(marketInitialData({ items: { gold: 20 } }))],
};

/** An item that cannot be traded (bound credits): said so, with the way on and no Retry. */
export const Untradeable: Story = {
  decorators: [withState()],
  render: () => (
    <NotOnTheMarketView
      itemid="bound_credits"
      text={notOnTheMarketText('bound_credits', marketInitialData().itemData) ?? ''}
    />
  ),
};

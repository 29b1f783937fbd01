import type { LoadState } from '@idle/api-client';
import type { MarketDepthAnswer } from '@idle/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { DEPTH_LOAD_FAILED_TEXT, MarketDepthView } from './DepthChart';
import { order, PLAYER_ID, sampleDepth } from './fixtures';

const ready = (data: MarketDepthAnswer = sampleDepth()): LoadState<MarketDepthAnswer> => ({
  status: 'ready',
  data,
});
const ownBuy = order({ id: 9, type: 2, amount: 40, cost: 1, costDec: 5, userid: PLAYER_ID });

const meta = {
  title: 'Market/DepthChart',
  component: MarketDepthView,
  args: {
    state: ready(),
    playerOrders: [ownBuy],
    decimal: true,
    itemName: 'Metal',
    onRetry: () => undefined,
  },
} satisfies Meta<typeof MarketDepthView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Metal: three prices a side, the player's buy order at 1.05, 0.15 below the best. */
export const Full: Story = {};

/** The player's sell order leads its side. */
export const BestPrice: Story = {
  args: { playerOrders: [order({ id: 10, amount: 20, cost: 2, costDec: 50, userid: PLAYER_ID })] },
};

/** No own order: no line about the best price. */
export const NoOwnOrders: Story = { args: { playerOrders: [] } };

/** Only sell orders, and more prices than the chart shows. */
export const OneSideDeep: Story = {
  args: {
    playerOrders: [],
    state: ready(
      sampleDepth({
        buy: [],
        sell: Array.from({ length: 50 }, (_, i) => ({
          priceCents: 250 + i * 5,
          amount: 20 + ((i * 37) % 90),
          orders: 1 + (i % 3),
        })),
        sellMore: true,
      }),
    ),
  },
};

/** A trophy: whole gold prices. */
export const NotAResource: Story = {
  args: {
    decimal: false,
    itemName: 'Troll Tooth',
    playerOrders: [order({ itemid: 'troll_tooth', cost: 160, costDec: 0, userid: PLAYER_ID })],
    state: ready({
      itemid: 'troll_tooth',
      sell: [
        { priceCents: 15_000, amount: 3, orders: 2 },
        { priceCents: 16_000, amount: 5, orders: 1 },
      ],
      buy: [{ priceCents: 12_000, amount: 4, orders: 1 }],
      sellMore: false,
      buyMore: false,
    }),
  },
};

export const Empty: Story = { args: { state: ready(sampleDepth({ sell: [], buy: [] })) } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** A failed load: its own sentence with Retry (the book is unaffected). */
export const LoadFailed: Story = {
  args: { state: { status: 'error', message: DEPTH_LOAD_FAILED_TEXT } },
};

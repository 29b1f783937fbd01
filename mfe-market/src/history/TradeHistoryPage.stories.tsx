import type { LoadState } from '@idle/api-client';
import type { TradeHistoryAnswer } from '@idle/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { sampleTradeHistory } from '../item/fixtures';
import { TRADE_HISTORY_LOAD_FAILED_TEXT, TradeHistoryView } from './TradeHistoryPage';

const ready = (data: TradeHistoryAnswer = sampleTradeHistory()): LoadState<TradeHistoryAnswer> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Market/TradeHistoryPage',
  component: TradeHistoryView,
  args: { state: ready(), page: 1, onPage: () => undefined, onRetry: () => undefined },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/market_history']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof TradeHistoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A purchase, a sale of troll teeth with its tax, and a sale to a player who has left. */
export const Full: Story = {};

/** One page only: no page buttons. */
export const OnePage: Story = {
  args: { state: ready(sampleTradeHistory({ pages: 1, count: 3 })) },
};

export const NoTrades: Story = {
  args: {
    state: ready(
      sampleTradeHistory({
        trades: [],
        pages: 0,
        count: 0,
        totals: { spent: 0, earned: 0, taxPaid: 0 },
      }),
    ),
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: TRADE_HISTORY_LOAD_FAILED_TEXT } },
};

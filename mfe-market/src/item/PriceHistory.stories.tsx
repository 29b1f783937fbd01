import type { LoadState } from '@idle/api-client';
import type { PriceHistoryAnswer } from '@idle/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { HISTORY_LAST_DAY, samplePriceHistory } from './fixtures';
import { PRICE_HISTORY_LOAD_FAILED_TEXT, PriceHistoryView } from './PriceHistory';

const ready = (data: PriceHistoryAnswer = samplePriceHistory()): LoadState<PriceHistoryAnswer> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Market/PriceHistory',
  component: PriceHistoryView,
  args: { state: ready(), decimal: true, onRetry: () => undefined },
} satisfies Meta<typeof PriceHistoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Metal: three trades today, the 24-hour volume, the 7-day average and five days charted. */
export const Full: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** A failed load: the history's own sentence with Retry (the order book is unaffected). */
export const LoadFailed: Story = {
  args: { state: { status: 'error', message: PRICE_HISTORY_LOAD_FAILED_TEXT } },
};

/** An item never traded. */
export const NoTrades: Story = {
  args: {
    state: ready(
      samplePriceHistory({ lastTrades: [], volume24h: 0, average7dCents: null, days: [] }),
    ),
  },
};

/** Trades only before the last 7 days: the chart, but no recent average. */
export const NoRecentTrades: Story = {
  args: {
    state: ready(samplePriceHistory({ lastTrades: [], volume24h: 0, average7dCents: null })),
  },
};

/** A trophy: whole gold prices. */
export const NotAResource: Story = {
  args: {
    decimal: false,
    state: ready(
      samplePriceHistory({
        lastTrades: [{ at: HISTORY_LAST_DAY, amount: 2, priceCents: 15_000 }],
        average7dCents: 15_050,
        days: [{ day: HISTORY_LAST_DAY, volume: 2, averageCents: 15_000 }],
      }),
    ),
  },
};

/**
 * The item page's price history (beyond the spec, as peer games show it): the last trades with
 * time, amount and price per item, the 24-hour volume, the 1-, 7- and 30-day average prices and a
 * chart of the daily averages. Asked once the order book is there; a failure here leaves the book as it is.
 */
import type { LoadState } from '@idle/api-client';
import type { MarketTrade, PriceHistoryAnswer } from '@idle/contracts';
import {
  formatNumber,
  MARKET_AVERAGE_DAYS,
  MARKET_LONG_AVERAGE_DAYS,
  MARKET_SHORT_AVERAGE_DAYS,
} from '@idle/game-rules';
import { EmptyState, LoadError, LoadingState, Table, Figure, Figures, Stack } from '@idle/ui';
import { usePriceHistory } from '../api';
import { PriceChart } from './PriceChart';

export const PRICE_HISTORY_LOADING_TEXT = 'Loading the price history...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const PRICE_HISTORY_LOAD_FAILED_TEXT = 'The price history could not be loaded.';
export const NO_TRADES_TEXT = 'No trades yet.';
/** Said in place of an average over days without a trade. */
export function noTradesInText(days: number): string {
  return days === 1
    ? 'No trades in the last 24 hours'
    : `No trades in the last ${formatNumber(days)} days`;
}
export const NO_RECENT_AVERAGE_TEXT = noTradesInText(MARKET_AVERAGE_DAYS);

/** The averages the page shows: over a day, a week and a month. */
const AVERAGES = [
  { days: MARKET_SHORT_AVERAGE_DAYS, label: 'Average price (24 hours)', key: 'average1dCents' },
  {
    days: MARKET_AVERAGE_DAYS,
    label: `Average price (${formatNumber(MARKET_AVERAGE_DAYS)} days)`,
    key: 'average7dCents',
  },
  {
    days: MARKET_LONG_AVERAGE_DAYS,
    label: `Average price (${formatNumber(MARKET_LONG_AVERAGE_DAYS)} days)`,
    key: 'average30dCents',
  },
] as const;

/**
 * A price in hundredths of a gold as gold: "2.50" for a resource (priced to the hundredth),
 * else up to two decimals ("150", or "150.5" for an average).
 */
export function centsText(cents: number, decimal: boolean): string {
  return formatNumber(cents / 100, decimal ? { fractionDigits: 2 } : {});
}

const TRADE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** "24 Nov, 01:30 UTC": the same for every player, as the chart's days are. */
export function tradeTimeText(at: number): string {
  return `${TRADE_TIME.format(new Date(at))} UTC`;
}

export interface PriceHistoryViewProps {
  /** The state of `market.php?mod=priceHistory`. */
  state: LoadState<PriceHistoryAnswer>;
  /** Whether the item is priced to the hundredth (a resource). */
  decimal: boolean;
  onRetry: () => void;
}

/** The price history for a given state of `priceHistory` (stories render it directly). */
export function PriceHistoryView({ state, decimal, onRetry }: PriceHistoryViewProps) {
  if (state.status === 'loading') return <LoadingState label={PRICE_HISTORY_LOADING_TEXT} />;
  if (state.status === 'error') {
    return <LoadError message={PRICE_HISTORY_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }
  const history = state.data;
  if (history.lastTrades.length === 0 && history.days.length === 0) {
    return <EmptyState message={NO_TRADES_TEXT} />;
  }
  return (
    <Stack gap={4}>
      <Figures>
        <Figure label="Volume (24 hours)">{formatNumber(history.volume24h)}</Figure>
        {AVERAGES.map(({ days, label, key }) => {
          const cents = history[key];
          return (
            <Figure key={key} label={label}>
              {cents === null ? noTradesInText(days) : centsText(cents, decimal)}
            </Figure>
          );
        })}
      </Figures>
      {history.days.length > 0 && <PriceChart days={history.days} />}
      <Table<MarketTrade>
        caption="Last trades"
        rows={history.lastTrades}
        rowKey={(trade, index) => `${String(trade.at)}:${String(index)}`}
        emptyText={NO_TRADES_TEXT}
        columns={[
          { key: 'time', header: 'Time', render: (trade) => tradeTimeText(trade.at) },
          {
            key: 'amount',
            header: 'Amount',
            align: 'right',
            render: (trade) => formatNumber(trade.amount),
          },
          {
            key: 'price',
            header: 'Price per item',
            align: 'right',
            render: (trade) => centsText(trade.priceCents, decimal),
          },
        ]}
      />
    </Stack>
  );
}

export function PriceHistory({ itemid, decimal }: { itemid: string; decimal: boolean }) {
  const history = usePriceHistory(itemid);
  return <PriceHistoryView state={history.state} decimal={decimal} onRetry={history.reload} />;
}

/**
 * /market_history, the player's own trades (issue 29; the spec has no trade history, so this
 * is ours): what they bought and sold, newest first, 25 a page, each with the item, amount,
 * price per item, total, the tax they paid (on sales; the seller pays it) and the other player,
 * and the totals over every trade: gold spent, gold earned after tax, tax paid. Only the
 * player's own trades are ever asked for.
 */
import type { LoadState } from '@idle/api-client';
import type { ItemDefinition, LedgerTrade, TradeHistoryAnswer } from '@idle/contracts';
import { formatNumber, hasDecimalPrice } from '@idle/game-rules';
import { $gameData } from '@idle/state';
import {
  EmptyState,
  Figure,
  Figures,
  Inline,
  ItemLabel,
  LoadError,
  LoadingState,
  Muted,
  Page,
  Pagination,
  Stack,
  Table,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTradeHistory } from '../api';
import { MARKET_HUB_TYPE, marketItemPath } from '../hub/MarketHubPage';
import { centsText, tradeTimeText } from '../item/PriceHistory';
import styles from './TradeHistoryPage.module.css';

export const TRADE_HISTORY_LOADING_TEXT = 'Loading your trades...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const TRADE_HISTORY_LOAD_FAILED_TEXT = 'Your trades could not be loaded.';
export const NO_TRADES_YET_TEXT = 'You have not traded on the market yet.';
/** The other player of a trade whose account is gone. */
export const FORMER_PLAYER_TEXT = 'a former player';

export interface TradeHistoryViewProps {
  /** The state of `market.php?mod=tradeHistory` for `page`. */
  state: LoadState<TradeHistoryAnswer>;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** The player's trades for a given state of `tradeHistory` (stories render it directly). */
export function TradeHistoryView(props: TradeHistoryViewProps) {
  return (
    <Page title="Trade history" titleId="trade-history-title">
      <Inline gap={4}>
        <Link to={`/market/${MARKET_HUB_TYPE}`}>Back to the market</Link>
        <Link to="/market_your_listings">Your listings</Link>
      </Inline>
      <TradeHistoryContent {...props} />
    </Page>
  );
}

function TradeHistoryContent({ state, page, onPage, onRetry }: TradeHistoryViewProps) {
  const data = useStore($gameData);
  const items: Readonly<Record<string, ItemDefinition>> = data?.itemData ?? {};

  if (state.status === 'loading') return <LoadingState label={TRADE_HISTORY_LOADING_TEXT} />;
  if (state.status === 'error') {
    return <LoadError message={TRADE_HISTORY_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }
  const history = state.data;
  if (history.count === 0) return <EmptyState message={NO_TRADES_YET_TEXT} />;
  const decimal = (trade: LedgerTrade) => hasDecimalPrice(items[trade.itemid]?.type ?? '');

  return (
    <Stack gap={4}>
      <Figures>
        <Figure label="Trades">{formatNumber(history.count)}</Figure>
        <Figure label="Gold spent">{formatNumber(history.totals.spent)}</Figure>
        <Figure label="Gold earned (after tax)">{formatNumber(history.totals.earned)}</Figure>
        <Figure label="Tax paid">{formatNumber(history.totals.taxPaid)}</Figure>
      </Figures>
      <Table<LedgerTrade>
        caption="Your trades, newest first"
        rows={history.trades}
        rowKey={(trade) => trade.id}
        emptyText="There are no trades on this page."
        columns={[
          { key: 'when', header: 'When', render: (trade) => tradeTimeText(trade.at) },
          {
            key: 'side',
            header: 'Trade',
            render: (trade) => (
              <span className={trade.side === 'bought' ? styles.bought : styles.sold}>
                {trade.side === 'bought' ? 'Bought' : 'Sold'}
              </span>
            ),
          },
          {
            key: 'item',
            header: 'Item',
            render: (trade) => (
              <Link to={marketItemPath(trade.itemid)} className={styles.itemLink}>
                <ItemLabel itemId={trade.itemid} items={items} />
              </Link>
            ),
          },
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
            render: (trade) => centsText(trade.priceCents, decimal(trade)),
          },
          {
            key: 'total',
            header: 'Total',
            align: 'right',
            render: (trade) => formatNumber(trade.total),
          },
          {
            key: 'tax',
            header: 'Tax paid',
            align: 'right',
            render: (trade) => (trade.side === 'sold' ? formatNumber(trade.tax) : ''),
          },
          {
            key: 'with',
            header: 'With',
            render: (trade) => trade.counterpart ?? <Muted inline>{FORMER_PLAYER_TEXT}</Muted>,
          },
        ]}
      />
      {history.pages > 1 && (
        <Pagination
          page={page}
          pageCount={history.pages}
          onPageChange={onPage}
          label="Trade history pages"
        />
      )}
    </Stack>
  );
}

/** The page asked for in the address (`?page=2`), 1 when absent or not a page number. */
export function pageParam(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

export function TradeHistoryPage() {
  // useLocation and useNavigate: the shell's shared react-router has no useSearchParams
  // (ROUTER_EXPORTS of @idle/build-config).
  const location = useLocation();
  const navigate = useNavigate();
  const page = pageParam(new URLSearchParams(location.search).get('page'));
  const history = useTradeHistory(page);
  return (
    <TradeHistoryView
      state={history.state}
      page={page}
      onPage={(next) =>
        void navigate(next === 1 ? location.pathname : `${location.pathname}?page=${String(next)}`)
      }
      onRetry={history.reload}
    />
  );
}

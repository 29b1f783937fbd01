/**
 * /market_your_listings, the player's own orders over every item (spec 001 §2, §7 "Listings";
 * spec 000 §8): a table of sell orders and one of buy orders, each order with its item (leading
 * to the item's page), amount, price (the decimal part for resources), Edit (its amount and
 * price in place, issue 29) and Remove, which gives back what the order still held.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { ItemDefinition, MarketOrder, YourListingsAnswer } from '@idle/contracts';
import {
  formatNumber,
  hasDecimalPrice,
  MARKET_CURRENCY_ITEM,
  MARKET_TEXTS,
  ORDER_TYPE_SELL,
} from '@idle/game-rules';
import { $gameData, $items, notify } from '@idle/state';
import {
  Button,
  EmptyState,
  LoadError,
  ItemLabel,
  LoadingState,
  itemNameText,
  Section,
  Table,
  type TableColumn,
  Page,
  Inline,
  Stack,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { cancelOrder, editOrder, useYourListings, type EditFields } from '../api';
import { MARKET_HISTORY_PATH, MARKET_HUB_TYPE, marketItemPath } from '../hub/MarketHubPage';
import { EditOrder, LISTING_CHANGED_TEXT } from '../item/EditOrder';
import { priceText } from '../item/MarketItemPage';
import styles from './YourListingsPage.module.css';

export const YOUR_LISTINGS_LOADING_TEXT = 'Loading your listings...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const YOUR_LISTINGS_LOAD_FAILED_TEXT = 'Your listings could not be loaded.';

export interface YourListingsViewProps {
  /** The state of `market.php?mod=yourListings`. */
  state: LoadState<YourListingsAnswer>;
  onRetry: () => void;
}

/** The player's listings for a given state of `yourListings` (stories render it directly). */
export function YourListingsView({ state, onRetry }: YourListingsViewProps) {
  return (
    <Page title="Your listings" titleId="your-listings-title">
      <Inline gap={4}>
        <Link to={`/market/${MARKET_HUB_TYPE}`}>Back to the market</Link>
        <Link to={MARKET_HISTORY_PATH}>Your trade history</Link>
      </Inline>
      <YourListingsContent state={state} onRetry={onRetry} />
    </Page>
  );
}

function YourListingsContent({ state, onRetry }: YourListingsViewProps) {
  const data = useStore($gameData);
  const items: Readonly<Record<string, ItemDefinition>> = data?.itemData ?? {};
  const owned = useStore($items);
  const call = useServerCall();
  const busy = call.pending !== null;

  if (state.status === 'loading') return <LoadingState label={YOUR_LISTINGS_LOADING_TEXT} />;
  if (state.status === 'error') {
    return <LoadError message={YOUR_LISTINGS_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }

  const listings = state.data;

  const remove = (order: MarketOrder) =>
    call.run(
      `cancel:${String(order.id)}`,
      () => cancelOrder(order),
      () => notify('success', MARKET_TEXTS.listingRemoved),
    );

  const edit = (order: MarketOrder, fields: EditFields) =>
    call.run(
      `edit:${String(order.id)}`,
      () => editOrder(order, fields),
      () => notify('success', LISTING_CHANGED_TEXT),
    );

  const columns: TableColumn<MarketOrder>[] = [
    {
      key: 'item',
      header: 'Item',
      render: (order) => (
        <Link to={marketItemPath(order.itemid)} className={styles.itemLink}>
          <ItemLabel itemId={order.itemid} items={items} />
        </Link>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (order) => formatNumber(order.amount),
    },
    {
      key: 'price',
      header: 'Price',
      align: 'right',
      render: (order) => priceText(order, hasDecimalPrice(items[order.itemid]?.type ?? '')),
    },
    {
      key: 'bulk',
      header: 'Bulk',
      render: (order) => (order.bulk ? 'Bulk' : ''),
    },
    {
      key: 'remove',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      render: (order) => (
        <span className={styles.actions}>
          <EditOrder
            order={order}
            decimal={hasDecimalPrice(items[order.itemid]?.type ?? '')}
            itemName={itemNameText(order.itemid, items)}
            owned={owned[order.type === ORDER_TYPE_SELL ? order.itemid : MARKET_CURRENCY_ITEM] ?? 0}
            busy={busy}
            onSave={(fields) => edit(order, fields)}
          />
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            aria-label={`Remove order ${String(order.id)}`}
            onClick={() => void remove(order)}
          >
            Remove
          </Button>
        </span>
      ),
    },
  ];

  const list = (orders: MarketOrder[], caption: string, emptyText: string) =>
    orders.length === 0 ? (
      <EmptyState message={emptyText} />
    ) : (
      <Table
        caption={caption}
        hideCaption
        rows={orders}
        rowKey={(order) => order.id}
        columns={columns}
      />
    );

  return (
    <Stack gap={6}>
      <Section title="Selling">
        {list(listings.sellOrders, 'Your sell orders', MARKET_TEXTS.noOwnSellListings)}
      </Section>
      <Section title="Buying">
        {list(listings.buyOrders, 'Your buy orders', MARKET_TEXTS.noOwnBuyListings)}
      </Section>
    </Stack>
  );
}

export function YourListingsPage() {
  const listings = useYourListings();
  return <YourListingsView state={listings.state} onRetry={listings.reload} />;
}

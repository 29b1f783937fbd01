/**
 * /market_item/:itemid, an item's market page (spec 000 §2, §5, §7): its sell orders cheapest
 * first and buy orders dearest first, each with Buy or Sell and an amount (Max; a bulk order
 * only whole, "All"), the player's own orders with Edit and Remove, and the order form (type,
 * amount, price with the two-digit decimal part for resources, bulk, Confirm); the book's depth
 * by price with the player's orders marked (issue 29), and the item's price history.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { ItemDefinition, LoadItemsAnswer, MarketOrder } from '@idle/contracts';
import {
  canAffordBuyOrder,
  formatNumber,
  hasDecimalPrice,
  MARKET_CURRENCY_ITEM,
  MARKET_INPUT_MAX_LENGTH,
  MARKET_PRICE_MAX,
  MARKET_TEXTS,
  maxBuyAmount,
  maxSellAmount,
  normalizeDecimalPart,
  ORDER_TYPE_BUY,
  ORDER_TYPE_SELL,
  parseMarketQuantity,
  PRICE_DECIMAL_RESET,
  validateOrderForm,
  validateTransactionAmount,
  type OrderType,
} from '@idle/game-rules';
import { $gameData, $items, $player, notify } from '@idle/state';
import {
  Button,
  EmptyState,
  LoadError,
  ItemLabel,
  itemNameText,
  LoadingState,
  NumberInput,
  Section,
  Table,
  type TableColumn,
  Page,
  Figure,
  Figures,
  Muted,
  Inline,
  Stack,
  Text,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  buyFromOrder,
  cancelOrder,
  editOrder,
  placeBuyOrder,
  placeSellOrder,
  sellToOrder,
  useMarketItem,
  type EditFields,
  type OrderFields,
} from '../api';
import { MARKET_HUB_TYPE } from '../hub/MarketHubPage';
import styles from './MarketItemPage.module.css';
import { MarketDepth } from './DepthChart';
import { EditOrder, LISTING_CHANGED_TEXT } from './EditOrder';
import { PriceHistory } from './PriceHistory';
import { PRICE_TOO_HIGH_TEXT } from './texts';

export { PRICE_TOO_HIGH_TEXT };

export const MARKET_ITEM_LOADING_TEXT = 'Loading the market...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const MARKET_ITEM_LOAD_FAILED_TEXT = 'The market for this item could not be loaded.';
export const NO_SUCH_ITEM_TEXT = 'There is no such item.';
/** The amount box of a bulk order: it is taken whole. */
export const BULK_AMOUNT_TEXT = 'All';

/** "2.50" for a resource, "2" for other items. */
export function priceText(order: MarketOrder, decimal: boolean): string {
  const whole = formatNumber(order.cost);
  return decimal ? `${whole}.${String(order.costDec).padStart(2, '0')}` : whole;
}

interface TradeProps {
  order: MarketOrder;
  /** The most this player can take from the order (affordable or owned). */
  max: number;
  verb: 'Buy' | 'Sell';
  busy: boolean;
  /** Resolves true once the trade went through. */
  onTrade: (amount: number) => Promise<boolean>;
}

/** The amount box, Max and Buy/Sell of one order; a bulk order is taken whole ("All"). */
function Trade({ order, max, verb, busy, onTrade }: TradeProps) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = `Amount to ${verb.toLowerCase()} (${order.username})`;
  const confirm = async () => {
    const parsed = order.bulk
      ? { ok: true as const, value: order.amount }
      : parseMarketQuantity(amount);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    const check = validateTransactionAmount({
      amount: parsed.value,
      max,
      bulk: order.bulk,
      orderAmount: order.amount,
    });
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    if (await onTrade(parsed.value)) setAmount('');
  };
  return (
    <span className={styles.trade}>
      {order.bulk ? (
        <span className={styles.all}>{BULK_AMOUNT_TEXT}</span>
      ) : (
        <>
          <NumberInput
            label={label}
            hideLabel
            inline
            maxLength={MARKET_INPUT_MAX_LENGTH}
            value={amount}
            onChange={setAmount}
            inputClassName={styles.amountInput ?? ''}
          />
          <Button size="sm" onClick={() => setAmount(String(max))}>
            Max
          </Button>
        </>
      )}
      <Button
        size="sm"
        variant="primary"
        aria-label={`${verb} ${verb === 'Buy' ? 'from' : 'to'} ${order.username}`}
        disabled={busy}
        onClick={() => void confirm()}
      >
        {verb}
      </Button>
      {error !== null && (
        <Text role="alert" tone="error" className={styles.error}>
          {error}
        </Text>
      )}
    </span>
  );
}

interface OrderFormProps {
  itemid: string;
  decimal: boolean;
  gold: number;
  busy: boolean;
  onPlace: (type: OrderType, fields: OrderFields) => Promise<boolean>;
}

/** The order form: checked on the client before anything is sent, cleared once placed. */
function OrderForm({ itemid, decimal, gold, busy, onPlace }: OrderFormProps) {
  const [orderType, setOrderType] = useState<OrderType | null>(null);
  const [amount, setAmount] = useState('');
  const [price, setPrice] = useState('');
  const [priceDec, setPriceDec] = useState(PRICE_DECIMAL_RESET);
  const [bulk, setBulk] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const typeName = useId();

  /** The order to send, or the first refusal of the form (nothing is sent then). */
  const check = ():
    { ok: true; type: OrderType; fields: OrderFields } | { ok: false; error: string } => {
    const parsedAmount = parseMarketQuantity(amount, { field: 'amount' });
    if (!parsedAmount.ok) return parsedAmount;
    const parsedPrice = parseMarketQuantity(price, { field: 'price' });
    if (!parsedPrice.ok) return parsedPrice;
    if (parsedPrice.value > MARKET_PRICE_MAX) {
      return { ok: false, error: PRICE_TOO_HIGH_TEXT };
    }
    const form = validateOrderForm({
      amount: parsedAmount.value,
      price: parsedPrice.value,
      orderType,
    });
    if (!form.ok) return form;
    if (orderType === null) return { ok: false, error: 'Choose whether to buy or sell.' };
    if (orderType === ORDER_TYPE_BUY) {
      const affordable = canAffordBuyOrder({
        amount: parsedAmount.value,
        price: parsedPrice.value,
        gold,
      });
      if (!affordable.ok) return affordable;
    }
    return {
      ok: true,
      type: orderType,
      fields: {
        amount: parsedAmount.value,
        cost: parsedPrice.value,
        costDec: decimal ? Number(normalizeDecimalPart(priceDec)) : 0,
        bulk,
      },
    };
  };

  const confirm = async () => {
    const order = check();
    if (!order.ok) {
      setError(order.error);
      return;
    }
    setError(null);
    if (await onPlace(order.type, order.fields)) {
      setOrderType(null);
      setAmount('');
      setPrice('');
      setPriceDec(PRICE_DECIMAL_RESET);
      setBulk(false);
    }
  };

  return (
    <Inline
      as="form"
      align="end"
      gap={4}
      aria-label={`New order for ${itemid}`}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <fieldset className={styles.types}>
        <legend>Order type</legend>
        {(
          [
            [ORDER_TYPE_SELL, 'Sell'],
            [ORDER_TYPE_BUY, 'Buy'],
          ] as const
        ).map(([type, name]) => (
          <label key={type}>
            <input
              type="radio"
              name={typeName}
              checked={orderType === type}
              onChange={() => setOrderType(type)}
            />{' '}
            {name}
          </label>
        ))}
      </fieldset>
      <NumberInput
        label="Amount"
        maxLength={MARKET_INPUT_MAX_LENGTH}
        value={amount}
        onChange={setAmount}
      />
      <span className={styles.price}>
        <NumberInput
          label="Price"
          maxLength={MARKET_INPUT_MAX_LENGTH}
          value={price}
          onChange={setPrice}
        />
        {decimal && (
          // Digits only, 15 characters like the other boxes (spec 000, section 5); a value
          // outside 0 to 99 resets to "00" when the box is left.
          <NumberInput
            label="Decimal part"
            maxLength={MARKET_INPUT_MAX_LENGTH}
            value={priceDec}
            onChange={setPriceDec}
            onBlur={() => setPriceDec(normalizeDecimalPart(priceDec))}
            inputClassName={styles.decimalInput ?? ''}
          />
        )}
      </span>
      <label className={styles.bulk}>
        <input type="checkbox" checked={bulk} onChange={(event) => setBulk(event.target.checked)} />{' '}
        Bulk (taken whole)
      </label>
      <Button type="submit" variant="primary" disabled={busy}>
        Confirm
      </Button>
      {error !== null && (
        <Text as="p" role="alert" tone="error" className={styles.error}>
          {error}
        </Text>
      )}
    </Inline>
  );
}

export interface MarketItemViewProps {
  itemid: string;
  /** The state of `market.php?mod=loadItems`. */
  state: LoadState<LoadItemsAnswer>;
  onRetry: () => void;
}

/** The item's market page for a given state of `loadItems` (stories render it directly). */
export function MarketItemView({ itemid, state, onRetry }: MarketItemViewProps) {
  const data = useStore($gameData);
  const items: Readonly<Record<string, ItemDefinition>> = data?.itemData ?? {};
  return (
    <Page title={`Market: ${itemNameText(itemid, items)}`} titleId="market-item-title">
      <Link to={`/market/${encodeURIComponent(items[itemid]?.type ?? MARKET_HUB_TYPE)}`}>
        Back to the market
      </Link>
      <MarketItemContent itemid={itemid} state={state} onRetry={onRetry} items={items} />
    </Page>
  );
}

function MarketItemContent({
  itemid,
  state,
  onRetry,
  items,
}: MarketItemViewProps & { items: Readonly<Record<string, ItemDefinition>> }) {
  const owned = useStore($items);
  const player = useStore($player);
  const call = useServerCall();
  const busy = call.pending !== null;

  if (state.status === 'loading') return <LoadingState label={MARKET_ITEM_LOADING_TEXT} />;
  if (state.status === 'error') {
    return <LoadError message={MARKET_ITEM_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }

  const book = state.data;
  const decimal = hasDecimalPrice(book.itemType);
  const gold = owned[MARKET_CURRENCY_ITEM] ?? 0;
  const ownedHere = owned[itemid] ?? 0;
  const isOwn = (order: MarketOrder) => player !== null && order.userid === player.userid;

  /** Takes `amount` from an order; the book shows what is left of it. */
  const trade = (order: MarketOrder, amount: number) =>
    order.type === ORDER_TYPE_SELL
      ? call.run(
          `buy:${String(order.id)}`,
          () => buyFromOrder(order, amount),
          () => notify('success', MARKET_TEXTS.itemPurchased),
        )
      : call.run(
          `sell:${String(order.id)}`,
          () => sellToOrder(order, amount),
          () => notify('success', MARKET_TEXTS.transactionCompleted),
        );

  const edit = (order: MarketOrder, fields: EditFields) =>
    call.run(
      `edit:${String(order.id)}`,
      () => editOrder(order, fields),
      () => notify('success', LISTING_CHANGED_TEXT),
    );

  const cancel = (order: MarketOrder) =>
    call.run(
      `cancel:${String(order.id)}`,
      () => cancelOrder(order),
      () => notify('success', MARKET_TEXTS.listingRemoved),
    );

  const place = (type: OrderType, fields: OrderFields) =>
    call.run<unknown>(
      'place',
      () =>
        type === ORDER_TYPE_SELL ? placeSellOrder(itemid, fields) : placeBuyOrder(itemid, fields),
      () => notify('success', MARKET_TEXTS.listingSuccessful),
    );

  const price: TableColumn<MarketOrder> = {
    key: 'price',
    header: 'Price',
    align: 'right',
    render: (order) => priceText(order, decimal),
  };
  const amount: TableColumn<MarketOrder> = {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    render: (order) => formatNumber(order.amount),
  };
  const bulk: TableColumn<MarketOrder> = {
    key: 'bulk',
    header: 'Bulk',
    render: (order) => (order.bulk ? 'Bulk' : ''),
  };
  const tradeColumn = (verb: 'Buy' | 'Sell'): TableColumn<MarketOrder> => ({
    key: 'trade',
    header: 'Actions',
    hideHeader: true,
    align: 'right',
    render: (order) =>
      isOwn(order) ? (
        <Muted inline>Yours</Muted>
      ) : (
        <Trade
          order={order}
          verb={verb}
          busy={busy}
          max={
            verb === 'Buy'
              ? maxBuyAmount({
                  price: order.cost,
                  priceDecimal: order.costDec,
                  resource: decimal,
                  orderAmount: order.amount,
                  gold,
                })
              : maxSellAmount({ orderAmount: order.amount, owned: ownedHere })
          }
          onTrade={(taken) => trade(order, taken)}
        />
      ),
  });
  const who = (header: string): TableColumn<MarketOrder> => ({
    key: 'who',
    header,
    render: (order) => order.username,
  });

  return (
    <Stack gap={6}>
      <Figures>
        <Figure label="Owned">
          <ItemLabel itemId={itemid} items={items} amount={ownedHere} />
        </Figure>
        <Figure label="Gold">{formatNumber(gold)}</Figure>
      </Figures>
      <Section title="New order">
        <OrderForm itemid={itemid} decimal={decimal} gold={gold} busy={busy} onPlace={place} />
      </Section>
      <Section title="For sale">
        {book.sellOrders.length === 0 ? (
          <EmptyState message={MARKET_TEXTS.noItemsForSale} />
        ) : (
          <Table
            caption="Sell orders"
            hideCaption
            rows={book.sellOrders}
            rowKey={(order) => order.id}
            columns={[price, amount, who('Seller'), bulk, tradeColumn('Buy')]}
          />
        )}
      </Section>
      <Section title="Wanted">
        {book.buyOrders.length === 0 ? (
          <EmptyState message={MARKET_TEXTS.noBuyListings} />
        ) : (
          <Table
            caption="Buy orders"
            hideCaption
            rows={book.buyOrders}
            rowKey={(order) => order.id}
            columns={[price, amount, who('Buyer'), bulk, tradeColumn('Sell')]}
          />
        )}
      </Section>
      <Section title="Your listings">
        <Table
          caption="Your orders"
          hideCaption
          rows={book.playerOrders}
          rowKey={(order) => order.id}
          emptyText="You have no listings for this item."
          columns={[
            {
              key: 'type',
              header: 'Type',
              render: (order) => (order.type === ORDER_TYPE_SELL ? 'Sell' : 'Buy'),
            },
            price,
            amount,
            bulk,
            {
              key: 'remove',
              header: 'Actions',
              hideHeader: true,
              align: 'right',
              render: (order) => (
                <span className={styles.trade}>
                  <EditOrder
                    order={order}
                    decimal={decimal}
                    itemName={itemNameText(itemid, items)}
                    owned={order.type === ORDER_TYPE_SELL ? ownedHere : gold}
                    busy={busy}
                    onSave={(fields) => edit(order, fields)}
                  />
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={busy}
                    aria-label={`Remove order ${String(order.id)}`}
                    onClick={() => void cancel(order)}
                  >
                    Remove
                  </Button>
                </span>
              ),
            },
          ]}
        />
      </Section>
      <Section title="Market depth">
        <MarketDepth
          itemid={itemid}
          playerOrders={book.playerOrders}
          decimal={decimal}
          itemName={itemNameText(itemid, items)}
        />
      </Section>
      <Section title="Price history">
        <PriceHistory itemid={itemid} decimal={decimal} />
      </Section>
    </Stack>
  );
}

/** Why `itemid` has no market page (a player sentence), or null when it has one. */
export function notOnTheMarketText(
  itemid: string,
  items: Readonly<Record<string, ItemDefinition>>,
): string | null {
  const item = Object.hasOwn(items, itemid) ? items[itemid] : undefined;
  if (item === undefined) return NO_SUCH_ITEM_TEXT;
  if (!item.marketable || itemid === MARKET_CURRENCY_ITEM) {
    return `${itemNameText(itemid, items)} cannot be traded on the market.`;
  }
  return null;
}

/**
 * The page of an item that cannot be on the market (unknown, or not tradeable): says so and
 * offers the way on, with nothing to retry.
 */
export function NotOnTheMarketView({ itemid, text }: { itemid: string; text: string }) {
  const data = useStore($gameData);
  const items: Readonly<Record<string, ItemDefinition>> = data?.itemData ?? {};
  const known = Object.hasOwn(items, itemid);
  return (
    <Page
      title={known ? `Market: ${itemNameText(itemid, items)}` : 'Market'}
      titleId="market-item-title"
    >
      <EmptyState
        message={text}
        action={
          <>
            <Link to={`/market/${MARKET_HUB_TYPE}`}>Browse the market</Link>
            {known && <Link to="/inventory">Open your inventory</Link>}
          </>
        }
      />
    </Page>
  );
}

function TradeableMarketItem({ itemid }: { itemid: string }) {
  const market = useMarketItem(itemid);
  return <MarketItemView itemid={itemid} state={market.state} onRetry={market.reload} />;
}

export function MarketItemPage() {
  const { itemid = '' } = useParams();
  const data = useStore($gameData);
  // Known from the item data: no call for a page that cannot exist.
  const text = data ? notOnTheMarketText(itemid, data.itemData) : null;
  if (text !== null) return <NotOnTheMarketView itemid={itemid} text={text} />;
  return <TradeableMarketItem itemid={itemid} />;
}

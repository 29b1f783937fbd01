/**
 * The item page's depth chart (issue 29): how much is wanted at or above each price (buy orders,
 * left) and offered at or below it (sell orders, right), from the server's summed price levels
 * (`marketDepth`), drawn as SVG by this small component. The player's own orders are marked on
 * it, a line says whether they are the best price, and the same figures are in a table for
 * those who cannot see the chart.
 */
import type { LoadState } from '@idle/api-client';
import type { MarketDepthAnswer, MarketOrder } from '@idle/contracts';
import { formatNumber, ORDER_TYPE_SELL } from '@idle/game-rules';
import { EmptyState, LoadError, LoadingState, Muted, Stack, Table, Text } from '@idle/ui';
import { useId } from 'react';
import { useMarketDepth } from '../api';
import {
  bestPriceText,
  cumulativeDepth,
  depthPriceText,
  orderCents,
  type DepthStep,
} from './depth';
import styles from './DepthChart.module.css';

export const DEPTH_LOADING_TEXT = 'Loading the market depth...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const DEPTH_LOAD_FAILED_TEXT = 'The market depth could not be loaded.';
export const NO_DEPTH_TEXT = 'Nobody is buying or selling this item.';
export const MORE_LEVELS_TEXT = 'Only the best prices are shown.';

const WIDTH = 600;
const HEIGHT = 240;
const LEFT = 64;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 28;
/** The least room between two price labels, in the chart's units. */
const TICK_GAP = 56;

/** A label near an edge of the chart starts or ends at its price, so it stays inside. */
function tickAnchor(x: number): 'start' | 'middle' | 'end' {
  if (x < LEFT + TICK_GAP / 2) return 'start';
  return x > WIDTH - RIGHT - TICK_GAP / 2 ? 'end' : 'middle';
}

interface Scale {
  x: (cents: number) => number;
  y: (amount: number) => number;
  low: number;
  high: number;
  top: number;
}

function scaleFor(buy: readonly DepthStep[], sell: readonly DepthStep[]): Scale {
  const prices = [...buy, ...sell].map((step) => step.priceCents);
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  // A little room either side, so the outer steps show; a single price gets a span around it.
  const pad = highest > lowest ? (highest - lowest) * 0.05 : Math.max(1, lowest * 0.1);
  const low = Math.max(0, lowest - pad);
  const high = highest + pad;
  const top = Math.max(...[...buy, ...sell].map((step) => step.cumulative), 1);
  return {
    x: (cents) => LEFT + ((cents - low) / (high - low)) * (WIDTH - LEFT - RIGHT),
    y: (amount) => TOP + (1 - amount / top) * (HEIGHT - TOP - BOTTOM),
    low,
    high,
    top,
  };
}

/**
 * A side's area: from its best price outwards (buys to the left, sells to the right), each
 * step holding the running total until the next price, out to the chart's edge.
 */
function sidePath(steps: readonly DepthStep[], scale: Scale, outwards: 'left' | 'right'): string {
  const first = steps[0];
  if (first === undefined) return '';
  const base = scale.y(0).toFixed(1);
  const edge = scale.x(outwards === 'left' ? scale.low : scale.high);
  const points = steps.flatMap((step, index) => {
    const next = steps[index + 1];
    const x = scale.x(step.priceCents);
    const to = next === undefined ? edge : scale.x(next.priceCents);
    return [
      `L${x.toFixed(1)},${scale.y(step.cumulative).toFixed(1)}`,
      `L${to.toFixed(1)},${scale.y(step.cumulative).toFixed(1)}`,
    ];
  });
  return `M${scale.x(first.priceCents).toFixed(1)},${base} ${points.join(' ')} L${edge.toFixed(1)},${base} Z`;
}

export interface DepthChartProps {
  depth: MarketDepthAnswer;
  /** The player's own orders of the item: marked on the chart. */
  playerOrders: readonly MarketOrder[];
  /** Whether the item is priced to the hundredth (a resource). */
  decimal: boolean;
  itemName: string;
}

/** The chart itself, and its table; the depth has at least one level. */
export function DepthChart({ depth, playerOrders, decimal, itemName }: DepthChartProps) {
  const id = useId();
  const buy = cumulativeDepth(depth.buy);
  const sell = cumulativeDepth(depth.sell);
  const scale = scaleFor(buy, sell);
  const price = (cents: number) => depthPriceText(cents, decimal);
  const ownPrices = [...new Set(playerOrders.map(orderCents))].sort((a, b) => a - b);
  const ownSide = playerOrders[0]?.type === ORDER_TYPE_SELL ? 'sell' : 'buy';
  const total = (steps: readonly DepthStep[]) => steps.at(-1)?.cumulative ?? 0;
  const sideText = (steps: readonly DepthStep[], verb: string, direction: string) =>
    steps.length === 0
      ? `Nobody ${verb === 'wanted' ? 'is buying' : 'is selling'}.`
      : `${formatNumber(total(steps))} ${verb} from ${price(steps[0]?.priceCents ?? 0)} ${direction} to ${price(steps.at(-1)?.priceCents ?? 0)}.`;
  const description = [
    `Buy orders: ${sideText(buy, 'wanted', 'down')}`,
    `Sell orders: ${sideText(sell, 'offered', 'up')}`,
    ownPrices.length > 0 ? `Your orders are at ${ownPrices.map(price).join(', ')}.` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  const rows = [
    ...[...buy].reverse().map((step) => ({ side: 'Buy' as const, ...step })),
    ...sell.map((step) => ({ side: 'Sell' as const, ...step })),
  ];
  // The price axis names real prices: each side's best and its farthest shown, apart enough to read.
  const ticks = [buy.at(-1), buy[0], sell[0], sell.at(-1)]
    .flatMap((step) => (step === undefined ? [] : [step.priceCents]))
    .sort((a, b) => a - b)
    .reduce<number[]>((kept, cents) => {
      const last = kept.at(-1);
      return last === undefined || scale.x(cents) - scale.x(last) >= TICK_GAP
        ? [...kept, cents]
        : kept;
    }, []);

  return (
    <figure className={styles.chart}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{`Market depth of ${itemName}`}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line
          className={styles.axis}
          x1={LEFT}
          x2={WIDTH - RIGHT}
          y1={scale.y(0)}
          y2={scale.y(0)}
        />
        <line className={styles.axis} x1={LEFT} x2={LEFT} y1={TOP} y2={scale.y(0)} />
        <text className={styles.label} x={LEFT - 6} y={TOP + 4} textAnchor="end">
          {formatNumber(scale.top)}
        </text>
        <text className={styles.label} x={LEFT - 6} y={scale.y(0)} textAnchor="end">
          0
        </text>
        {ticks.map((cents) => (
          <text
            key={cents}
            className={styles.label}
            x={scale.x(cents)}
            y={HEIGHT - 8}
            textAnchor={tickAnchor(scale.x(cents))}
          >
            {price(cents)}
          </text>
        ))}
        <path className={styles.buy} d={sidePath(buy, scale, 'left')} data-side="buy" />
        <path className={styles.sell} d={sidePath(sell, scale, 'right')} data-side="sell" />
        {ownPrices.map((cents) => (
          <g key={cents} className={styles.own} data-own-price={cents}>
            <line x1={scale.x(cents)} x2={scale.x(cents)} y1={TOP} y2={scale.y(0)} />
            <text x={scale.x(cents)} y={TOP + 10} textAnchor="middle" className={styles.ownLabel}>
              You
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <Muted inline>
          Items wanted (buy orders, green) and offered (sell orders, red) at each price and better;
          your {ownSide} orders are marked “You”.
          {(depth.sellMore || depth.buyMore) && ` ${MORE_LEVELS_TEXT}`}
        </Muted>
      </figcaption>
      <details className={styles.details}>
        <summary>The depth as a table</summary>
        <Table
          caption={`Market depth of ${itemName}`}
          rows={rows}
          rowKey={(row) => `${row.side}:${String(row.priceCents)}`}
          columns={[
            { key: 'side', header: 'Side', render: (row) => row.side },
            {
              key: 'price',
              header: 'Price',
              align: 'right',
              render: (row) => price(row.priceCents),
            },
            {
              key: 'amount',
              header: 'Amount',
              align: 'right',
              render: (row) => formatNumber(row.amount),
            },
            {
              key: 'total',
              header: 'At this price or better',
              align: 'right',
              render: (row) => formatNumber(row.cumulative),
            },
            {
              key: 'orders',
              header: 'Orders',
              align: 'right',
              render: (row) => formatNumber(row.orders),
            },
            {
              key: 'yours',
              header: 'Yours',
              render: (row) =>
                ownPrices.includes(row.priceCents) && (row.side === 'Sell') === (ownSide === 'sell')
                  ? 'Yours'
                  : '',
            },
          ]}
        />
      </details>
    </figure>
  );
}

export interface MarketDepthViewProps {
  /** The state of `market.php?mod=marketDepth`. */
  state: LoadState<MarketDepthAnswer>;
  playerOrders: readonly MarketOrder[];
  decimal: boolean;
  itemName: string;
  onRetry: () => void;
}

/** The depth section for a given state of `marketDepth` (stories render it directly). */
export function MarketDepthView({
  state,
  playerOrders,
  decimal,
  itemName,
  onRetry,
}: MarketDepthViewProps) {
  if (state.status === 'loading') return <LoadingState label={DEPTH_LOADING_TEXT} />;
  if (state.status === 'error')
    return <LoadError message={DEPTH_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  const depth = state.data;
  if (depth.sell.length === 0 && depth.buy.length === 0)
    return <EmptyState message={NO_DEPTH_TEXT} />;
  const standing = bestPriceText(depth, playerOrders, decimal);
  return (
    <Stack gap={3}>
      {standing !== null && (
        <Text as="p" weight="bold" data-testid="best-price">
          {standing}
        </Text>
      )}
      <DepthChart depth={depth} playerOrders={playerOrders} decimal={decimal} itemName={itemName} />
    </Stack>
  );
}

export function MarketDepth({
  itemid,
  ...props
}: Omit<MarketDepthViewProps, 'state' | 'onRetry'> & { itemid: string }) {
  const depth = useMarketDepth(itemid);
  return <MarketDepthView state={depth.state} onRetry={depth.reload} {...props} />;
}

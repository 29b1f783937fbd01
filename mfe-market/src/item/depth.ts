/**
 * The depth chart's figures, pure: each side's price levels with their running totals (what
 * the chart draws), and the line that tells the player where their best order stands.
 */
import type { MarketDepthAnswer, MarketDepthLevel, MarketOrder } from '@idle/contracts';
import { formatNumber, ORDER_TYPE_SELL } from '@idle/game-rules';

export const BEST_PRICE_TEXT = 'You are the best price.';

/** A price level with the amount of it and of every better level. */
export interface DepthStep extends MarketDepthLevel {
  cumulative: number;
}

/** The side's levels (best first) with their running totals. */
export function cumulativeDepth(levels: readonly MarketDepthLevel[]): DepthStep[] {
  let total = 0;
  return levels.map((level) => {
    total += level.amount;
    return { ...level, cumulative: total };
  });
}

/** An order's price per item in hundredths. */
export function orderCents(order: Pick<MarketOrder, 'cost' | 'costDec'>): number {
  return order.cost * 100 + order.costDec;
}

/**
 * A price in hundredths as the page shows prices: "2.50" for a resource, "150" otherwise (an
 * item without hundredths never has a part of a gold in its prices or their differences).
 */
export function depthPriceText(cents: number, decimal: boolean): string {
  return formatNumber(cents / 100, decimal ? { fractionDigits: 2 } : {});
}

/**
 * Where the player's best order stands against the side's best price: "You are the best price."
 * when none is better (sharing it counts), else how far off it is. Null without an own order.
 * A player has orders on one side of an item only (the market refuses both at once).
 */
export function bestPriceText(
  depth: Pick<MarketDepthAnswer, 'sell' | 'buy'>,
  playerOrders: readonly MarketOrder[],
  decimal: boolean,
): string | null {
  const first = playerOrders[0];
  if (first === undefined) return null;
  const selling = first.type === ORDER_TYPE_SELL;
  const own = playerOrders.filter((order) => order.type === first.type).map(orderCents);
  const mine = selling ? Math.min(...own) : Math.max(...own);
  const best = (selling ? depth.sell : depth.buy)[0]?.priceCents;
  // The depth may lag a change of the player's own: their order then is the side's best.
  if (best === undefined || (selling ? mine <= best : mine >= best)) return BEST_PRICE_TEXT;
  const price = (cents: number) => depthPriceText(cents, decimal);
  return selling
    ? `Your cheapest sell order, at ${price(mine)}, is ${price(mine - best)} above the best price of ${price(best)}.`
    : `Your dearest buy order, at ${price(mine)}, is ${price(best - mine)} below the best price of ${price(best)}.`;
}

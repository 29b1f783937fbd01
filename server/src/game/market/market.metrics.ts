/** The item market's metrics (operations/metrics.ts): its open orders and its trades. */
import { counter, sampledGauge } from '../../operations/metrics';
import { countOpenOrders } from './market-orders.repository';

/** Trades committed by this instance (a fill of an order, whole or in part). */
export const marketTradesTotal = counter({
  name: 'market_trades_total',
  help: 'Item market trades (order fills) committed by this instance.',
});

const SIDES: Record<number, string> = { 1: 'sell', 2: 'buy' };

sampledGauge<'side'>({
  name: 'market_orders_open',
  help: 'Orders open on the item market (all instances: read from the database), by side.',
  labelNames: ['side'],
  sample: async ({ db }) => {
    const counts = new Map((await countOpenOrders(db)).map(({ type, orders }) => [type, orders]));
    return Object.entries(SIDES).map(([type, side]) => ({
      labels: { side },
      value: counts.get(Number(type)) ?? 0,
    }));
  },
});

/** Item pages answered from the kept book sides or read from the database (book-cache.ts). */
export const marketBookPagesTotal = counter<'sides'>({
  name: 'market_book_pages_total',
  help: 'Item market pages by where their book sides came from: kept (memory) or read (database).',
  labelNames: ['sides'],
});

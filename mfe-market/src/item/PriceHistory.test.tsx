import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HISTORY_LAST_DAY,
  marketApiAnswers,
  marketInitialData,
  order,
  sampleLoadItems,
  samplePriceHistory,
} from './fixtures';
import { MarketItemPage } from './MarketItemPage';
import { PRICE_CHART_FAILED_TEXT, priceChartData } from './PriceChart';
import {
  NO_RECENT_AVERAGE_TEXT,
  NO_TRADES_TEXT,
  PRICE_HISTORY_LOAD_FAILED_TEXT,
  PRICE_HISTORY_LOADING_TEXT,
} from './PriceHistory';

// jsdom has no canvas: a stand-in for uPlot records what the chart was given.
const charts = vi.hoisted(() => ({
  created: [] as { data: unknown; target: unknown; height: unknown }[],
  destroyed: 0,
  failing: false,
}));
vi.mock('uplot', () => ({
  default: class {
    static tzDate(date: Date) {
      return date;
    }
    constructor(options: { height: number }, data: unknown, target: unknown) {
      if (charts.failing) throw new Error('no canvas');
      charts.created.push({ data, target, height: options.height });
    }
    setSize() {
      return undefined;
    }
    destroy() {
      charts.destroyed += 1;
    }
  },
}));

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...marketApiAnswers(), ...answers });
}

function history(): HTMLElement {
  return screen.getByRole('region', { name: 'Price history' });
}

function tradeRows(): string[][] {
  return Array.from(history().querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
  );
}

/** The figures as term: value. */
function figures(): Record<string, string> {
  const terms = Array.from(history().querySelectorAll('dt'), (term) => term.textContent);
  const values = Array.from(history().querySelectorAll('dd'), (value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

function renderPage(itemid = 'metal') {
  return render(
    <MemoryRouter initialEntries={[`/market_item/${itemid}`]}>
      <Routes>
        <Route path="/market_item/:itemid" element={<MarketItemPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetAll();
  refusals = [];
  charts.created = [];
  charts.destroyed = 0;
  charts.failing = false;
  bus.on('notify', onNotify);
  answering();
  loadState(marketInitialData());
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('the price history of the item page', () => {
  it('is asked for the item once the book is there, showing loading meanwhile', async () => {
    answering({ 'market.php?mod=priceHistory': answerNever });
    renderPage();
    await screen.findByRole('region', { name: 'Price history' });
    expect(within(history()).getByRole('status')).toHaveTextContent(PRICE_HISTORY_LOADING_TEXT);
    expect(fetch.calls.map((call) => call.mod)).toEqual([
      'loadItems',
      'marketDepth',
      'priceHistory',
    ]);
    expect(fetch.calls[2]).toMatchObject({
      method: 'GET',
      path: 'market.php',
      params: { mod: 'priceHistory', itemid: 'metal' },
    });
  });

  it('shows the 24-hour volume, the 1-, 7- and 30-day averages and the last trades, newest first', async () => {
    renderPage();
    await within(await screen.findByRole('region', { name: 'Price history' })).findByRole('table', {
      name: 'Last trades',
    });
    expect(figures()).toEqual({
      'Volume (24 hours)': '130',
      'Average price (24 hours)': '2.43',
      'Average price (7 days)': '2.45',
      'Average price (30 days)': '2.31',
    });
    expect(tradeRows()).toEqual([
      ['24 Nov, 01:30 UTC', '10', '2.50'],
      ['24 Nov, 00:45 UTC', '100', '2.40'],
      ['24 Nov, 00:05 UTC', '20', '2.55'],
    ]);
  });

  it('draws the daily averages in gold with uPlot, and removes the chart with the page', async () => {
    const { unmount } = renderPage();
    await screen.findByRole('table', { name: 'Last trades' });
    await vi.waitFor(() => {
      expect(charts.created).toHaveLength(1);
    });
    const [chart] = charts.created;
    const seconds = HISTORY_LAST_DAY / 1_000;
    expect(chart?.data).toEqual([
      [seconds - 4 * 86_400, seconds - 3 * 86_400, seconds - 2 * 86_400, seconds - 86_400, seconds],
      [2.1, 2.3, 2.25, 2.6, 2.43],
    ]);
    expect(history().querySelector('figure')).toContainElement(chart?.target as HTMLElement);
    expect(screen.queryByText(PRICE_CHART_FAILED_TEXT)).not.toBeInTheDocument();
    unmount();
    expect(charts.destroyed).toBe(1);
  });

  it('says so when the chart cannot be drawn, keeping the figures and trades', async () => {
    charts.failing = true;
    renderPage();
    expect(await screen.findByText(PRICE_CHART_FAILED_TEXT)).toBeVisible();
    expect(tradeRows()).toHaveLength(3);
    expect(figures()['Volume (24 hours)']).toBe('130');
  });

  it('says "No trades yet." for an item never traded, with no chart', async () => {
    answering({
      'market.php?mod=priceHistory': samplePriceHistory({
        lastTrades: [],
        volume24h: 0,
        average1dCents: null,
        average7dCents: null,
        average30dCents: null,
        days: [],
      }),
    });
    renderPage();
    expect(await screen.findByText(NO_TRADES_TEXT)).toBeVisible();
    expect(within(history()).queryByRole('table')).not.toBeInTheDocument();
    expect(history().querySelector('figure')).toBeNull();
    expect(charts.created).toEqual([]);
  });

  it('says there was no trade in 24 hours or 7 days when only older days have trades', async () => {
    answering({
      'market.php?mod=priceHistory': samplePriceHistory({
        lastTrades: [],
        volume24h: 0,
        average1dCents: null,
        average7dCents: null,
      }),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Last trades' });
    expect(figures()).toEqual({
      'Volume (24 hours)': '0',
      'Average price (24 hours)': 'No trades in the last 24 hours',
      'Average price (7 days)': NO_RECENT_AVERAGE_TEXT,
      'Average price (30 days)': '2.31',
    });
    expect(within(history()).getByRole('table')).toHaveTextContent(NO_TRADES_TEXT);
  });

  it('shows whole prices for items that are not resources', async () => {
    answering({
      'market.php?mod=loadItems': sampleLoadItems({
        itemType: 'trophy',
        sellOrders: [order({ itemid: 'troll_tooth', cost: 150, costDec: 0 })],
      }),
      'market.php?mod=priceHistory': samplePriceHistory({
        lastTrades: [{ at: HISTORY_LAST_DAY, amount: 2, priceCents: 15_000 }],
        average7dCents: 15_050,
      }),
    });
    renderPage('troll_tooth');
    await screen.findByRole('table', { name: 'Last trades' });
    expect(tradeRows()).toEqual([['24 Nov, 00:00 UTC', '2', '150']]);
    expect(figures()['Average price (7 days)']).toBe('150.5');
  });

  it('fails on its own: the book stays, the history offers Retry', async () => {
    let fail = true;
    answering({
      'market.php?mod=priceHistory': () =>
        fail ? { error: 'The history is resting.' } : samplePriceHistory(),
    });
    renderPage();
    expect(await screen.findByText(PRICE_HISTORY_LOAD_FAILED_TEXT)).toBeVisible();
    expect(refusals).toEqual([{ kind: 'error', text: 'The history is resting.' }]);
    const forSale = screen.getByRole('region', { name: 'For sale' });
    expect(forSale.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Buy from Miner_7' })).toBeEnabled();
    fail = false;
    await userEvent.click(within(history()).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Last trades' });
    expect(tradeRows()).toHaveLength(3);
    expect(fetch.calls.filter((call) => call.mod === 'loadItems')).toHaveLength(1);
  });
});

describe('priceChartData', () => {
  it('gives uPlot the days in seconds and the averages in gold', () => {
    expect(
      priceChartData([
        { day: 86_400_000, volume: 5, averageCents: 1_234 },
        { day: 172_800_000, volume: 1, averageCents: 5 },
      ]),
    ).toEqual([
      [86_400, 172_800],
      [12.34, 0.05],
    ]);
  });
});

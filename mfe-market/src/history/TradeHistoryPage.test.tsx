import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ledgerTrade,
  marketApiAnswers,
  marketInitialData,
  sampleTradeHistory,
} from '../item/fixtures';
import type { FakeRequest } from '@idle/test-fixtures';
import {
  FORMER_PLAYER_TEXT,
  NO_TRADES_YET_TEXT,
  pageParam,
  TRADE_HISTORY_LOAD_FAILED_TEXT,
  TRADE_HISTORY_LOADING_TEXT,
  TradeHistoryPage,
} from './TradeHistoryPage';

let fetch: FakeFetch;

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...marketApiAnswers(), ...answers });
}

let location = '';
function Where() {
  const here = useLocation();
  location = `${here.pathname}${here.search}`;
  return null;
}

function renderPage(entry = '/market_history') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/market_history"
          element={
            <>
              <TradeHistoryPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

function rows(): string[][] {
  return Array.from(document.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
  );
}

function figures(): Record<string, string> {
  return Object.fromEntries(
    Array.from(document.querySelectorAll('dt'), (term) => [
      term.textContent.trim(),
      term.nextElementSibling?.textContent.trim() ?? '',
    ]),
  );
}

const historyCalls = () =>
  fetch.calls.filter((call) => call.mod === 'tradeHistory').map((call) => call.params);

beforeEach(() => {
  resetAll();
  answering();
  loadState(marketInitialData());
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('TradeHistoryPage', () => {
  it('shows loading while the first page loads, having asked for it', () => {
    answering({ 'market.php?mod=tradeHistory': answerNever });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Trade history', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(TRADE_HISTORY_LOADING_TEXT);
    expect(historyCalls()).toEqual([{ mod: 'tradeHistory', page: '1' }]);
  });

  it('lists the trades newest first with totals, tax on sales and the other player', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Your trades, newest first' });
    expect(figures()).toEqual({
      Trades: '28',
      'Gold spent': '1,250',
      'Gold earned (after tax)': '33,405',
      'Tax paid': '1,758',
    });
    expect(rows()).toEqual([
      ['24 Nov, 01:30 UTC', 'Bought', 'Metal', '10', '2.50', '25', '', 'Miner_7'],
      ['24 Nov, 00:30 UTC', 'Sold', 'Troll Tooth', '2', '15,000', '30,000', '1,500', 'Smith_2'],
      ['23 Nov, 00:00 UTC', 'Sold', 'Metal', '1,000', '1.99', '1,990', '99', FORMER_PLAYER_TEXT],
    ]);
    expect(
      screen.getAllByRole('link', { name: 'Metal' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/market_item/metal', '/market_item/metal']);
  });

  it('pages through the trades, keeping the page in the address', async () => {
    answering({
      'market.php?mod=tradeHistory': (request: FakeRequest) =>
        request.params.page === '2'
          ? sampleTradeHistory({ page: 2, trades: [ledgerTrade({ id: 40, amount: 7 })] })
          : sampleTradeHistory(),
    });
    renderPage();
    const pages = await screen.findByRole('navigation', { name: 'Trade history pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(location).toBe('/market_history?page=2');
    expect(rows().map((row) => row[3])).toEqual(['7']);
    expect(historyCalls()).toEqual([
      { mod: 'tradeHistory', page: '1' },
      { mod: 'tradeHistory', page: '2' },
    ]);
  });

  it('says the player has not traded yet, without a table', async () => {
    answering({
      'market.php?mod=tradeHistory': sampleTradeHistory({
        trades: [],
        pages: 0,
        count: 0,
        totals: { spent: 0, earned: 0, taxPaid: 0 },
      }),
    });
    renderPage();
    expect(await screen.findByText(NO_TRADES_YET_TEXT)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says its own sentence with Retry on a failure, then loads on Retry', async () => {
    let fail = true;
    answering({
      'market.php?mod=tradeHistory': () =>
        fail ? { error: 'The market is closed.' } : sampleTradeHistory(),
    });
    renderPage();
    expect(await screen.findByText(TRADE_HISTORY_LOAD_FAILED_TEXT)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('reads the page of the address, 1 for anything else', () => {
    expect([
      pageParam(null),
      pageParam('3'),
      pageParam('0'),
      pageParam('x'),
      pageParam('2.5'),
    ]).toEqual([1, 3, 1, 1, 1]);
  });
});

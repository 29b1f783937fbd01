import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { MARKET_TEXTS } from '@idle/game-rules';
import { $items, $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { marketInitialData } from '../item/fixtures';
import { listingsApiAnswers, sampleYourListings } from './fixtures';
import {
  YOUR_LISTINGS_LOAD_FAILED_TEXT,
  YOUR_LISTINGS_LOADING_TEXT,
  YourListingsPage,
} from './YourListingsPage';

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...listingsApiAnswers(), ...answers });
}

function shown(): [string, string][] {
  return $notifications.get().map((entry) => [entry.kind, entry.text]);
}

function section(name: 'Selling' | 'Buying'): HTMLElement {
  return screen.getByRole('region', { name });
}

function rows(scope: HTMLElement): string[][] {
  return Array.from(scope.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
  );
}

function removals(): Record<string, string>[] {
  return fetch.calls.filter((call) => call.mod === 'cancelOrder').map((call) => call.params);
}

async function renderLoaded(): Promise<void> {
  render(
    <MemoryRouter>
      <YourListingsPage />
    </MemoryRouter>,
  );
  await screen.findByRole('region', { name: 'Selling' });
}

beforeEach(() => {
  resetAll();
  refusals = [];
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

describe('YourListingsPage states', () => {
  it('shows loading while the listings load, having asked yourListings', () => {
    answering({ 'market.php?mod=yourListings': answerNever });
    render(
      <MemoryRouter>
        <YourListingsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Your listings', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(YOUR_LISTINGS_LOADING_TEXT);
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'market.php',
      params: { mod: 'yourListings' },
    });
  });

  it('says its own sentence with Retry on a refusal, then loads on Retry', async () => {
    let fail = true;
    answering({
      'market.php?mod=yourListings': () =>
        fail ? { error: 'The market is closed.' } : sampleYourListings(),
    });
    render(
      <MemoryRouter>
        <YourListingsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(YOUR_LISTINGS_LOAD_FAILED_TEXT)).toBeVisible();
    expect(refusals).toEqual([{ kind: 'error', text: 'The market is closed.' }]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Selling' })).toBeVisible();
    expect(rows(section('Selling'))).toHaveLength(2);
  });

  it("says the spec's texts when the player has no orders", async () => {
    answering({ 'market.php?mod=yourListings': { sellOrders: [], buyOrders: [] } });
    await renderLoaded();
    expect(section('Selling')).toHaveTextContent(MARKET_TEXTS.noOwnSellListings);
    expect(section('Buying')).toHaveTextContent(MARKET_TEXTS.noOwnBuyListings);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says only the empty side is empty', async () => {
    answering({ 'market.php?mod=yourListings': sampleYourListings({ buyOrders: [] }) });
    await renderLoaded();
    expect(section('Selling')).not.toHaveTextContent(MARKET_TEXTS.noOwnSellListings);
    expect(rows(section('Selling'))).toHaveLength(2);
    expect(section('Buying')).toHaveTextContent(MARKET_TEXTS.noOwnBuyListings);
  });

  it('lists each order with its item, amount, price (decimal part for resources) and bulk', async () => {
    await renderLoaded();
    expect(rows(section('Selling')).map((row) => row.slice(0, 4))).toEqual([
      ['Metal', '100', '2.50', ''],
      ['Troll Tooth', '3', '150', 'Bulk'],
    ]);
    expect(rows(section('Buying')).map((row) => row.slice(0, 4))).toEqual([
      ['Potion of Wrath', '5', '80', ''],
      ['Gem Fragments', '1,000', '1', ''],
    ]);
    expect(within(section('Selling')).getByRole('link', { name: /Metal/ })).toHaveAttribute(
      'href',
      '/market_item/metal',
    );
    expect(
      within(section('Buying')).getByRole('link', { name: /Potion of Wrath/ }),
    ).toHaveAttribute('href', '/market_item/potion_of_wrath');
  });
});

describe('removing an order', () => {
  it('removes a sell order: the row leaves and its items come back', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Remove order 11' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', MARKET_TEXTS.listingRemoved]]);
    });
    expect(removals()).toEqual([{ mod: 'cancelOrder', orderid: '11', itemid: 'metal' }]);
    expect(rows(section('Selling')).map((row) => row[0])).toEqual(['Troll Tooth']);
    expect($items.get().metal).toBe(600);
    expect($items.get().gold).toBe(1_000);
  });

  it('removes a buy order: its gold comes back; the last row leaves the empty text', async () => {
    answering({
      'market.php?mod=yourListings': sampleYourListings({
        buyOrders: sampleYourListings().buyOrders.slice(0, 1),
      }),
    });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Remove order 21' }));
    await waitFor(() => {
      expect(section('Buying')).toHaveTextContent(MARKET_TEXTS.noOwnBuyListings);
    });
    expect(removals()).toEqual([{ mod: 'cancelOrder', orderid: '21', itemid: 'potion_of_wrath' }]);
    expect($items.get().gold).toBe(1_400);
    expect(rows(section('Selling'))).toHaveLength(2);
  });

  it('keeps the row and the inventory as they were when the server refuses', async () => {
    answering({ 'market.php?mod=cancelOrder': { error: 'That order was already filled.' } });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Remove order 12' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'That order was already filled.' }]);
    });
    expect(shown()).toEqual([]);
    expect(rows(section('Selling')).map((row) => row[0])).toEqual(['Metal', 'Troll Tooth']);
    expect($items.get().troll_tooth).toBe(4);
    expect(screen.getByRole('button', { name: 'Remove order 12' })).toBeEnabled();
  });
});

describe('editing an order from the listings', () => {
  it('changes a sell order in place, holding the extra metal', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Edit order 11' }));
    const form = screen.getByRole('form', { name: 'Edit order 11' });
    const amount = within(form).getByLabelText('New amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', 'Your market listing was changed.']]);
    });
    expect(
      fetch.calls.filter((call) => call.mod === 'editOrder').map((call) => call.params),
    ).toEqual([
      {
        mod: 'editOrder',
        orderid: '11',
        itemid: 'metal',
        was: '100',
        amount: '150',
        cost: '2',
        costDec: '50',
      },
    ]);
    expect(rows(section('Selling'))[0]?.slice(0, 3)).toEqual(['Metal', '150', '2.50']);
    expect($items.get().metal).toBe(450);
  });

  it('refuses more metal than the player has, sending nothing', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Edit order 11' }));
    const form = screen.getByRole('form', { name: 'Edit order 11' });
    const amount = within(form).getByLabelText('New amount');
    await userEvent.clear(amount);
    // 100 held plus the 500 owned.
    await userEvent.type(amount, '601');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('You do not have enough Metal.');
    expect(fetch.calls.filter((call) => call.mod === 'editOrder')).toEqual([]);
    expect($items.get().metal).toBe(500);
  });

  it('leads to the trade history', async () => {
    await renderLoaded();
    expect(screen.getByRole('link', { name: 'Your trade history' })).toHaveAttribute(
      'href',
      '/market_history',
    );
  });
});

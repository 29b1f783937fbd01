import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { MARKET_TEXTS, NOT_ENOUGH_GOLD_TEXT } from '@idle/game-rules';
import { $items, $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { marketApiAnswers, marketInitialData, order, sampleLoadItems } from './fixtures';
import {
  MARKET_ITEM_LOAD_FAILED_TEXT,
  MARKET_ITEM_LOADING_TEXT,
  MarketItemPage,
  NO_SUCH_ITEM_TEXT,
} from './MarketItemPage';

let fetch: FakeFetch;
/** What the request layer notified over the bus: the server's refusals. */
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...marketApiAnswers(), ...answers });
}

function shown(): [string, string][] {
  return $notifications.get().map((entry) => [entry.kind, entry.text]);
}

/** The calls other than loading the book, its depth and its price history. */
function sent(): { mod: string | null; params: Record<string, string> }[] {
  return fetch.calls
    .filter((call) => !['loadItems', 'marketDepth', 'priceHistory'].includes(call.mod ?? ''))
    .map((call) => ({ mod: call.mod, params: call.params }));
}

function loads(): number {
  return fetch.calls.filter((call) => call.mod === 'loadItems').length;
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function rows(scope: HTMLElement): string[][] {
  return Array.from(scope.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
  );
}

function renderPage(itemid = 'metal'): void {
  render(
    <MemoryRouter initialEntries={[`/market_item/${itemid}`]}>
      <Routes>
        <Route path="/market_item/:itemid" element={<MarketItemPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function renderLoaded(itemid = 'metal'): Promise<void> {
  renderPage(itemid);
  await screen.findByRole('region', { name: 'For sale' });
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

describe('MarketItemPage of an item that cannot be on the market', () => {
  it.each([
    ['bound_credits', 'Market: Bound Credits', 'Bound Credits cannot be traded on the market.'],
    ['gold', 'Market: Gold', 'Gold cannot be traded on the market.'],
    ['no_such_thing', 'Market', NO_SUCH_ITEM_TEXT],
  ])(
    '%s: says so and offers the way on, without asking the server or offering Retry',
    (itemid, title, text) => {
      renderPage(itemid);
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      expect(screen.getByText(text)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Browse the market' })).toHaveAttribute(
        'href',
        '/market/currency',
      );
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(screen.queryByText(/Something went wrong/)).toBeNull();
      expect(fetch.calls).toHaveLength(0);
    },
  );

  it('offers the inventory for a known item', () => {
    renderPage('bound_credits');
    expect(screen.getByRole('link', { name: 'Open your inventory' })).toHaveAttribute(
      'href',
      '/inventory',
    );
  });
});

describe('MarketItemPage states', () => {
  it('shows loading while the book loads, having asked for this item', () => {
    answering({ 'market.php?mod=loadItems': answerNever });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Market: Metal', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(MARKET_ITEM_LOADING_TEXT);
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'market.php',
      params: { mod: 'loadItems', itemid: 'metal' },
    });
  });

  it('says its own sentence with Retry; the refusal is only notified', async () => {
    let fail = true;
    answering({
      'market.php?mod=loadItems': () =>
        fail ? { error: 'The market is closed.' } : sampleLoadItems(),
    });
    renderPage();
    expect(await screen.findByText(MARKET_ITEM_LOAD_FAILED_TEXT)).toBeVisible();
    expect(screen.queryByText('The market is closed.')).not.toBeInTheDocument();
    expect(refusals).toEqual([{ kind: 'error', text: 'The market is closed.' }]);
    expect(shown()).toEqual([]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'For sale' })).toBeVisible();
    expect(loads()).toBe(2);
  });

  it("says the spec's texts when nobody sells or buys the item", async () => {
    answering({
      'market.php?mod=loadItems': sampleLoadItems({
        sellOrders: [],
        buyOrders: [],
        playerOrders: [],
      }),
    });
    await renderLoaded();
    expect(section('For sale')).toHaveTextContent(MARKET_TEXTS.noItemsForSale);
    expect(section('Wanted')).toHaveTextContent(MARKET_TEXTS.noBuyListings);
    expect(within(section('For sale')).queryByRole('table')).not.toBeInTheDocument();
    expect(section('Your listings')).toHaveTextContent('You have no listings for this item.');
  });

  it('lists sell and buy orders with the decimal part, bulk and the own order', async () => {
    await renderLoaded();
    const forSale = rows(section('For sale'));
    expect(forSale.map((row) => row.slice(0, 4))).toEqual([
      ['2.50', '100', 'Miner_7', ''],
      ['3.00', '300', 'Smith_2', 'Bulk'],
    ]);
    expect(forSale[1]?.[4]).toContain('All');
    const wanted = rows(section('Wanted'));
    expect(wanted.map((row) => row.slice(0, 3))).toEqual([
      ['1.20', '1,000', 'Builder_3'],
      ['1.05', '40', 'Hero_1'],
    ]);
    // The player cannot fill their own order.
    expect(wanted[1]?.[4]).toBe('Yours');
    expect(screen.getByRole('link', { name: 'Back to the market' })).toHaveAttribute(
      'href',
      '/market/resource',
    );
    expect(rows(section('Your listings')).map((row) => row.slice(0, 4))).toEqual([
      ['Buy', '1.05', '40', ''],
    ]);
  });

  it('shows whole prices and no decimal box for items that are not resources', async () => {
    answering({
      'market.php?mod=loadItems': sampleLoadItems({
        itemType: 'trophy',
        sellOrders: [order({ itemid: 'troll_tooth', cost: 150, costDec: 0 })],
      }),
    });
    await renderLoaded('troll_tooth');
    expect(rows(section('For sale'))[0]?.[0]).toBe('150');
    expect(screen.queryByLabelText('Decimal part')).not.toBeInTheDocument();
  });
});

describe('buying and selling from a row', () => {
  it('buys the amount entered, updates gold, items and the order without asking for the book again', async () => {
    await renderLoaded();
    const box = screen.getByLabelText('Amount to buy (Miner_7)');
    await userEvent.type(box, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Buy from Miner_7' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', MARKET_TEXTS.itemPurchased]]);
    });
    expect(sent()).toEqual([{ mod: 'buy', params: { mod: 'buy', id: '1', amount: '10' } }]);
    expect($items.get().gold).toBe(990);
    expect($items.get().metal).toBe(510);
    expect(box).toHaveValue('');
    // The answer says how many were taken: the order shows what is left, the book is not asked for.
    expect(rows(section('For sale'))[0]?.slice(0, 3)).toEqual(['2.50', '90', 'Miner_7']);
    expect(loads()).toBe(1);
  });

  it('fills Max with what the gold affords, at most the order amount', async () => {
    loadState(marketInitialData({ items: { gold: 100, metal: 0 } }));
    await renderLoaded();
    const box = screen.getByLabelText('Amount to buy (Miner_7)');
    const row = box.closest('tr');
    if (!row) throw new Error('no row');
    await userEvent.click(within(row).getByRole('button', { name: 'Max' }));
    // 100 gold at 2.50: 40 items.
    expect(box).toHaveValue('40');
  });

  it('refuses an amount above the max or of 0, sending nothing', async () => {
    await renderLoaded();
    const box = screen.getByLabelText('Amount to buy (Miner_7)');
    await userEvent.type(box, '101');
    await userEvent.click(screen.getByRole('button', { name: 'Buy from Miner_7' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The amount can be at most 100.');
    await userEvent.clear(box);
    await userEvent.type(box, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Buy from Miner_7' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The amount must be above 0.');
    expect(sent()).toEqual([]);
    expect($items.get().gold).toBe(1_000);
  });

  it('takes a bulk order whole ("All") and refuses it when the gold does not cover it all', async () => {
    await renderLoaded();
    expect(screen.queryByLabelText('Amount to buy (Smith_2)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buy from Smith_2' }));
    await waitFor(() => {
      expect(sent()).toEqual([{ mod: 'buy', params: { mod: 'buy', id: '2', amount: '300' } }]);
    });
    cleanup();
    $notifications.set([]);
    answering();
    loadState(marketInitialData({ items: { gold: 500 } }));
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Buy from Smith_2' }));
    // 500 gold at 3.00 affords 166 of the 300.
    expect(screen.getByRole('alert')).toHaveTextContent('The amount can be at most 166.');
    expect(sent()).toEqual([]);
  });

  it('sells into a buy order, Max being the owned count at most the order amount', async () => {
    await renderLoaded();
    const box = screen.getByLabelText('Amount to sell (Builder_3)');
    const row = box.closest('tr');
    if (!row) throw new Error('no row');
    await userEvent.click(within(row).getByRole('button', { name: 'Max' }));
    expect(box).toHaveValue('500');
    await userEvent.clear(box);
    await userEvent.type(box, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Sell to Builder_3' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', MARKET_TEXTS.transactionCompleted]]);
    });
    expect(sent()).toEqual([{ mod: 'sell', params: { mod: 'sell', id: '3', amount: '20' } }]);
    expect($items.get().gold).toBe(1_007);
    expect($items.get().metal).toBe(480);
  });

  it('leaves everything as it was when the server refuses a purchase', async () => {
    answering({ 'market.php?mod=buy': { error: 'That order is gone.' } });
    await renderLoaded();
    await userEvent.type(screen.getByLabelText('Amount to buy (Miner_7)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Buy from Miner_7' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'That order is gone.' }]);
    });
    expect(screen.getByLabelText('Amount to buy (Miner_7)')).toHaveValue('5');
    expect(shown()).toEqual([]);
    expect($items.get().gold).toBe(1_000);
    expect($items.get().metal).toBe(500);
  });
});

describe('the player own orders', () => {
  it('removes an order and gives back what it held', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Remove order 9' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', MARKET_TEXTS.listingRemoved]]);
    });
    expect(sent()).toEqual([
      { mod: 'cancelOrder', params: { mod: 'cancelOrder', orderid: '9', itemid: 'metal' } },
    ]);
    expect(section('Your listings')).toHaveTextContent('You have no listings for this item.');
    expect(rows(section('Wanted')).map((row) => row[2])).toEqual(['Builder_3']);
    expect($items.get().gold).toBe(1_042);
  });
});

describe('the order form', () => {
  async function fill(type: 'Sell' | 'Buy' | null, amount: string, price: string) {
    if (type !== null) await userEvent.click(screen.getByRole('radio', { name: type }));
    if (amount) await userEvent.type(screen.getByLabelText('Amount'), amount);
    if (price) await userEvent.type(screen.getByLabelText('Price'), price);
  }

  it('places a sell order with the decimal part, then clears the form', async () => {
    await renderLoaded();
    await fill('Sell', '10', '3');
    const decimal = screen.getByLabelText('Decimal part');
    await userEvent.clear(decimal);
    await userEvent.type(decimal, '5');
    await userEvent.tab();
    expect(decimal).toHaveValue('05');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', MARKET_TEXTS.listingSuccessful]]);
    });
    expect(sent()).toEqual([
      {
        mod: 'placeSellOrder',
        params: {
          mod: 'placeSellOrder',
          itemid: 'metal',
          amount: '10',
          cost: '3',
          costDec: '5',
          bulk: '0',
        },
      },
    ]);
    expect($items.get().metal).toBe(490);
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(screen.getByLabelText('Price')).toHaveValue('');
    expect(screen.getByLabelText('Decimal part')).toHaveValue('00');
    expect(screen.getByRole('radio', { name: 'Sell' })).not.toBeChecked();
  });

  it('places a bulk buy order and takes the gold it holds', async () => {
    await renderLoaded();
    await fill('Buy', '10', '2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bulk (taken whole)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', MARKET_TEXTS.listingSuccessful]]);
    });
    expect(sent()[0]).toEqual({
      mod: 'placeBuyOrder',
      params: {
        mod: 'placeBuyOrder',
        itemid: 'metal',
        amount: '10',
        cost: '2',
        costDec: '0',
        bulk: '1',
      },
    });
    expect($items.get().gold).toBe(975);
  });

  it('resets a decimal part outside 0 to 99 to "00"', async () => {
    await renderLoaded();
    const decimal = screen.getByLabelText('Decimal part');
    for (const typed of ['150', 'ab']) {
      await userEvent.clear(decimal);
      await userEvent.type(decimal, typed);
      await userEvent.tab();
      expect(decimal).toHaveValue('00');
    }
  });

  it('takes digits only in the decimal part, at most 15 of them', async () => {
    await renderLoaded();
    const decimal = screen.getByLabelText('Decimal part');
    await userEvent.clear(decimal);
    await userEvent.type(decimal, '-4.a5');
    expect(decimal).toHaveValue('45');
    await userEvent.clear(decimal);
    await userEvent.type(decimal, '12345678901234567890');
    expect(decimal).toHaveValue('123456789012345');
    expect(decimal).toHaveAttribute('inputmode', 'numeric');
  });

  it.each([
    [null, '', '3', 'Enter the amount.'],
    ['Sell', '0', '3', 'The amount must be above 0.'],
    ['Sell', '5', '', 'Enter the price.'],
    ['Sell', '5', '0', 'The price must be above 0.'],
    ['Sell', '5', '1000000000000', 'The price can be at most 999,999,999,999.'],
    [null, '5', '3', 'Choose whether to buy or sell.'],
    ['Buy', '1000', '2', NOT_ENOUGH_GOLD_TEXT],
  ] as const)(
    'refuses type %s, amount "%s", price "%s" with "%s", sending nothing',
    async (type, amount, price, text) => {
      await renderLoaded();
      await fill(type, amount, price);
      await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(sent()).toEqual([]);
      expect($items.get().gold).toBe(1_000);
      expect($items.get().metal).toBe(500);
      expect(shown()).toEqual([]);
      expect(refusals).toEqual([]);
    },
  );

  it('takes at most 15 digits in the amount and price boxes', async () => {
    await renderLoaded();
    await fill(null, '1234567890123456789', '99999999999999999');
    expect(screen.getByLabelText('Amount')).toHaveValue('123456789012345');
    expect(screen.getByLabelText('Price')).toHaveValue('999999999999999');
  });

  it('keeps the form filled in when the server refuses the order', async () => {
    answering({ 'market.php?mod=placeSellOrder': { error: 'You do not have enough items.' } });
    await renderLoaded();
    await fill('Sell', '10', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'You do not have enough items.' }]);
    });
    expect(shown()).toEqual([]);
    expect(screen.getByLabelText('Amount')).toHaveValue('10');
    expect($items.get().metal).toBe(500);
  });
});

import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $items, $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BEST_PRICE_TEXT } from './depth';
import { DEPTH_LOAD_FAILED_TEXT, DEPTH_LOADING_TEXT, NO_DEPTH_TEXT } from './DepthChart';
import { LISTING_CHANGED_TEXT, NOTHING_TO_EDIT_TEXT } from './EditOrder';
import {
  marketApiAnswers,
  marketInitialData,
  order,
  PLAYER_ID,
  sampleDepth,
  sampleLoadItems,
} from './fixtures';
import { MarketItemPage } from './MarketItemPage';

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...marketApiAnswers(), ...answers });
}

const depthSection = () => screen.getByRole('region', { name: 'Market depth' });
const depthCalls = () => fetch.calls.filter((call) => call.mod === 'marketDepth').length;

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

describe('the depth chart of the item page', () => {
  it('asks for the depth of the item and shows loading meanwhile', async () => {
    answering({ 'market.php?mod=marketDepth': answerNever });
    renderPage();
    await screen.findByRole('region', { name: 'Market depth' });
    expect(within(depthSection()).getByRole('status')).toHaveTextContent(DEPTH_LOADING_TEXT);
    expect(fetch.calls.find((call) => call.mod === 'marketDepth')).toMatchObject({
      method: 'GET',
      path: 'market.php',
      params: { mod: 'marketDepth', itemid: 'metal' },
    });
  });

  it('draws both sides with a title and description, marks the own order, and says how far off it is', async () => {
    renderPage();
    const chart = await within(
      await screen.findByRole('region', { name: 'Market depth' }),
    ).findByRole('img', { name: /Market depth of Metal/ });
    expect(chart).toHaveAccessibleName(
      'Market depth of Metal Buy orders: 1,640 wanted from 1.20 down to 0.90. Sell orders: 650 offered from 2.50 up to 3.20. Your orders are at 1.05.',
    );
    expect(chart.querySelector('[data-side="buy"]')?.getAttribute('d')).toMatch(/^M.+Z$/);
    expect(chart.querySelector('[data-side="sell"]')?.getAttribute('d')).toMatch(/^M.+Z$/);
    expect(
      Array.from(chart.querySelectorAll('[data-own-price]'), (mark) =>
        mark.getAttribute('data-own-price'),
      ),
    ).toEqual(['105']);
    expect(within(depthSection()).getByTestId('best-price')).toHaveTextContent(
      'Your dearest buy order, at 1.05, is 0.15 below the best price of 1.20.',
    );
    // The text alternative: every level, buys up to the best then sells from the best.
    const table = within(depthSection()).getByRole('table', { name: 'Market depth of Metal' });
    expect(
      Array.from(table.querySelectorAll('tbody tr'), (row) =>
        Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
      ),
    ).toEqual([
      ['Buy', '0.90', '600', '1,640', '2', ''],
      ['Buy', '1.05', '40', '1,040', '1', 'Yours'],
      ['Buy', '1.20', '1,000', '1,000', '1', ''],
      ['Sell', '2.50', '100', '100', '1', ''],
      ['Sell', '3.00', '300', '400', '1', ''],
      ['Sell', '3.20', '250', '650', '3', ''],
    ]);
  });

  it('says the player is the best price when their order leads its side', async () => {
    const own = order({ id: 9, type: 2, amount: 40, cost: 1, costDec: 20, userid: PLAYER_ID });
    answering({
      'market.php?mod=loadItems': sampleLoadItems({ playerOrders: [own] }),
    });
    renderPage();
    expect(
      await within(await screen.findByRole('region', { name: 'Market depth' })).findByTestId(
        'best-price',
      ),
    ).toHaveTextContent(BEST_PRICE_TEXT);
  });

  it('says nobody trades the item for an empty book, and fails on its own with Retry', async () => {
    answering({ 'market.php?mod=marketDepth': sampleDepth({ sell: [], buy: [] }) });
    renderPage();
    expect(await screen.findByText(NO_DEPTH_TEXT)).toBeVisible();
    cleanup();

    let fail = true;
    answering({
      'market.php?mod=marketDepth': () =>
        fail ? { error: 'The market is closed.' } : sampleDepth(),
    });
    renderPage();
    expect(await screen.findByText(DEPTH_LOAD_FAILED_TEXT)).toBeVisible();
    expect(screen.getByRole('region', { name: 'For sale' })).toBeVisible();
    fail = false;
    await userEvent.click(within(depthSection()).getByRole('button', { name: 'Retry' }));
    expect(await within(depthSection()).findByRole('img')).toBeVisible();
  });
});

describe('editing an own order on the item page', () => {
  it('sends the new amount and price with the amount seen, holds the gold, and asks for the depth again', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Your listings' });
    await screen.findByRole('img', { name: /Market depth/ });
    const before = depthCalls();
    await userEvent.click(screen.getByRole('button', { name: 'Edit order 9' }));
    const form = screen.getByRole('form', { name: 'Edit order 9' });
    expect(within(form).getByLabelText('New amount')).toHaveValue('40');
    expect(within(form).getByLabelText('New price')).toHaveValue('1');
    expect(within(form).getByLabelText('Decimal part')).toHaveValue('05');
    await userEvent.clear(within(form).getByLabelText('New amount'));
    await userEvent.type(within(form).getByLabelText('New amount'), '50');
    await userEvent.clear(within(form).getByLabelText('Decimal part'));
    await userEvent.type(within(form).getByLabelText('Decimal part'), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect($notifications.get().map((entry) => entry.text)).toEqual([LISTING_CHANGED_TEXT]);
    });
    expect(fetch.calls.find((call) => call.mod === 'editOrder')?.params).toEqual({
      mod: 'editOrder',
      orderid: '9',
      itemid: 'metal',
      was: '40',
      amount: '50',
      cost: '1',
      costDec: '10',
    });
    expect(screen.queryByRole('form', { name: 'Edit order 9' })).toBeNull();
    expect($items.get().gold).toBe(1_000 - 13);
    const yours = screen.getByRole('region', { name: 'Your listings' });
    expect(yours).toHaveTextContent('1.10');
    expect(yours).toHaveTextContent('50');
    await waitFor(() => {
      expect(depthCalls()).toBe(before + 1);
    });
  });

  it.each([
    ['', '1', 'Enter the amount.'],
    ['40', '1', NOTHING_TO_EDIT_TEXT],
    ['0', '1', 'The amount must be above 0.'],
    ['40', '0', 'The price must be above 0.'],
    ['40', '1000000000000', 'The price can be at most 999,999,999,999.'],
    // 1,000 gold plus the 42 the order holds cannot hold 1,000 at 1.05.
    ['1000', '1', 'Not enough gold.'],
  ])('refuses amount "%s", price "%s" with "%s", sending nothing', async (amount, price, error) => {
    renderPage();
    await screen.findByRole('region', { name: 'Your listings' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit order 9' }));
    const form = screen.getByRole('form', { name: 'Edit order 9' });
    await userEvent.clear(within(form).getByLabelText('New amount'));
    if (amount) await userEvent.type(within(form).getByLabelText('New amount'), amount);
    await userEvent.clear(within(form).getByLabelText('New price'));
    await userEvent.type(within(form).getByLabelText('New price'), price);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(error);
    expect(fetch.calls.filter((call) => call.mod === 'editOrder')).toEqual([]);
    expect($items.get().gold).toBe(1_000);
  });

  it("shows the server's refusal once, keeping the form and the order as they were", async () => {
    answering({
      'market.php?mod=editOrder': {
        error: 'That listing changed meanwhile: it now has 12 left. Check it and try again.',
      },
    });
    renderPage();
    await screen.findByRole('region', { name: 'Your listings' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit order 9' }));
    const form = screen.getByRole('form', { name: 'Edit order 9' });
    await userEvent.clear(within(form).getByLabelText('New amount'));
    await userEvent.type(within(form).getByLabelText('New amount'), '45');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(refusals).toEqual([
        {
          kind: 'error',
          text: 'That listing changed meanwhile: it now has 12 left. Check it and try again.',
        },
      ]);
    });
    expect(screen.getByRole('form', { name: 'Edit order 9' })).toBeVisible();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect($items.get().gold).toBe(1_000);
    expect(screen.getByRole('region', { name: 'Your listings' })).toHaveTextContent('40');
  });
});

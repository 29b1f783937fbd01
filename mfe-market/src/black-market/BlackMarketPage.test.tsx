import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { MARKET_TEXTS, NOT_ENOUGH_GOLD_TEXT } from '@idle/game-rules';
import { $items, $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BLACK_MARKET_LOAD_FAILED_TEXT,
  BLACK_MARKET_LOADING_TEXT,
  BlackMarketPage,
  NO_RESOURCE_CACHES_TEXT,
} from './BlackMarketPage';
import { blackMarketApiAnswers, blackMarketInitialData, sampleBlackMarket } from './fixtures';

let fetch: FakeFetch;
/** What the request layer notified over the bus: the server's refusals. */
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}, purchased = 0): void {
  fetch = useFakeApi({ ...blackMarketApiAnswers(purchased), ...answers });
}

function shown(): [string, string][] {
  return $notifications.get().map((entry) => [entry.kind, entry.text]);
}

/** The trades sent (everything but loading the page). */
function sent(): Record<string, string>[] {
  return fetch.calls.filter((call) => call.mod !== 'blackMarket').map((call) => call.params);
}

const creditsThisMonth = () => screen.getByLabelText('Bound credits this month').textContent;
const holdings = () => screen.getByLabelText('Your holdings').textContent;
const buyCredit = () => screen.getByRole('button', { name: 'Buy 1 bound credit' });
const cacheBox = () => screen.getByRole('textbox', { name: 'Resource caches to trade' });
const cacheForm = () => screen.getByRole('form', { name: 'Trade resource caches' });

async function renderLoaded(): Promise<void> {
  render(<BlackMarketPage />);
  await screen.findByRole('button', { name: 'Buy 1 bound credit' });
}

beforeEach(() => {
  resetAll();
  refusals = [];
  bus.on('notify', onNotify);
  answering();
  loadState(blackMarketInitialData());
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('BlackMarketPage states', () => {
  it('shows loading while the page loads, having asked for it', () => {
    answering({ 'store.php?mod=blackMarket': answerNever });
    render(<BlackMarketPage />);
    expect(screen.getByRole('heading', { name: 'Black Market', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(BLACK_MARKET_LOADING_TEXT);
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'store.php',
      params: { mod: 'blackMarket' },
    });
  });

  it('says its own sentence with Retry; the refusal is only notified', async () => {
    let fail = true;
    answering({
      'store.php?mod=blackMarket': () =>
        fail ? { error: 'The black market is closed.' } : sampleBlackMarket(),
    });
    render(<BlackMarketPage />);
    expect(await screen.findByText(BLACK_MARKET_LOAD_FAILED_TEXT)).toBeVisible();
    expect(refusals).toEqual([{ kind: 'error', text: 'The black market is closed.' }]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Buy 1 bound credit' })).toBeVisible();
  });

  it('shows the holdings, the credits bought this month and the next price', async () => {
    answering({}, 9);
    loadState(blackMarketInitialData({ gold: 200_000 }));
    await renderLoaded();
    expect(holdings()).toBe('Gold200,000Bound credits10Resource caches12');
    // The 10th credit of the month.
    expect(creditsThisMonth()).toBe('Bought this month9Price of the next credit175,494 gold');
    expect(buyCredit()).toBeEnabled();
    // The spec's order of the resource choices: 1 metal, 2 wood, 3 stone.
    expect(within(cacheForm()).getAllByRole('radio')).toEqual(
      ['Metal', 'Wood', 'Stone'].map((name) => screen.getByRole('radio', { name })),
    );
    expect(screen.getByRole('radio', { name: 'Metal' })).toBeChecked();
  });

  it('disables the credit without the gold for it, and the trade without caches', async () => {
    loadState(blackMarketInitialData({ gold: 99_999, resource_cache: 0 }));
    await renderLoaded();
    expect(buyCredit()).toBeDisabled();
    expect(buyCredit().parentElement).toHaveTextContent(NOT_ENOUGH_GOLD_TEXT);
    expect(screen.getByRole('button', { name: 'Trade' })).toBeDisabled();
    expect(cacheForm()).toHaveTextContent(NO_RESOURCE_CACHES_TEXT);
  });
});

describe('buying a bound credit', () => {
  it('buys one, takes its gold, shows the next price and says "Transaction completed."', async () => {
    await renderLoaded();
    await userEvent.click(buyCredit());
    await waitFor(() => {
      expect(shown()).toEqual([['success', MARKET_TEXTS.transactionCompleted]]);
    });
    expect(shown()[0]?.[1]).toBe('Transaction completed.');
    expect(sent()).toEqual([{ mod: 'blackMarketCredits' }]);
    expect(fetch.calls.at(-1)).toMatchObject({ method: 'POST', path: 'store.php' });
    expect($items.get().gold).toBe(50_000);
    expect($items.get().bound_credits).toBe(11);
    expect(creditsThisMonth()).toBe('Bought this month1Price of the next credit107,765 gold');
    // 50,000 gold is not enough for the second.
    expect(buyCredit()).toBeDisabled();
    expect(buyCredit().parentElement).toHaveTextContent(NOT_ENOUGH_GOLD_TEXT);
  });

  it("shows the server's refusal and changes nothing", async () => {
    answering({ 'store.php?mod=blackMarketCredits': { error: NOT_ENOUGH_GOLD_TEXT } });
    await renderLoaded();
    await userEvent.click(buyCredit());
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: NOT_ENOUGH_GOLD_TEXT }]);
    });
    expect(shown()).toEqual([]);
    expect($items.get().gold).toBe(150_000);
    expect($items.get().bound_credits).toBe(10);
    expect(creditsThisMonth()).toBe('Bought this month0Price of the next credit100,000 gold');
  });
});

describe('trading resource caches', () => {
  it('trades the caches entered for the resource chosen', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('radio', { name: 'Wood' }));
    await userEvent.type(cacheBox(), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Trade' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', 'Transaction completed.']]);
    });
    expect(sent()).toEqual([{ mod: 'blackMarketCache', amount: '3', resource: '2' }]);
    expect($items.get().resource_cache).toBe(9);
    expect($items.get().wood).toBe(30_000);
    expect(holdings()).toContain('Resource caches9');
    expect(cacheBox()).toHaveValue('');
  });

  it('fills Max with the caches held and trades them all for stone', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('radio', { name: 'Stone' }));
    await userEvent.click(within(cacheForm()).getByRole('button', { name: 'Max' }));
    expect(cacheBox()).toHaveValue('12');
    await userEvent.click(screen.getByRole('button', { name: 'Trade' }));
    await waitFor(() => {
      expect($items.get().stone).toBe(120_000);
    });
    expect(sent()).toEqual([{ mod: 'blackMarketCache', amount: '12', resource: '3' }]);
    expect($items.get().resource_cache ?? 0).toBe(0);
  });

  it('takes at most 6 digits in the amount box', async () => {
    await renderLoaded();
    await userEvent.type(cacheBox(), '12345678');
    expect(cacheBox()).toHaveValue('123456');
  });

  it.each([
    ['', 'Enter the amount.'],
    ['0', 'The amount must be above 0.'],
    ['13', 'The amount can be at most 12.'],
  ])('refuses the amount "%s" with "%s", sending nothing', async (amount, error) => {
    await renderLoaded();
    if (amount !== '') await userEvent.type(cacheBox(), amount);
    await userEvent.click(screen.getByRole('button', { name: 'Trade' }));
    expect(screen.getByRole('alert')).toHaveTextContent(error);
    expect(sent()).toEqual([]);
    expect($items.get().resource_cache).toBe(12);
    expect(shown()).toEqual([]);
  });

  it("shows the server's refusal and keeps the amount", async () => {
    answering({
      'store.php?mod=blackMarketCache': { error: 'You do not have enough Resource Cache.' },
    });
    await renderLoaded();
    await userEvent.type(cacheBox(), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Trade' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'You do not have enough Resource Cache.' }]);
    });
    expect(shown()).toEqual([]);
    expect($items.get().resource_cache).toBe(12);
    expect($items.get().metal).toBeUndefined();
    expect(cacheBox()).toHaveValue('5');
  });
});

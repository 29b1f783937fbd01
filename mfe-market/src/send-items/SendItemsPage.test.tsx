import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $items, $notifications } from '@idle/state';
import { loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { marketInitialData } from '../item/fixtures';
import { sendItemsApiAnswers } from './fixtures';
import {
  NOTHING_TO_SEND_TEXT,
  SEND_ITEMS_LOADING_TEXT,
  SendItemsPage,
  sentItemsText,
} from './SendItemsPage';

let fetch: FakeFetch;
/** What the request layer notified over the bus: the server's refusals. */
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...sendItemsApiAnswers(), ...answers });
}

function shown(): [string, string][] {
  return $notifications.get().map((entry) => [entry.kind, entry.text]);
}

function sent(): Record<string, string>[] {
  return fetch.calls.map((call) => call.params);
}

function renderPage(username = 'Bob'): void {
  render(
    <MemoryRouter initialEntries={[`/send_items/${encodeURIComponent(username)}`]}>
      <Routes>
        <Route path="/send_items/:username" element={<SendItemsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const amountBox = () => screen.getByRole('textbox', { name: 'Amount' });
const picker = () => screen.getByRole('combobox', { name: 'Item' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });
/** The live summary under the amount. */
const summary = () => screen.getByRole('status');

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

describe('SendItemsPage states', () => {
  it('shows loading until the game data is there', () => {
    resetAll();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Send Items', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(SEND_ITEMS_LOADING_TEXT);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('fills in the player of the route and lists gold, then the marketable items held', () => {
    renderPage('Some One');
    expect(screen.getByRole('textbox', { name: 'Recipient' })).toHaveValue('Some One');
    const options = within(picker())
      .getAllByRole('option')
      .map((option) => option.textContent);
    // Bound credits are held but not marketable; nothing held of the tool component or keys.
    expect(options).toEqual([
      'Gold (1,000)',
      'Credits (40)',
      'Weapon Component (7)',
      'Armor Component (4)',
      'Gem Fragments (3)',
      'Rat Tail (58)',
      'Troll Tooth (4)',
      'Potion of Wrath (2)',
      'Leather Strap (6)',
      'Fire Rune (2)',
      'Stone Rune (1)',
      'Metal (500)',
    ]);
    expect(picker()).toHaveValue('gold');
  });

  it('takes at most 15 digits in the amount box', async () => {
    renderPage();
    await userEvent.type(amountBox(), '1234567890123456');
    expect(amountBox()).toHaveValue('123456789012345');
  });

  it('says so when the player holds nothing that can be sent', () => {
    loadState(marketInitialData({ items: { bound_credits: 10 } }));
    renderPage();
    expect(screen.getByText(NOTHING_TO_SEND_TEXT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });
});

describe('the live summary and the client checks', () => {
  it('is red and Confirm disabled until the amount is above 0', async () => {
    renderPage();
    expect(summary()).toHaveTextContent('Enter a whole amount above 0.');
    expect(summary()).toHaveAttribute('data-valid', 'false');
    expect(confirmButton()).toBeDisabled();
    await userEvent.type(amountBox(), '0');
    expect(summary()).toHaveTextContent('Enter a whole amount above 0.');
    expect(confirmButton()).toBeDisabled();
  });

  it('refuses more than is held of the picked item, sending nothing', async () => {
    renderPage();
    await userEvent.selectOptions(picker(), 'troll_tooth');
    await userEvent.type(amountBox(), '5');
    expect(summary()).toHaveTextContent('You only have 4.');
    expect(confirmButton()).toBeDisabled();
    await userEvent.type(amountBox(), '{Enter}');
    expect(fetch.calls).toEqual([]);
    expect($items.get().troll_tooth).toBe(4);
  });

  it('refuses an empty recipient', async () => {
    renderPage();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Recipient' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipient' }), '   ');
    await userEvent.type(amountBox(), '5');
    expect(summary()).toHaveTextContent('Enter the player to send to.');
    expect(confirmButton()).toBeDisabled();
    expect(fetch.calls).toEqual([]);
  });

  it('is green with what will be sent once the send is allowed', async () => {
    renderPage();
    await userEvent.type(amountBox(), '1000');
    expect(summary()).toHaveTextContent('Send 1,000 Gold to Bob.');
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '250');
    expect(summary()).toHaveTextContent('Send 250 Gold to Bob.');
    expect(summary()).toHaveAttribute('data-valid', 'true');
    expect(confirmButton()).toBeEnabled();
  });
});

describe('sending', () => {
  it('sends gold, takes it from the inventory and says so', async () => {
    renderPage();
    await userEvent.type(amountBox(), '250');
    await userEvent.click(confirmButton());
    await waitFor(() => {
      expect(shown()).toEqual([['success', sentItemsText('Bob', 'gold', 250)]]);
    });
    expect(shown()[0]?.[1]).toBe('You sent 250 x [item:gold] to Bob.');
    expect(sent()).toEqual([{ mod: 'sendItems', username: 'Bob', itemid: 'gold', amount: '250' }]);
    expect(fetch.calls[0]).toMatchObject({ method: 'POST', path: 'items.php' });
    expect($items.get().gold).toBe(750);
    expect(amountBox()).toHaveValue('');
  });

  it('sends all of an item with Max, to the trimmed recipient; the picker then drops it', async () => {
    renderPage();
    const recipient = screen.getByRole('textbox', { name: 'Recipient' });
    await userEvent.clear(recipient);
    await userEvent.type(recipient, '  Miner_7 ');
    await userEvent.selectOptions(picker(), 'metal');
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountBox()).toHaveValue('500');
    expect(summary()).toHaveTextContent('Send 500 Metal to Miner_7.');
    await userEvent.click(confirmButton());
    await waitFor(() => {
      expect(shown()).toEqual([['success', 'You sent 500 x [item:metal] to Miner_7.']]);
    });
    expect(sent()).toEqual([
      { mod: 'sendItems', username: 'Miner_7', itemid: 'metal', amount: '500' },
    ]);
    expect($items.get().metal ?? 0).toBe(0);
    expect($items.get().gold).toBe(1_000);
    expect(within(picker()).queryByRole('option', { name: /Metal/ })).not.toBeInTheDocument();
    expect(picker()).toHaveValue('gold');
  });

  it.each([
    ['an unknown player', 'There is no player with that name.'],
    ['oneself', 'You cannot send items to yourself.'],
    ['more than is held', 'Not enough gold.'],
  ])('shows the refusal of sending to %s and changes nothing', async (_case, error) => {
    answering({ 'items.php?mod=sendItems': { error } });
    renderPage();
    await userEvent.type(amountBox(), '100');
    await userEvent.click(confirmButton());
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: error }]);
    });
    expect(sent()).toHaveLength(1);
    expect(shown()).toEqual([]);
    expect($items.get().gold).toBe(1_000);
    // The form stays filled in, to correct and send again.
    expect(amountBox()).toHaveValue('100');
    expect(confirmButton()).toBeEnabled();
  });
});

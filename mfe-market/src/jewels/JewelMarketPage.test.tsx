import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { JEWEL_SOLD_MESSAGE_TYPE, type BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { MARKET_TEXTS } from '@idle/game-rules';
import { $items, $jewels, $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { marketInitialData } from '../item/fixtures';
import { jewelMarketApiAnswers, manyJewelListings, sampleJewelListings } from './fixtures';
import {
  JEWEL_MARKET_LOAD_FAILED_TEXT,
  JEWEL_MARKET_LOADING_TEXT,
  JewelMarketPage,
  UNKNOWN_GEM_TYPE_TEXT,
} from './JewelMarketPage';

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...jewelMarketApiAnswers(), ...answers });
}

function shown(): [string, string][] {
  return $notifications.get().map((entry) => [entry.kind, entry.text]);
}

function rows(): string[][] {
  return Array.from(document.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
  );
}

function purchases(): Record<string, string>[] {
  return fetch.calls.filter((call) => call.mod === 'buyJewelMarket').map((call) => call.params);
}

function jewelIds(): number[] {
  return $jewels.get().map((jewel) => jewel.id);
}

function renderPage(gemType = '1'): void {
  render(
    <MemoryRouter initialEntries={[`/market_jewels/${gemType}`]}>
      <Routes>
        <Route path="/market_jewels/:gemType" element={<JewelMarketPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function renderLoaded(gemType = '1'): Promise<void> {
  renderPage(gemType);
  await screen.findByRole('table');
}

beforeEach(() => {
  resetAll();
  refusals = [];
  bus.on('notify', onNotify);
  answering();
  loadState(marketInitialData({ items: { gold: 500_000 } }));
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('JewelMarketPage states', () => {
  it('shows loading while the jewels load, having asked for the gem type', () => {
    answering({ 'market.php?mod=loadJewels': answerNever });
    renderPage('3');
    expect(screen.getByRole('heading', { name: 'Jewel market: Emerald', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(JEWEL_MARKET_LOADING_TEXT);
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'market.php',
      params: { mod: 'loadJewels', gemType: '3' },
    });
  });

  it('says its own sentence with Retry on a refusal, then loads on Retry', async () => {
    let fail = true;
    answering({
      'market.php?mod=loadJewels': () =>
        fail ? { error: 'The market is closed.' } : sampleJewelListings(),
    });
    renderPage();
    expect(await screen.findByText(JEWEL_MARKET_LOAD_FAILED_TEXT)).toBeVisible();
    expect(refusals).toEqual([{ kind: 'error', text: 'The market is closed.' }]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table');
    expect(rows()).toHaveLength(3);
  });

  it("says the spec's text when nothing is listed", async () => {
    answering({ 'market.php?mod=loadJewels': [] });
    renderPage();
    expect(await screen.findByText(MARKET_TEXTS.noJewelsForSale)).toBeVisible();
    expect(screen.getByText('There is nothing for sale.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('asks nothing for a gem type that does not exist', () => {
    renderPage('9');
    expect(screen.getByText(UNKNOWN_GEM_TYPE_TEXT)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Jewel market', level: 2 })).toBeVisible();
    expect(fetch.calls).toEqual([]);
  });

  it('lists the jewels by total, highest first, with stats, total and gold cost', async () => {
    await renderLoaded();
    const headers = Array.from(document.querySelectorAll('thead th'), (th) => th.textContent);
    expect(headers).toEqual([
      'Health',
      'Attack',
      'Defence',
      'Accuracy',
      'Dodge',
      'Total',
      'Gold',
      '',
    ]);
    expect(rows()).toEqual([
      ['500', '300', '100', '0%', '2%', '1,100', '400,000', 'Buy'],
      ['40', '10', '5', '1.5%', '0%', '205', '25,000', 'Buy'],
      // The player's own jewel shows, but cannot be bought.
      ['0', '0', '60', '0%', '0%', '60', '900', 'Yours'],
    ]);
    expect(screen.queryByRole('button', { name: 'Buy jewel 103' })).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeVisible();
  });

  it("makes each row the listed jewel's chat link: shift-click on it pastes the jewel's tag", async () => {
    await renderLoaded();
    const links = Array.from(document.querySelectorAll('tbody tr'), (row) =>
      row.getAttribute('data-chat-link'),
    );
    // Highest total first: the Legendary, the Rare, then the player's own Common.
    expect(links).toEqual(['[jewel:1:5]', '[jewel:1:3]', '[jewel:1:1]']);
    expect(screen.getByText('1,100').closest('[data-chat-link]')).toHaveAttribute(
      'data-chat-link',
      '[jewel:1:5]',
    );
  });

  it('links the four gem types, the shown one current, and loads another on a click', async () => {
    await renderLoaded('2');
    const nav = screen.getByRole('navigation', { name: 'Gem types' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sapphire', '/market_jewels/1'],
      ['Ruby', '/market_jewels/2'],
      ['Emerald', '/market_jewels/3'],
      ['Diamond', '/market_jewels/4'],
      ['Back to the market', '/market/currency'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Ruby' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Diamond' }));
    expect(
      await screen.findByRole('heading', { name: 'Jewel market: Diamond', level: 2 }),
    ).toBeVisible();
    await waitFor(() => {
      expect(fetch.calls.map((call) => call.params.gemType)).toEqual(['2', '4']);
    });
  });

  it('shows 25 jewels a page with Previous and Next', async () => {
    answering({ 'market.php?mod=loadJewels': manyJewelListings(30).reverse() });
    await renderLoaded();
    expect(rows()).toHaveLength(25);
    expect(rows()[0]?.[0]).toBe('30');
    expect(rows()[24]?.[0]).toBe('6');
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(rows().map((row) => row[0])).toEqual(['5', '4', '3', '2', '1']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(rows()[0]?.[0]).toBe('30');
  });
});

describe('buying a jewel', () => {
  it('asks Confirm on the same row first, and buys only on Confirm', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Buy jewel 102' }));
    const row = screen.getByRole('button', { name: /^Confirm buying jewel 102/ }).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('cell', { name: '1,100' })).toBeVisible();
    expect(purchases()).toEqual([]);
    // The other rows still offer Buy.
    expect(screen.getByRole('button', { name: 'Buy jewel 101' })).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: /^Confirm/ }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', MARKET_TEXTS.itemPurchased]]);
    });
    expect(purchases()).toEqual([{ mod: 'buyJewelMarket', id: '102' }]);
    expect(rows().map((cells) => cells[5])).toEqual(['205', '60']);
    expect($items.get().gold).toBe(100_000);
    expect(jewelIds()).toEqual([7, 8, 102]);
    expect($jewels.get().at(-1)).toMatchObject({ gemType: 1, equipped: false, marketPrice: null });
  });

  it('goes back to Buy on Cancel, buying nothing', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Buy jewel 101' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Buy jewel 101' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    expect(purchases()).toEqual([]);
  });

  it("shows the server's refusal and changes nothing", async () => {
    answering({ 'equipment.php?mod=buyJewelMarket': { error: 'Not enough gold.' } });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Buy jewel 101' }));
    await userEvent.click(screen.getByRole('button', { name: /^Confirm buying jewel 101/ }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Not enough gold.' }]);
    });
    expect(shown()).toEqual([]);
    expect(rows()).toHaveLength(3);
    expect($items.get().gold).toBe(500_000);
    expect(jewelIds()).toEqual([7, 8]);
    expect(screen.getByRole('button', { name: 'Buy jewel 101' })).toBeEnabled();
  });

  it('stays on the last page after buying the only jewel of a page beyond it', async () => {
    answering(jewelMarketApiAnswers(manyJewelListings(26)));
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(rows()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Buy jewel 26' }));
    await userEvent.click(screen.getByRole('button', { name: /^Confirm buying jewel 26/ }));
    await waitFor(() => {
      expect(screen.getByText('Page 1 of 1')).toBeVisible();
    });
    expect(rows()).toHaveLength(25);
    expect($items.get().gold).toBe(500_000 - 1_025);
  });
});

describe("another player buying the player's jewel", () => {
  it('drops it from the open list without a reload, asking for that gem type only', async () => {
    let listed = sampleJewelListings();
    answering({ 'market.php?mod=loadJewels': () => listed });
    await renderLoaded('1');
    expect(rows()).toHaveLength(3);
    const ownShown = () => rows().filter((cells) => cells.includes('Yours'));
    expect(ownShown()).toHaveLength(1);

    listed = listed.filter((listing) => listing.id !== 103);
    act(() => {
      bus.emit('socket', { type: JEWEL_SOLD_MESSAGE_TYPE, data: { id: 103, gemType: 1 } });
      bus.emit('socket', { type: JEWEL_SOLD_MESSAGE_TYPE, data: { id: 7, gemType: 2 } });
    });

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(ownShown()).toEqual([]);
    expect(fetch.calls.map((call) => [call.mod, call.params.gemType])).toEqual([
      ['loadJewels', '1'],
      ['loadJewels', '1'],
    ]);
  });
});

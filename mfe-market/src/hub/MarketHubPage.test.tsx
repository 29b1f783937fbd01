import '@testing-library/jest-dom/vitest';
import { loadState, resetAll } from '@idle/test-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { marketInitialData } from '../item/fixtures';
import {
  MARKET_HUB_LOADING_TEXT,
  MarketHubPage,
  marketableItemsByType,
  UNKNOWN_ITEM_TYPE_TEXT,
} from './MarketHubPage';

/** Where the hub's links lead: says which item page was opened. */
function OpenedItemPage() {
  const { itemid } = useParams();
  return <p>Item page of {itemid}</p>;
}

function renderHub(path = '/market/currency'): void {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/market/:itemType" element={<MarketHubPage />} />
        <Route path="/market_item/:itemid" element={<OpenedItemPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

function listed(): string[][] {
  return Array.from(screen.getByRole('tabpanel').querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
  );
}

beforeEach(() => {
  resetAll();
  loadState(marketInitialData());
});

afterEach(() => {
  cleanup();
  resetAll();
});

describe('marketableItemsByType', () => {
  it('groups marketable items by type, leaving out gold and what cannot be traded', () => {
    const byType = marketableItemsByType(marketInitialData().itemData);
    expect(byType.get('currency')).toEqual(['credits']);
    expect(byType.get('trophy')).toEqual(['rat_tail', 'troll_tooth', 'ember_core']);
    expect(byType.get('resource')).toEqual(['metal']);
    expect(byType.has('nothing')).toBe(false);
  });
});

describe('MarketHubPage', () => {
  it('shows loading until the item data is loaded', () => {
    resetAll();
    renderHub();
    expect(screen.getByRole('status')).toHaveTextContent(MARKET_HUB_LOADING_TEXT);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('opens on the currency tab with its marketable items, each linking to its page', () => {
    renderHub();
    const tabs = within(screen.getByRole('tablist', { name: 'Item types' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Currency',
      'Components',
      'Gems',
      'Trophies',
      'Dungeon Keys',
      'Potions',
      'Runes',
      'Materials',
      'Resources',
    ]);
    expect(tabs.getByRole('tab', { name: 'Currency' })).toHaveAttribute('aria-selected', 'true');
    expect(listed()).toEqual([['Credits', '40']]);
    expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute(
      'href',
      '/market_item/credits',
    );
  });

  it('leads to your listings, your trade history, the token store and the black market', () => {
    renderHub();
    const pages = within(screen.getByRole('navigation', { name: 'Market pages' }));
    expect(
      pages.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Your Listings', '/market_your_listings'],
      ['Trade History', '/market_history'],
      ['Token Store', '/token_store'],
      ['Black Market', '/black_market'],
    ]);
  });

  it('leads to the four jewel markets', () => {
    renderHub();
    const jewels = within(screen.getByRole('navigation', { name: 'Jewel markets' }));
    expect(
      jewels.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Sapphire jewels', '/market_jewels/1'],
      ['Ruby jewels', '/market_jewels/2'],
      ['Emerald jewels', '/market_jewels/3'],
      ['Diamond jewels', '/market_jewels/4'],
    ]);
  });

  it('changes the route with the tab and lists that type with the counts owned', async () => {
    renderHub();
    await userEvent.click(screen.getByRole('tab', { name: 'Trophies' }));
    expect(screen.getByRole('tab', { name: 'Trophies' })).toHaveAttribute('aria-selected', 'true');
    expect(listed()).toEqual([
      ['Rat Tail', expect.any(String)],
      ['Troll Tooth', '4'],
      ['Ember Core', expect.any(String)],
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Troll Tooth' }));
    expect(screen.getByText('Item page of troll_tooth')).toBeVisible();
  });

  it('says nothing of an unknown item type is traded, with a way back to the hub', async () => {
    renderHub('/market/dragons');
    expect(screen.getByText(UNKNOWN_ITEM_TYPE_TEXT)).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the market' }));
    expect(screen.getByRole('tab', { name: 'Currency' })).toHaveAttribute('aria-selected', 'true');
  });
});

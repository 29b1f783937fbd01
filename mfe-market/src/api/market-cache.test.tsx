/**
 * The market's screens on the page's shared query cache: one request per answer however many
 * screens show it, a change seen on every open screen without asking again, and another
 * player's fill of the player's order (live socket) applied from the change it carries.
 */
import '@testing-library/jest-dom/vitest';
import { configureApi, queryCache } from '@idle/api-client';
import {
  ENDPOINTS,
  MARKET_ORDER_FILLED_MESSAGE_TYPE,
  type MarketOrder,
  type MarketOrderChange,
} from '@idle/contracts';
import { bus } from '@idle/events';
import { MARKET_ORDERS_SHOWN, MARKET_TEXTS } from '@idle/game-rules';
import { $items, $notifications } from '@idle/state';
import {
  loadState,
  resetAll,
  useFakeApi,
  type FakeFetch,
  type FakeRequest,
} from '@idle/test-fixtures';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fillChange,
  marketApiAnswers,
  marketInitialData,
  order,
  PLAYER_ID,
  sampleLoadItems,
} from '../item/fixtures';
import { MarketItemPage } from '../item/MarketItemPage';
import { sampleYourListings } from '../listings/fixtures';
import { YourListingsPage } from '../listings/YourListingsPage';
import { readOrderFilledMessage, sellToOrder, useMarketItem } from './market-item';

// Two whole screens render in each test: slow on a busy machine, not stuck.
vi.setConfig({ testTimeout: 20_000 });

let fetch: FakeFetch;

/** The player's listings as the server would list them beside the sample book of metal. */
function listingsWithTheBook() {
  const sample = sampleYourListings();
  return {
    sellOrders: sample.sellOrders.filter((listed) => listed.itemid !== 'metal'),
    buyOrders: [...sampleLoadItems().playerOrders, ...sample.buyOrders],
  };
}

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({
    ...marketApiAnswers(),
    'market.php?mod=yourListings': listingsWithTheBook(),
    ...answers,
  });
}

function asked(mod: string): number {
  return fetch.calls.filter((call) => call.mod === mod).length;
}

function rows(scope: HTMLElement): string[][] {
  return Array.from(scope.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
  );
}

const region = (name: string) => screen.getByRole('region', { name });
/** The ids in the Remove buttons of the listings page's section. */
const listedIds = (name: 'Selling' | 'Buying') =>
  Array.from(region(name).querySelectorAll('button[aria-label^="Remove order "]'), (button) =>
    (button.getAttribute('aria-label') ?? '').replace('Remove order ', ''),
  );

/** The item page of metal and, beside it, the player's listings page (two open screens). */
async function renderItemAndListings(): Promise<void> {
  render(
    <MemoryRouter initialEntries={['/market_item/metal']}>
      <Routes>
        <Route
          path="/market_item/:itemid"
          element={
            <>
              <MarketItemPage />
              <YourListingsPage />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByRole('region', { name: 'For sale' });
  await screen.findByRole('region', { name: 'Selling' });
}

function filled(data: unknown): void {
  act(() => {
    bus.emit('socket', { type: MARKET_ORDER_FILLED_MESSAGE_TYPE, data });
  });
}

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

describe('one request per answer', () => {
  it('two screens showing the book of one item ask for it once', async () => {
    render(
      <MemoryRouter initialEntries={['/market_item/metal']}>
        <Routes>
          <Route
            path="/market_item/:itemid"
            element={
              <>
                <MarketItemPage />
                <MarketItemPage />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => {
      expect(screen.getAllByRole('region', { name: 'For sale' })).toHaveLength(2);
    });
    expect(asked('loadItems')).toBe(1);
    await waitFor(() => {
      expect(screen.getAllByRole('table', { name: 'Last trades' })).toHaveLength(2);
    });
    expect(asked('priceHistory')).toBe(1);
  });
});

describe('a change seen on every open screen', () => {
  it('an order removed on the item page leaves the listings page, nothing asked again', async () => {
    await renderItemAndListings();
    expect(listedIds('Buying')).toEqual(['9', '21', '22']);
    const [onItemPage] = screen.getAllByRole('button', { name: 'Remove order 9' });
    if (!onItemPage) throw new Error('no Remove on the item page');
    await userEvent.click(onItemPage);
    await waitFor(() => {
      expect(listedIds('Buying')).toEqual(['21', '22']);
    });
    expect(rows(region('Wanted')).map((row) => row[2])).toEqual(['Builder_3']);
    expect($items.get().gold).toBe(1_042);
    expect(asked('loadItems')).toBe(1);
    expect(asked('yourListings')).toBe(1);
  });

  it("an order removed on the listings page leaves the item page's book", async () => {
    await renderItemAndListings();
    // The listings page's button is the last one drawn.
    const onListingsPage = screen.getAllByRole('button', { name: 'Remove order 9' }).at(-1);
    if (!onListingsPage) throw new Error('no Remove on the listings page');
    await userEvent.click(onListingsPage);
    await waitFor(() => {
      expect(rows(region('Wanted')).map((row) => row[2])).toEqual(['Builder_3']);
    });
    expect(listedIds('Buying')).toEqual(['21', '22']);
    expect(asked('loadItems')).toBe(1);
    expect(asked('yourListings')).toBe(1);
  });

  it('a sell order placed on the item page joins the listings page, oldest first', async () => {
    const placed = order({ id: 15, amount: 10, cost: 3, costDec: 0, userid: PLAYER_ID });
    answering({
      'market.php?mod=placeSellOrder': {
        sellOrders: [...sampleLoadItems().sellOrders, { ...placed, username: 'Hero_1' }],
        playerOrders: [{ ...placed, username: 'Hero_1' }],
      },
      // Selling metal: the buy order of metal was removed before.
      'market.php?mod=yourListings': sampleYourListings({
        sellOrders: sampleYourListings().sellOrders.filter((listed) => listed.itemid !== 'metal'),
      }),
      'market.php?mod=loadItems': sampleLoadItems({ playerOrders: [] }),
    });
    await renderItemAndListings();
    await userEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    await userEvent.type(screen.getByLabelText('Amount'), '10');
    await userEvent.type(screen.getByLabelText('Price'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(listedIds('Selling')).toEqual(['12', '15']);
    });
    expect(rows(region('For sale')).map((row) => row[2])).toEqual(['Miner_7', 'Smith_2', 'Hero_1']);
    expect(asked('loadItems')).toBe(1);
    expect(asked('yourListings')).toBe(1);
  });

  it('a sale into a buy order shows what is left of it, asking only for the price history', async () => {
    await renderItemAndListings();
    await userEvent.type(screen.getByLabelText('Amount to sell (Builder_3)'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Sell to Builder_3' }));
    await waitFor(() => {
      expect(rows(region('Wanted'))[0]?.slice(0, 3)).toEqual(['1.20', '980', 'Builder_3']);
    });
    expect($notifications.get().map((entry) => entry.text)).toEqual([
      MARKET_TEXTS.transactionCompleted,
    ]);
    expect(asked('loadItems')).toBe(1);
    // The trade is new history: the only thing asked again.
    await waitFor(() => {
      expect(asked('priceHistory')).toBe(2);
    });
    expect(asked('yourListings')).toBe(1);
  });

  it('a bulk order bought whole leaves the book', async () => {
    await renderItemAndListings();
    await userEvent.click(screen.getByRole('button', { name: 'Buy from Smith_2' }));
    await waitFor(() => {
      expect(rows(region('For sale')).map((row) => row[2])).toEqual(['Miner_7']);
    });
    expect(asked('loadItems')).toBe(1);
  });
});

/** The change of a fill of the player's own buy order of metal (order 9 of the sample book). */
function ownBidChange(overrides: Partial<MarketOrderChange> = {}): MarketOrderChange {
  return { itemid: 'metal', orderId: 9, type: 2, amount: 25, entering: null, ...overrides };
}

describe('another player fills one of the player orders (live socket)', () => {
  it('the open item page and listings page show the change, asking nothing again but the history', async () => {
    await renderItemAndListings();
    expect(rows(region('Wanted'))[1]?.[1]).toBe('40');
    filled(ownBidChange());
    await waitFor(() => {
      expect(rows(region('Wanted'))[1]?.[1]).toBe('25');
    });
    expect(rows(region('Buying')).find((row) => row.includes('25'))).toBeDefined();
    expect(asked('loadItems')).toBe(1);
    expect(asked('yourListings')).toBe(1);
    await waitFor(() => {
      expect(asked('priceHistory')).toBe(2);
    });
  });

  it('an emptied order leaves both pages and the next best enters the book', async () => {
    await renderItemAndListings();
    const next = order({ id: 30, type: 2, amount: 8, cost: 1, costDec: 0, username: 'Late_4' });
    filled(ownBidChange({ amount: 0, entering: next }));
    await waitFor(() => {
      expect(rows(region('Wanted')).map((row) => row[2])).toEqual(['Builder_3', 'Late_4']);
    });
    expect(listedIds('Buying')).toEqual(['21', '22']);
    expect(asked('loadItems')).toBe(1);
    // The depth is summed on the server: a fill marks it out of date and it is asked again.
    await waitFor(() => {
      expect(asked('marketDepth')).toBe(2);
    });
  });

  it("another item's fill changes nothing here; a malformed message is ignored", async () => {
    await renderItemAndListings();
    const shown = rows(region('Wanted'));
    filled(ownBidChange({ itemid: 'wood', orderId: 3 }));
    filled({ itemid: 'metal' });
    filled(ownBidChange({ amount: -1 }));
    filled(ownBidChange({ entering: { id: 30 } as MarketOrder }));
    filled('metal');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rows(region('Wanted'))).toEqual(shown);
    expect(listedIds('Buying')).toEqual(['9', '21', '22']);
    // The book, its depth and its price history, each asked once when the page opened.
    expect(fetch.calls.filter((call) => call.params.itemid === 'metal')).toHaveLength(3);
    expect(asked('yourListings')).toBe(1);
  });

  it('a screen opened after the message shows the kept page with the change', async () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/market_item/metal']}>
        <Routes>
          <Route path="/market_item/:itemid" element={<MarketItemPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('region', { name: 'For sale' });
    unmount();
    filled(ownBidChange());
    render(
      <MemoryRouter initialEntries={['/market_item/metal']}>
        <Routes>
          <Route path="/market_item/:itemid" element={<MarketItemPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => {
      expect(rows(region('Wanted'))[1]?.[1]).toBe('25');
    });
    expect(asked('loadItems')).toBe(1);
  });
});

describe('an order emptied on a side of the most orders shown', () => {
  it('the next best order, which the answer carries, takes the room: nothing asked again', async () => {
    const bids = Array.from({ length: MARKET_ORDERS_SHOWN }, (_, index) =>
      order({ id: 100 + index, type: 2, amount: 5, cost: 1, costDec: 0, username: 'Bidder' }),
    );
    const [best, second] = bids;
    if (!best || !second) throw new Error('no bids');
    const next = order({ id: 500, type: 2, amount: 5, cost: 0, costDec: 90, username: 'Late_4' });
    const book = sampleLoadItems({ buyOrders: bids });
    answering({
      'market.php?mod=loadItems': book,
      'market.php?mod=sell': (request: FakeRequest) => {
        const change = fillChange(book, request);
        return {
          goldReceived: 4,
          tax: 0,
          itemid: 'metal',
          amount: Number(request.params.amount),
          change: change.amount === 0 ? { ...change, entering: next } : change,
        };
      },
    });
    const { result } = renderHook(() => useMarketItem('metal'));
    await waitFor(() => {
      expect(result.current.state.status).toBe('ready');
    });
    await act(() => sellToOrder(second, 2));
    const kept = () => queryCache.get(ENDPOINTS.market.loadItems, { itemid: 'metal' });
    expect(kept()?.buyOrders[1]).toMatchObject({ id: 101, amount: 3 });
    await act(() => sellToOrder(best, 5));
    expect(kept()?.buyOrders.map((shown) => shown.id)).toEqual([
      ...bids.slice(1).map((shown) => shown.id),
      500,
    ]);
    expect(asked('loadItems')).toBe(1);
  });
});

describe('readOrderFilledMessage', () => {
  it('reads the change, or null for another shape', () => {
    const entering = order({ id: 30, type: 2 });
    expect(readOrderFilledMessage(ownBidChange())).toEqual(ownBidChange());
    expect(readOrderFilledMessage(ownBidChange({ amount: 0, entering }))).toEqual(
      ownBidChange({ amount: 0, entering }),
    );
    expect(readOrderFilledMessage({ itemid: 'metal' })).toBeNull();
    expect(readOrderFilledMessage(ownBidChange({ itemid: '' }))).toBeNull();
    expect(readOrderFilledMessage(ownBidChange({ orderId: 1.5 }))).toBeNull();
    expect(
      readOrderFilledMessage(ownBidChange({ entering: { ...entering, bulk: 1 } as never })),
    ).toBeNull();
    expect(readOrderFilledMessage('metal')).toBeNull();
    expect(readOrderFilledMessage(null)).toBeNull();
  });
});

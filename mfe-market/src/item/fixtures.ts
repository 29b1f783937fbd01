/**
 * Test and story data of the market screens, on top of @idle/test-fixtures: a marketable
 * resource, a player with gold and metal, an item page's order book and a fake server answering
 * the market calls. Every call builds fresh objects. Never imported by production code.
 */
import type {
  InitialData,
  LedgerTrade,
  LoadItemsAnswer,
  MarketDepthAnswer,
  MarketOrder,
  MarketOrderChange,
  PriceHistoryAnswer,
  TradeHistoryAnswer,
} from '@idle/contracts';
import { sampleApiAnswers, sampleInitialData, type FakeRequest } from '@idle/test-fixtures';

/** The player's user id in the sample initial data. */
export const PLAYER_ID = sampleInitialData().player.userid;

/** The sample items plus metal, a resource priced to the hundredth. */
export function marketInitialData(overrides: Partial<InitialData> = {}): InitialData {
  const base = sampleInitialData();
  return {
    ...base,
    itemData: {
      ...base.itemData,
      metal: {
        name: 'Metal',
        type: 'resource',
        rarity: 1,
        description: 'Mined from ore veins.',
        useable: false,
        marketable: true,
      },
    },
    itemTypes: {
      ...base.itemTypes,
      resource: { name: 'Resources', destroyable: false, destroyItemObtained: null },
    },
    items: { ...base.items, gold: 1_000, metal: 500, troll_tooth: 4 },
    ...overrides,
  };
}

export function order(overrides: Partial<MarketOrder> = {}): MarketOrder {
  return {
    id: 1,
    itemid: 'metal',
    type: 1,
    amount: 100,
    cost: 2,
    costDec: 50,
    bulk: false,
    userid: 77,
    username: 'Miner_7',
    ...overrides,
  };
}

/** Metal: two sell orders (one bulk), one buy order, and the player's own buy order. */
export function sampleLoadItems(overrides: Partial<LoadItemsAnswer> = {}): LoadItemsAnswer {
  const ownBuy = order({ id: 9, type: 2, amount: 40, cost: 1, costDec: 5, userid: PLAYER_ID });
  return {
    itemType: 'resource',
    sellOrders: [
      order({ id: 1, amount: 100, cost: 2, costDec: 50 }),
      order({ id: 2, amount: 300, cost: 3, costDec: 0, bulk: true, username: 'Smith_2' }),
    ],
    buyOrders: [
      order({ id: 3, type: 2, amount: 1_000, cost: 1, costDec: 20, username: 'Builder_3' }),
      { ...ownBuy, username: 'Hero_1' },
    ],
    playerOrders: [{ ...ownBuy, username: 'Hero_1' }],
    ...overrides,
  };
}

/** 24 November 2026, 00:00 UTC: the last day of the sample price history. */
export const HISTORY_LAST_DAY = Date.UTC(2026, 10, 24);
const DAY_MS = 86_400_000;

/**
 * Metal's trading: three trades today (newest first), 130 traded in 24 hours, averages of 2.43
 * (1 day), 2.45 (7 days) and 2.31 (30 days), and five days of averages.
 */
export function samplePriceHistory(
  overrides: Partial<PriceHistoryAnswer> = {},
): PriceHistoryAnswer {
  return {
    lastTrades: [
      { at: HISTORY_LAST_DAY + 90 * 60_000, amount: 10, priceCents: 250 },
      { at: HISTORY_LAST_DAY + 45 * 60_000, amount: 100, priceCents: 240 },
      { at: HISTORY_LAST_DAY + 5 * 60_000, amount: 20, priceCents: 255 },
    ],
    volume24h: 130,
    average1dCents: 243,
    average7dCents: 245,
    average30dCents: 231,
    days: [210, 230, 225, 260, 243].map((averageCents, index) => ({
      day: HISTORY_LAST_DAY - (4 - index) * DAY_MS,
      volume: 100 + index,
      averageCents,
    })),
    ...overrides,
  };
}

/** Metal's depth, as the sample book sums it: two sell prices and two buy prices (one the player's). */
export function sampleDepth(overrides: Partial<MarketDepthAnswer> = {}): MarketDepthAnswer {
  return {
    itemid: 'metal',
    sell: [
      { priceCents: 250, amount: 100, orders: 1 },
      { priceCents: 300, amount: 300, orders: 1 },
      { priceCents: 320, amount: 250, orders: 3 },
    ],
    buy: [
      { priceCents: 120, amount: 1_000, orders: 1 },
      { priceCents: 105, amount: 40, orders: 1 },
      { priceCents: 90, amount: 600, orders: 2 },
    ],
    sellMore: false,
    buyMore: false,
    ...overrides,
  };
}

/** A trade of the player's ledger: bought 10 metal at 2.50 from Miner_7. */
export function ledgerTrade(overrides: Partial<LedgerTrade> = {}): LedgerTrade {
  return {
    id: 1,
    at: HISTORY_LAST_DAY + 90 * 60_000,
    side: 'bought',
    itemid: 'metal',
    amount: 10,
    priceCents: 250,
    total: 25,
    tax: 0,
    counterpart: 'Miner_7',
    ...overrides,
  };
}

/** A first page of two: a purchase, a sale of troll teeth (its tax paid), a sale to a gone player. */
export function sampleTradeHistory(
  overrides: Partial<TradeHistoryAnswer> = {},
): TradeHistoryAnswer {
  return {
    trades: [
      ledgerTrade(),
      ledgerTrade({
        id: 2,
        at: HISTORY_LAST_DAY + 30 * 60_000,
        side: 'sold',
        itemid: 'troll_tooth',
        amount: 2,
        priceCents: 1_500_000,
        total: 30_000,
        tax: 1_500,
        counterpart: 'Smith_2',
      }),
      ledgerTrade({
        id: 3,
        at: HISTORY_LAST_DAY - 86_400_000,
        side: 'sold',
        amount: 1_000,
        priceCents: 199,
        total: 1_990,
        tax: 99,
        counterpart: null,
      }),
    ],
    page: 1,
    pages: 2,
    count: 28,
    totals: { spent: 1_250, earned: 33_405, taxPaid: 1_758 },
    ...overrides,
  };
}

/** What a fill of `amount` from the order `id` of `book` changes (no order enters the book). */
export function fillChange(book: LoadItemsAnswer, request: FakeRequest): MarketOrderChange {
  const id = Number(request.params.id);
  const filled = [...book.sellOrders, ...book.buyOrders].find((listed) => listed.id === id);
  return {
    itemid: filled?.itemid ?? 'metal',
    orderId: id,
    type: filled?.type ?? 1,
    amount: Math.max(0, (filled?.amount ?? 0) - Number(request.params.amount)),
    entering: null,
  };
}

/** A market that accepts every call, answering from `book`. */
export function marketApiAnswers(
  book: LoadItemsAnswer = sampleLoadItems(),
): Record<string, unknown> {
  return {
    ...sampleApiAnswers(),
    'market.php?mod=loadItems': book,
    'market.php?mod=priceHistory': samplePriceHistory(),
    'market.php?mod=marketDepth': sampleDepth(),
    'market.php?mod=tradeHistory': sampleTradeHistory(),
    'market.php?mod=editOrder': {
      buyOrders: book.buyOrders.map((entry) =>
        entry.id === 9 ? { ...entry, amount: 50, cost: 1, costDec: 10 } : entry,
      ),
      order: { ...book.playerOrders[0], amount: 50, cost: 1, costDec: 10 },
      playerOrders: book.playerOrders.map((entry) => ({
        ...entry,
        amount: 50,
        cost: 1,
        costDec: 10,
      })),
      itemsToAdd: [],
      itemsToRemove: [{ id: 'gold', amount: 13 }],
    },
    'market.php?mod=buy': (request: FakeRequest) => ({
      cost: 10,
      tax: 0,
      itemid: 'metal',
      amount: Number(request.params.amount),
      change: fillChange(book, request),
    }),
    'market.php?mod=sell': (request: FakeRequest) => ({
      goldReceived: 7,
      tax: 1,
      itemid: 'metal',
      amount: Number(request.params.amount),
      change: fillChange(book, request),
    }),
    'market.php?mod=cancelOrder': {
      buyOrders: book.buyOrders.filter((entry) => entry.id !== 9),
      playerOrders: [],
      itemsToAdd: [{ id: 'gold', amount: 42 }],
    },
    'market.php?mod=placeSellOrder': {
      sellOrders: book.sellOrders,
      playerOrders: book.playerOrders,
    },
    'market.php?mod=placeBuyOrder': {
      goldRequired: 25,
      buyOrders: book.buyOrders,
      playerOrders: book.playerOrders,
    },
  };
}

/**
 * The item market under load, through the real API (ENDPOINTS.market): 50 players placing buy and
 * sell orders, buying from and selling into each other's orders and cancelling their own, mixed,
 * in a closed loop; then `loadItems` of an item whose book holds 10,000 open orders. Afterwards
 * the bench players' gold and items are summed with what their open orders hold and the tax the
 * market took: it must equal what they were given.
 *
 * The bench keeps its own account of every order it placed (what is left, what fills are on
 * their way), so it only sends calls the rules allow: a fill never takes more than is left, a
 * cancel never races a fill of the same order. Every refusal is therefore a failure, and at the
 * end the server's book must equal the bench's account, order by order.
 */
import { ENDPOINTS, type LoadItemsAnswer, type MarketOrder } from '@idle/contracts';
import {
  MARKET_CURRENCY_ITEM,
  MARKET_ORDERS_SHOWN,
  ORDER_TYPE_BUY,
  ORDER_TYPE_SELL,
  buyOrderHeld,
  hasDecimalPrice,
} from '@idle/game-rules';
import { performance } from 'node:perf_hooks';
import { Client } from 'undici';
import { compressionLines, measureCompression, type CompressionCost } from './compression';
import * as fmt from './format';
import { decode, percentile, runLoad, type LoadResult } from './load';
import { grantItems, itemsOwned, registerPlayers, type Player } from './players';

type MarketEndpoint = (typeof ENDPOINTS.market)[keyof typeof ENDPOINTS.market];
type Fields = Record<string, string | number>;

/** The two items the mixed load trades: a resource (prices in hundredths) and a trophy. */
const RESOURCE_ITEM = 'metal';
const WHOLE_PRICE_ITEM = 'wolf_pelt';
/** The item whose book is filled with the 10,000 orders `loadItems` reads. */
const DEEP_BOOK_ITEM = 'stone';
const TRADED_ITEMS = [RESOURCE_ITEM, WHOLE_PRICE_ITEM] as const;
const BENCH_ITEMS = [MARKET_CURRENCY_ITEM, ...TRADED_ITEMS, DEEP_BOOK_ITEM] as const;
/** What each bench player is given: far more than a run spends. */
const GOLD_GIVEN = 1_000_000_000;
const ITEMS_GIVEN = 1_000_000;
/** Issue 28's targets, on SQLite: mixed operations a second and their p99, loadItems' p99. */
const MIX_TARGET_PER_SECOND = 2_000;
const MIX_TARGET_P99_MS = 50;
const LOAD_ITEMS_TARGET_P99_MS = 50;
/** The label of the SQLite run, the one the targets are for. */
const TARGET_LABEL = 'SQLite';
/** Open orders a player keeps at most; at the limit a place becomes a cancel. */
const OWN_ORDERS_MAX = 4;
/** The mix: out of 100 operations, this many place an order, fill one, cancel one. */
const MIX = { place: 30, fill: 50, cancel: 20 } as const;
type OpGroup = keyof typeof MIX;
/** When the account does not allow what was rolled: a full player cancels to place again. */
const FALLBACKS: Record<OpGroup, OpGroup[]> = {
  place: ['cancel', 'fill'],
  fill: ['place', 'cancel'],
  cancel: ['place', 'fill'],
};
/** Players owning the deep book's orders (even ones sell, odd ones buy). */
const BOOK_PLAYERS = 50;

const API_BASE = '/php/';

/** The call's form (POST) or query (GET): its `mod` from the table, then the fields. */
function withFields(endpoint: MarketEndpoint, fields: Fields): string {
  const all: Fields = { mod: endpoint.mod ?? '', ...fields };
  return new URLSearchParams(
    Object.entries(all).map(([key, value]) => [key, String(value)]),
  ).toString();
}

/** One market call on a player's own keep-alive connection; the answer decoded. */
async function call(
  client: Client,
  endpoint: MarketEndpoint,
  fields: Fields,
  headers: Record<string, string>,
): Promise<{ status: number; text: string; wireBytes: number }> {
  const query = withFields(endpoint, fields);
  const response = await client.request(
    endpoint.method === 'GET'
      ? { method: 'GET', path: `${API_BASE}${endpoint.file}?${query}`, headers }
      : {
          method: 'POST',
          path: `${API_BASE}${endpoint.file}`,
          headers: {
            ...headers,
            'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
          },
          body: query,
        },
  );
  const body = Buffer.from(await response.body.arrayBuffer());
  return {
    status: response.statusCode,
    text: decode(body, response.headers['content-encoding']),
    wireBytes: body.length,
  };
}

const randomInt = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

type Side = 'sell' | 'buy';

/** An order as the bench accounts for it. */
interface KnownOrder {
  id: number;
  owner: number;
  itemid: string;
  side: Side;
  /** What is left once every fill sent has landed. */
  remaining: number;
  cost: number;
  costDec: number;
  /** Fills sent and not yet answered: the order is not cancelled meanwhile. */
  inFlight: number;
}

/** The open orders the bench placed, and every player's own. */
class Account {
  readonly orders = new Map<number, KnownOrder>();
  /** Orders with something left to fill, for a uniform pick. */
  private readonly open: KnownOrder[] = [];
  private readonly openIndex = new Map<number, number>();
  readonly own: Set<number>[];

  constructor(players: number) {
    this.own = Array.from({ length: players }, () => new Set<number>());
  }

  add(order: KnownOrder): void {
    this.orders.set(order.id, order);
    this.own[order.owner]?.add(order.id);
    this.openIndex.set(order.id, this.open.length);
    this.open.push(order);
  }

  /** Takes the order out of the pick (nothing left to fill, or being cancelled). */
  close(order: KnownOrder): void {
    const index = this.openIndex.get(order.id);
    if (index === undefined) return;
    const last = this.open.pop() as KnownOrder;
    if (last !== order) {
      this.open[index] = last;
      this.openIndex.set(last.id, index);
    }
    this.openIndex.delete(order.id);
  }

  /** Gone from the server: filled to the end or cancelled. */
  forget(order: KnownOrder): void {
    this.close(order);
    this.orders.delete(order.id);
    this.own[order.owner]?.delete(order.id);
  }

  /** A random open order of another player, or null. */
  pickOthers(player: number): KnownOrder | null {
    for (let attempt = 0; attempt < 8 && this.open.length > 0; attempt++) {
      const order = this.open[Math.floor(Math.random() * this.open.length)] as KnownOrder;
      if (order.owner !== player) return order;
    }
    return null;
  }

  /** One of the player's orders no fill is on its way to, or null. */
  pickOwnIdle(player: number): KnownOrder | null {
    for (const id of this.own[player] ?? []) {
      const order = this.orders.get(id);
      if (order && order.inFlight === 0 && this.openIndex.has(id)) return order;
    }
    return null;
  }
}

/** What a player places: even players sell the resource and buy the trophy, odd ones the reverse. */
function roleOf(player: number, itemid: string): Side {
  const sellsResource = player % 2 === 0;
  return (itemid === RESOURCE_ITEM) === sellsResource ? 'sell' : 'buy';
}

/** A new order's form: amount and price (resources in hundredths, trophies whole). */
function newOrderFields(itemid: string): { amount: number; cost: number; costDec: number } {
  return itemid === RESOURCE_ITEM
    ? { amount: randomInt(20, 200), cost: randomInt(1, 9), costDec: randomInt(0, 99) }
    : { amount: randomInt(20, 200), cost: randomInt(10, 99), costDec: 0 };
}

type OpKind = 'placeSellOrder' | 'placeBuyOrder' | 'buy' | 'sell' | 'cancelOrder';
const OP_KINDS: readonly OpKind[] = [
  'placeSellOrder',
  'placeBuyOrder',
  'buy',
  'sell',
  'cancelOrder',
];

interface MixTally {
  latencies: number[];
  byKind: Record<OpKind, number>;
  ok2xx: number;
  non2xx: number;
  statuses: Record<number, number>;
  errors: number;
  /** Answers that were 2xx but not what the call answers (or not the order the bench expected). */
  wrong: number;
  firstRefusal: string | null;
  /** The market's tax, as the fills answered it. */
  tax: number;
  /** Answer bodies as they travelled (compressed or not), summed. */
  wireBytes: number;
}

function newMixTally(): MixTally {
  return {
    latencies: [],
    byKind: Object.fromEntries(OP_KINDS.map((kind) => [kind, 0])) as Record<OpKind, number>,
    ok2xx: 0,
    non2xx: 0,
    statuses: {},
    errors: 0,
    wrong: 0,
    firstRefusal: null,
    tax: 0,
    wireBytes: 0,
  };
}

interface Market {
  endpoints: typeof ENDPOINTS.market;
  headers: Record<string, string>[];
  clients: Client[];
  account: Account;
}

/** The newest of the player's orders in a place answer: the one just placed. */
function placedOrder(playerOrders: MarketOrder[] | undefined): MarketOrder | undefined {
  return playerOrders?.reduce<MarketOrder | undefined>(
    (newest, order) => (newest === undefined || order.id > newest.id ? order : newest),
    undefined,
  );
}

/** One operation of the mix for `player`, chosen at random; answers its kind and outcome. */
async function operate(market: Market, player: number, tally: MixTally): Promise<void> {
  const { account, endpoints } = market;
  const client = market.clients[player] as Client;
  const headers = market.headers[player] as Record<string, string>;
  const roll = Math.random() * 100;
  const rolled: OpGroup =
    roll < MIX.place ? 'place' : roll < MIX.place + MIX.fill ? 'fill' : 'cancel';
  const target = account.pickOthers(player);
  const ownIdle = account.pickOwnIdle(player);
  const allowed: Record<OpGroup, boolean> = {
    place: (account.own[player]?.size ?? 0) < OWN_ORDERS_MAX,
    fill: target !== null,
    cancel: ownIdle !== null,
  };
  const kind = allowed[rolled] ? rolled : FALLBACKS[rolled].find((group) => allowed[group]);
  if (kind === undefined) {
    // Every own order is being filled and nothing else is listed: wait for the answers.
    await new Promise((resolve) => setTimeout(resolve, 1));
    return;
  }

  const sent = performance.now();
  const record = (
    op: OpKind,
    answer: { status: number; text: string; wireBytes: number },
    check: () => boolean,
  ) => {
    const { status, text } = answer;
    tally.latencies.push(performance.now() - sent);
    tally.byKind[op] += 1;
    tally.wireBytes += answer.wireBytes;
    if (status >= 200 && status < 300) {
      tally.ok2xx += 1;
      if (!check()) {
        tally.wrong += 1;
        tally.firstRefusal ??= `${op}: 200 but unexpected body: ${text.slice(0, 300)}`;
      }
    } else {
      tally.non2xx += 1;
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
      tally.firstRefusal ??= `${op}: ${status} ${text.slice(0, 300)}`;
    }
  };

  if (kind === 'place') {
    const itemid = TRADED_ITEMS[randomInt(0, 1)] as string;
    const side = roleOf(player, itemid);
    const form = newOrderFields(itemid);
    const op: OpKind = side === 'sell' ? 'placeSellOrder' : 'placeBuyOrder';
    const answer = await call(client, endpoints[op], { itemid, ...form, bulk: 0 }, headers);
    record(op, answer, () => {
      const placed = placedOrder(
        (JSON.parse(answer.text) as { playerOrders?: MarketOrder[] }).playerOrders,
      );
      if (!placed || account.orders.has(placed.id) || placed.amount !== form.amount) return false;
      account.add({
        id: placed.id,
        owner: player,
        itemid,
        side,
        remaining: form.amount,
        cost: form.cost,
        costDec: form.costDec,
        inFlight: 0,
      });
      return true;
    });
    return;
  }

  if (kind === 'cancel') {
    const order = ownIdle as KnownOrder;
    account.close(order);
    const answer = await call(
      client,
      endpoints.cancelOrder,
      { orderid: order.id, itemid: order.itemid },
      headers,
    );
    record('cancelOrder', answer, () => {
      const back = (JSON.parse(answer.text) as { itemsToAdd?: { id: string; amount: number }[] })
        .itemsToAdd;
      const expected =
        order.side === 'sell'
          ? { id: order.itemid, amount: order.remaining }
          : { id: MARKET_CURRENCY_ITEM, amount: heldGold(order) };
      return (
        back?.length === 1 && back[0]?.id === expected.id && back[0].amount === expected.amount
      );
    });
    if (answer.status === 200) account.forget(order);
    return;
  }

  const order = target as KnownOrder;
  const amount = randomInt(1, Math.min(order.remaining, 50));
  order.remaining -= amount;
  order.inFlight += 1;
  if (order.remaining === 0) account.close(order);
  const op: OpKind = order.side === 'sell' ? 'buy' : 'sell';
  const answer = await call(client, endpoints[op], { id: order.id, amount }, headers);
  order.inFlight -= 1;
  record(op, answer, () => {
    const fill = JSON.parse(answer.text) as { tax?: number; amount?: number; itemid?: string };
    if (typeof fill.tax !== 'number' || fill.amount !== amount || fill.itemid !== order.itemid) {
      return false;
    }
    tally.tax += fill.tax;
    return true;
  });
  if (answer.status !== 200) {
    // Refused: nothing moved, so the amount is still there (a failure all the same).
    order.remaining += amount;
  } else if (order.remaining === 0 && order.inFlight === 0) {
    account.forget(order);
  }
}

/** The gold a buy order the bench knows still holds. */
function heldGold(order: Pick<KnownOrder, 'itemid' | 'cost' | 'costDec' | 'remaining'>): number {
  return buyOrderHeld(
    { price: order.cost, priceDecimal: order.costDec, resource: order.itemid === RESOURCE_ITEM },
    order.remaining,
  );
}

/** Every player in a closed loop of mixed operations for `durationMs`. */
async function driveMix(market: Market, durationMs: number, tally: MixTally): Promise<number> {
  const start = performance.now();
  const deadline = start + durationMs;
  let lastDone = start;
  await Promise.all(
    market.clients.map(async (_client, player) => {
      while (performance.now() < deadline) {
        try {
          await operate(market, player, tally);
        } catch (error) {
          tally.errors += 1;
          tally.firstRefusal ??= `connection error: ${error instanceof Error ? error.message : String(error)}`;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        lastDone = Math.max(lastDone, performance.now());
      }
    }),
  );
  return lastDone - start;
}

export interface MixResult {
  /** Operations answered in the measured window, per second. */
  perSecond: number;
  requests: number;
  warmupRequests: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  statuses: Record<number, number>;
  errors: number;
  wrong: number;
  byKind: Record<OpKind, number>;
  firstRefusal: string | null;
  /** Bytes of an answer as it travelled, on average over the measured window. */
  meanWireBytes: number;
}

export interface MarketMeasured {
  mix: MixResult;
  loadItems: LoadResult;
  /** CPU seconds of the game server(s) a request, when known (warm-ups included). */
  mixServerUs: number | null;
  loadItemsServerUs: number | null;
}

export interface MarketReport {
  label: string;
  traders: number;
  measured: MarketMeasured[];
  setupMs: number;
  bookSetupMs: number;
  bookOrders: number;
  /** Open orders of the deep book's item as the server lists them (every book player's). */
  bookOrdersFound: number;
  /** The server's open orders of the mixed load against the bench's own account. */
  openOrders: { server: number; bench: number; differences: number };
  conservation: Conservation[];
  taxTaken: number;
  /** What compressing a page of the deep book costs and saves, by how many orders it lists. */
  compression: CompressionCost[];
}

interface Conservation {
  itemid: string;
  held: number;
  inOrders: number;
  tax: number;
  /** What the players owned once set up, before any order. */
  start: number;
}

export interface MarketSettings {
  /** Shown in the figures: `SQLite`, `PostgreSQL, 1 instance`. */
  label: string;
  origin: string;
  players: number;
  bookOrders: number;
  /** X-Forwarded-For addresses from this index on are the bench's own (see players.ts). */
  firstAddressIndex: number;
  warmupMs: number;
  durationMs: number;
  rounds: number;
  /** What every market call sends besides the cookie and origin (Accept-Encoding). */
  headers: Record<string, string>;
  /** CPU seconds the game server has used so far, when it can be read. */
  serverCpuSeconds: () => number | null;
  print: (text: string) => void;
}

/** A bench player, what they trade and what they owned once set up (gold and the bench's items). */
interface MarketPlayer {
  player: Player;
  items: readonly string[];
  start: Map<string, number>;
}

/**
 * Registers the bench players and gives them what they trade, through dev.php; what each then
 * owns (a new player's own starting gold included) is where the economy check starts.
 */
async function setUpPlayers(
  settings: MarketSettings,
  prefix: string,
  firstAddressIndex: number,
  items: readonly string[],
): Promise<MarketPlayer[]> {
  const server = { origin: settings.origin };
  const { players } = await registerPlayers(server, prefix, settings.players, 4, firstAddressIndex);
  const set: MarketPlayer[] = [];
  for (const player of players) {
    await grantItems(server, player.username, [
      { id: MARKET_CURRENCY_ITEM, amount: GOLD_GIVEN },
      ...items.map((id) => ({ id, amount: ITEMS_GIVEN })),
    ]);
    const owned = await itemsOwned(server, player);
    set.push({
      player,
      items,
      start: new Map(BENCH_ITEMS.map((itemid) => [itemid, owned[itemid] ?? 0])),
    });
  }
  return set;
}

/**
 * The deep book: `bookOrders` orders of the deep book's item placed through placeSellOrder and
 * placeBuyOrder by the book players (even ones sell, odd ones buy), all at once per player.
 */
async function fillDeepBook(
  settings: MarketSettings,
  players: Player[],
  endpoints: typeof ENDPOINTS.market,
): Promise<void> {
  const clients = players.map(() => new Client(settings.origin, { pipelining: 1 }));
  try {
    await Promise.all(
      players.map(async (player, index) => {
        const count =
          Math.floor(settings.bookOrders / players.length) +
          (index < settings.bookOrders % players.length ? 1 : 0);
        const selling = index % 2 === 0;
        for (let placed = 0; placed < count; placed++) {
          const answer = await call(
            clients[index] as Client,
            selling ? endpoints.placeSellOrder : endpoints.placeBuyOrder,
            {
              itemid: DEEP_BOOK_ITEM,
              amount: randomInt(1, 1000),
              cost: selling ? randomInt(100, 10_000) : randomInt(1, 99),
              costDec: randomInt(0, 99),
              bulk: randomInt(0, 1),
            },
            // Set-up only: uncompressed answers spare the server's compression.
            { cookie: player.cookie, origin: settings.origin },
          );
          if (answer.status !== 200) {
            throw new Error(
              `Filling the ${DEEP_BOOK_ITEM} book: ${player.username}'s order ${placed + 1} was refused: ${answer.status} ${answer.text.slice(0, 300)}`,
            );
          }
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.close()));
  }
}

/** A player's own orders of an item, as the server lists them (loadItems playerOrders). */
async function serverOrders(
  origin: string,
  player: Player,
  endpoints: typeof ENDPOINTS.market,
  itemid: string,
): Promise<{ itemType: string; orders: MarketOrder[] }> {
  const client = new Client(origin);
  try {
    const answer = await call(client, endpoints.loadItems, { itemid }, { cookie: player.cookie });
    if (answer.status !== 200) {
      throw new Error(
        `loadItems ${itemid} for ${player.username}: ${answer.status} ${answer.text}`,
      );
    }
    const page = JSON.parse(answer.text) as LoadItemsAnswer;
    return { itemType: page.itemType, orders: page.playerOrders };
  } finally {
    await client.close();
  }
}

/** Orders a side of the pages whose compression is measured (20 is what an answer lists). */
const COMPRESSION_DEPTHS = [5, MARKET_ORDERS_SHOWN, 50, 100, 400];

/**
 * The page with `depth` orders a side: the page's own orders repeated under new ids, amounts
 * and prices (exact repeats would compress better than any real book).
 */
function deeperPage(page: LoadItemsAnswer, depth: number): LoadItemsAnswer {
  const deeper = (side: MarketOrder[]) =>
    Array.from({ length: depth }, (_, index) => {
      const order = side[index % side.length] as MarketOrder;
      const repeat = Math.floor(index / side.length);
      if (repeat === 0) return order;
      return {
        ...order,
        id: order.id + 100_003 * repeat,
        amount: randomInt(1, 1000),
        cost: order.cost + randomInt(0, 99) * repeat,
        costDec: randomInt(0, 99),
      };
    });
  return { ...page, sellOrders: deeper(page.sellOrders), buyOrders: deeper(page.buyOrders) };
}

/** The compression trade-off on pages of the deep book as the server answered one. */
async function measurePageCompression(
  origin: string,
  player: Player,
  endpoints: typeof ENDPOINTS.market,
): Promise<CompressionCost[]> {
  const client = new Client(origin);
  try {
    const answer = await call(
      client,
      endpoints.loadItems,
      { itemid: DEEP_BOOK_ITEM },
      {
        cookie: player.cookie,
      },
    );
    const page = JSON.parse(answer.text) as LoadItemsAnswer;
    return await measureCompression(
      COMPRESSION_DEPTHS.map((depth) => ({
        label: `loadItems, ${depth} a side`,
        text: JSON.stringify(deeperPage(page, depth)),
      })),
    );
  } finally {
    await client.close();
  }
}

/** What a listed order still holds: its items (sell) or its gold (buy). */
function orderHolds(order: MarketOrder, itemType: string): { itemid: string; amount: number } {
  return order.type === ORDER_TYPE_SELL
    ? { itemid: order.itemid, amount: order.amount }
    : {
        itemid: MARKET_CURRENCY_ITEM,
        amount: buyOrderHeld(
          { price: order.cost, priceDecimal: order.costDec, resource: hasDecimalPrice(itemType) },
          order.amount,
        ),
      };
}

/** Sets up, measures the mix and loadItems `rounds` times, then verifies. */
export async function measureMarket(settings: MarketSettings): Promise<MarketReport> {
  const endpoints = ENDPOINTS.market;
  const setupBegan = performance.now();
  const traderSet = await setUpPlayers(
    settings,
    'bench_m',
    settings.firstAddressIndex,
    TRADED_ITEMS,
  );
  const bookSet = await setUpPlayers(
    { ...settings, players: BOOK_PLAYERS },
    'bench_k',
    settings.firstAddressIndex + settings.players,
    [DEEP_BOOK_ITEM],
  );
  const traders = traderSet.map((entry) => entry.player);
  const bookPlayers = bookSet.map((entry) => entry.player);
  const setupMs = performance.now() - setupBegan;
  const bookBegan = performance.now();
  await fillDeepBook(settings, bookPlayers, endpoints);
  const bookSetupMs = performance.now() - bookBegan;
  settings.print(
    `market (${settings.label}): registered ${settings.players} traders and ${BOOK_PLAYERS} book players, each given ${fmt.int(
      GOLD_GIVEN,
    )} gold and ${fmt.int(ITEMS_GIVEN)} of each item they trade (dev.php grantItems), in ${fmt.int(
      setupMs,
    )} ms; ${fmt.int(settings.bookOrders)} open orders of ${DEEP_BOOK_ITEM} placed through market.php in ${fmt.int(
      bookSetupMs,
    )} ms (${fmt.int(settings.bookOrders / (bookSetupMs / 1000))} a second)`,
  );

  // A trader's page: they have no orders of the deep book's item, as loadItems is measured.
  const compression = await measurePageCompression(
    settings.origin,
    traders[0] as Player,
    endpoints,
  );
  settings.print(
    `market (${settings.label}): compressing a page of the ${DEEP_BOOK_ITEM} book, per answer (the server's stream path, in the bench's process):`,
  );
  for (const text of compressionLines(compression)) settings.print(text);

  const market: Market = {
    endpoints,
    headers: traders.map((player) => ({
      ...settings.headers,
      cookie: player.cookie,
      origin: settings.origin,
    })),
    clients: [],
    account: new Account(traders.length),
  };
  const measured: MarketMeasured[] = [];
  let taxTaken = 0;
  for (let round = 1; round <= settings.rounds; round++) {
    market.clients = traders.map(
      () =>
        new Client(settings.origin, {
          pipelining: 1,
          keepAliveTimeout: 60_000,
          keepAliveMaxTimeout: 600_000,
        }),
    );
    const cpuBefore = settings.serverCpuSeconds();
    const warmup = newMixTally();
    let elapsedMs: number;
    const tally = newMixTally();
    try {
      await driveMix(market, settings.warmupMs, warmup);
      elapsedMs = await driveMix(market, settings.durationMs, tally);
    } finally {
      await Promise.all(market.clients.map((client) => client.close().catch(() => undefined)));
    }
    const cpuAfterMix = settings.serverCpuSeconds();
    taxTaken += warmup.tax + tally.tax;
    const sorted = Float64Array.from(tally.latencies).sort();
    const mix: MixResult = {
      perSecond: sorted.length / (elapsedMs / 1000),
      requests: sorted.length,
      warmupRequests: warmup.latencies.length,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      non2xx: tally.non2xx + warmup.non2xx,
      statuses: { ...warmup.statuses, ...tally.statuses },
      errors: tally.errors + warmup.errors,
      wrong: tally.wrong + warmup.wrong,
      byKind: tally.byKind,
      firstRefusal: warmup.firstRefusal ?? tally.firstRefusal,
      meanWireBytes: tally.wireBytes / Math.max(1, sorted.length),
    };

    const loadItems = await runLoad({
      name: `GET ${API_BASE}${endpoints.loadItems.file}?mod=loadItems`,
      origin: settings.origin,
      method: 'GET',
      path: `${API_BASE}${endpoints.loadItems.file}?${withFields(endpoints.loadItems, {
        itemid: DEEP_BOOK_ITEM,
      })}`,
      connections: market.headers,
      warmupMs: settings.warmupMs,
      durationMs: settings.durationMs,
      checkBody: (text) => {
        const page = JSON.parse(text) as LoadItemsAnswer;
        return (
          page.itemType === 'resource' &&
          page.sellOrders.length === MARKET_ORDERS_SHOWN &&
          page.buyOrders.length === MARKET_ORDERS_SHOWN &&
          page.playerOrders.length === 0
        );
      },
    });
    const cpuAfterLoad = settings.serverCpuSeconds();
    const perRequestUs = (cpu: number | null, requests: number) =>
      cpu === null ? null : (cpu / requests) * 1e6;
    const entry: MarketMeasured = {
      mix,
      loadItems,
      mixServerUs:
        cpuBefore === null || cpuAfterMix === null
          ? null
          : perRequestUs(cpuAfterMix - cpuBefore, mix.requests + mix.warmupRequests),
      loadItemsServerUs:
        cpuAfterMix === null || cpuAfterLoad === null
          ? null
          : perRequestUs(cpuAfterLoad - cpuAfterMix, loadItems.requests + loadItems.warmupRequests),
    };
    measured.push(entry);
    const cpuNote = (us: number | null) =>
      us === null ? '' : `; server CPU ${fmt.int(us)} us a request`;
    settings.print(
      `round ${round} market ops (${settings.label}) ${fmt.pad('POST /php/market.php', 22)} ${fmt.line(
        mix,
        'ops',
      )}${cpuNote(entry.mixServerUs)}`,
    );
    settings.print(
      `    ${OP_KINDS.map((kind) => `${fmt.int(mix.byKind[kind])} ${kind}`).join(', ')}; ${fmt.int(
        mix.meanWireBytes,
      )} bytes an answer as sent${mix.wrong ? `; ${mix.wrong} answers WRONG` : ''}`,
    );
    if (mix.firstRefusal) settings.print(`    first refused answer: ${mix.firstRefusal}`);
    settings.print(
      `round ${round} market loadItems (${settings.label}) ${fmt.pad(`${DEEP_BOOK_ITEM}, ${fmt.int(settings.bookOrders)} orders`, 18)} ${fmt.line(
        loadItems,
        'req',
      )}${cpuNote(entry.loadItemsServerUs)}; ${fmt.int(loadItems.sampled)} answers checked (${fmt.int(
        loadItems.sampledMeanBytes,
      )} bytes each, ${fmt.int(loadItems.sampledEncoded)} compressed by the server${
        loadItems.sampleFailures ? `, ${loadItems.sampleFailures} WRONG` : ''
      })`,
    );
    if (loadItems.firstRefusal)
      settings.print(`    first refused answer: ${loadItems.firstRefusal}`);
  }

  // ---- Verification: the book against the bench's account, and every coin and item. ----
  const start = new Map<string, number>(BENCH_ITEMS.map((itemid) => [itemid, 0]));
  const held = new Map<string, number>(BENCH_ITEMS.map((itemid) => [itemid, 0]));
  const inOrders = new Map<string, number>(BENCH_ITEMS.map((itemid) => [itemid, 0]));
  const add = (map: Map<string, number>, itemid: string, amount: number) =>
    map.set(itemid, (map.get(itemid) ?? 0) + amount);
  let differences = 0;
  let serverOpen = 0;
  let bookOrdersFound = 0;
  const everyone = [
    ...traderSet.map((entry) => ({ ...entry, trader: true })),
    ...bookSet.map((entry) => ({ ...entry, trader: false })),
  ];
  for (const { player, items, trader, start: owned0 } of everyone) {
    for (const [itemid, amount] of owned0) add(start, itemid, amount);
    const owned = await itemsOwned({ origin: settings.origin }, player);
    for (const itemid of BENCH_ITEMS) add(held, itemid, owned[itemid] ?? 0);
    for (const itemid of items) {
      const { itemType, orders } = await serverOrders(settings.origin, player, endpoints, itemid);
      for (const order of orders) {
        const holds = orderHolds(order, itemType);
        add(inOrders, holds.itemid, holds.amount);
        if (!trader) {
          bookOrdersFound += 1;
          continue;
        }
        serverOpen += 1;
        const known = market.account.orders.get(order.id);
        const side = order.type === ORDER_TYPE_BUY ? 'buy' : 'sell';
        if (!known || known.remaining !== order.amount || known.side !== side) differences += 1;
      }
    }
  }
  const conservation = BENCH_ITEMS.map((itemid) => ({
    itemid,
    held: held.get(itemid) ?? 0,
    inOrders: inOrders.get(itemid) ?? 0,
    tax: itemid === MARKET_CURRENCY_ITEM ? taxTaken : 0,
    start: start.get(itemid) ?? 0,
  }));
  const benchOpen = market.account.orders.size;
  return {
    label: settings.label,
    traders: traders.length,
    measured,
    setupMs,
    bookSetupMs,
    bookOrders: settings.bookOrders,
    bookOrdersFound,
    openOrders: {
      server: serverOpen,
      bench: benchOpen,
      differences: differences + Math.abs(benchOpen - serverOpen),
    },
    conservation,
    taxTaken,
    compression,
  };
}

/** Whether every answer was right, the book is the bench's and nothing was made or lost. */
export function marketVerified(report: MarketReport): {
  refused: number;
  conserved: boolean;
  bookMatches: boolean;
} {
  const refused = report.measured.reduce(
    (sum, entry) =>
      sum +
      entry.mix.non2xx +
      entry.mix.errors +
      entry.mix.wrong +
      entry.loadItems.non2xx +
      entry.loadItems.errors +
      entry.loadItems.sampleFailures,
    0,
  );
  return {
    refused,
    conserved: report.conservation.every(
      (line) => line.held + line.inOrders + line.tax === line.start,
    ),
    bookMatches:
      report.openOrders.differences === 0 && report.bookOrdersFound === report.bookOrders,
  };
}

/** Every request the market measurements sent to the server, set-up of the deep book included. */
export function marketRequests(report: MarketReport): number {
  return report.measured.reduce(
    (sum, entry) =>
      sum +
      entry.mix.requests +
      entry.mix.warmupRequests +
      entry.loadItems.requests +
      entry.loadItems.warmupRequests,
    report.bookOrders,
  );
}

/** The summary lines of a market report, in the bench's summary style. */
export function marketSummary(report: MarketReport): string[] {
  const avg = (pick: (entry: MarketMeasured) => number) => fmt.mean(report.measured.map(pick));
  const cpu = (pick: (entry: MarketMeasured) => number | null) => {
    const values = report.measured.map(pick);
    return values.every((value): value is number => value !== null)
      ? `   server CPU ${fmt.int(fmt.mean(values))} us a request`
      : '';
  };
  const totalKinds = Object.fromEntries(
    OP_KINDS.map((kind) => [
      kind,
      report.measured.reduce((sum, entry) => sum + entry.mix.byKind[kind], 0),
    ]),
  ) as Record<OpKind, number>;
  const allOps = OP_KINDS.reduce((sum, kind) => sum + totalKinds[kind], 0);
  const share = (kinds: OpKind[]) =>
    `${((kinds.reduce((sum, kind) => sum + totalKinds[kind], 0) / Math.max(1, allOps)) * 100).toFixed(0)}%`;
  const verified = marketVerified(report);
  const mixPerSecond = avg((e) => e.mix.perSecond);
  const mixP99 = avg((e) => e.mix.p99Ms);
  const loadItemsP99 = avg((e) => e.loadItems.p99Ms);
  const targets =
    report.label === TARGET_LABEL
      ? [
          `market target (${report.label}): mixed operations at least ${fmt.int(MIX_TARGET_PER_SECOND)} a second with a p99 at most ${MIX_TARGET_P99_MS} ms: ${fmt.int(
            mixPerSecond,
          )} ops/s, p99 ${fmt.ms(mixP99)}   ${fmt.verdict(
            mixPerSecond >= MIX_TARGET_PER_SECOND && mixP99 <= MIX_TARGET_P99_MS,
          )}`,
          `market target (${report.label}): loadItems of a ${fmt.int(report.bookOrders)}-order book with a p99 at most ${LOAD_ITEMS_TARGET_P99_MS} ms: p99 ${fmt.ms(
            loadItemsP99,
          )}   ${fmt.verdict(loadItemsP99 <= LOAD_ITEMS_TARGET_P99_MS)}`,
        ]
      : [];
  const lines = [
    `market ops     POST /php/market.php (${report.label}) ${fmt.pad(`${fmt.int(avg((e) => e.mix.perSecond))} ops/s`, 16)} p50 ${fmt.pad(
      fmt.ms(avg((e) => e.mix.p50Ms)),
      9,
    )} p99 ${fmt.pad(fmt.ms(avg((e) => e.mix.p99Ms)), 9)} non-2xx ${report.measured.reduce(
      (sum, entry) => sum + entry.mix.non2xx,
      0,
    )}  (${fmt.int(report.traders)} players: place ${share(['placeSellOrder', 'placeBuyOrder'])}, fill ${share(['buy', 'sell'])}, cancel ${share(['cancelOrder'])})${cpu((e) => e.mixServerUs)}`,
    `market loadItems GET ${DEEP_BOOK_ITEM} (${report.label}) ${fmt.pad(`${fmt.int(avg((e) => e.loadItems.perSecond))} req/s`, 16)} p50 ${fmt.pad(
      fmt.ms(avg((e) => e.loadItems.p50Ms)),
      9,
    )} p99 ${fmt.pad(fmt.ms(avg((e) => e.loadItems.p99Ms)), 9)} non-2xx ${report.measured.reduce(
      (sum, entry) => sum + entry.loadItems.non2xx,
      0,
    )}  (${fmt.int(report.bookOrders)} open orders on the item)${cpu((e) => e.loadItemsServerUs)}`,
    `market answers (${report.label}): mixed operations ${fmt.int(
      avg((e) => e.mix.meanWireBytes),
    )} bytes an answer as sent; loadItems ${fmt.int(
      avg((e) => e.loadItems.sampledMeanBytes),
    )} bytes, ${report.measured.reduce((sum, e) => sum + e.loadItems.sampledEncoded, 0)} of ${report.measured.reduce(
      (sum, e) => sum + e.loadItems.sampled,
      0,
    )} sampled answers compressed`,
    `market compression (${report.label}), per answer by size:`,
    ...compressionLines(report.compression),
    ...targets,
    `market verified (${report.label}): ${verified.refused} refused or wrong; open orders ${fmt.int(
      report.openOrders.server,
    )} on the server, ${fmt.int(report.openOrders.bench)} in the bench's account, ${report.openOrders.differences} differing; ${DEEP_BOOK_ITEM} book ${fmt.int(
      report.bookOrdersFound,
    )} of ${fmt.int(report.bookOrders)} orders (${verified.bookMatches ? 'match' : 'MISMATCH'})`,
    `market economy (${report.label}, ${fmt.int(report.traders + BOOK_PLAYERS)} bench players): ${report.conservation
      .map(
        (line) =>
          `${line.itemid} ${fmt.int(line.held)} held + ${fmt.int(line.inOrders)} in orders${
            line.tax ? ` + ${fmt.int(line.tax)} tax` : ''
          } = ${fmt.int(line.held + line.inOrders + line.tax)}, start ${fmt.int(line.start)}${
            line.held + line.inOrders + line.tax === line.start
              ? ''
              : ` (DIFFERENCE ${fmt.int(line.held + line.inOrders + line.tax - line.start)})`
          }`,
      )
      .join('; ')}   ${verified.conserved ? 'CONSERVED' : 'NOT CONSERVED'}`,
  ];
  return lines;
}

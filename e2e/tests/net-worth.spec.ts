/**
 * Net worth on the composed production builds (issue 29): a buyer trades with a seller at known
 * prices through the server, then sees their net worth on Home (each part at the 7-day average,
 * the stone no one traded listed as not valued), the same on their own profile, nothing of it on
 * the seller's profile, and wood's market value on the hover of its name in the inventory (after
 * Home, and on a page opened straight on the inventory, whose one request for the values then
 * serves Home too).
 * Screenshots go to /tmp/net-worth-shots.
 */
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { GAME_URL } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';
import { dev, postAs } from '../support/server-calls';

const SHOTS_DIR = '/tmp/net-worth-shots';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

const grant = (request: Parameters<typeof dev>[0], username: string, items: object) =>
  dev(request, { mod: 'grantItems', username, items: JSON.stringify(items) });

interface PlacedAnswer {
  playerOrders: { id: number }[];
}

/** The seller lists `amount` of the item at the price and the buyer takes all of it. */
async function trade(
  seller: Page,
  buyer: Page,
  itemid: string,
  amount: number,
  cost: number,
  costDec = 0,
) {
  const placed = (await postAs(seller, 'market.php', {
    mod: 'placeSellOrder',
    itemid,
    amount: String(amount),
    cost: String(cost),
    costDec: String(costDec),
  })) as PlacedAnswer;
  const order = placed.playerOrders.reduce((a, b) => (a.id > b.id ? a : b));
  await postAs(buyer, 'market.php', { mod: 'buy', id: String(order.id), amount: String(amount) });
}

async function userIdOf(page: Page): Promise<number> {
  const response = await page.request.get(`${GAME_URL}/php/_load_initial_data.php`);
  return ((await response.json()) as { player: { userid: number } }).player.userid;
}

const netWorth = (page: Page) => page.getByRole('region', { name: 'Net worth' });

/** The figures of the section, label to value. */
async function figures(page: Page): Promise<Record<string, string>> {
  const section = netWorth(page);
  await expect(section.getByText(/^Total/)).toBeVisible();
  const terms = await section.locator('dt').allTextContents();
  const values = await section.locator('dd').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term.trim(), values[index]?.trim() ?? '']));
}

// Wood, which no other journey trades: the average counts every trade of the week on the
// worker's server, whichever journey made it.
// Starter gold 100 + 10,000 granted - 25 - 60 - 160 paid - 30 held by the buy order. Wood's
// average (10 at 2.50, 30 at 2.00) is 2.125 -> 2.13; weapon components' 40. Inventory: 40 wood
// and 2 weapon components = 85.2 + 80; orders: 2 weapon components listed (80) and 30 held.
const EXPECTED = {
  Total: '10,100 gold',
  Gold: '9,825 gold',
  Inventory: '165 gold',
  Jewels: '0 gold',
  Trinkets: '0 gold',
  'Open orders': '110 gold',
};

it('net worth on Home and the own profile, and an item market value on its hover', async ({
  browser,
  request,
}) => {
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await register(seller, 'Worth_Seller');
  const context = await browser.newContext();
  const page = await context.newPage();
  await register(page, 'Worth_Buyer');

  await grant(request, 'Worth_Seller', [
    { id: 'wood', amount: 100 },
    { id: 'weapon_component', amount: 10 },
  ]);
  await grant(request, 'Worth_Buyer', [
    { id: 'gold', amount: 10_000 },
    { id: 'stone', amount: 7 },
  ]);
  await trade(seller, page, 'wood', 10, 2, 50);
  await trade(seller, page, 'wood', 30, 2);
  await trade(seller, page, 'weapon_component', 4, 40);
  await postAs(page, 'market.php', {
    mod: 'placeSellOrder',
    itemid: 'weapon_component',
    amount: '2',
    cost: '100',
    costDec: '0',
  });
  await postAs(page, 'market.php', {
    mod: 'placeBuyOrder',
    itemid: 'wood',
    amount: '10',
    cost: '3',
    costDec: '0',
  });

  // Home.
  await page.reload();
  expect(await figures(page)).toEqual(EXPECTED);
  const section = netWorth(page);
  await expect(section.getByText('Not traded in the last 7 days, counted as 0:')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Not valued' })).toHaveText('Stone x7');
  await shot(page, 'home');

  // The market value on the hover of an item's name, from the values Home loaded.
  await page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Inventory' })
    .click();
  await page.getByText('Wood', { exact: true }).first().hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('Market value: 2.13 gold each (7-day average)');
  await shot(page, 'inventory-hover');
  // A page opened straight on the inventory, Home never shown: the hover asks for the values,
  // through the shared query cache, so Home opened next (within its freshness time) shows the
  // kept answer and the page asks the server once.
  let marketValuesAsked = 0;
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.endsWith('/market.php') && url.searchParams.get('mod') === 'marketValues') {
      marketValuesAsked += 1;
    }
  });
  await page.goto(`${GAME_URL}/inventory`);
  expect(marketValuesAsked).toBe(0);
  await page.getByText('Wood', { exact: true }).first().hover();
  await expect(page.getByRole('tooltip')).toContainText(
    'Market value: 2.13 gold each (7-day average)',
  );
  expect(marketValuesAsked).toBe(1);
  await page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Home' })
    .click();
  expect(await figures(page)).toEqual(EXPECTED);
  expect(marketValuesAsked).toBe(1);

  // The own profile shows it; another player's shows nothing of it.
  await page.goto(`${GAME_URL}/player_profile/${String(await userIdOf(page))}`);
  expect(await figures(page)).toEqual(EXPECTED);
  await shot(page, 'own-profile');
  await page.goto(`${GAME_URL}/player_profile/${String(await userIdOf(seller))}`);
  await expect(page.getByRole('heading', { name: /Worth_Seller/ })).toBeVisible();
  await expect(netWorth(page)).toHaveCount(0);
  await shot(page, 'other-profile');

  await context.close();
  await sellerContext.close();
});

/**
 * The market on the composed production builds, two players each in a browser context of their
 * own: a sell order bought in part from the item page, the seller paid and told; a buy order
 * filled by a seller; a sale into a buy order seen in place on the item page (no reload, one
 * request for the book) and by the order's owner live; a jewel listed from the jewel inventory
 * and bought on the jewel market; gold sent by name from a profile; a jewel slot and a
 * boss-token item from the token store; a bound credit from the black market. With
 * MARKET_SHOTS=1 each market screen is also saved as a full-page screenshot under
 * /tmp/market-shots.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { GAME_URL } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';
import { dev } from '../support/server-calls';

const SHOTS_DIR = '/tmp/market-shots';

function grantItems(
  request: APIRequestContext,
  username: string,
  items: { id: string; amount: number }[],
) {
  return dev(request, { mod: 'grantItems', username, items: JSON.stringify(items) });
}

/** A full-page screenshot of a market screen, only when asked for (CI writes none). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.MARKET_SHOTS !== '1') return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** A player in a browser context of their own, registered and on the home page. */
async function player(
  browser: Browser,
  username: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await register(page, username);
  return { context, page };
}

const gameAreas = (page: Page) => page.getByRole('navigation', { name: 'Game areas' });
const topBarGold = (page: Page) => page.getByRole('banner').getByLabel('Gold', { exact: true });
/** The gold the top bar shows now. */
async function goldShown(page: Page): Promise<number> {
  const text = (await topBarGold(page).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}
const goldText = (gold: number) => `${gold.toLocaleString('en-US')} Gold`;
const notification = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** The market hub, from the game areas menu. */
async function openMarket(page: Page): Promise<void> {
  await gameAreas(page).getByRole('link', { name: 'Market' }).click();
  await expect(page.getByRole('heading', { name: 'Market', exact: true })).toBeVisible();
}

/** An item's market page, through the hub's tab of its item type. */
async function openItemPage(page: Page, typeName: string, itemName: string): Promise<void> {
  await openMarket(page);
  await page.getByRole('tab', { name: typeName }).click();
  await page.getByRole('link', { name: itemName, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Market: ${itemName}` })).toBeVisible();
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

it('a sell order bought in part: the buyer gets the items, the seller the gold and the log line', async ({
  browser,
  request,
}) => {
  const seller = await player(browser, 'Market_Seller');
  const buyer = await player(browser, 'Market_Buyer');
  await grantItems(request, 'Market_Seller', [{ id: 'weapon_component', amount: 10 }]);
  await grantItems(request, 'Market_Buyer', [{ id: 'gold', amount: 10_000 }]);

  await seller.page.reload();
  await openItemPage(seller.page, 'Components', 'Weapon Component');
  const form = seller.page.getByRole('form', { name: 'New order for weapon_component' });
  await form.getByRole('radio', { name: 'Sell' }).check();
  await form.getByLabel('Amount').fill('10');
  await form.getByLabel('Price').fill('100');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(notification(seller.page, 'Your market listing was successful.')).toBeVisible();
  await expect(
    section(seller.page, 'Your listings').getByRole('cell', { name: '10', exact: true }),
  ).toBeVisible();
  await expect(seller.page.getByText('Weapon Component x0')).toBeVisible();
  const sellerGold = await goldShown(seller.page);

  await buyer.page.reload();
  await openItemPage(buyer.page, 'Components', 'Weapon Component');
  const buyerGold = await goldShown(buyer.page);
  const forSale = section(buyer.page, 'For sale');
  await forSale.getByLabel('Amount to buy (Market_Seller)').fill('4');
  await forSale.getByRole('button', { name: 'Buy from Market_Seller' }).click();
  await expect(notification(buyer.page, 'Item purchased.')).toBeVisible();
  await expect(topBarGold(buyer.page)).toHaveText(goldText(buyerGold - 400));
  const sellOrder = forSale.getByRole('row', { name: /Market_Seller/ });
  await expect(sellOrder.getByRole('cell').nth(1)).toHaveText('6');
  await expect(buyer.page.getByText('Weapon Component x4')).toBeVisible();

  // The live socket pays the seller at once: 400 gold less the 5% tax.
  await expect(topBarGold(seller.page)).toHaveText(goldText(sellerGold + 380));
  const soldLine =
    'Market_Buyer bought 4 x Weapon Component from your market listing: you received 380 gold after tax.';
  await expect(notification(seller.page, soldLine)).toBeVisible();
  await seller.page.getByRole('button', { name: 'Menu' }).click();
  await seller.page.getByRole('button', { name: 'Log', exact: true }).click();
  const logPage = seller.page
    .getByRole('region', { name: 'Log' })
    .filter({ has: seller.page.getByRole('heading', { level: 2, name: 'Log' }) });
  await expect(logPage.getByText(soldLine)).toBeVisible();

  // The buyer also bids below the seller's price, so the item page shows both order kinds.
  const buyerForm = buyer.page.getByRole('form', { name: 'New order for weapon_component' });
  await buyerForm.getByRole('radio', { name: 'Buy' }).check();
  await buyerForm.getByLabel('Amount').fill('5');
  await buyerForm.getByLabel('Price').fill('90');
  await buyerForm.getByRole('button', { name: 'Confirm' }).click();
  await expect(notification(buyer.page, 'Your market listing was successful.')).toBeVisible();
  await expect(topBarGold(buyer.page)).toHaveText(goldText(buyerGold - 400 - 450));
  const ownBid = section(buyer.page, 'Your listings').getByRole('row', { name: /^Buy/ });
  await expect(ownBid.getByRole('cell').nth(2)).toHaveText('5');

  await openItemPage(buyer.page, 'Components', 'Weapon Component');
  const buyOrder = section(buyer.page, 'Wanted').getByRole('row', { name: /Market_Buyer/ });
  await expect(buyOrder.getByRole('cell').nth(0)).toHaveText('90');
  await expect(buyOrder).toContainText('Yours');
  await expect(sellOrder.getByRole('cell').nth(1)).toHaveText('6');
  const lastTrade = section(buyer.page, 'Price history')
    .getByRole('table', { name: 'Last trades' })
    .getByRole('row')
    .nth(1);
  await expect(lastTrade.getByRole('cell').nth(1)).toHaveText('4');
  await expect(lastTrade.getByRole('cell').nth(2)).toHaveText('100');
  await shot(buyer.page, 'item-page');

  await openMarket(seller.page);
  await shot(seller.page, 'hub');
  await seller.page.getByRole('link', { name: 'Your Listings' }).click();
  await expect(seller.page.getByRole('heading', { name: 'Your listings' })).toBeVisible();
  await expect(section(seller.page, 'Selling').getByRole('cell').nth(1)).toHaveText('6');
  await expect(section(seller.page, 'Buying')).toContainText('You have no listings to buy items.');
  await shot(seller.page, 'your-listings');

  await Promise.all([seller.context.close(), buyer.context.close()]);
});

it('a buy order filled by a seller: the buyer receives the items', async ({ browser, request }) => {
  const buyer = await player(browser, 'Order_Buyer');
  const seller = await player(browser, 'Order_Seller');
  await grantItems(request, 'Order_Buyer', [{ id: 'gold', amount: 10_000 }]);
  await grantItems(request, 'Order_Seller', [{ id: 'armor_component', amount: 8 }]);

  await buyer.page.reload();
  await openItemPage(buyer.page, 'Components', 'Armor Component');
  const buyerGold = await goldShown(buyer.page);
  const form = buyer.page.getByRole('form', { name: 'New order for armor_component' });
  await form.getByRole('radio', { name: 'Buy' }).check();
  await form.getByLabel('Amount').fill('5');
  await form.getByLabel('Price').fill('200');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(notification(buyer.page, 'Your market listing was successful.')).toBeVisible();
  await expect(topBarGold(buyer.page)).toHaveText(goldText(buyerGold - 1_000));

  await seller.page.reload();
  await openItemPage(seller.page, 'Components', 'Armor Component');
  const sellerGold = await goldShown(seller.page);
  const wanted = section(seller.page, 'Wanted');
  await wanted.getByLabel('Amount to sell (Order_Buyer)').fill('5');
  await wanted.getByRole('button', { name: 'Sell to Order_Buyer' }).click();
  await expect(notification(seller.page, 'Transaction completed.')).toBeVisible();
  // 1,000 gold less the 5% tax.
  await expect(topBarGold(seller.page)).toHaveText(goldText(sellerGold + 950));
  await expect(seller.page.getByText('Armor Component x3')).toBeVisible();
  await expect(section(seller.page, 'Wanted')).toContainText(
    'There are currently no listings to buy this item.',
  );

  await expect(buyer.page.getByText('Armor Component x5')).toBeVisible();
  await expect(
    notification(
      buyer.page,
      'Order_Seller sold you 5 x Armor Component through your market listing.',
    ),
  ).toBeVisible();

  await Promise.all([seller.context.close(), buyer.context.close()]);
});

/** Counts the page's requests for an item's order book (`market.php` mod=loadItems). */
function countBookRequests(page: Page, itemid: string): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.pathname.endsWith('/market.php') &&
      url.searchParams.get('mod') === 'loadItems' &&
      url.searchParams.get('itemid') === itemid
    ) {
      count += 1;
    }
  });
  return { count: () => count };
}

/** Marks the loaded document: the mark is gone after a reload. */
const RELOAD_MARK = 'marketJourneyNotReloaded';

it('a sale into a buy order changes the order, the gold and the book in place, the book asked for once', async ({
  browser,
  request,
}) => {
  const buyer = await player(browser, 'Book_Buyer');
  const seller = await player(browser, 'Book_Seller');
  await grantItems(request, 'Book_Buyer', [{ id: 'gold', amount: 10_000 }]);
  await grantItems(request, 'Book_Seller', [{ id: 'tool_component', amount: 8 }]);

  await buyer.page.reload();
  const ownerBookRequests = countBookRequests(buyer.page, 'tool_component');
  await openItemPage(buyer.page, 'Components', 'Tool Component');
  const form = buyer.page.getByRole('form', { name: 'New order for tool_component' });
  await form.getByRole('radio', { name: 'Buy' }).check();
  await form.getByLabel('Amount').fill('5');
  await form.getByLabel('Price').fill('200');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(notification(buyer.page, 'Your market listing was successful.')).toBeVisible();
  const ownBid = section(buyer.page, 'Your listings').getByRole('row', { name: /^Buy/ });
  await expect(ownBid.getByRole('cell').nth(2)).toHaveText('5');

  await seller.page.reload();
  const bookRequests = countBookRequests(seller.page, 'tool_component');
  await openItemPage(seller.page, 'Components', 'Tool Component');
  const bid = section(seller.page, 'Wanted').getByRole('row', { name: /Book_Buyer/ });
  await expect(bid.getByRole('cell').nth(1)).toHaveText('5');
  await expect(seller.page.getByText('Tool Component x8')).toBeVisible();
  await seller.page.evaluate((mark) => Reflect.set(window, mark, true), RELOAD_MARK);
  const sellerGold = await goldShown(seller.page);

  await bid.getByLabel('Amount to sell (Book_Buyer)').fill('3');
  await bid.getByRole('button', { name: 'Sell to Book_Buyer' }).click();
  await expect(notification(seller.page, 'Transaction completed.')).toBeVisible();
  // The order keeps what the sale left of it; 600 gold less the 5% tax is paid.
  await expect(bid.getByRole('cell').nth(1)).toHaveText('2');
  await expect(topBarGold(seller.page)).toHaveText(goldText(sellerGold + 570));
  await expect(seller.page.getByText('Tool Component x5')).toBeVisible();
  const lastTrade = section(seller.page, 'Price history')
    .getByRole('table', { name: 'Last trades' })
    .getByRole('row')
    .nth(1);
  await expect(lastTrade.getByRole('cell').nth(1)).toHaveText('3');
  await expect(lastTrade.getByRole('cell').nth(2)).toHaveText('200');
  // All of it without a reload, and the book asked for once: when the page opened.
  expect(
    await seller.page.evaluate((mark) => Reflect.get(window, mark) === true, RELOAD_MARK),
  ).toBe(true);
  expect(bookRequests.count()).toBe(1);

  // The bid's owner, on the same page all along, is told over the live socket: the change the
  // message carries, the book not asked for again.
  await expect(ownBid.getByRole('cell').nth(2)).toHaveText('2');
  await expect(buyer.page.getByText('Tool Component x3')).toBeVisible();
  expect(ownerBookRequests.count()).toBe(1);

  await Promise.all([seller.context.close(), buyer.context.close()]);
});

it('a jewel listed from the jewel inventory, bought on the jewel market', async ({
  browser,
  request,
}) => {
  const seller = await player(browser, 'Jewel_Seller');
  const buyer = await player(browser, 'Jewel_Buyer');
  const jewelId = await dev(request, {
    mod: 'grantJewel',
    username: 'Jewel_Seller',
    gemType: '2',
    rarity: '3',
  });
  await grantItems(request, 'Jewel_Buyer', [{ id: 'gold', amount: 10_000 }]);

  await seller.page.reload();
  await gameAreas(seller.page).getByRole('link', { name: 'Inventory' }).click();
  await seller.page
    .getByRole('navigation', { name: 'Other inventories' })
    .getByRole('link', { name: 'Jewels' })
    .click();
  const jewel = seller.page.getByRole('article', {
    name: new RegExp(`Ruby jewel #${String(jewelId)}$`),
  });
  await jewel.getByRole('button', { name: 'List on market' }).click();
  await jewel.getByLabel('Price (gold)').fill('4000');
  await jewel.getByRole('button', { name: 'List jewel' }).click();
  await expect(jewel.getByText('Listed on the market for 4,000 gold')).toBeVisible();
  const sellerGold = await goldShown(seller.page);

  await buyer.page.reload();
  await openMarket(buyer.page);
  const buyerGold = await goldShown(buyer.page);
  await buyer.page.getByRole('link', { name: 'Ruby jewels' }).click();
  await expect(buyer.page.getByRole('heading', { name: 'Jewel market: Ruby' })).toBeVisible();
  await shot(buyer.page, 'jewel-market');
  await buyer.page.getByRole('button', { name: `Buy jewel ${String(jewelId)}` }).click();
  await buyer.page
    .getByRole('button', { name: `Confirm buying jewel ${String(jewelId)} for 4,000 gold` })
    .click();
  await expect(notification(buyer.page, 'Item purchased.')).toBeVisible();
  await expect(topBarGold(buyer.page)).toHaveText(goldText(buyerGold - 4_000));
  await expect(buyer.page.getByText('There is nothing for sale.', { exact: true })).toBeVisible();

  await gameAreas(buyer.page).getByRole('link', { name: 'Inventory' }).click();
  await buyer.page
    .getByRole('navigation', { name: 'Other inventories' })
    .getByRole('link', { name: 'Jewels' })
    .click();
  const bought = buyer.page.getByRole('article', {
    name: new RegExp(`Ruby jewel #${String(jewelId)}$`),
  });
  await expect(bought.getByText('In your inventory')).toBeVisible();
  // 4,000 gold less the 5% tax.
  await expect(topBarGold(seller.page)).toHaveText(goldText(sellerGold + 3_800));

  await Promise.all([seller.context.close(), buyer.context.close()]);
});

it('gold sent by name from the receiver profile', async ({ browser, request }) => {
  const receiver = await player(browser, 'Gold_Receiver');
  const sender = await player(browser, 'Gold_Sender');
  await grantItems(request, 'Gold_Sender', [{ id: 'gold', amount: 5_000 }]);
  const receiverGold = await goldShown(receiver.page);

  // The profile is opened by its route (the game starts at the path it is loaded with).
  const initial = receiver.page.waitForResponse((response) =>
    response.url().includes('/php/_load_initial_data.php'),
  );
  await receiver.page.reload();
  const { player: receiverPlayer } = (await (await initial).json()) as {
    player: { userid: number };
  };
  await sender.page.goto(`${GAME_URL}/player_profile/${String(receiverPlayer.userid)}`);
  await sender.page.getByRole('link', { name: 'Send Items' }).click();
  await expect(sender.page.getByRole('heading', { name: 'Send Items' })).toBeVisible();
  const senderGold = await goldShown(sender.page);
  const form = sender.page.getByRole('form', { name: 'Send items' });
  await expect(form.getByLabel('Recipient')).toHaveValue('Gold_Receiver');
  await form.getByLabel('Amount').fill('1234');
  await expect(form.getByRole('status')).toHaveText('Send 1,234 Gold to Gold_Receiver.');
  await shot(sender.page, 'send-items');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(notification(sender.page, 'You sent 1,234 x Gold to Gold_Receiver.')).toBeVisible();
  await expect(topBarGold(sender.page)).toHaveText(goldText(senderGold - 1_234));

  await expect(topBarGold(receiver.page)).toHaveText(goldText(receiverGold + 1_234));

  await Promise.all([sender.context.close(), receiver.context.close()]);
});

it('a boss-token item and a jewel slot bought on the token store', async ({ page, request }) => {
  await register(page, 'Token_Buyer');
  await grantItems(request, 'Token_Buyer', [
    { id: 'boss_tokens', amount: 300 },
    { id: 'dungeoneering_tokens', amount: 1_000 },
  ]);
  await page.reload();
  await openMarket(page);
  await page.getByRole('link', { name: 'Token Store' }).click();
  await expect(page.getByRole('heading', { name: 'Token Store' })).toBeVisible();
  const tokens = page.getByLabel('Your tokens').getByRole('definition');
  await expect(tokens).toHaveText(['300', '1,000']);

  await page.getByRole('button', { name: 'Buy Health Upgrade Stone' }).click();
  await expect(notification(page, 'Item purchased.')).toBeVisible();
  await expect(tokens).toHaveText(['50', '1,000']);
  // 50 boss tokens pay for no second stone.
  await expect(page.getByRole('button', { name: 'Buy Health Upgrade Stone' })).toBeDisabled();

  const sapphireSlots = page
    .getByRole('row', { name: /^Sapphire/ })
    .getByRole('cell')
    .nth(1);
  const slotsBefore = Number((await sapphireSlots.textContent())?.split(' / ')[0]);
  await page.getByRole('button', { name: 'Buy Sapphire jewel slot' }).click();
  await expect(notification(page, 'You have purchased an additional jewel slot.')).toBeVisible();
  await expect(tokens).toHaveText(['50', '0']);
  await expect(sapphireSlots).toHaveText(new RegExp(`^${String(slotsBefore + 1)} / `));
  await expect(page.getByRole('button', { name: 'Buy Ruby jewel slot' })).toBeDisabled();
  await shot(page, 'token-store');
});

it('a bound credit bought on the black market', async ({ page, request }) => {
  await register(page, 'Credit_Buyer');
  await grantItems(request, 'Credit_Buyer', [{ id: 'gold', amount: 150_000 }]);
  await page.reload();
  await openMarket(page);
  await page.getByRole('link', { name: 'Black Market' }).click();
  await expect(page.getByRole('heading', { name: 'Black Market' })).toBeVisible();
  const month = page.getByLabel('Bound credits this month').getByRole('definition');
  await expect(month.first()).toHaveText('0');
  const price = Number((await month.nth(1).textContent())?.replace(/\D/g, ''));
  const gold = await goldShown(page);

  await page.getByRole('button', { name: 'Buy 1 bound credit' }).click();
  await expect(notification(page, 'Transaction completed.')).toBeVisible();
  await expect(topBarGold(page)).toHaveText(goldText(gold - price));
  await expect(page.getByRole('banner').getByLabel('Credits')).toHaveText('1 Credits');
  await expect(month.first()).toHaveText('1');
  // The next credit costs more, and the gold left no longer pays for it.
  const nextPrice = Number((await month.nth(1).textContent())?.replace(/\D/g, ''));
  expect(nextPrice).toBeGreaterThan(price);
  await expect(page.getByRole('button', { name: 'Buy 1 bound credit' })).toBeDisabled();
  await shot(page, 'black-market');
});

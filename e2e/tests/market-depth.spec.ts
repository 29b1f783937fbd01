/**
 * The market's depth and ledger on the composed production builds (issue 29), two players each
 * in a browser context of their own: the seller lists metal and sees the item page's depth
 * chart and that they are the best price, edits the order in place (more metal, a lower price:
 * the extra metal held), the buyer fills part of it, the seller's alert centre raises the
 * filled-order alert (a desktop notification and the recent list), and /market_history lists the
 * sale with its totals for the seller and the purchase for the buyer. With MARKET_SHOTS=1 the
 * item page, the edit and /market_history are saved under /tmp/market-shots.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { GAME_URL } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';

const SHOTS_DIR = '/tmp/market-shots';

async function grantItems(
  request: APIRequestContext,
  username: string,
  items: { id: string; amount: number }[],
): Promise<void> {
  const response = await request.post(`${GAME_URL}/php/dev.php`, {
    form: { mod: 'grantItems', username, items: JSON.stringify(items) },
  });
  expect(response.ok()).toBe(true);
}

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.MARKET_SHOTS !== '1') return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

interface CapturedNotification {
  title: string;
  body: string | undefined;
}

/** Records every desktop notification the page shows in `window.capturedNotifications`. */
function captureNotifications() {
  const native = window.Notification;
  const captured: CapturedNotification[] = [];
  Object.assign(window, { capturedNotifications: captured });
  function Capturing(title: string, options?: NotificationOptions): Notification | object {
    captured.push({ title, body: options?.body });
    try {
      return new native(title, options);
    } catch {
      return {};
    }
  }
  Object.defineProperty(Capturing, 'permission', { get: () => native.permission });
  Object.assign(Capturing, { requestPermission: native.requestPermission.bind(native) });
  Object.assign(window, { Notification: Capturing });
}

function notificationsShown(page: Page): Promise<CapturedNotification[]> {
  return page.evaluate(
    () =>
      (window as unknown as { capturedNotifications: CapturedNotification[] })
        .capturedNotifications,
  );
}

async function player(
  browser: Browser,
  username: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: GAME_URL });
  const page = await context.newPage();
  await page.addInitScript(captureNotifications);
  await register(page, username);
  return { context, page };
}

const gameAreas = (page: Page) => page.getByRole('navigation', { name: 'Game areas' });
const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const notification = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

async function openMarket(page: Page): Promise<void> {
  await gameAreas(page).getByRole('link', { name: 'Market' }).click();
  await expect(page.getByRole('heading', { name: 'Market', exact: true })).toBeVisible();
}

async function openMetal(page: Page): Promise<void> {
  await openMarket(page);
  await page.getByRole('tab', { name: 'Resources' }).click();
  await page.getByRole('link', { name: 'Metal', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Market: Metal' })).toBeVisible();
}

it('depth chart, an order edited in place, the fill alert and the trade history', async ({
  browser,
  request,
}) => {
  const seller = await player(browser, 'Depth_Seller');
  const buyer = await player(browser, 'Depth_Buyer');
  await grantItems(request, 'Depth_Seller', [{ id: 'metal', amount: 100 }]);
  await grantItems(request, 'Depth_Buyer', [{ id: 'gold', amount: 10_000 }]);

  // The buyer bids first, so the chart has both sides.
  await buyer.page.reload();
  await openMetal(buyer.page);
  const bid = buyer.page.getByRole('form', { name: 'New order for metal' });
  await bid.getByRole('radio', { name: 'Buy' }).check();
  await bid.getByLabel('Amount').fill('40');
  await bid.getByLabel('Price').fill('1');
  await bid.getByLabel('Decimal part').fill('50');
  await bid.getByRole('button', { name: 'Confirm' }).click();
  await expect(notification(buyer.page, 'Your market listing was successful.')).toBeVisible();

  await seller.page.reload();
  await openMetal(seller.page);
  const form = seller.page.getByRole('form', { name: 'New order for metal' });
  await form.getByRole('radio', { name: 'Sell' }).check();
  await form.getByLabel('Amount').fill('20');
  await form.getByLabel('Price').fill('3');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(notification(seller.page, 'Your market listing was successful.')).toBeVisible();
  await expect(seller.page.getByText('Metal x80')).toBeVisible();

  // The depth chart: both sides, the seller's order marked, and the seller is the best price.
  const depth = section(seller.page, 'Market depth');
  const chart = depth.getByRole('img', { name: /Market depth of Metal/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName(
    'Market depth of Metal Buy orders: 40 wanted from 1.50 down to 1.50. Sell orders: 20 offered from 3.00 up to 3.00. Your orders are at 3.00.',
  );
  await expect(depth.getByText('You are the best price.')).toBeVisible();
  await shot(seller.page, 'item-page-depth');

  // The edit: 30 at 2.50, the 10 more metal held at once.
  const yours = section(seller.page, 'Your listings');
  await yours.getByRole('button', { name: /^Edit order/ }).click();
  const edit = yours.getByRole('form', { name: /^Edit order/ });
  await expect(edit.getByLabel('New amount')).toHaveValue('20');
  await edit.getByLabel('New amount').fill('30');
  await edit.getByLabel('New price').fill('2');
  await edit.getByLabel('Decimal part').fill('50');
  await shot(seller.page, 'edit-form');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(notification(seller.page, 'Your market listing was changed.')).toBeVisible();
  await expect(edit).toBeHidden();
  const ownRow = yours.getByRole('row', { name: /^Sell/ });
  await expect(ownRow.getByRole('cell').nth(1)).toHaveText('2.50');
  await expect(ownRow.getByRole('cell').nth(2)).toHaveText('30');
  await expect(seller.page.getByText('Metal x70')).toBeVisible();
  // The chart follows the edit.
  await expect(chart).toHaveAccessibleName(/Sell orders: 30 offered from 2\.50 up to 2\.50\./);

  // A refused edit: more metal than the seller has, said in the form, nothing sent.
  await yours.getByRole('button', { name: /^Edit order/ }).click();
  await edit.getByLabel('New amount').fill('101');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toHaveText('You do not have enough Metal.');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // The buyer takes 12 of it; the seller's alert centre says so.
  await buyer.page.reload();
  await openMetal(buyer.page);
  await expect(
    section(buyer.page, 'Market depth').getByText('You are the best price.'),
  ).toBeVisible();
  const forSale = section(buyer.page, 'For sale');
  await forSale.getByLabel('Amount to buy (Depth_Seller)').fill('12');
  await forSale.getByRole('button', { name: 'Buy from Depth_Seller' }).click();
  await expect(notification(buyer.page, 'Item purchased.')).toBeVisible();

  const filledText = 'Your sell order of Metal was partly filled: 12 sold, 18 left.';
  await expect
    .poll(async () => (await notificationsShown(seller.page)).map((shown) => shown.body))
    .toContain(filledText);
  await expect(ownRow.getByRole('cell').nth(2)).toHaveText('18');
  await seller.page.getByRole('banner').getByRole('link', { name: 'Alerts' }).click();
  await expect(seller.page.getByRole('list', { name: 'Recent alerts' })).toContainText(filledText);

  // The ledger: from the hub, the seller's sale with its tax; the buyer's purchase.
  await openMarket(seller.page);
  await seller.page.getByRole('link', { name: 'Trade History' }).click();
  await expect(seller.page.getByRole('heading', { name: 'Trade history', level: 2 })).toBeVisible();
  const trades = seller.page.getByRole('table', { name: 'Your trades, newest first' });
  // 12 at 2.50 is 30 gold; the 5% tax is 1.
  await expect(trades.getByRole('row').nth(1)).toContainText('Sold');
  const saleCells = trades.getByRole('row').nth(1).getByRole('cell');
  await expect(saleCells.nth(2)).toHaveText('Metal');
  await expect(saleCells.nth(3)).toHaveText('12');
  await expect(saleCells.nth(4)).toHaveText('2.50');
  await expect(saleCells.nth(5)).toHaveText('30');
  await expect(saleCells.nth(6)).toHaveText('1');
  await expect(saleCells.nth(7)).toHaveText('Depth_Buyer');
  await expect(seller.page.getByText('Gold earned (after tax)')).toBeVisible();
  await shot(seller.page, 'market-history');

  await buyer.page.goto(`${GAME_URL}/market_history`);
  const bought = buyer.page
    .getByRole('table', { name: 'Your trades, newest first' })
    .getByRole('row')
    .nth(1);
  await expect(bought).toContainText('Bought');
  await expect(bought.getByRole('cell').nth(7)).toHaveText('Depth_Seller');

  await Promise.all([seller.context.close(), buyer.context.close()]);
});

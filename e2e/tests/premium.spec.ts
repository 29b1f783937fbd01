/**
 * The premium store on the composed production builds: credits bought through the sandbox's
 * hosted checkout arrive once (a reload and the same session returned to again add nothing),
 * Autos bought with them raise the maximum for good, and a boost bought with the rest shows in
 * the Effects panel; the paid session cannot be paid again, the honor tokens it brought make
 * honor, and the nobility rank reads the spec's number. With PREMIUM_SHOTS=1 each step is
 * also saved as a full-page screenshot under /tmp/premium-shots.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { GAME_URL } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';

const SHOTS_DIR = '/tmp/premium-shots';

/** A full-page screenshot of a step, only when asked for (CI writes none). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.PREMIUM_SHOTS !== '1') return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

const topBarCredits = (page: Page) =>
  page.getByRole('banner').getByLabel('Credits', { exact: true });
const notification = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });
/** The figure a definition list (by its label) gives for a term. */
const figure = (page: Page, list: string, term: string) =>
  page
    .getByLabel(list, { exact: true })
    .getByText(term, { exact: true })
    .locator('xpath=following-sibling::dd[1]');

async function openPremiumStore(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Premium Store' }).click();
  await expect(page.getByRole('heading', { name: 'Premium Store', exact: true })).toBeVisible();
}

/** The maximum Autos the game loads for the player (no screen shows it outside a refill). */
async function maxAutosOnLoad(page: Page): Promise<number> {
  const loaded = page.waitForResponse((response) =>
    response.url().includes('/php/_load_initial_data.php'),
  );
  await page.reload();
  const answer = (await (await loaded).json()) as { player: { maxAutos: number } };
  return answer.player.maxAutos;
}

it('credits bought through the sandbox checkout arrive once and buy Autos and a boost', async ({
  page,
}) => {
  await register(page, 'Premium_1');
  await expect(topBarCredits(page)).toHaveText('0 Credits');
  await openPremiumStore(page);
  // A new player is a Peasant, rank 1 as the spec numbers them.
  await expect(figure(page, 'Your nobility', 'Nobility rank')).toHaveText('1 (Peasant)');
  await expect(page.getByRole('button', { name: 'Use honor tokens' })).toBeDisabled();

  // $10 at 100 credits a dollar, paid on the provider's hosted page.
  await page.getByLabel('Amount in dollars').fill('10');
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await expect(page.getByText('Test payment of $10.00')).toBeVisible();
  const checkoutUrl = page.url();
  const sessionId = new URL(checkoutUrl).searchParams.get('session');
  expect(sessionId).toBeTruthy();
  await shot(page, 'sandbox-checkout');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByRole('heading', { name: 'Premium Store', exact: true })).toBeVisible();
  await expect(notification(page, 'You received 1,000 credits.')).toBeVisible();
  await expect(topBarCredits(page)).toHaveText('1,000 Credits');
  // The session leaves the address, so a reload cannot finalize it again.
  expect(new URL(page.url()).searchParams.has('session_id')).toBe(false);
  await expect(figure(page, 'Your nobility', 'Honor tokens')).toHaveText('10');
  // $10 gave 10 honor: a Knight, rank 3 (+2%).
  await expect(figure(page, 'Your nobility', 'Nobility rank')).toHaveText('3 (Knight)');
  await shot(page, 'credits-received');

  // Back on the provider's page, the paid session cannot be paid again, nor say it again.
  await page.goto(checkoutUrl);
  await expect(page.getByText('This checkout is already paid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the Premium Store' }).click();
  await expect(page.getByRole('heading', { name: 'Premium Store', exact: true })).toBeVisible();
  await expect(topBarCredits(page)).toHaveText('1,000 Credits');
  await expect(notification(page, 'You received 1,000 credits.')).toHaveCount(0);

  // The 10 honor tokens make one more honor.
  await expect(
    page.getByText('Ten honor tokens make one honor: your 10 honor tokens make 1 honor.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Use honor tokens' }).click();
  await expect(notification(page, 'Honor tokens used.')).toBeVisible();
  await expect(figure(page, 'Your nobility', 'Honor')).toHaveText('11');
  await expect(figure(page, 'Your nobility', 'Honor tokens')).toHaveText('0');
  await expect(figure(page, 'Your nobility', 'Nobility rank')).toHaveText('3 (Knight)');
  await expect(page.getByRole('button', { name: 'Use honor tokens' })).toBeDisabled();
  await shot(page, 'honor-tokens-used');
  // Kept by the server: the store loaded afresh says the same.
  await page.reload();
  await openPremiumStore(page);
  await expect(figure(page, 'Your nobility', 'Honor')).toHaveText('11');
  await expect(figure(page, 'Your nobility', 'Nobility rank')).toHaveText('3 (Knight)');

  await page.reload();
  await expect(topBarCredits(page)).toHaveText('1,000 Credits');
  // Coming back with the same session runs the idempotent fulfilment again: the session still
  // says what it brought, and the player's total stays the same.
  const finalized = page.waitForResponse(
    (response) =>
      response.url().includes('/php/premium.php') &&
      (response.request().postData() ?? '').startsWith('mod=finalizeCheckout'),
  );
  await page.goto(`${GAME_URL}/premium?session_id=${encodeURIComponent(sessionId ?? '')}`);
  expect(await (await finalized).json()).toEqual({
    status: 'paid',
    credited: 1000,
    credits: 1000,
  });
  await expect(page.getByRole('tablist', { name: 'Premium' })).toBeVisible();
  await expect(topBarCredits(page)).toHaveText('1,000 Credits');

  expect(await maxAutosOnLoad(page)).toBe(150);
  await openPremiumStore(page);
  await page.getByRole('tab', { name: 'Autos' }).click();
  await expect(figure(page, 'Autos owned', 'Autos owned')).toHaveText('150');
  await page.getByLabel('Autos to buy').fill('700');
  // game-rules autosPurchaseCost(150, 700): 1 credit each up to 750 owned, 2 from 750 to 850.
  await expect(figure(page, 'Autos cost', 'Cost in credits')).toHaveText('800');
  await shot(page, 'autos-cost');
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expect(notification(page, 'Autos purchased.')).toBeVisible();
  await expect(figure(page, 'Autos owned', 'Autos owned')).toHaveText('850');
  await expect(topBarCredits(page)).toHaveText('200 Credits');

  // Bought for good: the server loads the new maximum and the store the new count.
  expect(await maxAutosOnLoad(page)).toBe(850);
  await expect(topBarCredits(page)).toHaveText('200 Credits');
  await openPremiumStore(page);
  await page.getByRole('tab', { name: 'Autos' }).click();
  await expect(figure(page, 'Autos owned', 'Autos owned')).toHaveText('850');

  // A day of the Gold boost (50 credits), asked for again before it is bought.
  await page.getByRole('tab', { name: 'Boosts' }).click();
  const goldBoost = page
    .getByRole('list', { name: 'Boosts on sale' })
    .getByRole('listitem', { name: 'Gold', exact: true });
  await expect(goldBoost).toContainText('Not running.');
  await goldBoost.getByRole('button', { name: 'Buy 1 day (50 credits)' }).click();
  await expect(topBarCredits(page)).toHaveText('200 Credits');
  await goldBoost.getByRole('button', { name: 'Confirm 1 day for 50 credits' }).click();
  await expect(topBarCredits(page)).toHaveText('150 Credits');
  await expect(goldBoost).toContainText(/Running: .* left/);
  const effects = page.getByRole('list', { name: 'Active effects' });
  const goldEffect = effects.getByRole('listitem').filter({ hasText: 'Gold Boost' });
  await expect(goldEffect).toContainText('+10% gold from battles');
  // About a day: earlier journeys may have moved the server's clock ahead of the browser's.
  await expect(goldEffect).toContainText(/(1d \d+h|23h \d{2}m) left/);
  await shot(page, 'boost-running');
  await page.reload();
  await expect(goldEffect).toContainText('+10% gold from battles');
});

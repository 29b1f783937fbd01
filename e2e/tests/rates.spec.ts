/**
 * Rates and a gathering start's loadout on the composed production builds (issue 29): a player
 * battles a few ticks, sees the rates in the Current Action panel and on /rates, and the Autos
 * last until text on the timer's hover and focus; resets the rates after confirming; binds a
 * loadout to mining and starting mining puts it on.
 */
import type { Page } from '@playwright/test';
import { GAME_URL } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';
import {
  beltRunes,
  postAs,
  swapFirstRuneForStone,
  wearTwoFireRunes,
} from '../support/server-calls';

/** The battling actions the server counted since the reset. */
async function battlingActions(page: Page): Promise<number> {
  const response = await page.request.get(`${GAME_URL}/php/rates.php?mod=loadRates`);
  const answer = (await response.json()) as {
    tracked: { key: string; figures: { actions: number } }[];
  };
  return answer.tracked.find((row) => row.key === 'battling')?.figures.actions ?? 0;
}

const quickLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name });

it('shows the rates of a battle as it runs and since the reset, and the Autos last until', async ({
  page,
}) => {
  await register(page, 'Rates_1');
  await page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Battle' })
    .click();
  await page
    .getByRole('table', { name: 'Mobs of Mossy Cellars' })
    .getByRole('row', { name: /Cellar Rat/ })
    .getByRole('button', { name: 'Battle' })
    .click();
  await expect(page.getByText('You were victorious!').first()).toBeVisible();

  // The Current Action panel: this session's and the since-reset rates of battling.
  const rates = page.getByRole('group', { name: 'Rates of Battling' });
  await expect(rates.getByText('This session')).toBeVisible();
  await expect(rates.locator('dd').first()).toHaveText(/^[\d,]+\/h exp/);
  await expect(rates.locator('dd').nth(1)).toHaveText(/^[\d,]+\/h exp/);

  // The timer says when the Autos run out, on hover and on focus.
  const timer = page.getByRole('button', { name: /^Autos: [\d,]+\. Refresh Autos$/ });
  await timer.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(/^Autos last until \d\d:\d\d( on \w{3} \d{1,2} \w{3})?$/);
  await expect(timer).toHaveAccessibleDescription(/^Autos last until \d\d:\d\d/);
  await page.screenshot({ path: 'test-results/rates-timer.png' });
  await page.mouse.move(0, 400);
  await expect(tooltip).toBeHidden();
  await timer.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();

  // A few ticks, then every action tracked on /rates.
  await expect.poll(() => battlingActions(page)).toBeGreaterThanOrEqual(3);
  await rates.getByRole('link', { name: 'All rates' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Rates' })).toBeVisible();
  const sinceReset = page.getByRole('region', { name: 'Since your last reset' });
  const row = sinceReset.getByRole('row', { name: /^Battling/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^[\d,]+\/h$/);
  await expect(sinceReset.getByText('Since your first action (never reset).')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'This session' }).getByRole('row', { name: /^Battling/ }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/rates-page.png', fullPage: true });

  // A reload (or another device) reads the same figures from the server.
  await quickLink(page, 'Stop Action').click();
  await page.goto(`${GAME_URL}/rates`);
  await expect(sinceReset.getByRole('row', { name: /^Battling/ })).toBeVisible();
  await expect(timer).not.toHaveAttribute('aria-describedby');

  // Reset asks first; Cancel keeps everything.
  await sinceReset.getByRole('button', { name: 'Reset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the rates?' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'test-results/rates-reset.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(sinceReset.getByRole('row', { name: /^Battling/ })).toBeVisible();
  await sinceReset.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('button', { name: 'Reset the rates' }).click();
  await expect(page.getByText('The rates start afresh from now.')).toBeVisible();
  await expect(sinceReset.getByText('No actions tracked yet.')).toBeVisible();
  await expect(sinceReset.getByText(/^Since \d/)).toBeVisible();
});

it('starting mining equips the loadout bound to it', async ({ page }) => {
  const player = 'Rates_Miner';
  await register(page, player);
  await wearTwoFireRunes(page, player);
  await postAs(page, 'loadouts.php', { mod: 'saveLoadout', name: 'Digging' });

  await page.goto(`${GAME_URL}/loadouts`);
  const digging = page.getByRole('article', { name: 'Digging' });
  await digging.getByLabel('Equip when starting').selectOption({ label: 'Mining' });
  await expect(
    page.getByText('Loadout Digging will be equipped whenever you start mining.'),
  ).toBeVisible();
  // Something else on the belt before mining starts.
  await swapFirstRuneForStone(page);

  await page.goto(`${GAME_URL}/`);
  await quickLink(page, 'Mining').click();
  await expect(page.getByText(/^You mined [\d,]+ Metal\.$/).first()).toBeVisible();
  await expect(page.getByText('Loadout Digging equipped.')).toBeVisible();
  await page.screenshot({ path: 'test-results/rates-mining-loadout.png' });
  expect(await beltRunes(page)).toEqual(['rune_fire', 'rune_fire']);
  // Said once: the next ticks continue mining without equipping again.
  await expect(page.getByText('Loadout Digging equipped.')).toHaveCount(1);
  await quickLink(page, 'Stop Action').click();
});

/**
 * The combat simulator on the composed production builds: a player opens it from the battle
 * screen, simulates a mob (the fights run in the battle remote's Web Worker, served from its own
 * origin), changes their weapon in the simulator and sees their figures and the outcome change.
 */
import type { Locator } from '@playwright/test';
import { expect, register, test as it } from '../support/fixtures';

/** The value beside a term of a definition list (`<dt>term</dt><dd>value</dd>`). */
function figure(list: Locator, term: string): Locator {
  return list
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

it('simulates a mob, then the same mob with another weapon', async ({ page }) => {
  await register(page, 'Simulator_1');
  await page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Battle' })
    .click();
  await page
    .getByRole('table', { name: 'Mobs of Mossy Cellars' })
    .getByRole('row', { name: /Cellar Rat/ })
    .getByRole('button', { name: 'Battle' })
    .click();
  await expect(page.getByRole('heading', { name: 'Battle', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Simulate your fights' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Combat Simulator' })).toBeVisible();

  const outcome = page.getByRole('region', { name: 'Outcome' });
  await expect(
    outcome.getByText('Choose an opponent to see how your fights against it go.'),
  ).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Opponent' })
    .selectOption({ label: 'Whispering Woods: Grey Wolf (level 5)' });
  await page.getByRole('button', { name: 'Simulate' }).click();
  const report = page.getByLabel('Simulated fights');
  await expect(figure(report, 'Fights simulated')).toHaveText('10,000', { timeout: 30_000 });
  const winRate = figure(report, 'Win rate');
  await expect(winRate).toHaveText(/^\d+(\.\d)?% \(99% sure: /);
  const ownWinRate = await winRate.textContent();
  const ownExp = await figure(report, 'Exp per hour').textContent();
  await expect(outcome.getByRole('heading', { name: 'Next breakpoints' })).toBeVisible();

  // Another weapon: a Rare Mithril Sword at level 60, picked by name. The figures change at once,
  // the outcome on Simulate.
  const yours = page.getByLabel('Your fight figures');
  const ownAttack = await figure(yours, 'Attack').textContent();
  await page
    .getByRole('combobox', { name: 'Main Hand type' })
    .selectOption({ label: 'Mithril Sword' });
  await page.getByRole('combobox', { name: 'Main Hand rarity' }).selectOption({ label: 'Rare' });
  await page.getByLabel('Main Hand level').fill('60');
  await expect(figure(yours, 'Attack')).not.toHaveText(ownAttack ?? '');
  await page.getByRole('button', { name: 'Simulate' }).click();
  await expect(winRate).not.toHaveText(ownWinRate ?? '', { timeout: 30_000 });
  await expect(figure(report, 'Exp per hour')).not.toHaveText(ownExp ?? '');
  await page.screenshot({ path: 'test-results/simulator.png', fullPage: true });
});

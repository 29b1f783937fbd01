/**
 * A new player's first session on the composed production builds: register, battle, watch the
 * Autos count go down in the title, keep a collapsed panel across a reload, stop the action.
 */
import { GAME_URL } from '../support/composition';
import { expect, PASSWORD, register, test as it } from '../support/fixtures';

it('registers, battles the first mob and stops', async ({ page }) => {
  await register(page, 'Journey_1');

  // Log out from the menu and back in.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You have logged out.')).toBeVisible();
  await page.getByLabel('Username').fill('journey_1');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Journey_1' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Battle' })
    .click();
  await expect(page.getByRole('heading', { name: 'Areas', exact: true })).toBeVisible();
  const mobs = page.getByRole('table', { name: 'Mobs of Mossy Cellars' });
  await expect(mobs.getByRole('cell', { name: 'Cellar Rat' })).toBeVisible();
  await mobs
    .getByRole('row', { name: /Cellar Rat/ })
    .getByRole('button', { name: 'Battle' })
    .click();

  // The view switches to the battle screen and results arrive, each spending one Auto.
  await expect(page.getByRole('heading', { name: 'Battle', exact: true })).toBeVisible();
  const titles: number[] = [];
  await expect
    .poll(
      async () => {
        const match = /^\[(\d+)\]/.exec(await page.title());
        const autos = Number(match?.[1]);
        // The refresh shows 150 first; each result then spends one Auto.
        if (autos < 150 && !titles.includes(autos)) titles.push(autos);
        return titles.length;
      },
      { timeout: 15_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(3);
  expect(titles.slice(0, 3)).toEqual([149, 148, 147]);
  await expect(page.getByText('You were victorious!')).toBeVisible();
  const tracker = page.getByRole('region', { name: 'Battle tracker' });
  await expect(tracker.getByText('Wins')).toBeVisible();

  // The quick link remembers the mob.
  await expect(page.getByRole('button', { name: 'Battle Cellar Rat' })).toBeVisible();

  // Stop Action: no more results after a stop.
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('button', { name: 'Stop Action' })
    .click();
  const stoppedAt = await page.title();
  await page.waitForTimeout(2500);
  expect(await page.title()).toBe(stoppedAt);
  await expect(
    page.getByRole('complementary', { name: 'Left panels' }).getByText('Idle'),
  ).toBeVisible();
});

it('keeps a collapsed panel collapsed after a reload', async ({ page }) => {
  await register(page, 'Journey_2');
  const skills = page.getByRole('complementary', { name: 'Left panels' });
  await expect(skills.getByText('Battling')).toBeVisible();
  await page
    .getByRole('button', { name: /Collapse Skills|Skills/ })
    .first()
    .click();
  await expect(skills.getByText('Battling')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Journey_2' })).toBeVisible();
  await expect(
    page
      .getByRole('complementary', { name: 'Left panels' })
      .getByRole('heading', { name: 'Attributes', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Left panels' }).getByText('Battling'),
  ).toBeHidden();
});

it('lands on the home page from an unknown address, and the address bar shows /', async ({
  page,
}) => {
  await register(page, 'Journey_3');
  await page.goto(`${GAME_URL}/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Welcome, Journey_3' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await page.goto(`${GAME_URL}/areas`);
  await expect(page.getByRole('heading', { name: 'Areas', exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

/** The worker-wide composition and small steps the journeys share. */
import { test as base, expect, type Page } from '@playwright/test';
import { type Composition, GAME_URL, startComposition } from './composition';

export const PASSWORD = 'correct horse battery';

/** Every journey runs against one composition per worker, started before the first test. */
export const test = base.extend<object, { composition: Composition }>({
  composition: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies first.
    async ({}, use) => {
      const composition = await startComposition();
      await use(composition);
      await composition.stop();
    },
    { scope: 'worker', auto: true },
  ],
});
export { expect };

let journeys = 0;

/**
 * Gives the page's API calls an address of their own (the server trusts X-Forwarded-For in the
 * composition), so the per-address limit on logins applies to each journey apart.
 */
export async function useOwnAddress(page: Page): Promise<void> {
  journeys += 1;
  const address = `10.${process.pid % 250}.${Math.floor(journeys / 250)}.${journeys % 250}`;
  await page.route(`${GAME_URL}/php/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

/** Opens the game and creates an account; ends on the home page. */
export async function register(page: Page, username: string): Promise<void> {
  await useOwnAddress(page);
  await page.goto(GAME_URL);
  await page.getByRole('button', { name: /Create an account/ }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${username}` })).toBeVisible();
}

/**
 * The accessibility audit over every screen of the game on the composed production builds: axe
 * (WCAG 2 A and AA rules) finds no serious or critical violation on the login page, on every
 * route of the route table (a player with a clan, a plot, a jewel and a trinket, so the clan and
 * land screens show their full state), with a modal open and with the chat dock. The menu, an
 * accordion, a modal and the chat dock are then used from the keyboard alone.
 */
import { APP_OWNERS, OWNER_LABELS, ROUTES } from '@idle/contracts';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { GAME_URL } from '../support/composition';
import { expect, register, test as it, useOwnAddress } from '../support/fixtures';
import {
  foundClanAndPlot,
  grantOperator,
  openRoute,
  pathOf,
  routeParameters,
  settle,
} from '../support/routes';
import { dev } from '../support/server-calls';

const PLAYER = 'Audit_Player';
const CLAN_NAME = 'Audit Guild';

const dock = (page: Page) => page.getByRole('region', { name: 'Chat', exact: true });

/** Whether the focused element is inside the element `locator` finds. */
const holdsFocus = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

/**
 * Registers `username` in a context of its own (axe runs in every frame of the page, which needs
 * a context of the test's own) with a clan, a plot, a jewel and a trinket, so the clan and land
 * screens show their full state.
 */
async function auditedPlayer(
  browser: Browser,
  request: APIRequestContext,
  username: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await register(page, username);
  await dev(request, { mod: 'grantJewel', username, gemType: '1', rarity: '3' });
  await dev(request, {
    mod: 'grantTrinket',
    username,
    type: '1',
    rarity: '4',
    mods: JSON.stringify([
      [7, 10],
      [1, 5],
    ]),
  });
  await foundClanAndPlot(page, request, username, `${CLAN_NAME} ${username.slice(-1)}`);
  return { context, page };
}

it('the login page has no serious or critical accessibility violation', async ({ page }) => {
  await useOwnAddress(page);
  await page.goto(GAME_URL);
  await expect(page.getByRole('button', { name: /Create an account/ })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

// Every route of the route table, one test per owning app, spread over the workers.
it.describe('every route', () => {
  it.describe.configure({ mode: 'parallel' });

  APP_OWNERS.forEach((owner, index) => {
    it(`the ${OWNER_LABELS[owner]} routes have no serious or critical accessibility violation`, async ({
      browser,
      request,
      composition,
    }) => {
      // About 1.3 s to open a route and 1.2 s for axe, after about 10 s of set-up.
      it.setTimeout(180_000);
      const username = `Audit_Owner_${String(index)}`;
      const { context, page } = await auditedPlayer(browser, request, username);
      try {
        if (owner === 'mfe-admin') {
          // The console's screens as an operator sees them (a player sees only a refusal).
          grantOperator(username, composition.dataDir);
          await page.reload();
        }
        const parameters = await routeParameters(page, username);
        const found: Record<string, string[]> = {};
        for (const route of ROUTES.filter((candidate) => candidate.owner === owner)) {
          const path = pathOf(route, parameters);
          await openRoute(page, path);
          const violations = await blockingViolations(page, 'main');
          if (violations.length > 0) found[path] = violations;
        }
        expect(found).toEqual({});
      } finally {
        await context.close();
      }
    });
  });
});

it.describe('a player with a clan and a plot', () => {
  it.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;

  it.beforeAll(async ({ browser, request }) => {
    it.setTimeout(60_000);
    ({ context, page } = await auditedPlayer(browser, request, PLAYER));
  });

  it.afterAll(async () => {
    await context.close();
  });

  it('the layout around the routes has no serious or critical violation, and a nameless button is caught', async () => {
    // The top bar, menus, panels and chat, in full.
    await page.goto(GAME_URL);
    await settle(page, '/');
    expect(await blockingViolations(page)).toEqual([]);
    // The audit sees what it must: a nameless button added to the screen is reported.
    const nameless = await page
      .locator('main')
      .evaluateHandle((main) => main.appendChild(document.createElement('button')));
    expect((await blockingViolations(page, 'main')).join()).toContain('button-name');
    await nameless.evaluate((button) => button.remove());
  });

  it('a modal and the chat dock have no serious or critical violation', async () => {
    await page.goto(GAME_URL);
    await settle(page, '/');
    await expect(dock(page).getByRole('tab', { name: 'General', exact: true })).toBeVisible();
    expect(await blockingViolations(page, '[aria-label="Chat"]')).toEqual([]);

    await page.getByRole('button', { name: /Online$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Players Online' });
    await expect(dialog.getByText(PLAYER)).toBeVisible();
    expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  it('the menu opens, moves and closes from the keyboard', async () => {
    await page.goto(GAME_URL);
    await settle(page, '/');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const entry = (name: string) => page.getByRole('button', { name, exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(entry('Announcements')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entry('Help/Guide')).toBeFocused();
    await page.keyboard.press('End');
    await expect(entry('Logout')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entry('Announcements')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(entry('Announcements')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main[data-route="/load/beginners_guide"]')).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('an accordion toggles with Enter and Space, and arrows move between its headers', async () => {
    await page.goto(`${GAME_URL}/areas`);
    await settle(page, '/areas');
    const headers = page.getByRole('main').locator('button[aria-controls][aria-expanded]');
    const first = headers.nth(0);
    const expanded = await first.getAttribute('aria-expanded');
    const toggled = expanded === 'true' ? 'false' : 'true';
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', toggled);
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', expanded ?? '');
    await page.keyboard.press('ArrowDown');
    await expect(headers.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(first).toBeFocused();
  });

  it('a modal keeps the focus, closes on Escape and gives the focus back', async () => {
    await page.goto(GAME_URL);
    await settle(page, '/');
    const opener = page.getByRole('button', { name: /Online$/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Players Online' });
    await expect(dialog.getByText(PLAYER)).toBeVisible();
    expect(await holdsFocus(dialog)).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await holdsFocus(dialog), `focus inside after ${key}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  it('the chat dock: arrows move between its tabs, Tab reaches the box, Enter sends', async () => {
    await page.goto(GAME_URL);
    await settle(page, '/');
    const tabs = dock(page).getByRole('tab');
    const general = dock(page).getByRole('tab', { name: 'General', exact: true });
    await expect(general).toHaveAttribute('aria-selected', 'true');
    await general.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(general).toBeFocused();
    await expect(general).toHaveAttribute('aria-selected', 'true');

    const input = dock(page).getByLabel('Chat message', { exact: true });
    for (let presses = 0; presses < 20 && !(await holdsFocus(input)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(input).toBeFocused();
    await page.keyboard.type('Hello from the keyboard');
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('');
    await expect(dock(page).getByText(/: Hello from the keyboard$/)).toBeVisible();
  });
});

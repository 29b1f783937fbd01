/**
 * The game on a phone, on the composed production builds: at 360, 390 and 430 px every route of
 * the route table (a player with a clan and a plot, an operator, so every screen shows its full
 * state) fits the width without sideways scrolling of the page, and no button, field, tab or
 * navigation link is smaller than 24 by 24 px (WCAG 2.5.8); the panels open in a drawer from the
 * phone's tab bar, and the chat in a sheet, both closed by Escape. At 1280 px the desktop layout
 * is unchanged: the panels beside the routed view, no tab bar.
 */
import { ROUTES } from '@idle/contracts';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { Composition } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';
import {
  foundClanAndPlot,
  grantOperator,
  openRoute,
  pathOf,
  routeParameters,
} from '../support/routes';

const phoneBar = (page: Page) => page.getByRole('navigation', { name: 'Phone bar' });

/** A player with a clan and a plot, an operator, on a screen `width` px wide. */
async function preparedPlayer(
  browser: Browser,
  request: APIRequestContext,
  composition: Composition,
  username: string,
  width: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await register(page, username);
  grantOperator(username, composition.dataDir);
  await foundClanAndPlot(page, request, username, `Pocket Guild ${String(width)}`);
  return { context, page };
}

/** Whether the page scrolls sideways (a table or a row may scroll inside itself). */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);

/**
 * Every button, field, tab and navigation link shown that is under 24 px in either dimension,
 * described. Not counted: links inside running text (a paragraph's, a list item's own words),
 * and the fields kept for assistive technology only (a visually hidden 1 px input under its label).
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const selector =
      'button, input:not([type="hidden"]), select, textarea, [role="tab"], nav a[href]';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width <= 1 && box.height <= 1) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (element instanceof HTMLAnchorElement) {
        const text = element.closest('p, li');
        if (text !== null && text.textContent.trim() !== element.textContent.trim()) continue;
      }
      if (box.width >= 24 && box.height >= 24) continue;
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent.trim() || element.getAttribute('name') || '');
      found.push(
        `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${String(Math.round(box.width))}x${String(Math.round(box.height))}`,
      );
    }
    return found;
  });

/**
 * Resolves once the sheet's opening slide has ended: a box measured mid-slide comes out a hair
 * under its size (24 px read as 23.99...), from the moving transform.
 */
const slidIn = (sheet: Locator) =>
  sheet.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
  });

/** The route table's paths, each parameter filled with a value the prepared player has. */
async function paths(page: Page, username: string): Promise<string[]> {
  const parameters = await routeParameters(page, username);
  return ROUTES.map((route) => pathOf(route, parameters));
}

/** The phone widths the layout must fit: the narrowest common phone to the largest. */
const PHONE_WIDTHS = [360, 390, 430] as const;
const PHONE_HEIGHT = 800;

// One walk of the route table: each route is opened once and measured at each width (a resize
// is a relayout, an opened route a second or more), so the three widths cost about one walk.
it('on a phone every route fits at 360, 390 and 430 px, every target is 24 px, the panels and the chat open', async ({
  browser,
  request,
  composition,
}) => {
  it.setTimeout(300_000);
  const username = 'Phone_Player';
  const { context, page } = await preparedPlayer(
    browser,
    request,
    composition,
    username,
    PHONE_WIDTHS[0],
  );
  try {
    const small: Record<string, string[]> = {};
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: PHONE_HEIGHT });
      // The compact top bar: gold, credits, the timer and the menu, no desktop leftovers.
      const topBar = page.getByRole('banner');
      await expect(topBar.getByLabel('Gold')).toBeVisible();
      await expect(topBar.getByLabel('Credits')).toBeVisible();
      await expect(topBar.getByRole('button', { name: /^Autos: / })).toBeVisible();
      await expect(topBar.getByRole('button', { name: 'Menu' })).toBeVisible();
      await expect(topBar.getByRole('link', { name: 'Premium Store' })).toHaveCount(0);
      // The routed view first: no panel beside or above it.
      await expect(page.getByRole('complementary')).toHaveCount(0);

      // The panels, in a drawer from the tab bar; Escape closes it and the focus returns.
      const panelsButton = phoneBar(page).getByRole('button', { name: 'Panels' });
      await panelsButton.click();
      const drawer = page.getByRole('dialog', { name: 'Panels' });
      await expect(drawer.getByRole('heading', { name: 'Skills' })).toBeVisible();
      await expect(drawer.getByRole('heading', { name: 'Current Action' })).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Close the panels' })).toBeFocused();
      await slidIn(drawer);
      const inDrawer = await smallTargets(page);
      if (inDrawer.length > 0) small[`the panel drawer at ${String(width)} px`] = inDrawer;
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(panelsButton).toBeFocused();

      // The chat, in a sheet from the bottom.
      const chatButton = phoneBar(page).getByRole('button', { name: 'Chat' });
      await chatButton.click();
      const sheet = page.getByRole('dialog', { name: 'Chat' });
      await expect(sheet.getByRole('textbox', { name: 'Chat message' })).toBeVisible();
      await slidIn(sheet);
      const inSheet = await smallTargets(page);
      if (inSheet.length > 0) small[`the chat sheet at ${String(width)} px`] = inSheet;
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(chatButton).toBeFocused();
    }

    const wide: string[] = [];
    for (const path of await paths(page, username)) {
      await openRoute(page, path);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: PHONE_HEIGHT });
        const at = `${path} at ${String(width)} px`;
        if (await pageScrollsSideways(page)) wide.push(at);
        const targets = await smallTargets(page);
        if (targets.length > 0) small[at] = targets;
      }
    }
    expect(wide, 'routes where the page scrolls sideways').toEqual([]);
    expect(small, 'targets under 24 px').toEqual({});
  } finally {
    await context.close();
  }
});

it('at 1280 px the desktop layout is unchanged: the panels beside the routed view', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await register(page, 'Desk_Player');
    const main = await page.getByRole('main').boundingBox();
    const left = await page.getByRole('complementary', { name: 'Left panels' }).boundingBox();
    const right = await page.getByRole('complementary', { name: 'Right panels' }).boundingBox();
    expect(main && left && right).toBeTruthy();
    if (main === null || left === null || right === null) return;
    expect(left.x + left.width).toBeLessThanOrEqual(main.x);
    expect(right.x).toBeGreaterThanOrEqual(main.x + main.width);
    expect(left.y).toBeLessThan(main.y + 50);
    await expect(page.getByRole('heading', { name: 'Skills' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Chat' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Premium Store' })).toBeVisible();
    await expect(phoneBar(page)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

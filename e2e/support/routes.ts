/**
 * Walking the route table as a player with every screen in its full state: the journeys that
 * check each route (accessibility, the phone layout) prepare such a player and open each route.
 */
import { spawnSync } from 'node:child_process';
import type { RouteEntry } from '@idle/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { GAME_URL, ROOT } from './composition';
import { dev } from './server-calls';

/** Enough for a clan (250 credits) and a plot (250,000 gold, 50,000 metal, wood and stone). */
const CLAN_AND_PLOT_ITEMS = [
  { id: 'credits', amount: 250 },
  { id: 'gold', amount: 250_000 },
  { id: 'metal', amount: 50_000 },
  { id: 'wood', amount: 50_000 },
  { id: 'stone', amount: 50_000 },
];

const gameAreas = (page: Page) => page.getByRole('navigation', { name: 'Game areas' });

/** Waits until the routed screen has drawn: a heading and nothing still loading. */
export async function settle(page: Page, path: string): Promise<void> {
  const main = page.locator(`main[data-route="${path}"]`);
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main.getByText('Loading')).toHaveCount(0);
}

/**
 * Opens a route through the game's own links when the screen shows one (no page load), else by
 * its address.
 */
export async function openRoute(page: Page, path: string): Promise<void> {
  const link = page.locator(`a[href="${path}"]`).first();
  if (await link.isVisible()) await link.click();
  else await page.goto(`${GAME_URL}${path}`);
  await settle(page, path);
}

/**
 * Gives `username` (registered and logged in on `page`) what a clan and a plot cost, then founds
 * the clan `clanName` and buys the plot through the screens, so the clan and land screens show
 * their full state.
 */
export async function foundClanAndPlot(
  page: Page,
  request: APIRequestContext,
  username: string,
  clanName: string,
): Promise<void> {
  await dev(request, { mod: 'grantItems', username, items: JSON.stringify(CLAN_AND_PLOT_ITEMS) });
  await page.reload();
  await gameAreas(page).getByRole('link', { name: 'Clan', exact: true }).click();
  await page.getByLabel('Clan name').fill(clanName);
  await page.getByRole('button', { name: 'Create Clan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: clanName })).toBeVisible();
  await gameAreas(page).getByRole('link', { name: 'Land', exact: true }).click();
  await page.getByRole('button', { name: 'Purchase Plot' }).click();
  await expect(page.getByText('Level 1: Camp')).toBeVisible();
}

/** Makes `username` an operator with the game's own command, on the composition's database. */
export function grantOperator(username: string, dataDir: string): void {
  const granted = spawnSync('npm', ['run', 'admin', '--', 'grant-role', username, 'operator'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(granted.status, granted.stderr).toBe(0);
}

/**
 * The value of each route parameter for `username` (with a clan): their own ids, the first item,
 * gem type and page of each kind.
 */
export async function routeParameters(
  page: Page,
  username: string,
): Promise<Record<string, string>> {
  await page.goto(`${GAME_URL}/clan_registry`);
  await settle(page, '/clan_registry');
  const prefix = '/clan_profile/';
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  const response = await page.request.get(`${GAME_URL}/php/misc.php?mod=playersOnline`);
  const online = (await response.json()) as { userid: number; username: string }[];
  const player = online.find((entry) => entry.username === username);
  expect(player, `${username} online`).toBeDefined();
  return {
    id: '1',
    userid: String(player?.userid),
    mod: 'rules',
    itemType: 'currency',
    itemid: 'metal',
    gemType: '1',
    username,
    clanid: (href ?? '').slice(prefix.length),
  };
}

/** The route's path with each `:parameter` filled from `parameters`. */
export function pathOf(route: RouteEntry, parameters: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = parameters[name];
    expect(value, `a value for :${name} of ${route.path}`).toBeDefined();
    return value ?? '';
  });
}

/**
 * The game server's calls the journeys make directly: the dev tool that prepares a player, and a
 * call with a page's own session. Each fails the journey, with the server's answer, when refused.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { GAME_URL } from './composition';

/** The dev tool (`php/dev.php`, served only with dev tools on, as the compositions run). */
export async function dev(
  request: APIRequestContext,
  form: Record<string, string>,
): Promise<unknown> {
  const response = await request.post(`${GAME_URL}/php/dev.php`, { form });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** A POST to `php/<file>` with the session of the player logged in on `page`. */
export async function postAs(
  page: Page,
  file: string,
  form: Record<string, string>,
): Promise<unknown> {
  const response = await page.request.post(`${GAME_URL}/php/${file}`, { form });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** The runes on the belt of the player logged in on `page`, as the server has them. */
async function beltEntries(page: Page): Promise<{ id: number; runeid: string }[]> {
  const response = await page.request.get(`${GAME_URL}/php/_load_initial_data.php`);
  return ((await response.json()) as { runes: { id: number; runeid: string }[] }).runes;
}

/** The rune ids on the belt, sorted. */
export async function beltRunes(page: Page): Promise<string[]> {
  return (await beltEntries(page)).map((rune) => rune.runeid).sort();
}

/**
 * Gives `username` (logged in on `page`) two fire runes and a stone rune and a belt of two
 * places, and puts the two fire runes on it: a set worth saving as a loadout.
 */
export async function wearTwoFireRunes(page: Page, username: string): Promise<void> {
  await dev(page.request, {
    mod: 'grantItems',
    username,
    items: JSON.stringify([
      { id: 'rune_fire', amount: 2 },
      { id: 'rune_stone', amount: 1 },
    ]),
  });
  await dev(page.request, { mod: 'setUpgradeableLevel', username, id: 'rune_belt', level: '2' });
  await postAs(page, 'items.php', { mod: 'equipRune', id: 'rune_fire' });
  await postAs(page, 'items.php', { mod: 'equipRune', id: 'rune_fire' });
}

/** Swaps the first rune on the belt for the stone rune, so a saved set differs from what is worn. */
export async function swapFirstRuneForStone(page: Page): Promise<void> {
  const first = (await beltEntries(page))[0]?.id ?? 0;
  await postAs(page, 'items.php', { mod: 'unequipRune', id: String(first) });
  await postAs(page, 'items.php', { mod: 'equipRune', id: 'rune_stone' });
  expect(await beltRunes(page)).toEqual(['rune_fire', 'rune_stone']);
}

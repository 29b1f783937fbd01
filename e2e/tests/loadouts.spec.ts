/**
 * Loadouts on the composed production builds: a player saves the runes they wear as a loadout,
 * wears something else, equips the loadout again in one click (the belt follows), and binds it
 * to battling so that choosing a mob puts it on.
 */
import type { Page } from '@playwright/test';
import { GAME_URL } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';

const PLAYER = 'Loadout_1';

async function post(page: Page, path: string, form: Record<string, string>): Promise<unknown> {
  const response = await page.request.post(`${GAME_URL}/php/${path}`, { form });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** The belt's runes, as the server has them. */
async function belt(page: Page): Promise<string[]> {
  const response = await page.request.get(`${GAME_URL}/php/_load_initial_data.php`);
  const data = (await response.json()) as { runes: { runeid: string }[] };
  return data.runes.map((rune) => rune.runeid).sort();
}

it('saves the runes worn as a loadout, equips it again, and binds it to battling', async ({
  page,
}) => {
  await register(page, PLAYER);
  await post(page, 'dev.php', {
    mod: 'grantItems',
    username: PLAYER,
    items: JSON.stringify([
      { id: 'rune_fire', amount: 2 },
      { id: 'rune_stone', amount: 1 },
    ]),
  });
  await post(page, 'dev.php', {
    mod: 'setUpgradeableLevel',
    username: PLAYER,
    id: 'rune_belt',
    level: '2',
  });
  await post(page, 'items.php', { mod: 'equipRune', id: 'rune_fire' });
  await post(page, 'items.php', { mod: 'equipRune', id: 'rune_fire' });

  await page.goto(`${GAME_URL}/loadouts`);
  await expect(page.getByRole('heading', { level: 2, name: 'Loadouts' })).toBeVisible();
  await expect(page.getByText('You have no loadouts yet.', { exact: false })).toBeVisible();
  await page.getByLabel('Loadout name').fill('Fire');
  await page.getByRole('button', { name: 'Save as a new loadout' }).click();
  const fire = page.getByRole('article', { name: 'Fire' });
  await expect(fire.getByText('2 Fire Rune')).toBeVisible();
  await expect(fire.getByText('Equipped now')).toBeVisible();

  // Something else on the belt: the loadout can go on again.
  await post(page, 'items.php', { mod: 'unequipRune', id: String((await firstEntry(page)) ?? 0) });
  await post(page, 'items.php', { mod: 'equipRune', id: 'rune_stone' });
  expect(await belt(page)).toEqual(['rune_fire', 'rune_stone']);
  // The address bar shows / once the game has started: open the screen by its address again.
  await page.goto(`${GAME_URL}/loadouts`);
  await page.getByRole('button', { name: 'Equip Fire', exact: true }).click();
  await expect(page.getByText('Loadout Fire equipped.')).toBeVisible();
  await expect(fire.getByText('Equipped now')).toBeVisible();
  expect(await belt(page)).toEqual(['rune_fire', 'rune_fire']);

  // Bound to battling: choosing a mob with the stone rune on puts the set back on.
  await fire.getByLabel('Equip when starting').selectOption({ label: 'Battling' });
  await expect(
    page.getByText('Loadout Fire will be equipped whenever you start a battle.'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/loadouts.png', fullPage: true });
  await post(page, 'items.php', { mod: 'unequipRune', id: String((await firstEntry(page)) ?? 0) });
  await post(page, 'items.php', { mod: 'equipRune', id: 'rune_stone' });
  await page.goto(`${GAME_URL}/areas`);
  await page
    .getByRole('table', { name: 'Mobs of Mossy Cellars' })
    .getByRole('row', { name: /Cellar Rat/ })
    .getByRole('button', { name: 'Battle' })
    .click();
  await expect(page.getByText('Loadout Fire equipped.')).toBeVisible();
  expect(await belt(page)).toEqual(['rune_fire', 'rune_fire']);
});

async function firstEntry(page: Page): Promise<number | undefined> {
  const response = await page.request.get(`${GAME_URL}/php/_load_initial_data.php`);
  return ((await response.json()) as { runes: { id: number }[] }).runes[0]?.id;
}

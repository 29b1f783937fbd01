/**
 * Loadouts on the composed production builds: a player saves the runes they wear as a loadout,
 * wears something else, equips the loadout again in one click (the belt follows), and binds it
 * to battling so that choosing a mob puts it on.
 */
import { GAME_URL } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';
import { beltRunes, swapFirstRuneForStone, wearTwoFireRunes } from '../support/server-calls';

const PLAYER = 'Loadout_1';

it('saves the runes worn as a loadout, equips it again, and binds it to battling', async ({
  page,
}) => {
  await register(page, PLAYER);
  await wearTwoFireRunes(page, PLAYER);

  await page.goto(`${GAME_URL}/loadouts`);
  await expect(page.getByRole('heading', { level: 2, name: 'Loadouts' })).toBeVisible();
  await expect(page.getByText('You have no loadouts yet.', { exact: false })).toBeVisible();
  await page.getByLabel('Loadout name').fill('Fire');
  await page.getByRole('button', { name: 'Save as a new loadout' }).click();
  const fire = page.getByRole('article', { name: 'Fire' });
  await expect(fire.getByText('2 Fire Rune')).toBeVisible();
  await expect(fire.getByText('Equipped now')).toBeVisible();

  // Something else on the belt: the loadout can go on again.
  await swapFirstRuneForStone(page);
  // The address bar shows / once the game has started: open the screen by its address again.
  await page.goto(`${GAME_URL}/loadouts`);
  await page.getByRole('button', { name: 'Equip Fire', exact: true }).click();
  await expect(page.getByText('Loadout Fire equipped.')).toBeVisible();
  await expect(fire.getByText('Equipped now')).toBeVisible();
  expect(await beltRunes(page)).toEqual(['rune_fire', 'rune_fire']);

  // Bound to battling: choosing a mob with the stone rune on puts the set back on.
  await fire.getByLabel('Equip when starting').selectOption({ label: 'Battling' });
  await expect(
    page.getByText('Loadout Fire will be equipped whenever you start a battle.'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/loadouts.png', fullPage: true });
  await swapFirstRuneForStone(page);
  await page.goto(`${GAME_URL}/areas`);
  await page
    .getByRole('table', { name: 'Mobs of Mossy Cellars' })
    .getByRole('row', { name: /Cellar Rat/ })
    .getByRole('button', { name: 'Battle' })
    .click();
  await expect(page.getByText('Loadout Fire equipped.')).toBeVisible();
  expect(await beltRunes(page)).toEqual(['rune_fire', 'rune_fire']);
});

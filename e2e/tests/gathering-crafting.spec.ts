/**
 * Gathering and crafting on the composed production builds: mining from the quick link with its
 * drops and tracker; a rune crafted to completion, a gem created and a potion brewed from
 * dev-granted items; a jewel equipped from the jewel inventory and shown on the home page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { GAME_URL } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';

async function dev(request: APIRequestContext, form: Record<string, string>) {
  const response = await request.post(`${GAME_URL}/php/dev.php`, { form });
  expect(response.ok()).toBe(true);
}

const quickLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name });

it('mines from the quick link, with drops and the tracker', async ({ page, request }) => {
  await register(page, 'Journey_Miner');
  // Level 100 opens every mining drop; gem fragments come one action in eight.
  await dev(request, { mod: 'setLevel', username: 'Journey_Miner', skill: 'mining', level: '100' });
  await page.reload();
  await quickLink(page, 'Mining').click();
  await expect(page.getByRole('heading', { name: 'Mining', exact: true })).toBeVisible();
  await expect(page.getByText(/^You mined [\d,]+ Metal\.$/)).toBeVisible();
  await expect(page.getByText('Gem Fragments').first()).toBeVisible({ timeout: 45_000 });
  const tracker = page.getByRole('region', { name: 'Mining tracker' });
  await expect(tracker).toContainText(/Total actions\s*[1-9]/);
  await quickLink(page, 'Stop Action').click();
});

it('crafts a rune, creates a gem, brews a potion and equips a jewel', async ({ page, request }) => {
  it.setTimeout(120_000);
  await register(page, 'Journey_Crafter');
  await dev(request, {
    mod: 'grantItems',
    username: 'Journey_Crafter',
    items: JSON.stringify([
      { id: 'stone', amount: 40 },
      { id: 'gem_fragments', amount: 150 },
      { id: 'rat_tail', amount: 6 },
      { id: 'wood', amount: 20 },
    ]),
  });
  // At level 25 the Stone Rune's attempts succeed 98% of the time.
  await dev(request, {
    mod: 'setLevel',
    username: 'Journey_Crafter',
    skill: 'runecrafting',
    level: '25',
  });
  await dev(request, { mod: 'grantJewel', username: 'Journey_Crafter', gemType: '1', rarity: '3' });
  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Game areas' });

  await nav.getByRole('link', { name: 'Crafting' }).click();
  await page
    .getByRole('link', { name: /Runecrafting/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Craft' }).first().click();
  await expect(page.getByText('You have crafted a Stone Rune!')).toBeVisible({ timeout: 30_000 });
  await quickLink(page, 'Stop Action').click();

  await nav.getByRole('link', { name: 'Crafting' }).click();
  await page
    .getByRole('link', { name: /Jewelcrafting/ })
    .first()
    .click();
  const sapphire = page.getByRole('listitem', { name: 'Create Sapphire' });
  await sapphire.getByLabel('Amount').fill('2');
  await sapphire.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You have created all your gems.' }),
  ).toBeVisible({ timeout: 20_000 });

  await nav.getByRole('link', { name: 'Crafting' }).click();
  await page
    .getByRole('link', { name: /Alchemy/ })
    .first()
    .click();
  const wrath = page.getByRole('listitem', { name: 'Potion of Wrath' });
  await wrath.getByLabel('Amount').fill('2');
  await wrath.getByRole('button', { name: 'Brew' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You have brewed all your potions.' }),
  ).toBeVisible({ timeout: 20_000 });

  await nav.getByRole('link', { name: 'Inventory' }).click();
  await page
    .getByRole('navigation', { name: 'Other inventories' })
    .getByRole('link', { name: 'Jewels' })
    .click();
  const jewel = page.getByRole('article', { name: /Sapphire jewel/ });
  const equipped = page.waitForResponse(
    (response) => response.url().endsWith('/php/equipment.php') && response.ok(),
  );
  await jewel.getByRole('button', { name: 'Equip' }).click();
  expect(await (await equipped).json()).toHaveProperty('eqStats');
  await expect(jewel.getByText('Equipped', { exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(
    page.getByRole('region', { name: 'Equipped jewels' }).getByText(/Sapphire/),
  ).toBeVisible();
});

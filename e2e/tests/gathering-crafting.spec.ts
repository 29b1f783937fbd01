/**
 * Gathering and crafting on the composed production builds: mining from the quick link with its
 * drops and tracker; a rune crafted to completion, a gem created and a potion brewed from
 * dev-granted items; a jewel equipped from the jewel inventory and shown on the home page; the
 * gem creation result with the crafting bonus line and the tick's drops.
 */
import type { Page } from '@playwright/test';
import { expect, register, test as it } from '../support/fixtures';
import { dev } from '../support/server-calls';

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

it('shows the created gem with the crafting bonus active and its drops', async ({
  page,
  request,
}) => {
  await register(page, 'Journey_Gemcutter');
  await dev(request, {
    mod: 'grantItems',
    username: 'Journey_Gemcutter',
    items: JSON.stringify([{ id: 'gem_fragments', amount: 75 }]),
  });
  await dev(request, { mod: 'setActionBonus', kind: 'crafting', current: '1', required: '1' });
  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Game areas' });
  await nav.getByRole('link', { name: 'Crafting' }).click();
  await page
    .getByRole('link', { name: /Jewelcrafting/ })
    .first()
    .click();
  // The game's next draws fall under the crafting drop's chance (2 artisan shards): whatever
  // the start draws first, the gem's tick finds its drop.
  await dev(request, { mod: 'scriptRandom', values: JSON.stringify([0.05, 0.05, 0.05]) });
  const sapphire = page.getByRole('listitem', { name: 'Create Sapphire' });
  await sapphire.getByLabel('Amount').fill('1');
  await sapphire.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('You created a Sapphire.')).toBeVisible({ timeout: 20_000 });
  const bonus = page.getByText('Crafting bonus', { exact: true });
  await expect(bonus.locator('xpath=following-sibling::dd[1]')).toHaveText(
    'Active (-0.5 s action timer, +25% exp)',
  );
  const drops = page.getByRole('region', { name: 'Drops' });
  await expect(drops.getByRole('listitem')).toHaveText(/Artisan Shard.*2/);
  await page.screenshot({ path: 'test-results/gem-creation-result.png', fullPage: true });
});

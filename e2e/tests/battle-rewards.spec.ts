/**
 * What fights give and what the player sees of it, on the composed production builds: an
 * equipped item's rarity rising in a fight (Log and Equipment panels, Base Gold Rush), the
 * Attributes panel after a trinket is destroyed (no reload), and the attribute gain, gold taxed
 * and clan exp on the three result screens.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, register, test as it } from '../support/fixtures';
import { dev } from '../support/server-calls';

const SHOTS_DIR = '/tmp/shots';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

const panel = (page: Page, title: string) =>
  page.getByRole('complementary').getByRole('region', { name: title });

/** The value beside a term of a definition list (`<dt>term</dt><dd>value</dd>`). */
function figure(scope: Locator, term: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** A call of the game's API from the page (its session and origin), as the request layer sends. */
async function post(page: Page, file: string, form: Record<string, string>): Promise<unknown> {
  return page.evaluate(
    async ({ file: path, form: body }) => {
      const response = await fetch(`/php/${path}`, {
        method: 'POST',
        body: new URLSearchParams(body),
      });
      return response.json() as Promise<unknown>;
    },
    { file, form },
  );
}

async function battleFirstMob(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Battle' })
    .click();
  await expect(page.getByRole('heading', { name: 'Areas', exact: true })).toBeVisible();
  await page
    .getByRole('table', { name: 'Mobs of Mossy Cellars' })
    .getByRole('row', { name: /Cellar Rat/ })
    .getByRole('button', { name: 'Battle' })
    .click();
  await expect(page.getByRole('heading', { name: 'Battle', exact: true })).toBeVisible();
}

async function stopAction(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('button', { name: 'Stop Action' })
    .click();
}

it('an equipped item rises in rarity in a fight: told in the Log, shown on the item with its Gold Rush', async ({
  page,
  request,
}) => {
  const username = 'Rarity_Riser';
  await register(page, username);
  await dev(request, {
    mod: 'setAttributes',
    username,
    health: '100000',
    attack: '5000',
    defence: '5000',
    accuracy: '20000',
  });
  // Slot 3 already Rare: its Gold Rush shows before any fight.
  await dev(request, { mod: 'setEquipmentRarity', username, slot: '3', rarity: '3' });
  await page.reload();
  const equipment = panel(page, 'Equipment');
  await expect(equipment.getByText('Rare \u00b7 Gold Rush +7%')).toBeVisible();
  await expect(equipment.getByText('Uncommon \u00b7 Gold Rush +3.5%')).toHaveCount(0);

  // Every fight raises an item while the chance is forced; back to the rule's once one did.
  await dev(request, { mod: 'setRarityUpgradeChance', percent: '100' });
  try {
    await battleFirstMob(page);
    await expect(
      panel(page, 'Log')
        .getByText(/^Your .+ is now Uncommon!$/)
        .first(),
    ).toBeVisible({
      timeout: 15_000,
    });
  } finally {
    await dev(request, { mod: 'setRarityUpgradeChance' });
  }
  await stopAction(page);
  await expect(equipment.getByText('Uncommon \u00b7 Gold Rush +3.5%').first()).toBeVisible();
  // The battle result carries gold with the Gold Rush counted by the server.
  await expect(figure(page.locator('main'), 'Gold').first()).toHaveText(/^\+\d/);
  await shot(page, 'rarity-upgrade');

  // What the server stored: the same rarities after a reload.
  const shown = await equipment.getByText(/Gold Rush/).allTextContents();
  await page.reload();
  await expect(equipment.getByText(/Gold Rush/)).toHaveText(shown);
});

it('the Attributes panel shows what fights use, and drops a destroyed trinket at once', async ({
  page,
  request,
}) => {
  const username = 'Trinket_Breaker';
  await register(page, username);
  await dev(request, {
    mod: 'setAttributes',
    username,
    health: '100',
    attack: '10',
    defence: '10',
    accuracy: '5000',
    dodge: '0',
  });
  // Attributes (mod 7) base 70 on an epic tier-1 trinket: ceil(70 x 1.15) = 81 to every stat.
  const trinket = (await dev(request, {
    mod: 'grantTrinket',
    username,
    type: '1',
    rarity: '4',
    mods: JSON.stringify([[7, 70]]),
  })) as { id: number };
  await page.reload();
  const attributes = panel(page, 'Attributes');
  const attack = attributes
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Attack', exact: true }) });
  const before = (await attack.textContent()) ?? '';
  const chances = attributes.getByLabel('Chances in fights');
  await expect(figure(chances, 'Hit chance')).toHaveText('50%');
  await expect(figure(chances, 'Double-hit chance')).toHaveText('0%');
  await expect(figure(chances, 'Effective dodge')).toHaveText('0%');

  await page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Inventory', exact: true })
    .click();
  await page
    .getByRole('navigation', { name: 'Other inventories' })
    .getByRole('link', { name: 'Trinkets' })
    .click();
  const card = page.getByRole('article', { name: `Epic battling trinket #${String(trinket.id)}` });
  await card.getByRole('button', { name: 'Equip' }).click();
  await expect(card.getByRole('button', { name: 'Unequip' })).toBeVisible();
  const base = Number(/\(\+([\d,]+)\)/.exec(before)?.[1]?.replace(/,/g, ''));
  await expect(attack).toContainText(`(+${String(base + 81)})`);
  // The trinket's 81 accuracy counts as 5,000 x 81 / 2,000 = 202 (the greater): 52.02% to hit;
  // dodge 0 + 81: 0.81%.
  await expect(figure(chances, 'Hit chance')).toHaveText('52.02%');
  await expect(figure(chances, 'Effective dodge')).toHaveText('0.81%');
  await shot(page, 'attributes-trinket-equipped');

  await card.getByRole('button', { name: 'Destroy' }).click();
  await card.getByRole('button', { name: 'Confirm destroy' }).click();
  await expect(card).toHaveCount(0);
  await expect(attack).toHaveText(before);
  await expect(figure(chances, 'Hit chance')).toHaveText('50%');
  await shot(page, 'attributes-trinket-destroyed');
});

it('the three result screens show attribute gain, gold taxed and clan exp', async ({
  page,
  request,
}) => {
  const username = 'Clan_Fighter';
  await register(page, username);
  await dev(request, {
    mod: 'grantItems',
    username,
    items: JSON.stringify([
      { id: 'credits', amount: 250 },
      { id: 'cellar_key', amount: 1 },
    ]),
  });
  await dev(request, {
    mod: 'setAttributes',
    username,
    health: '100000',
    attack: '5000',
    defence: '5000',
    accuracy: '20000',
  });
  expect(
    await post(page, 'clan.php', { mod: 'createClan', name: 'Rewarded Few' }),
  ).not.toHaveProperty('error');
  expect(
    await post(page, 'clan.php', { mod: 'editTaxes', goldTax: '90', resTax: '0' }),
  ).not.toHaveProperty('error');
  await page.reload();
  // Training Attack: every won fight gains attribute points.
  await panel(page, 'Attributes').getByRole('button', { name: 'Attack', exact: true }).click();
  await expect(
    panel(page, 'Attributes').getByRole('button', { name: 'Attack', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  await battleFirstMob(page);
  const main = page.locator('main');
  await expect(figure(main, 'Clan exp')).toHaveText('+1', { timeout: 15_000 });
  await expect(figure(main, 'Attribute gain')).toHaveText(/^\+\d/);
  await expect(figure(main, 'Gold taxed')).toHaveText(/^\d/);
  await shot(page, 'result-battle');
  await stopAction(page);

  await page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Dungeons' })
    .click();
  await expect(page.getByRole('heading', { name: 'Dungeons' })).toBeVisible();
  await page.getByRole('button', { name: 'Enter' }).first().click();
  await expect(page.getByRole('list', { name: 'Rooms' })).toBeVisible();
  await expect(figure(main, 'Clan exp')).toHaveText('+1', { timeout: 15_000 });
  await expect(figure(main, 'Attribute gain')).toHaveText(/^\+\d/);
  await shot(page, 'result-dungeon');
  await stopAction(page);

  const boss = (await dev(request, { mod: 'spawnBoss' })) as { name: string };
  const bosses = page.getByRole('list', { name: 'Bosses alive' });
  // Earlier journeys may have spawned a boss of the same name: the newest is listed last.
  await bosses
    .getByRole('button', { name: `Fight ${boss.name}` })
    .last()
    .click();
  await expect(page.getByText('Damage dealt this fight')).toBeVisible({ timeout: 15_000 });
  await expect(figure(main, 'Clan exp')).toHaveText('+1');
  await shot(page, 'result-boss');
  await stopAction(page);
});

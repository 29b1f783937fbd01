/**
 * Land, raids, the labyrinth and trinkets on the composed production builds, each journey with a
 * player of its own: a plot bought with dev-granted gold and resources and upgraded, each level
 * raising the maximum Autos by 10; a portal upgraded twice, showing the battles and cap the
 * server keeps; a raid started, the clock moved past its end, "Returned" in the
 * Land panel from the live socket and its rewards claimed into the inventory; a labyrinth run
 * started near its end, run to the chest and the chest opened and closed in its panel; a trinket
 * crafted, re-rolled through every stage and equipped, and an Attributes mod raising the
 * equipment stats the home page's Attributes panel shows. With LAND_SHOTS=1 each screen is also
 * saved as a full-page screenshot under /tmp/land-shots.
 */
import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, register, test as it } from '../support/fixtures';
import { dev } from '../support/server-calls';

const SHOTS_DIR = '/tmp/land-shots';
/** A plot (server content): 250,000 gold and 50,000 each of metal, wood and stone. */
const PLOT_COST = { gold: 250_000, resources: 50_000 };
/** Land level 2 (Settlement): 531,000 gold and 106,000 of each resource. */
const SETTLEMENT_COST = { gold: 531_000, resources: 106_000 };
const RESOURCES = ['metal', 'wood', 'stone'] as const;
/** The first portal level paid in gold: 9 x 50,000; the second in metal: 3.3 x 75,000. */
const PORTAL_GOLD_UPGRADE = 450_000;
const PORTAL_METAL_UPGRADE = 247_500;
const DAY_MS = 24 * 60 * 60_000;
const STARTER_MAX_AUTOS = 150;
const AUTOS_PER_LAND_LEVEL = 10;
/** The Autos refresh waits a minute between two refreshes. */
const REFRESH_COOLDOWN_MS = 60_000;
/** The Storage Container, the first standard raid: 150 minutes, common. */
const RAID_MINUTES = 150;
const STORAGE_CONTAINER_MS = RAID_MINUTES * 60_000;
const COMMON_RAID_DROPS = 3;
/** More attempts than any room's pity needs: the next attempt passes the room. */
const PAST_PITY_ATTEMPTS = 1_000_000;
/** The chest: one item, plus one per room passed after the fifth. */
const chestItems = (roomsPassed: number) => 1 + Math.max(0, roomsPassed - 5);
/** Artisan shards, gem fragments and dungeoneering tokens. */
const CHEST_ITEM_KINDS = 3;
/** Epic: craft 1 fragment and 5 essence, a re-roll 10 fragments and 1 essence. */
const EPIC_CRAFT = { fragments: 1, essence: 5 };
const EPIC_REROLL = { fragments: 10, essence: 1 };
/** Attributes (mod 7) base 10 on an epic tier-1 trinket: ceil(10 x 1 x 1.15). */
const KNOWN_ATTRIBUTES_VALUE = 12;

function grantItems(
  request: APIRequestContext,
  username: string,
  items: { id: string; amount: number }[],
) {
  return dev(request, { mod: 'grantItems', username, items: JSON.stringify(items) });
}

function advanceClock(request: APIRequestContext, ms: number) {
  return dev(request, { mod: 'advanceClock', ms: String(ms) });
}

/** A full-page screenshot of a screen, only when asked for (CI writes none). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.LAND_SHOTS !== '1') return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** The answer of one call of the game's API (`mod` in the query or in the form body). */
function answerOf(page: Page, file: string, mod: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = response.url();
    if (!url.includes(`/php/${file}`)) return false;
    return (
      url.includes(`mod=${mod}`) || (response.request().postData() ?? '').includes(`mod=${mod}`)
    );
  });
}

const notification = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });
const topBar = (page: Page) => page.getByRole('banner');
const gameAreas = (page: Page) => page.getByRole('navigation', { name: 'Game areas' });
const leftPanel = (page: Page, title: string) =>
  page.getByRole('complementary', { name: 'Left panels' }).getByRole('region', { name: title });
const rightPanel = (page: Page, title: string) =>
  page.getByRole('complementary', { name: 'Right panels' }).getByRole('region', { name: title });

/** The value beside a term of a definition list (`<dt>term</dt><dd>value</dd>`). */
function figure(list: Locator, term: string | RegExp): Locator {
  return list
    .getByRole('term')
    .filter({ hasText: typeof term === 'string' ? new RegExp(`^${term}$`) : term })
    .locator('xpath=following-sibling::dd[1]');
}
const asNumber = async (locator: Locator) =>
  Number((await locator.textContent())?.replace(/\D/g, ''));

async function openLand(page: Page): Promise<void> {
  await gameAreas(page).getByRole('link', { name: 'Land', exact: true }).click();
  // The page's heading, not the Land panel's.
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Land', exact: true }),
  ).toBeVisible();
}

/** Buys a plot from the Land page; the Land panel then shows the Camp without a raid. */
async function buyPlot(page: Page): Promise<void> {
  await openLand(page);
  await expect(page.getByText('You do not own a plot of land yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Purchase Plot' }).click();
  await expect(notification(page, 'You have purchased a plot of land.')).toBeVisible();
  await expect(page.getByText('Level 1: Camp')).toBeVisible();
  const panel = leftPanel(page, 'Land');
  await expect(panel.getByText('Camp', { exact: true })).toBeVisible();
  await expect(panel.getByText('You are not currently on a raid.')).toBeVisible();
}

const plotCost = [
  { id: 'gold', amount: PLOT_COST.gold },
  ...RESOURCES.map((id) => ({ id, amount: PLOT_COST.resources })),
];

/** Refreshes the Autos from the top bar (a minute after the last refresh) and expects `autos`. */
async function refreshAutosTo(page: Page, request: APIRequestContext, autos: number) {
  await advanceClock(request, REFRESH_COOLDOWN_MS + 1000);
  const refreshed = page.waitForResponse((response) =>
    response.url().includes('/php/actions/refresh.php'),
  );
  await topBar(page)
    .getByRole('button', { name: /Refresh Autos/ })
    .click();
  expect(await (await refreshed).json()).toEqual({ autos });
  await expect(topBar(page).getByText(`${String(autos)} Autos`)).toBeVisible();
}

it('a plot bought and upgraded: each land level raises the maximum Autos by 10', async ({
  page,
  request,
}) => {
  const username = 'Land_Owner';
  await register(page, username);
  await grantItems(request, username, [
    ...plotCost,
    { id: 'gold', amount: SETTLEMENT_COST.gold },
    ...RESOURCES.map((id) => ({ id, amount: SETTLEMENT_COST.resources })),
  ]);
  await page.reload();
  await expect(topBar(page).getByText(`${String(STARTER_MAX_AUTOS)} Autos`)).toBeVisible();
  const goldBefore = await asNumber(topBar(page).getByLabel('Gold', { exact: true }));
  await openLand(page);
  const plotCostList = page.getByLabel('Plot cost', { exact: true });
  await expect(plotCostList.getByRole('listitem')).toHaveText([
    '250,000 Gold',
    '50,000 Metal',
    '50,000 Wood',
    '50,000 Stone',
  ]);
  // Everything is owned: every cost line says so.
  await expect(plotCostList.locator('[data-affordable="false"]')).toHaveCount(0);
  await shot(page, 'land-no-plot');

  await buyPlot(page);
  await expect(topBar(page).getByLabel('Gold', { exact: true })).toHaveText(
    `${(goldBefore - PLOT_COST.gold).toLocaleString('en-US')} Gold`,
  );
  const bonuses = page.getByLabel('Land bonuses');
  await expect(figure(bonuses, 'Maximum Autos')).toHaveText(`+${String(AUTOS_PER_LAND_LEVEL)}`);
  await shot(page, 'land-camp');
  await refreshAutosTo(page, request, STARTER_MAX_AUTOS + AUTOS_PER_LAND_LEVEL);

  await page.getByRole('button', { name: 'Upgrade Land' }).click();
  const popup = page.getByRole('dialog', { name: 'Upgrade to Settlement' });
  await expect(figure(popup.getByLabel('Next level bonuses'), 'Maximum Autos')).toHaveText(
    `+${String(2 * AUTOS_PER_LAND_LEVEL)}`,
  );
  const upgradeCost = popup.getByLabel('Upgrade cost');
  await expect(upgradeCost.getByRole('listitem')).toHaveText([
    '531,000 Gold',
    '106,000 Metal',
    '106,000 Wood',
    '106,000 Stone',
  ]);
  await expect(upgradeCost.locator('[data-affordable="false"]')).toHaveCount(0);
  await shot(page, 'land-upgrade-popup');
  await popup.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await expect(notification(page, 'Your land has been upgraded.')).toBeVisible();
  await expect(page.getByText('Level 2: Settlement')).toBeVisible();
  await expect(figure(bonuses, 'Maximum Autos')).toHaveText(`+${String(2 * AUTOS_PER_LAND_LEVEL)}`);
  await expect(leftPanel(page, 'Land').getByText('Settlement', { exact: true })).toBeVisible();
  await expect(topBar(page).getByLabel('Gold', { exact: true })).toHaveText(
    `${(goldBefore - PLOT_COST.gold - SETTLEMENT_COST.gold).toLocaleString('en-US')} Gold`,
  );
  await shot(page, 'land-settlement');
  await refreshAutosTo(page, request, STARTER_MAX_AUTOS + 2 * AUTOS_PER_LAND_LEVEL);

  // Kept by the server: the reloaded game shows the Settlement in the Land panel.
  await page.reload();
  await expect(leftPanel(page, 'Land').getByText('Settlement', { exact: true })).toBeVisible();
});

/** The portal block of `name` on the portals page, and its two lines of figures. */
function portalBlock(page: Page, name: string) {
  return page.getByRole('listitem', { name, exact: true });
}

it('a portal upgraded twice: the page shows the battles and the cap the server keeps', async ({
  page,
  request,
}) => {
  const username = 'Portal_Keeper';
  await register(page, username);
  // The plot, the first upgrade in gold (9 x 50,000), the second in metal (3.3 x 75,000).
  await grantItems(request, username, [
    { id: 'gold', amount: PLOT_COST.gold + PORTAL_GOLD_UPGRADE },
    { id: 'metal', amount: PLOT_COST.resources + PORTAL_METAL_UPGRADE },
    ...RESOURCES.filter((id) => id !== 'metal').map((id) => ({ id, amount: PLOT_COST.resources })),
  ]);
  await page.reload();
  await buyPlot(page);
  await page
    .getByRole('navigation', { name: 'Land' })
    .getByRole('link', { name: 'Portals' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Portals' })).toBeVisible();
  const portals = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }) });
  const name = (await portals.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  const portal = portalBlock(page, name);
  // Not upgraded yet: the area's own 25 a day, held up to 100.
  await expect(portal).toContainText('Level 0, 25 battles saved');
  await expect(portal).toContainText('+0 battles a day, holds up to 100;');
  await shot(page, 'portals-level-0');

  const first = answerOf(page, 'land', 'upgradePortal');
  await page.getByRole('button', { name: `Upgrade the ${name} with Gold`, exact: true }).click();
  expect(((await (await first).json()) as { portal: unknown }).portal).toMatchObject({
    level: 1,
    remaining: 50,
    cap: 150,
  });
  await expect(notification(page, `The ${name} has been upgraded.`)).toBeVisible();
  await expect(portal).toContainText('Level 1, 50 battles saved');
  await expect(portal).toContainText('+5 battles a day, holds up to 150;');

  // A new server day adds the day's 30 battles, which this page has not seen: after the next
  // upgrade it shows the server's 50 + 30 + 25, never its own 50 + 25.
  await advanceClock(request, DAY_MS);
  const second = answerOf(page, 'land', 'upgradePortal');
  await page.getByRole('button', { name: `Upgrade the ${name} with Metal`, exact: true }).click();
  expect(((await (await second).json()) as { portal: unknown }).portal).toMatchObject({
    level: 2,
    remaining: 105,
    cap: 300,
  });
  await expect(portal).toContainText('Level 2, 105 battles saved');
  await expect(portal).toContainText('+10 battles a day, holds up to 300;');
  await shot(page, 'portals-level-2');

  // Kept by the server: the page loaded afresh reads the same.
  await page.reload();
  await openLand(page);
  await page
    .getByRole('navigation', { name: 'Land' })
    .getByRole('link', { name: 'Portals' })
    .click();
  await expect(portal).toContainText('Level 2, 105 battles saved');
  await expect(portal).toContainText('holds up to 300;');
});

/** The amount of an item on the inventory page (0 when it has no row). */
async function inventoryAmount(page: Page, itemId: string): Promise<number> {
  const row = page.getByRole('row').filter({ has: page.locator(`[data-item-id="${itemId}"]`) });
  if ((await row.count()) === 0) return 0;
  return asNumber(row.getByRole('cell').last());
}

async function openInventory(page: Page): Promise<void> {
  await gameAreas(page).getByRole('link', { name: 'Inventory', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Inventory' })).toBeVisible();
}

it('a raid returns while the clock moves on: "Returned" in the Land panel, its rewards claimed', async ({
  page,
  request,
}) => {
  const username = 'Land_Raider';
  await register(page, username);
  await grantItems(request, username, plotCost);
  await page.reload();
  await buyPlot(page);

  await page.getByRole('navigation', { name: 'Land' }).getByRole('link', { name: 'Raids' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Raids' })).toBeVisible();
  await expect(page.getByText('You are not currently on a raid.').first()).toBeVisible();
  await shot(page, 'raids-none');
  await page.getByRole('button', { name: 'Start Storage Container' }).click();
  await expect(notification(page, 'Your raid has started.')).toBeVisible();
  const current = page.getByRole('region', { name: 'Current raid' });
  await expect(current.getByText('In Progress')).toBeVisible();
  await expect(current.getByRole('button', { name: 'Cancel' })).toBeVisible();
  // One raid at a time: no other can start while it is out.
  await expect(page.getByRole('button', { name: /^Start / }).first()).toBeDisabled();
  const panel = leftPanel(page, 'Land');
  await expect(panel.getByText('Storage Container')).toBeVisible();
  await expect(panel.locator('time')).toHaveText(/^2:[0-5]\d:[0-5]\d$/);
  await expect(panel.getByText('Returned')).toBeHidden();
  await shot(page, 'raids-in-progress');

  // The server's clock passes the raid's end; the next world step tells the live socket, and the
  // open raids screen asks for the raid again: it is back with its rewards.
  const loaded = answerOf(page, 'land', 'loadRaids');
  await advanceClock(request, STORAGE_CONTAINER_MS + 60_000);
  await dev(request, { mod: 'worldStep' });
  await expect(panel.getByText('Returned')).toBeVisible();
  await expect(panel.locator('time')).toBeHidden();
  await shot(page, 'raids-returned-panel');

  const gold = await asNumber(topBar(page).getByLabel('Gold', { exact: true }));
  await openInventory(page);
  const resourcesBefore = await Promise.all(RESOURCES.map((id) => inventoryAmount(page, id)));

  // The raids screen, opened again, shows the raid back with its rewards.
  await openLand(page);
  await page.getByRole('navigation', { name: 'Land' }).getByRole('link', { name: 'Raids' }).click();
  const raids = (await (await loaded).json()) as {
    current: { timer?: number; rewards: { id: string; amount: number }[] } | null;
  };
  expect(raids.current?.timer).toBeUndefined();
  const rewards = raids.current?.rewards ?? [];
  // A common raid brings 3 drops, each 100 gold or 20 of a resource a minute (x land level 1);
  // drops of one item are added together.
  const drops = rewards.reduce(
    (sum, reward) => sum + reward.amount / ((reward.id === 'gold' ? 100 : 20) * RAID_MINUTES),
    0,
  );
  expect(drops).toBe(COMMON_RAID_DROPS);
  await expect(current.getByText('Returned')).toBeVisible();
  await expect(page.getByLabel('Raid rewards').getByRole('listitem')).toHaveCount(rewards.length);
  await shot(page, 'raids-returned');

  const claimed = answerOf(page, 'land', 'endRaid');
  await current.getByRole('button', { name: 'Get Rewards' }).click();
  expect(((await (await claimed).json()) as { itemsToAdd: unknown }).itemsToAdd).toEqual(rewards);
  await expect(notification(page, 'You have collected the raid rewards.')).toBeVisible();
  await expect(current.getByText('You are not currently on a raid.')).toBeVisible();
  await expect(panel.getByText('You are not currently on a raid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Storage Container' })).toBeEnabled();
  await shot(page, 'raids-claimed');

  const total = (id: string) =>
    rewards.filter((reward) => reward.id === id).reduce((sum, reward) => sum + reward.amount, 0);
  await expect(topBar(page).getByLabel('Gold', { exact: true })).toHaveText(
    `${(gold + total('gold')).toLocaleString('en-US')} Gold`,
  );
  // Kept by the server: the reloaded inventory holds the resources the raid brought.
  await page.reload();
  await openInventory(page);
  for (const [index, id] of RESOURCES.entries()) {
    expect(await inventoryAmount(page, id)).toBe((resourcesBefore[index] ?? 0) + total(id));
  }
  await expect(topBar(page).getByLabel('Gold', { exact: true })).toHaveText(
    `${(gold + total('gold')).toLocaleString('en-US')} Gold`,
  );
});

it('the labyrinth run to its chest, opened and closed in the Labyrinth Reward Chest panel', async ({
  page,
  request,
}) => {
  const username = 'Lab_Runner';
  await register(page, username);
  // Near the end of today's run: room 34 passed by pity at the next attempt, then the last
  // turn tried at room 35 (a level-1 skill almost never passes it).
  await dev(request, {
    mod: 'setLabyrinthRun',
    username,
    room: '34',
    turns: '98',
    attempts: String(PAST_PITY_ATTEMPTS),
  });
  await page.reload();
  await gameAreas(page).getByRole('link', { name: 'Labyrinth', exact: true }).click();
  const today = page.getByRole('region', { name: 'Today' });
  await expect(figure(today, 'Actions used')).toHaveText('98 / 100');
  await expect(figure(today, 'Rooms completed')).toHaveText('33 / 35');
  const rooms = page.getByRole('table', { name: 'Rooms' });
  await expect(rooms.getByRole('row')).toHaveCount(36);
  await expect(rooms.getByRole('row').nth(34)).toContainText('Current');
  await expect(rooms.getByLabel(/^Difficulty [1-5] of 5$/)).toHaveCount(35);
  await expect(rightPanel(page, 'Labyrinth Reward Chest')).toBeHidden();
  await shot(page, 'labyrinth-home');

  await page.getByRole('button', { name: 'Enter Labyrinth' }).click();
  await expect(page.getByRole('link', { name: 'Back to the labyrinth' })).toBeVisible();
  const result = page.locator('dl').filter({ hasText: 'Success chance' });
  await expect(figure(result, 'Room')).toHaveText('34');
  await expect(
    page.getByText(
      'Your labyrinth run is over: open your chest in the Labyrinth Reward Chest panel.',
    ),
  ).toBeHidden();
  await expect(
    page.getByText(
      'Your labyrinth run is over: open your chest in the Labyrinth Reward Chest panel.',
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expect(figure(result, 'Room')).toHaveText('35');
  await expect(figure(result, 'Actions')).toHaveText('100 / 100');
  // The run's normal end is news, once: a success notification, no error, not repeated above.
  const runOver = page
    .locator('[data-kind="success"]')
    .filter({ hasText: 'Your labyrinth run is over: your reward chest awaits.' });
  await expect(runOver).toHaveCount(1);
  await expect(page.locator('[data-kind="error"]')).toHaveCount(0);
  await shot(page, 'labyrinth-run-over');

  const chest = rightPanel(page, 'Labyrinth Reward Chest');
  await expect(chest.getByText('Your chest is waiting to be opened.')).toBeVisible();
  await shot(page, 'labyrinth-chest-waiting');
  const opened = answerOf(page, 'misc', 'getLabyrinthRewards');
  await chest.getByRole('button', { name: 'Open' }).click();
  const rewards = (await (await opened).json()) as { id: string; amount: number }[];
  // Each item once, with its total.
  expect(new Set(rewards.map((reward) => reward.id)).size).toBe(rewards.length);
  await expect(chest.getByLabel('Chest rewards').getByRole('listitem')).toHaveCount(rewards.length);
  await shot(page, 'labyrinth-chest-open');
  await chest.getByRole('button', { name: 'Close' }).click();
  await expect(chest).toBeHidden();

  // The shards are in the inventory: the shrine's popup counts them.
  const shards = rewards
    .filter((reward) => reward.id === 'artisan_shard')
    .reduce((sum, reward) => sum + reward.amount, 0);
  await page.getByRole('link', { name: 'Back to the labyrinth' }).click();
  await expect(page.getByText("You have opened today's chest.")).toBeVisible();
  await expect(page.getByText('You have used every labyrinth action today.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enter Labyrinth' })).toBeHidden();
  // Room 34 passed, and room 35 too in the rare case its one attempt succeeded.
  const roomsPassed = Number(
    /^(\d+) \/ 35$/.exec((await figure(today, 'Rooms completed').textContent()) ?? '')?.[1],
  );
  expect([34, 35]).toContain(roomsPassed);
  // The draws (one plus one per room after the fifth) of at most three kinds of item.
  expect(rewards.length).toBeLessThanOrEqual(Math.min(chestItems(roomsPassed), CHEST_ITEM_KINDS));
  await page.getByRole('button', { name: 'Upgrade shrine' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Upgrade the artisan shrine' })
      .getByText(new RegExp(`: ${shards.toLocaleString('en-US')} / 12,500$`)),
  ).toBeVisible();
  await shot(page, 'labyrinth-shrine');
  // Opened once: the reloaded game shows no chest.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${username}` })).toBeVisible();
  await expect(chest).toBeHidden();
});

/** The equipment bonus the Attributes panel shows beside an attribute: "100 (+12)" reads 12. */
async function equipmentBonus(page: Page, attribute: string): Promise<number> {
  const row = leftPanel(page, 'Attributes')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: attribute, exact: true }) });
  const text = (await row.textContent()) ?? '';
  return Number(/\(\+([\d,]+)\)/.exec(text)?.[1]?.replace(/,/g, ''));
}

/** The Attributes value of a trinket card's mods ("+12 Attributes"), 0 without that mod. */
async function attributesMod(card: Locator): Promise<number> {
  const texts = await card.getByLabel('Mods').getByRole('listitem').allTextContents();
  const line = texts.find((text) => text.endsWith(' Attributes'));
  return line === undefined ? 0 : Number(/\+(\d+)/.exec(line)?.[1]);
}

it('a trinket crafted, re-rolled through every stage and equipped raises the home page stats', async ({
  page,
  request,
}) => {
  const username = 'Trinket_Maker';
  await register(page, username);
  await grantItems(request, username, [
    { id: 'trinket_fragments', amount: 100 },
    { id: 'trinket_essence', amount: 100 },
  ]);
  // A second trinket of known mods: its Attributes value is certain.
  const known = (await dev(request, {
    mod: 'grantTrinket',
    username,
    type: '1',
    rarity: '4',
    mods: JSON.stringify([
      [7, 10],
      [1, 5],
      [2, 5],
      [6, 5],
    ]),
  })) as { id: number };
  await page.reload();
  const healthBefore = await equipmentBonus(page, 'Health');
  const attackBefore = await equipmentBonus(page, 'Attack');

  await openInventory(page);
  await page
    .getByRole('navigation', { name: 'Other inventories' })
    .getByRole('link', { name: 'Trinkets' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Trinkets' })).toBeVisible();
  const owned = page.getByRole('region', { name: 'Items' });
  await expect(figure(owned, /fragments/i)).toHaveText('100');
  await expect(figure(owned, /essence/i)).toHaveText('100');
  await expect(page.getByText('Equipped: 0 / 3 battling, 0 / 3 gathering')).toBeVisible();

  // Craft: a yes/no confirmation first; No changes nothing.
  await page.getByRole('button', { name: 'Craft Epic battling trinket' }).click();
  const confirm = page.getByRole('dialog', { name: 'Craft a trinket' });
  await expect(confirm).toContainText('1 fragment and 5 essence');
  await shot(page, 'trinkets-craft-confirm');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(figure(owned, /fragments/i)).toHaveText('100');
  await page.getByRole('button', { name: 'Craft Epic battling trinket' }).click();
  const crafted = answerOf(page, 'equipment', 'craftTrinket');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const trinket = ((await (await crafted).json()) as { trinket: { id: number } }).trinket;
  await expect(notification(page, /You crafted an? Epic battling trinket\./)).toBeVisible();
  await expect(figure(owned, /fragments/i)).toHaveText(String(100 - EPIC_CRAFT.fragments));
  await expect(figure(owned, /essence/i)).toHaveText(String(100 - EPIC_CRAFT.essence));
  const card = page.getByRole('article', {
    name: `Epic battling trinket #${String(trinket.id)}`,
  });
  const mods = card.getByLabel('Mods').getByRole('listitem');
  await expect(mods).toHaveCount(4);
  await expect(card).toContainText('In your inventory');
  await shot(page, 'trinkets-crafted');

  // Re-roll: open (stage 0, free), pay and roll (1), reject (3): the values stay.
  const original = await mods.allTextContents();
  await card.getByRole('button', { name: 'Re-roll' }).click();
  const reroll = card.getByRole('region', { name: 'Re-roll' });
  await expect(reroll).toContainText('A re-roll costs 10 fragments and 1 essence.');
  await expect(figure(owned, /fragments/i)).toHaveText(String(100 - EPIC_CRAFT.fragments));
  await reroll.getByRole('button', { name: 'Roll new values' }).click();
  await expect(reroll.getByRole('button', { name: 'Accept new values' })).toBeVisible();
  await expect(figure(owned, /fragments/i)).toHaveText(
    String(100 - EPIC_CRAFT.fragments - EPIC_REROLL.fragments),
  );
  await shot(page, 'trinkets-reroll-rolled');
  await reroll.getByRole('button', { name: 'Keep current values' }).click();
  await expect(notification(page, 'Your trinket keeps its current values.')).toBeVisible();
  await expect(reroll).toBeHidden();
  await expect(mods).toHaveText(original);

  // Again, accepted (2): the trinket takes the new values it showed.
  await card.getByRole('button', { name: 'Re-roll' }).click();
  await reroll.getByRole('button', { name: 'Roll new values' }).click();
  const newColumn = reroll.getByRole('row').locator('td:nth-child(2)');
  await expect(newColumn.first()).not.toHaveText('-');
  const rolled = await newColumn.allTextContents();
  await reroll.getByRole('button', { name: 'Accept new values' }).click();
  await expect(notification(page, 'Your trinket keeps its new values.')).toBeVisible();
  await expect(mods).toHaveText(rolled);
  await expect(figure(owned, /fragments/i)).toHaveText(
    String(100 - EPIC_CRAFT.fragments - 2 * EPIC_REROLL.fragments),
  );
  await expect(figure(owned, /essence/i)).toHaveText(
    String(100 - EPIC_CRAFT.essence - 2 * EPIC_REROLL.essence),
  );

  // Equipped, the crafted trinket's Attributes (if it rolled that mod) and then the known
  // trinket's 12 join every equipment stat.
  const craftedAttributes = await attributesMod(card);
  await card.getByRole('button', { name: 'Equip' }).click();
  await expect(card).toContainText('Equipped');
  await expect(card.getByRole('button', { name: 'Unequip' })).toBeVisible();
  const knownCard = page.getByRole('article', {
    name: `Epic battling trinket #${String(known.id)}`,
  });
  expect(await attributesMod(knownCard)).toBe(KNOWN_ATTRIBUTES_VALUE);
  await knownCard.getByRole('button', { name: 'Equip' }).click();
  await expect(page.getByText('Equipped: 2 / 3 battling, 0 / 3 gathering')).toBeVisible();
  await shot(page, 'trinkets-equipped');

  const gained = craftedAttributes + KNOWN_ATTRIBUTES_VALUE;
  await expect.poll(() => equipmentBonus(page, 'Health')).toBe(healthBefore + gained);
  // The home page after a reload: the server's eqStats carry the trinkets.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${username}` })).toBeVisible();
  await expect.poll(() => equipmentBonus(page, 'Health')).toBe(healthBefore + gained);
  expect(await equipmentBonus(page, 'Attack')).toBe(attackBefore + gained);
  await shot(page, 'home-with-trinkets');
});

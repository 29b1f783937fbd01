/**
 * The battle domain on the composed production builds: a key granted by dev tools opens a
 * dungeon, the rooms are fought through to the chest; a world boss spawned by dev tools shows in
 * the Bosses panel and is fought from there, its shared hit points going down.
 */
import { expect, register, test as it } from '../support/fixtures';
import { dev } from '../support/server-calls';

it('enters a dungeon with a key, progresses room by room and reaches the chest', async ({
  page,
  request,
}) => {
  await register(page, 'Journey_Dungeon');
  await dev(request, {
    mod: 'grantItems',
    username: 'Journey_Dungeon',
    items: JSON.stringify([{ id: 'cellar_key', amount: 1 }]),
  });
  // Strong enough to win every fight, so only the chance to progress decides the pace.
  await dev(request, {
    mod: 'setAttributes',
    username: 'Journey_Dungeon',
    health: '100000',
    attack: '5000',
    defence: '5000',
    accuracy: '20000',
  });
  // The key was granted after the page loaded: the list reads the inventory afresh on reload.
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Dungeons' })
    .click();
  await expect(page.getByRole('heading', { name: 'Dungeons' })).toBeVisible();
  await page.getByRole('button', { name: 'Enter' }).first().click();

  const rooms = page.getByRole('list', { name: 'Rooms' });
  await expect(rooms).toBeVisible();
  await expect(rooms.getByRole('listitem')).toHaveCount(3);
  await expect(
    page.getByText('You have reached the end of the dungeon, and find a chest.'),
  ).toBeVisible({
    timeout: 60_000,
  });
  const chest = page.getByRole('region', { name: 'Chest' });
  await expect(chest.getByText('Dungeoneering Tokens')).toBeVisible();
  // The only key was spent on entry: the run ends at the chest.
  await expect(page.getByText('You have no Cellar Key left to enter again.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to dungeons' }).click();
  await expect(page.getByText('[Unable To Enter]').first()).toBeVisible();
});

it('fights a world boss spawned by dev tools from the Bosses panel', async ({ page, request }) => {
  await register(page, 'Journey_Boss');
  const boss = (await dev(request, { mod: 'spawnBoss' })) as { id: number; name: string };
  const bosses = page.getByRole('list', { name: 'Bosses alive' });
  await expect(bosses.getByText(boss.name)).toBeVisible();
  // The charge shows until the next tick answers, and the battle screen loads with its route: on
  // a busy machine the next tick could come before the screen, so it waits for the charge.
  let bossTicks = 0;
  let releaseNextTick = () => {};
  const nextTickMayGo = new Promise<void>((resolve) => {
    releaseNextTick = resolve;
  });
  await page.route('**/php/actions/bossbattle.php', async (route) => {
    bossTicks += 1;
    if (bossTicks === 2) await nextTickMayGo;
    await route.continue();
  });
  await bosses.getByRole('button', { name: `Fight ${boss.name}` }).click();

  await expect(page.getByText('You charge into battle...')).toBeVisible();
  releaseNextTick();
  await expect(page.getByText('Damage dealt this fight')).toBeVisible({ timeout: 15_000 });
  expect(bossTicks).toBeGreaterThanOrEqual(2);
  // The shared hit points went down, on the battle screen and in the panel.
  const total = page
    .getByText(`Your total damage to ${boss.name}`)
    .locator('xpath=following-sibling::dd[1]');
  await expect(total).not.toHaveText('0');
  await page.screenshot({ path: '/tmp/shots/boss-battle.png', fullPage: true });
});

/**
 * What DESIGN promises teams that deploy remotes: a remote that is down shows a fallback in its
 * own area while the rest of the game works, Retry brings it back without a reload, and pointing
 * the registry at a new build deploys it with nothing else rebuilt. A remote that fails a load
 * or two is tried again by the shell's runtime plugins before any fallback shows.
 */
import type { Route } from '@playwright/test';
import { BATTLE_PORT, DEFAULT_REGISTRY, SECOND_BATTLE_PORT } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';

it('shows a fallback while mfe-battle is down and recovers with Retry', async ({
  page,
  composition,
}) => {
  // Down before the first page load: a panel the remote served before it went down would keep
  // its content, and whether it had loaded by then is a race.
  await composition.stopRemote('mfe-battle');
  try {
    await register(page, 'Deploy_1');
    await page
      .getByRole('navigation', { name: 'Game areas' })
      .getByRole('link', { name: 'Battle' })
      .click();
    await expect(page.getByText('Battle is unavailable')).toBeVisible();
    // The top bar, the panels and the home page keep working; the battle remote's own panel
    // shows its fallback in its place.
    await expect(page.getByLabel('Gold')).toContainText('100');
    const left = page.getByRole('complementary', { name: 'Left panels' });
    await expect(left.getByRole('heading', { name: 'Skills', exact: true })).toBeVisible();
    await expect(left.getByText('Battling')).toBeVisible();
    await expect(left.getByText('Attributes is unavailable')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Game areas' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByRole('heading', { name: 'Welcome, Deploy_1' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Game areas' })
      .getByRole('link', { name: 'Battle' })
      .click();
    await expect(page.getByText('Battle is unavailable')).toBeVisible();
  } finally {
    await composition.startRemote('mfe-battle', 'mfe-battle/dist', BATTLE_PORT);
  }
  await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Areas', exact: true })).toBeVisible();
  await expect(page.getByRole('main').locator('[data-remote="mfe-battle"]')).toHaveAttribute(
    'data-build',
    'local',
  );
});

it('uses a second build of mfe-battle once the registry points at it', async ({
  page,
  composition,
}) => {
  await composition.startRemote('mfe-battle-second', 'mfe-battle/dist-second', SECOND_BATTLE_PORT);
  composition.writeRegistry([
    { remote: 'mfe-battle', port: SECOND_BATTLE_PORT },
    ...DEFAULT_REGISTRY.filter((entry) => entry.remote !== 'mfe-battle'),
  ]);
  try {
    await register(page, 'Deploy_2');
    await page
      .getByRole('navigation', { name: 'Game areas' })
      .getByRole('link', { name: 'Battle' })
      .click();
    await expect(page.getByRole('heading', { name: 'Areas', exact: true })).toBeVisible();
    // The route and the battle remote's panels all come from the second build.
    const fromBattle = page.locator('[data-remote="mfe-battle"]');
    await expect(fromBattle.first()).toBeVisible();
    for (const part of await fromBattle.all())
      await expect(part).toHaveAttribute('data-build', 'second');
  } finally {
    composition.writeRegistry(DEFAULT_REGISTRY);
    await composition.stopRemote('mfe-battle-second');
  }
});

it('tries the manifest and the entry of mfe-battle again when they fail twice', async ({
  page,
}) => {
  const tries = { manifest: 0, entry: 0 };
  // Refuses the first two requests of each, as a remote in the middle of a deployment would.
  const failTwice = (kind: 'manifest' | 'entry') => async (route: Route) => {
    tries[kind] += 1;
    if (tries[kind] <= 2) await route.abort('connectionrefused');
    else await route.continue();
  };
  await page.route(`http://localhost:${BATTLE_PORT}/mf-manifest.json`, failTwice('manifest'));
  await page.route(
    new RegExp(`^http://localhost:${BATTLE_PORT}/static/js/mfe_battle\\.[0-9a-f]+\\.js`),
    failTwice('entry'),
  );
  // The home page loads the battle remote's panels after its first paint: that first load is
  // the one tried again.
  await register(page, 'Deploy_3');
  await page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Battle' })
    .click();
  await expect(page.getByRole('heading', { name: 'Areas', exact: true })).toBeVisible();
  expect(tries).toEqual({ manifest: 3, entry: 3 });
  await expect(page.getByText('Battle is unavailable')).toHaveCount(0);
});

/**
 * What DESIGN promises teams that deploy remotes: a remote that is down shows a fallback in its
 * own area while the rest of the game works, Retry brings it back without a reload, and pointing
 * the registry at a new build deploys it with nothing else rebuilt.
 */
import { BATTLE_PORT, DEFAULT_REGISTRY, SECOND_BATTLE_PORT } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';

it('shows a fallback while mfe-battle is down and recovers with Retry', async ({
  page,
  composition,
}) => {
  await register(page, 'Deploy_1');
  await composition.stopRemote('mfe-battle');
  try {
    await page
      .getByRole('navigation', { name: 'Game areas' })
      .getByRole('link', { name: 'Battle' })
      .click();
    await expect(page.getByText('Battle is unavailable')).toBeVisible();
    // The top bar, the panels and the home page keep working.
    await expect(page.getByLabel('Gold')).toContainText('100');
    await expect(
      page.getByRole('complementary', { name: 'Left panels' }).getByText('Attributes'),
    ).toBeVisible();
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
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Areas', exact: true })).toBeVisible();
  await expect(page.locator('[data-remote="mfe-battle"]')).toHaveAttribute('data-build', 'local');
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
    await expect(page.locator('[data-remote="mfe-battle"]')).toHaveAttribute(
      'data-build',
      'second',
    );
  } finally {
    composition.writeRegistry(DEFAULT_REGISTRY);
    await composition.stopRemote('mfe-battle-second');
  }
});

/**
 * What battling brings, end to end on the composed production builds: a drop arrives in the Log
 * panel and the inventory, is deconstructed into gold, gold upgrades the weapon and the Equipment
 * panel's power follows; then a new password works for the next login.
 */
import { expect, PASSWORD, register, test as it } from '../support/fixtures';

const NEW_PASSWORD = 'a brand new secret';

it('battles until a drop, deconstructs it, upgrades the weapon and changes the password', async ({
  page,
}) => {
  await register(page, 'Journey_Items');
  const areasLink = page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Battle' });
  await areasLink.click();
  await page
    .getByRole('table', { name: 'Mobs of Mossy Cellars' })
    .getByRole('row', { name: /Cellar Rat/ })
    .getByRole('button', { name: 'Battle' })
    .click();

  // A Rat Tail drops one win in three; drops are listed in the Log panel as they arrive.
  const log = page.getByRole('region', { name: 'Log' });
  await expect(log.getByText(/Rat Tail/).first()).toBeVisible({ timeout: 40_000 });
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('button', { name: 'Stop Action' })
    .click();

  // The inventory lists it under its category, and deconstructing turns it into gold.
  await page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Inventory' })
    .click();
  const trophies = page.getByRole('region', { name: 'Trophies' });
  await expect(trophies.getByText('Rat Tail')).toBeVisible();
  await page.getByRole('button', { name: 'Deconstruct Trophies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deconstruct Trophies' });
  await dialog.getByRole('button', { name: 'Max Rat Tail' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/You deconstructed your items and received/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(trophies).toBeHidden();

  // Upgrading the weapon's level raises the power the Equipment panel shows.
  const weapon = page.getByRole('button', { name: /^Rusty Sword \+1$/ });
  const slotRow = page.getByRole('list', { name: 'Equipment slots' }).getByRole('listitem').first();
  const powerBefore = await slotRow.getByText(/^Power /).textContent();
  await weapon.click();
  await page.getByRole('button', { name: 'Upgrade level' }).click();
  await expect(page.getByText('You have upgraded your item.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Rusty Sword \+2$/ })).toBeVisible();
  await expect(slotRow.getByText(/^Power /)).not.toHaveText(powerBefore ?? '');

  // A new password, then a login with it.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Preferences' }).click();
  const passwordForm = page.getByRole('region', { name: 'Change Password' });
  await passwordForm.getByLabel('Current password').fill(PASSWORD);
  await passwordForm.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByLabel('New password again').fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('You have changed your password.')).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You have logged out.')).toBeVisible();
  await page.getByLabel('Username', { exact: true }).fill('Journey_Items');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Journey_Items' })).toBeVisible();
});

/**
 * The public read-only API on the composed production builds: a player creates a key with the
 * inventory scope on /preferences, reads their inventory with it from outside the browser, is
 * refused the market (403: no scope), revokes the key and is refused (401).
 */
import { GAME_URL } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';
import { dev } from '../support/server-calls';

const USERNAME = 'Api_Reader';

it('creates a key, reads the inventory with it, is refused the market, revokes it', async ({
  page,
  request,
}) => {
  await register(page, USERNAME);
  await dev(request, {
    mod: 'grantItems',
    username: USERNAME,
    items: JSON.stringify([{ id: 'metal', amount: 42 }]),
  });

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Preferences' }).click();
  const keys = page.getByRole('region', { name: 'API Keys' });
  await expect(keys.getByText('You have no API keys yet.')).toBeVisible();
  await expect(keys.getByRole('link', { name: 'API reference' })).toHaveAttribute(
    'href',
    '/api/docs',
  );
  await keys.getByLabel('Key name').fill('Inventory sheet');
  await keys.getByRole('checkbox', { name: 'Inventory' }).check();
  await keys.getByRole('button', { name: 'Create Key' }).click();

  const shown = keys.getByLabel('Your new key “Inventory sheet”');
  await expect(shown).toHaveValue(/^idk_/);
  const token = await shown.inputValue();
  const row = keys.getByRole('row', { name: /Inventory sheet/ });
  await expect(row).toContainText(`${token.slice(0, 10)}…`);
  await expect(row).toContainText('Never');
  await keys.screenshot({ path: 'test-results/public-api-keys.png' });

  const headers = { 'X-Api-Key': token };
  const inventory = await request.get(`${GAME_URL}/api/v1/inventory`, { headers });
  expect(inventory.status()).toBe(200);
  expect(((await inventory.json()) as { items: Record<string, number> }).items).toMatchObject({
    metal: 42,
  });

  const market = await request.get(`${GAME_URL}/api/v1/market/items/metal`, { headers });
  expect(market.status()).toBe(403);
  expect(await market.json()).toEqual({
    error:
      'This key may not read market. Create a key with the market scope on your preferences page.',
  });

  // The reference page the section links to, served by the game.
  const docs = await request.get(`${GAME_URL}/api/docs`);
  expect(docs.status()).toBe(200);
  expect(await docs.text()).toContain('/api/v1/inventory');

  await keys.getByRole('button', { name: 'Done' }).click();
  await keys.getByRole('button', { name: 'Revoke Inventory sheet' }).click();
  await expect(keys.getByText('You have no API keys yet.')).toBeVisible();
  const revoked = await request.get(`${GAME_URL}/api/v1/inventory`, { headers });
  expect(revoked.status()).toBe(401);
});

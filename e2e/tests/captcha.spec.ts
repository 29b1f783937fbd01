/**
 * Out of Autos: the title reads [AUTOS EXPIRED], the captcha modal asks whether the player is
 * still there, and solving the self-hosted proof-of-work refills the Autos and resumes the loop.
 */
import { GAME_URL } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';

it('asks for a captcha when the Autos run out and resumes after it is solved', async ({
  page,
  request,
}) => {
  await register(page, 'Captcha_1');
  const setAutos = await request.post(`${GAME_URL}/php/dev.php`, {
    form: { mod: 'setAutos', username: 'Captcha_1', autos: '0' },
  });
  expect(await setAutos.json()).toBe(true);

  await page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Battle' })
    .click();
  const mobs = page.getByRole('table', { name: 'Mobs of Mossy Cellars' });
  await mobs
    .getByRole('row', { name: /Cellar Rat/ })
    .getByRole('button', { name: 'Battle' })
    .click();

  await expect(page).toHaveTitle(/^\[AUTOS EXPIRED\]/);
  const modal = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(modal).toBeVisible();
  // As a player does: the widget draws its own box over the checkbox, so click its label.
  await modal.getByText("I'm not a robot").click();

  await expect(modal).toBeHidden({ timeout: 20_000 });
  await expect(page).toHaveTitle(/^\[149\]/, { timeout: 10_000 });
  await expect(page.getByText('You were victorious!')).toBeVisible();
});

/**
 * Out of Autos: the title reads [AUTOS EXPIRED], the captcha modal asks whether the player is
 * still there, and solving the self-hosted proof-of-work refills the Autos and resumes the loop.
 * The page's content security policy lets all of it run: both remotes, the live socket, the
 * action loop's worker and the captcha's workers and styles.
 */
import { GAME_URL } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';

it('asks for a captcha when the Autos run out and resumes after it is solved', async ({
  page,
  request,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  const shellPage = page.waitForResponse(`${GAME_URL}/`);
  await register(page, 'Captcha_1');
  expect(await (await shellPage).headerValue('content-security-policy')).toContain('script-src');
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
  // The refill is 150 Autos and the loop resumes at once: the title counts down from there. A busy
  // machine may poll after two ticks, so any count below the refill shows the loop spends again.
  await expect
    .poll(async () => Number(/^\[(\d+)\]/.exec(await page.title())?.[1] ?? Number.NaN), {
      timeout: 10_000,
    })
    .toBeLessThan(150);
  expect(Number(/^\[(\d+)\]/.exec(await page.title())?.[1])).toBeGreaterThan(100);
  await expect(page.getByText('You were victorious!')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('button', { name: 'Mining' })
    .click();
  await expect(page.getByRole('heading', { name: 'Mining', exact: true })).toBeVisible();
  expect(blocked).toEqual([]);
});

/**
 * The operator console on the composed production builds, an operator and a player each in a
 * browser context of their own. The operator's role comes from `npm run admin -- grant-role` on
 * the composition's data folder, as on a server's machine. The operator posts an announcement
 * the player sees live, mutes the player (whose next chat line is refused with the mute's end in
 * UTC) and grants an item that appears in the player's inventory; the audit trail, the economy
 * audit and the world page show what happened. The player never sees the console's menu entry
 * and nothing is fetched from the console's origin for them. With ADMIN_SHOTS=1 each console page
 * is saved as a full-page screenshot under /tmp/admin-shots.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { ADMIN_PORT, GAME_URL, ROOT } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';

const SHOTS_DIR = '/tmp/admin-shots';
const OPERATOR = 'Op_Console';
const PLAYER = 'Op_Player';
const ADMIN_ORIGIN = `http://localhost:${String(ADMIN_PORT)}`;

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.ADMIN_SHOTS !== '1') return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

async function signUp(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await register(page, username);
  return { context, page };
}

const main = (page: Page) => page.getByRole('main');
const dock = (page: Page) => page.getByRole('region', { name: 'Chat', exact: true });

/** Opens the menu and picks `entry`. */
async function fromMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: entry, exact: true }).click();
}

/** A console page, reached from the console's home. */
async function openConsolePage(page: Page, title: string): Promise<void> {
  await main(page).getByRole('link', { name: 'Back to the console' }).click();
  await main(page)
    .getByRole('navigation', { name: 'Console pages' })
    .getByRole('link', { name: title })
    .click();
  await expect(main(page).getByRole('heading', { name: title, level: 2 })).toBeVisible();
}

it('an operator announces, mutes and compensates a player; the player never loads the console', async ({
  browser,
  composition,
}) => {
  const operator = await signUp(browser, OPERATOR);
  const player = await signUp(browser, PLAYER);
  const consoleRequests: string[] = [];
  player.page.on('request', (request) => {
    if (request.url().startsWith(ADMIN_ORIGIN)) consoleRequests.push(request.url());
  });

  // A player's menu has no console, and a console address refuses them in the console's words.
  await player.page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(player.page.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible();
  await expect(player.page.getByRole('button', { name: 'Operator Console' })).toHaveCount(0);
  await player.page.keyboard.press('Escape');

  // The first operator is made on the server's machine.
  const granted = spawnSync('npm', ['run', 'admin', '--', 'grant-role', OPERATOR, 'operator'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: composition.dataDir },
    encoding: 'utf8',
  });
  expect(granted.status, granted.stderr).toBe(0);

  // The operator's next load knows the role: the menu leads to the console.
  const op = operator.page;
  await op.reload();
  await fromMenu(op, 'Operator Console');
  await expect(main(op).getByRole('heading', { name: 'Operator Console', level: 2 })).toBeVisible();
  await expect(main(op).getByText(/Signed in as/)).toHaveText(
    `Signed in as ${OPERATOR}, Operator.`,
  );
  await shot(op, '1-home');

  // An announcement, posted, reaches the player live.
  await main(op).getByRole('link', { name: 'Announcements' }).click();
  const postForm = main(op).getByRole('form', { name: 'Post an announcement' });
  await postForm.getByLabel('Title').fill('Servers restart tonight');
  await postForm.getByLabel('Message').fill('At 03:00 UTC, for five minutes.');
  await postForm.getByRole('button', { name: 'Post' }).click();
  await expect(main(op).getByRole('listitem', { name: 'Servers restart tonight' })).toContainText(
    `Posted by ${OPERATOR}`,
  );
  await shot(op, '2-announcements');
  const news = player.page.getByRole('link', { name: '1 New Announcement(s)' });
  await expect(news).toBeVisible();
  await news.click();
  await expect(main(player.page).getByText('Servers restart tonight')).toBeVisible();

  // The player, found by the start of their name.
  await openConsolePage(op, 'Players');
  await main(op).getByLabel('Name starts with').fill('op_pl');
  await main(op).getByRole('button', { name: 'Find' }).click();
  await expect(
    main(op).getByRole('table', { name: /Players whose name starts with/ }),
  ).toBeVisible();
  await shot(op, '3-players');
  await main(op).getByRole('link', { name: PLAYER }).click();
  await expect(main(op).getByRole('heading', { name: PLAYER, level: 2 })).toBeVisible();
  await expect(main(op).getByRole('region', { name: 'Mute' })).toContainText('Not muted.');

  // Muted for two hours: the player's next chat line is refused with the mute's end.
  const muteForm = main(op).getByRole('form', { name: `Mute ${PLAYER}` });
  await muteForm.getByLabel('Reason').fill('Spamming General');
  await muteForm.getByLabel('Duration').fill('2');
  await muteForm.getByLabel('Unit').selectOption({ label: 'Hours' });
  await muteForm.getByRole('button', { name: 'Mute' }).click();
  const muted = main(op)
    .getByRole('region', { name: 'Mute' })
    .getByText(/^Muted until /);
  await expect(muted).toBeVisible();
  const until = /Muted until (\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC)/.exec(
    (await muted.textContent()) ?? '',
  )?.[1];
  expect(until).toBeDefined();
  const input = dock(player.page).getByLabel('Chat message', { exact: true });
  await dock(player.page).getByRole('tab', { name: 'General', exact: true }).click();
  await input.fill('Can anyone hear me?');
  await input.press('Enter');
  await expect(dock(player.page).getByRole('alert')).toHaveText(
    `You are muted until ${until ?? ''}.`,
  );

  // Three Troll Teeth granted as compensation appear in the player's inventory.
  const itemsForm = main(op).getByRole('form', { name: `Grant or take items of ${PLAYER}` });
  await itemsForm.getByLabel('Item').selectOption({ label: 'Troll Tooth' });
  await itemsForm.getByLabel('Amount').fill('3');
  await itemsForm.getByLabel('Reason').fill('Lost in the restart');
  await itemsForm.getByRole('button', { name: 'Grant' }).click();
  await expect(
    main(op)
      .getByRole('table', { name: `Items of ${PLAYER}` })
      .getByRole('row', { name: /Troll Tooth/ }),
  ).toContainText('3');
  await shot(op, '4-player');
  await player.page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Inventory' })
    .click();
  await expect(
    main(player.page).getByRole('region', { name: 'Trophies' }).getByText('Troll Tooth'),
  ).toBeVisible();

  // The audit trail lists the three actions, newest first, after the role given to the operator
  // (older rows may follow: other journeys share this worker's game).
  await openConsolePage(op, 'Audit Trail');
  const trail = main(op).getByRole('table', { name: 'Audit trail' });
  await expect(trail.getByRole('row').nth(1)).toContainText('Granted items');
  await expect(trail.getByRole('row').nth(2)).toContainText('Muted');
  await expect(trail.getByRole('row').nth(3)).toContainText('Posted an announcement');
  await expect(trail.getByRole('row').nth(4)).toContainText(
    new RegExp(`Gave a role\\s*${OPERATOR}`),
  );
  await shot(op, '5-audit');

  // The economy balances, and names the operator's grant.
  await openConsolePage(op, 'Economy Audit');
  await main(op).getByRole('button', { name: 'Run the audit' }).click();
  await expect(
    main(op).getByRole('status').filter({ hasText: 'Every item balances.' }),
  ).toBeVisible();
  const grants = main(op).getByRole('table', { name: 'Granted and taken by operators' });
  await expect(
    grants.getByRole('row', { name: new RegExp(`${OPERATOR}.*Troll Tooth`) }),
  ).toContainText('3');
  await shot(op, '6-economy');

  // The world page lists both online.
  await openConsolePage(op, 'World');
  const online = main(op).getByRole('table', { name: 'Players online' });
  await expect(online.getByRole('link', { name: PLAYER })).toBeVisible();
  await expect(online.getByRole('link', { name: OPERATOR })).toBeVisible();
  await shot(op, '7-world');

  // A console address opened by the player: the refusal, and still nothing of the console.
  await player.page.goto(`${GAME_URL}/admin`);
  await expect(main(player.page).getByText('You do not have permission to do that.')).toBeVisible();
  expect(consoleRequests).toEqual([]);

  await Promise.all([operator.context.close(), player.context.close()]);
});

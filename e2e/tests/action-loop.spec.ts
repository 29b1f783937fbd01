/**
 * The loop an idle player can trust, on the composed production builds: a reload resumes the
 * running action, switching actions is quiet, a hidden tab keeps the delay, one tab runs the
 * loop, the Autos on the page count down; and the first-hour fixes (guide, online count,
 * notifications clear of the Menu, Escape).
 */
import type { Page, Response } from '@playwright/test';
import { ACTION_DELAY_MS, GAME_URL } from '../support/composition';
import { expect, register, test as it, useOwnAddress } from '../support/fixtures';

/** Every tick answer a page receives: when, for which action file, and whether it was refused. */
interface TickRecord {
  at: number;
  file: string;
  status: number;
  retryIn?: number;
}

function recordTicks(page: Page): TickRecord[] {
  const ticks: TickRecord[] = [];
  page.on('response', (response: Response) => {
    const match = /\/php\/actions\/(\w+)\.php/.exec(response.url());
    if (!match?.[1] || match[1] === 'refresh' || match[1] === 'current') return;
    const record: TickRecord = { at: Date.now(), file: match[1], status: response.status() };
    ticks.push(record);
    if (response.status() !== 200) {
      void response
        .json()
        .then((body: { retryIn?: number }) => {
          if (body.retryIn !== undefined) record.retryIn = body.retryIn;
        })
        .catch(() => undefined);
    }
  });
  return ticks;
}

const accepted = (ticks: TickRecord[], file?: string) =>
  ticks.filter((tick) => tick.status === 200 && (file === undefined || tick.file === file));
const refused = (ticks: TickRecord[]) => ticks.filter((tick) => tick.status !== 200);
/** Longer than the one-a-minute wake-up of a hidden page, so a loop on its timers would show a gap. */
const HIDDEN_MS = 75_000;

async function devTool(page: Page, form: Record<string, string>): Promise<void> {
  const response = await page.request.post(`${GAME_URL}/php/dev.php`, { form });
  expect(response.status()).toBe(200);
}

async function battleFirstMob(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Battle' })
    .click();
  await page
    .getByRole('table', { name: 'Mobs of Mossy Cellars' })
    .getByRole('row', { name: /Cellar Rat/ })
    .getByRole('button', { name: 'Battle' })
    .click();
  await expect(page.getByRole('heading', { name: 'Battle', exact: true })).toBeVisible();
}

const quickLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name });

it('resumes the running battle after a reload, on its screen, within one delay', async ({
  page,
}) => {
  const ticks = recordTicks(page);
  await register(page, 'Reloader_1');
  await battleFirstMob(page);
  await expect.poll(() => accepted(ticks, 'battle').length).toBeGreaterThanOrEqual(2);

  await page.reload();
  const reloadedAt = Date.now();
  const before = accepted(ticks, 'battle').length;
  await expect(page.getByRole('heading', { name: 'Battle', exact: true })).toBeVisible();
  await expect.poll(() => accepted(ticks, 'battle').length).toBeGreaterThan(before);
  const firstAfter = accepted(ticks, 'battle')[before];
  // The page's own start-up (scripts, initial data) plus at most one delay.
  expect((firstAfter?.at ?? Infinity) - reloadedAt).toBeLessThan(ACTION_DELAY_MS + 4000);
  await expect(page.getByText('You were victorious!')).toBeVisible();
  await expect.poll(() => accepted(ticks, 'battle').length).toBeGreaterThan(before + 2);
  expect(refused(ticks)).toEqual([]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

it('switches Mining to Woodcutting quietly, the first result within the remaining delay', async ({
  page,
}) => {
  const ticks = recordTicks(page);
  await register(page, 'Switcher_1');
  await quickLink(page, 'Mining').click();
  await expect.poll(() => accepted(ticks, 'mining').length).toBeGreaterThanOrEqual(1);
  const lastMining = accepted(ticks, 'mining').at(-1)?.at ?? 0;

  await quickLink(page, 'Woodcutting').click();
  await expect.poll(() => accepted(ticks, 'woodcutting').length).toBeGreaterThanOrEqual(1);
  const firstWoodcutting = accepted(ticks, 'woodcutting')[0]?.at ?? Infinity;
  expect(firstWoodcutting - lastMining).toBeLessThan(ACTION_DELAY_MS + 1000);
  expect(refused(ticks)).toEqual([]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

it('counts the Autos down on the page, one per tick', async ({ page }) => {
  const ticks = recordTicks(page);
  await register(page, 'Counter_1');
  const autos = page.getByTestId('action-timer-text');
  await expect(autos).toContainText('150 Autos');
  await quickLink(page, 'Mining').click();
  for (const left of [149, 148, 147]) {
    await expect(autos).toContainText(`${String(left)} Autos`);
    expect(accepted(ticks, 'mining')).toHaveLength(150 - left);
  }
});

it('keeps the delay for 75 seconds while the tab is hidden', async ({ page }) => {
  it.setTimeout(150_000);
  const ticks = recordTicks(page);
  await register(page, 'Hidden_1');
  await devTool(page, { mod: 'setAutos', username: 'Hidden_1', autos: '1000' });
  await battleFirstMob(page);
  await expect.poll(() => accepted(ticks, 'battle').length).toBeGreaterThanOrEqual(1);

  // Headless Chromium keeps every page visible, so the page is hidden by emulation, and its own
  // timers are held back as a browser does in a hidden tab after a while (at most one wake-up a
  // minute): a loop on the page's timers would stall for a minute, longer than the largest gap
  // allowed below; the loop's worker keeps time.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
    const pageTimeout = window.setTimeout.bind(window);
    window.setTimeout = ((callback: TimerHandler, ms?: number, ...rest: unknown[]) =>
      pageTimeout(callback, Math.max(ms ?? 0, 60_000), ...rest)) as typeof window.setTimeout;
  });

  const from = Date.now();
  await page.waitForTimeout(HIDDEN_MS);
  const hidden = accepted(ticks, 'battle').filter((tick) => tick.at >= from);
  const gaps = hidden.slice(1).map((tick, at) => tick.at - (hidden[at]?.at ?? tick.at));
  // One tick per delay (plus the request's own time).
  expect(hidden.length).toBeGreaterThanOrEqual(Math.floor((HIDDEN_MS / ACTION_DELAY_MS) * 0.8));
  expect(Math.max(...gaps)).toBeLessThan(ACTION_DELAY_MS * 2.5);
  expect(refused(ticks)).toEqual([]);
});

it('runs the loop in one tab: a second tab waits, takes over on click, hands back on close', async ({
  page,
  context,
}) => {
  const firstTicks = recordTicks(page);
  await register(page, 'Twotabs_1');
  await battleFirstMob(page);
  await expect.poll(() => accepted(firstTicks, 'battle').length).toBeGreaterThanOrEqual(1);

  const second = await context.newPage();
  const secondTicks = recordTicks(second);
  await useOwnAddress(second);
  await second.goto(GAME_URL);
  const banner = second.getByRole('status').filter({
    hasText: 'Your actions are running in another tab.',
  });
  await expect(banner).toBeVisible();
  // The first tab goes on; the second sends nothing.
  const firstBefore = accepted(firstTicks).length;
  await second.waitForTimeout(ACTION_DELAY_MS * 3);
  expect(accepted(firstTicks).length).toBeGreaterThan(firstBefore);
  expect(secondTicks).toEqual([]);

  await second.getByRole('button', { name: 'Take over here' }).click();
  await expect(banner).toBeHidden();
  await expect(second.getByRole('heading', { name: 'Battle', exact: true })).toBeVisible();
  await expect.poll(() => accepted(secondTicks, 'battle').length).toBeGreaterThanOrEqual(2);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your actions are running in another tab.' }),
  ).toBeVisible();
  const firstStopped = accepted(firstTicks).length;
  await second.waitForTimeout(ACTION_DELAY_MS * 3);
  expect(accepted(firstTicks)).toHaveLength(firstStopped);

  // Closing the running tab hands the loop back.
  await second.close();
  await expect.poll(() => accepted(firstTicks).length).toBeGreaterThan(firstStopped);
  expect(refused(firstTicks)).toEqual([]);
  // A tick the first tab had in flight when the lock moved can land after the second tab read
  // the timer: the second tab's first tick is then early, and the loop sends it again after the
  // refusal's retryIn, silently (loop.ts). At most that one, and never anything else.
  const early = refused(secondTicks);
  expect(early.length).toBeLessThanOrEqual(1);
  for (const tick of early) {
    expect(tick.status).toBe(400);
    expect(tick.retryIn).toBeGreaterThan(0);
    expect(tick.retryIn).toBeLessThanOrEqual(ACTION_DELAY_MS);
  }
});

it('first hour: the guide opens, the online count is the list, notifications spare the Menu, Escape closes it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: GAME_URL });
  await register(page, 'Newcomer_1');

  await quickLink(page, "Beginner's Guide").click();
  await expect(page.getByRole('heading', { name: /Beginner's Guide/ })).toBeVisible();

  const online = page.getByRole('button', { name: /^\d+ Online$/ });
  await online.click();
  const dialog = page.getByRole('dialog', { name: 'Players Online' });
  const names = dialog.getByRole('listitem');
  await expect(names.first()).toBeVisible();
  const listed = await names.count();
  await expect(online).toHaveText(`${String(listed)} Online`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await page.getByRole('button', { name: 'Referrals' }).click();
  await page.getByRole('button', { name: 'Copy' }).click();
  const notification = page.getByRole('region', { name: 'Notifications' });
  await expect(notification.getByText(/link/i)).toBeVisible();
  const menuBox = await menu.boundingBox();
  const noteBox = await notification.boundingBox();
  expect(menuBox && noteBox).toBeTruthy();
  if (menuBox && noteBox) {
    const overlaps =
      menuBox.x < noteBox.x + noteBox.width &&
      noteBox.x < menuBox.x + menuBox.width &&
      menuBox.y < noteBox.y + noteBox.height &&
      noteBox.y < menuBox.y + menuBox.height;
    expect(overlaps).toBe(false);
  }
  // The Menu button is clickable while the notification shows.
  await menu.click();
  await expect(page.getByRole('button', { name: 'Preferences' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Preferences' })).toBeHidden();
});

it('starts the fight from the Battle {mob} quick link every time, whenever it is clicked', async ({
  page,
}) => {
  const ticks = recordTicks(page);
  await register(page, 'Quicklink_1');
  await battleFirstMob(page);
  await expect.poll(() => accepted(ticks, 'battle').length).toBeGreaterThanOrEqual(1);
  const link = quickLink(page, 'Battle Cellar Rat');
  // Clicked at several points of the delay, some while a tick is on its way.
  for (const offset of [0, 120, 350, 600, 850, 980]) {
    const last = accepted(ticks, 'battle').at(-1)?.at ?? Date.now();
    await page.waitForTimeout(Math.max(0, last + offset - Date.now()));
    const before = accepted(ticks, 'battle').length;
    const clickedAt = Date.now();
    await link.click();
    await expect(page.getByText('You were victorious!')).toBeVisible({
      timeout: ACTION_DELAY_MS + 3000,
    });
    await expect.poll(() => accepted(ticks, 'battle').length).toBeGreaterThan(before);
    const first = accepted(ticks, 'battle')[before];
    expect((first?.at ?? Infinity) - clickedAt).toBeLessThan(ACTION_DELAY_MS + 1500);
    const tracker = page.getByRole('region', { name: 'Battle tracker' });
    await expect(tracker.getByText('Actions')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
});

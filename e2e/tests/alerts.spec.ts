/**
 * The alert centre on the composed production builds: with desktop notifications granted in the
 * browser context and the world boss alert switched on, a boss spawned by dev tools raises a
 * desktop notification, counts on the bell and is listed on /alerts. Compact mode, switched on
 * /preferences, hides the top bar's decorations.
 */
import type { Page } from '@playwright/test';
import { GAME_URL } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';

interface CapturedNotification {
  title: string;
  body: string | undefined;
}

/**
 * Records every notification the page shows in `window.capturedNotifications`, then shows it
 * with the browser's own Notification (headless Chromium may refuse; the record is what counts).
 */
function captureNotifications() {
  const native = window.Notification;
  const captured: CapturedNotification[] = [];
  Object.assign(window, { capturedNotifications: captured });
  function Capturing(title: string, options?: NotificationOptions): Notification | object {
    captured.push({ title, body: options?.body });
    try {
      return new native(title, options);
    } catch {
      return {};
    }
  }
  Object.defineProperty(Capturing, 'permission', { get: () => native.permission });
  Object.assign(Capturing, { requestPermission: native.requestPermission.bind(native) });
  Object.assign(window, { Notification: Capturing });
}

function notificationsShown(page: Page): Promise<CapturedNotification[]> {
  return page.evaluate(
    () =>
      (window as unknown as { capturedNotifications: CapturedNotification[] })
        .capturedNotifications,
  );
}

it('a boss spawned by dev tools raises a desktop notification and is listed on /alerts', async ({
  page,
  request,
}) => {
  await page.context().grantPermissions(['notifications'], { origin: GAME_URL });
  await page.addInitScript(captureNotifications);
  await register(page, 'Journey_Alerts');

  const bell = page.getByRole('banner').getByRole('link', { name: 'Alerts' });
  await bell.click();
  await expect(page.getByRole('heading', { name: 'Alerts', level: 2 })).toBeVisible();
  // Other statuses (a panel or the chat dock still loading) may be on the page at the same time.
  await expect(
    page.getByRole('region', { name: 'Desktop notifications' }).getByRole('status'),
  ).toHaveText('Desktop notifications are allowed.');
  await page.getByRole('checkbox', { name: 'A world boss appears', exact: true }).check();

  // Away from the centre, so the new alert counts as unseen on the bell.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Preferences' }).click();
  await expect(page.getByRole('heading', { name: 'Preferences' })).toBeVisible();

  // Unseen alerts on the bell (others may be there already: an announcement another journey of
  // this worker posted).
  const unseen = async () =>
    Number(/(\d+) new/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await unseen();
  const response = await request.post(`${GAME_URL}/php/dev.php`, { form: { mod: 'spawnBoss' } });
  expect(response.ok()).toBe(true);
  const boss = (await response.json()) as { id: number; name: string };
  const text = `${boss.name} has appeared!`;

  await expect
    .poll(() => notificationsShown(page))
    .toContainEqual({ title: 'Idle RPG', body: text });
  await expect.poll(unseen).toBe(before + 1);
  await bell.click();
  await expect(
    page.getByRole('list', { name: 'Recent alerts' }).getByRole('listitem').first(),
  ).toContainText(text);
  await expect.poll(unseen).toBe(0);
});

it('compact mode, switched on /preferences, hides the top bar decorations', async ({ page }) => {
  await register(page, 'Journey_Compact');
  const brand = page.getByRole('banner').getByText('Idle RPG', { exact: true });
  await expect(brand).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Preferences' }).click();
  await page.getByRole('checkbox', { name: 'Compact mode' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-compact', '');
  await expect(brand).toBeHidden();
  // A device preference: it holds over a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(brand).toBeHidden();
});

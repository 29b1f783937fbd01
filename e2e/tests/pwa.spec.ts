/**
 * The installed game (issue 30) on the composed production build, with its service worker
 * running: Chromium finds nothing that stops an install, a reload offline shows the offline
 * page and Retry brings the game back, a registry pointing at a new build is used at the next
 * load, and a push delivered to the worker shows its notification.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import {
  BATTLE_PORT,
  DEFAULT_REGISTRY,
  GAME_URL,
  SECOND_BATTLE_PORT,
} from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';

it.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active and controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The id Chromium gives the game's service worker registration (for the DevTools protocol). */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => entry.scopeURL === `${GAME_URL}/`);
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

it('is installable: a manifest Chromium accepts and an active service worker', async ({
  playwright,
}, testInfo) => {
  // Chromium installs nothing from an incognito profile, which every new context is: a profile
  // on disk, launched as the configuration launches the browser.
  const context = await playwright.chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'idle-pwa-')),
    { ...testInfo.project.use.launchOptions, serviceWorkers: 'allow' },
  );
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(GAME_URL);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${GAME_URL}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    const manifest = await page.request.get(url);
    expect(await manifest.json()).toMatchObject({
      name: 'Idle RPG',
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
  } finally {
    await context.close();
  }
});

it('shows the offline page on a reload without a connection, and Retry brings the game back', async ({
  page,
  context,
}) => {
  await register(page, 'Pwa_Offline');
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('The game needs a connection.')).toBeVisible();
  await page.screenshot({ path: 'test-results/pwa-offline.png' });
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Pwa_Offline' })).toBeVisible();
});

it('uses a new remote registry at the next load, never one from a cache', async ({
  page,
  composition,
}) => {
  await register(page, 'Pwa_Deploy');
  await controlled(page);
  const battle = page.getByRole('navigation', { name: 'Game areas' }).getByRole('link', {
    name: 'Battle',
  });
  await battle.click();
  await expect(page.getByRole('main').locator('[data-remote="mfe-battle"]')).toHaveAttribute(
    'data-build',
    'local',
  );
  await composition.startRemote('mfe-battle-second', 'mfe-battle/dist-second', SECOND_BATTLE_PORT);
  composition.writeRegistry([
    { remote: 'mfe-battle', port: SECOND_BATTLE_PORT },
    ...DEFAULT_REGISTRY.filter((entry) => entry.remote !== 'mfe-battle'),
  ]);
  try {
    const registry = page.waitForResponse(`${GAME_URL}/remotes.json`);
    await page.reload();
    expect((await registry).fromServiceWorker()).toBe(false);
    await battle.click();
    await expect(page.getByRole('heading', { name: 'Areas', exact: true })).toBeVisible();
    await expect(page.getByRole('main').locator('[data-remote="mfe-battle"]')).toHaveAttribute(
      'data-build',
      'second',
    );
    // The first build's chunks were cached; nothing a deployment changes ever was, in any cache.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => request.url));
      }
      return urls;
    });
    expect(cached.some((url) => url.startsWith(`http://localhost:${BATTLE_PORT}/static/`))).toBe(
      true,
    );
    expect(cached.some((url) => url.startsWith(`${GAME_URL}/static/js/`))).toBe(true);
    expect(
      cached.filter((url) =>
        /mf-manifest|remoteEntry|\/mfe_|remotes\.json|index\.html|\/php\/|webmanifest|\/sw\.js|\/$/.test(
          url,
        ),
      ),
    ).toEqual([]);
  } finally {
    composition.writeRegistry(DEFAULT_REGISTRY);
    await composition.stopRemote('mfe-battle-second');
  }
});

it("shows a push's notification from the service worker", async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: GAME_URL });
  await page.goto(GAME_URL);
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: GAME_URL,
    registrationId: id,
    data: JSON.stringify({
      title: 'Idle RPG',
      body: 'Your raid Goblin Camp has returned.',
      url: '/land',
      tag: 'raidReturned',
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const shown = await registration.getNotifications();
        return shown.map(({ title, body, tag, data }) => ({
          title,
          body,
          tag,
          data: data as unknown,
        }));
      }),
    )
    .toEqual([
      {
        title: 'Idle RPG',
        body: 'Your raid Goblin Camp has returned.',
        tag: 'raidReturned',
        data: { url: '/land' },
      },
    ]);
});

it('offers pushes to this device on the alerts page, every rule ticked until the player unticks it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: GAME_URL });
  await register(page, 'Pwa_Push');
  await controlled(page);
  await page.getByRole('banner').getByRole('link', { name: 'Alerts' }).click();
  const push = page.getByRole('region', { name: 'Push to this device' });
  await expect(push.getByText('This device gets no pushes.')).toBeVisible();
  for (const rule of [
    'Your raid returns',
    'A world boss appears',
    'A gathering event starts',
    'One of your market orders is filled',
    'A private message',
  ]) {
    await expect(push.getByRole('checkbox', { name: `Push: ${rule}` })).toBeChecked();
  }
  await push.getByRole('checkbox', { name: 'Push: A private message' }).uncheck();
  await expect(push.getByRole('button', { name: 'Push to this device' })).toBeEnabled();
  await push.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/pwa-push-section.png', fullPage: true });
});

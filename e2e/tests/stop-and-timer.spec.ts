/**
 * Stop Action and the timer area, on the composed production builds: a stop the server refuses
 * leaves the action running (the refusal shown once), a confirmed stop ends it for good (a reload
 * resumes nothing), and a click anywhere on the timer area (the "N Autos" text too) refreshes
 * the Autos.
 */
import type { Page } from '@playwright/test';
import { ACTION_DELAY_MS } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';

function countTicks(page: Page, file: string): { count: number } {
  const counter = { count: 0 };
  page.on('response', (response) => {
    if (response.url().includes(`/php/actions/${file}.php`) && response.status() === 200) {
      counter.count += 1;
    }
  });
  return counter;
}

const quickLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name });

it('keeps the action running when the stop fails, and stops it for good once the server confirms', async ({
  page,
}) => {
  const mining = countTicks(page, 'mining');
  await register(page, 'Stopper_1');
  await quickLink(page, 'Mining').click();
  await expect.poll(() => mining.count).toBeGreaterThanOrEqual(1);

  // The stop call fails: "Server is down." once, and the mining goes on.
  await page.route('**/php/misc.php?mod=stopAction*', (route) => route.abort());
  await quickLink(page, 'Stop Action').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Server is down.' })).toHaveCount(1);
  const afterRefusal = mining.count;
  await expect
    .poll(() => mining.count, { timeout: ACTION_DELAY_MS * 3 })
    .toBeGreaterThan(afterRefusal);

  // The server confirms: no tick after it, and a reload resumes nothing.
  await page.unroute('**/php/misc.php?mod=stopAction*');
  const stopped = page.waitForResponse((response) => response.url().includes('mod=stopAction'));
  await quickLink(page, 'Stop Action').click();
  await stopped;
  await page.waitForTimeout(1000);
  const atStop = mining.count;
  await page.reload();
  await expect(page.getByTestId('action-timer-text')).toBeVisible();
  await page.waitForTimeout(ACTION_DELAY_MS * 2);
  expect(mining.count).toBe(atStop);
});

it('refreshes the Autos on a click on the "N Autos" text, not only on the thin bar', async ({
  page,
}) => {
  await register(page, 'TimerClick_1');
  const text = page.getByTestId('action-timer-text');
  await expect(text).toContainText('150 Autos');
  const refresh = page.waitForRequest((request) =>
    request.url().includes('/php/actions/refresh.php'),
  );
  await text.getByText('150 Autos').click();
  await refresh;
  await page.screenshot({
    path: 'test-results/timer-area.png',
    clip: { x: 0, y: 0, width: 1280, height: 120 },
  });
});

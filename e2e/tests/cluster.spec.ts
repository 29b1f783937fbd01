/**
 * The game as `npm run start:cluster` runs it: two instances on PostgreSQL and Redis behind
 * nginx. Two players (their calls and sockets spread over both instances by the proxy) see each
 * other online and fight the boss the world spawned; one instance is stopped mid-session and
 * both keep playing through the other.
 */
import { expect, test as it, type Page } from '@playwright/test';
import { type Cluster, registerOnCluster, startCluster } from '../support/cluster';

let cluster: Cluster;

it.describe.configure({ mode: 'serial' });

it.beforeAll(async () => {
  it.setTimeout(180_000);
  cluster = await startCluster({
    port: 18090,
    chatPort: 18198,
    instancePortBase: 18100,
    instanceChatPortBase: 18200,
    redisPort: 16390,
    // Every call spread over both instances: what the game must be correct under.
    env: { CLUSTER_AFFINITY: '0' },
  });
});

it.afterAll(() => cluster.stop());

/** Boss tick answers a page received with 200. */
function countBossTicks(page: Page): () => number {
  let count = 0;
  page.on('response', (response) => {
    if (response.url().includes('/php/actions/bossbattle.php') && response.status() === 200) {
      count += 1;
    }
  });
  return () => count;
}

it('two players on the cluster see each other, fight one boss, and play on when an instance stops', async ({
  browser,
}) => {
  it.setTimeout(180_000);
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await registerOnCluster(first, cluster.game, 'Cluster_1');
  await registerOnCluster(second, cluster.game, 'Cluster_2');

  // Each sees both online, whichever instance their socket reached.
  for (const page of [first, second]) {
    const online = page.getByRole('button', { name: /^\d+ Online$/ });
    await online.click();
    const dialog = page.getByRole('dialog', { name: 'Players Online' });
    await expect(dialog.getByRole('button', { name: 'Cluster_1' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cluster_2' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(online).toHaveText('2 Online');
  }

  // The world, on whichever instance holds its lease, spawned a boss: both fight it.
  const ticks = [countBossTicks(first), countBossTicks(second)];
  for (const page of [first, second]) {
    const bosses = page.getByRole('list', { name: 'Bosses alive' });
    const fight = bosses.getByRole('button', { name: /^Fight / });
    await expect(fight).toBeVisible({ timeout: 30_000 });
    await fight.click();
    await expect(page.getByText('Damage dealt this fight')).toBeVisible({ timeout: 15_000 });
  }

  // Stop one instance for good, mid-fight: both players keep fighting through the other.
  const stopped = cluster.instances()[0]?.pid;
  expect(stopped).toBeDefined();
  process.kill(stopped ?? 0, 'SIGKILL');
  const before = ticks.map((count) => count());
  await expect
    .poll(() => ticks.map((count, index) => count() - (before[index] ?? 0)), { timeout: 20_000 })
    .toEqual([expect.any(Number), expect.any(Number)]);
  await expect
    .poll(() => Math.min(...ticks.map((count, index) => count() - (before[index] ?? 0))), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(3);
  await expect(first.getByRole('alert')).toHaveCount(0);
  await expect(second.getByRole('alert')).toHaveCount(0);
});

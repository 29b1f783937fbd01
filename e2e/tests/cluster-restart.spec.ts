/**
 * A rolling restart as an operator does it: two instances behind nginx (`npm run start:cluster`),
 * a player battling with the chat open; the instance serving them gets SIGTERM. It drains (its
 * readiness fails, its calls finish, its sockets close with 1012) and exits 0, and the player
 * plays on through the other instance: the battle loop goes on, no error is shown, the chat
 * reconnects at once.
 */
import { expect, test as it, type Page } from '@playwright/test';
import {
  type Cluster,
  type ClusterInstance,
  registerOnCluster,
  startCluster,
} from '../support/cluster';

let cluster: Cluster;

it.describe.configure({ mode: 'serial' });

it.beforeAll(async () => {
  it.setTimeout(180_000);
  // Ports of its own: the other cluster journey may run at the same time on the other worker.
  cluster = await startCluster({
    port: 18091,
    chatPort: 18199,
    instancePortBase: 18110,
    instanceChatPortBase: 18210,
    redisPort: 16391,
    // Affinity as by default: a player's calls stay on one instance while it is up.
    env: {
      INSTANCE_METRICS_PORT_BASE: '18310',
      // The remotes too: cluster.spec.ts serves them on the usual ports.
      REMOTE_PORT_OFFSET: '200',
      LOG_LEVEL: 'warn',
    },
  });
});

it.afterAll(() => cluster.stop());

/** The sum of a metric's samples on an instance whose labels include `labels`. */
async function metric(
  instance: ClusterInstance,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${instance.metricsPort}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const found = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => found.includes(`${key}="${value}"`))) {
      sum += Number(match[3]);
    }
  }
  return sum;
}

const dock = (page: Page) => page.getByRole('region', { name: 'Chat', exact: true });
const chatInput = (page: Page) => dock(page).getByLabel('Chat message', { exact: true });

it('a player battling and chatting plays on through the other instance when theirs restarts', async ({
  page,
}) => {
  it.setTimeout(180_000);
  const instances = cluster.instances();
  expect(instances).toHaveLength(2);

  await registerOnCluster(page, cluster.game, 'Restart_1');
  await expect(dock(page).getByRole('tab', { name: 'General', exact: true })).toBeVisible();

  // The instance serving the player: the one that answered their initial data (nginx keeps a
  // session on one instance). Their chat socket is put on it too (nginx spreads sockets round
  // robin: a reload opens the next one), so the restart moves both.
  const served = async () => {
    for (const instance of instances) {
      const answered = await metric(instance, 'idle_rpg_http_responses_total', {
        route: '/php/_load_initial_data.php',
        status: '200',
      });
      if (answered > 0) return instance;
    }
    throw new Error('no instance answered the initial data');
  };
  const serving = await served();
  const other = instances.find((instance) => instance !== serving) as ClusterInstance;
  const socketsOn = (instance: ClusterInstance) => metric(instance, 'idle_rpg_sockets_online');
  const socketsOpen = async () => (await socketsOn(serving)) + (await socketsOn(other));
  await expect.poll(socketsOpen).toBe(1);
  for (let reload = 0; (await socketsOn(serving)) !== 1; reload += 1) {
    expect(reload, 'the chat socket never reached the serving instance').toBeLessThan(4);
    await page.reload();
    await expect(dock(page).getByRole('tab', { name: 'General', exact: true })).toBeVisible();
    await expect.poll(socketsOpen).toBe(1);
  }

  // Battle: ticks every second, answered by the serving instance.
  let ticks = 0;
  page.on('response', (response) => {
    if (response.url().includes('/php/actions/battle.php') && response.status() === 200) {
      ticks += 1;
    }
  });
  await page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Battle' })
    .click();
  await page
    .getByRole('table', { name: 'Mobs of Mossy Cellars' })
    .getByRole('row', { name: /Cellar Rat/ })
    .getByRole('button', { name: 'Battle' })
    .click();
  await expect.poll(() => ticks, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(
    await metric(serving, 'idle_rpg_ticks_total', { kind: 'battling', outcome: 'answered' }),
  ).toBeGreaterThanOrEqual(2);

  // The rolling restart's first half: SIGTERM to the instance serving the player.
  process.kill(serving.pid, 'SIGTERM');
  await expect
    .poll(() => cluster.log(), { timeout: 12_000 })
    .toMatch(new RegExp(`game server ${instances.indexOf(serving) + 1} stopped \\(0\\)`));

  // The loop goes on through the other instance, and no error was shown.
  const before = ticks;
  await expect.poll(() => ticks - before, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  expect(
    await metric(other, 'idle_rpg_ticks_total', { kind: 'battling', outcome: 'answered' }),
  ).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The chat reconnected at once, to the other instance: a line goes out and comes back.
  await expect.poll(() => metric(other, 'idle_rpg_sockets_online'), { timeout: 5000 }).toBe(1);
  await chatInput(page).fill('still here');
  await chatInput(page).press('Enter');
  await expect(dock(page).getByText(/Restart_1: still here$/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

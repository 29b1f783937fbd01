/**
 * The game as `npm run start:cluster` runs it: two instances on PostgreSQL and Redis behind
 * nginx. Two players (their calls and sockets spread over both instances by the proxy) see each
 * other online and fight the boss the world spawned; one instance is stopped mid-session and
 * both keep playing through the other.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as it, type Page } from '@playwright/test';
import { ROOT } from '../support/composition';
import { PASSWORD } from '../support/fixtures';

const PORT = 18090;
const CHAT_PORT = 18198;
const GAME = `http://localhost:${PORT}`;
const hasServices =
  spawnSync('redis-server', ['--version']).status === 0 &&
  ['/usr/sbin/nginx', '/usr/bin/nginx'].some((path) => spawnSync(path, ['-v']).status === 0);

let cluster: ChildProcess | null = null;
let dataDir = '';

async function waitFor(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (cluster?.exitCode !== null) throw new Error('npm run start:cluster stopped');
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it.describe.configure({ mode: 'serial' });

it.beforeAll(async () => {
  it.setTimeout(180_000);
  // Required, like Chromium: .ci/run installs them; a missing one fails the run, never skips it.
  if (!hasServices)
    throw new Error(
      'The cluster journey needs redis-server and nginx (apt-get install redis-server nginx-light).',
    );
  dataDir = mkdtempSync(join(tmpdir(), 'idle-cluster-'));
  // PostgreSQL runs as its own account when the tests run as root: it must reach its folder.
  chmodSync(dataDir, 0o755);
  cluster = spawn(process.execPath, [join(ROOT, 'scripts', 'start-cluster.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      // Every call spread over both instances: what the game must be correct under.
      CLUSTER_AFFINITY: '0',
      INSTANCES: '2',
      PORT: String(PORT),
      CHAT_PORT: String(CHAT_PORT),
      INSTANCE_PORT_BASE: '18100',
      INSTANCE_CHAT_PORT_BASE: '18200',
      REDIS_PORT: '16390',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      GAME_DEV_TOOLS: '1',
      ACTION_DELAY_MS: '1000',
    },
  });
  await waitFor(`${GAME}/remotes.json`);
  await waitFor('http://localhost:18101/remotes.json');
  await waitFor('http://localhost:18102/remotes.json');
});

it.afterAll(async () => {
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster?.once('exit', resolve));
    cluster.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function registerOnCluster(page: Page, username: string): Promise<void> {
  await page.goto(GAME);
  await page.getByRole('button', { name: /Create an account/ }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${username}` })).toBeVisible();
}

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
  await registerOnCluster(first, 'Cluster_1');
  await registerOnCluster(second, 'Cluster_2');

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
  const instances = JSON.parse(readFileSync(join(dataDir, 'instances.json'), 'utf8')) as {
    pid: number;
  }[];
  const stopped = instances[0]?.pid;
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

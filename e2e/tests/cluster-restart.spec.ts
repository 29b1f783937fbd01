/**
 * A rolling restart as an operator does it: two instances behind nginx (`npm run start:cluster`),
 * a player battling with the chat open; the instance serving them gets SIGTERM. It drains (its
 * readiness fails, its calls finish, its sockets close with 1012) and exits 0, and the player
 * plays on through the other instance: the battle loop goes on, no error is shown, the chat
 * reconnects at once.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as it, type Page } from '@playwright/test';
import { ROOT } from '../support/composition';
import { PASSWORD } from '../support/fixtures';

// Ports of its own: the other cluster journey may run at the same time on the other worker.
const PORT = 18091;
const CHAT_PORT = 18199;
const GAME = `http://localhost:${PORT}`;
const hasServices =
  spawnSync('redis-server', ['--version']).status === 0 &&
  ['/usr/sbin/nginx', '/usr/bin/nginx'].some((path) => spawnSync(path, ['-v']).status === 0);

interface Instance {
  port: number;
  metricsPort: number;
  pid: number;
}

let cluster: ChildProcess | null = null;
let launcherLog = '';
let dataDir = '';

async function waitFor(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
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
  if (!hasServices)
    throw new Error(
      'The cluster journey needs redis-server and nginx (apt-get install redis-server nginx-light).',
    );
  dataDir = mkdtempSync(join(tmpdir(), 'idle-restart-'));
  chmodSync(dataDir, 0o755);
  cluster = spawn(process.execPath, [join(ROOT, 'scripts', 'start-cluster.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      // The default: a player's calls stay on one instance while it is up.
      INSTANCES: '2',
      PORT: String(PORT),
      CHAT_PORT: String(CHAT_PORT),
      INSTANCE_PORT_BASE: '18110',
      INSTANCE_CHAT_PORT_BASE: '18210',
      INSTANCE_METRICS_PORT_BASE: '18310',
      REDIS_PORT: '16391',
      // The remotes too: cluster.spec.ts serves them on the usual ports.
      REMOTE_PORT_OFFSET: '200',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      GAME_DEV_TOOLS: '1',
      ACTION_DELAY_MS: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  cluster.stdout?.on('data', (chunk: Buffer) => (launcherLog += chunk.toString()));
  await waitFor(`${GAME}/readyz`);
  await waitFor('http://localhost:18111/readyz');
  await waitFor('http://localhost:18112/readyz');
});

it.afterAll(async () => {
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster?.once('exit', resolve));
    cluster.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The sum of a metric's samples on an instance whose labels include `labels`. */
async function metric(
  instance: Instance,
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
  const instances = JSON.parse(readFileSync(join(dataDir, 'instances.json'), 'utf8')) as Instance[];
  expect(instances).toHaveLength(2);

  await page.goto(GAME);
  await page.getByRole('button', { name: /Create an account/ }).click();
  await page.getByLabel('Username').fill('Restart_1');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Restart_1' })).toBeVisible();
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
  const other = instances.find((instance) => instance !== serving) as Instance;
  const socketsOn = (instance: Instance) => metric(instance, 'idle_rpg_sockets_online');
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
    .poll(() => launcherLog, { timeout: 12_000 })
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

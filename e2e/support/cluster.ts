/**
 * `npm run start:cluster` for a journey: two game instances on PostgreSQL and Redis behind nginx,
 * on ports of the journey's own (two cluster journeys may run at once, one per worker), in a data
 * folder of its own, stopped (and the folder removed) when the journey ends.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ROOT } from './composition';
import { PASSWORD } from './fixtures';

/** One game instance, as the launcher lists it in `instances.json`. */
export interface ClusterInstance {
  port: number;
  metricsPort: number;
  pid: number;
}

export interface ClusterOptions {
  /** nginx's HTTP and socket ports (what players reach). */
  port: number;
  chatPort: number;
  /** Instance i listens on base + i (behind nginx only). */
  instancePortBase: number;
  instanceChatPortBase: number;
  redisPort: number;
  /** Settings of this journey's own (affinity, metrics ports, remote ports, log level). */
  env?: Record<string, string>;
}

export interface Cluster {
  /** The game as players reach it, through nginx. */
  game: string;
  instances(): ClusterInstance[];
  /** What the launcher printed so far (which program stopped, with which code). */
  log(): string;
  stop(): Promise<void>;
}

const hasServices = () =>
  spawnSync('redis-server', ['--version']).status === 0 &&
  ['/usr/sbin/nginx', '/usr/bin/nginx'].some((path) => spawnSync(path, ['-v']).status === 0);

/** Starts the cluster and waits until nginx and both instances are ready. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  // Required, like Chromium: npm test installs them; a missing one fails the run, never skips it.
  if (!hasServices())
    throw new Error(
      'The cluster journeys need redis-server and nginx (apt-get install redis-server nginx-light).',
    );
  const dataDir = mkdtempSync(join(tmpdir(), 'idle-cluster-'));
  // PostgreSQL runs as its own account when the tests run as root: it must reach its folder.
  chmodSync(dataDir, 0o755);
  let log = '';
  const launcher: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'start-cluster.mjs')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        SKIP_BUILD: '1',
        INSTANCES: '2',
        PORT: String(options.port),
        CHAT_PORT: String(options.chatPort),
        INSTANCE_PORT_BASE: String(options.instancePortBase),
        INSTANCE_CHAT_PORT_BASE: String(options.instanceChatPortBase),
        REDIS_PORT: String(options.redisPort),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        GAME_DEV_TOOLS: '1',
        ACTION_DELAY_MS: '1000',
        ...options.env,
      },
    },
  );
  launcher.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const waitForReady = async (origin: string) => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) });
        if (response.status === 200) return;
      } catch {
        // not up yet
      }
      if (launcher.exitCode !== null) throw new Error(`npm run start:cluster stopped:\n${log}`);
      if (Date.now() > deadline) throw new Error(`${origin} did not come up:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const game = `http://localhost:${options.port}`;
  await waitForReady(game);
  for (const i of [1, 2]) await waitForReady(`http://localhost:${options.instancePortBase + i}`);

  return {
    game,
    instances: () =>
      JSON.parse(readFileSync(join(dataDir, 'instances.json'), 'utf8')) as ClusterInstance[],
    log: () => log,
    async stop() {
      if (launcher.exitCode === null) {
        const exited = new Promise((resolve) => launcher.once('exit', resolve));
        launcher.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers `username` through the cluster's front door and waits for the home page. */
export async function registerOnCluster(page: Page, game: string, username: string) {
  await page.goto(game);
  await page.getByRole('button', { name: /Create an account/ }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${username}` })).toBeVisible();
}

/**
 * Starts the composed production builds for the journeys, on ports of their own: the game
 * server (dev tools on, short action delay, a fresh database), and each remote's static server
 * on its own origin. Remotes can be stopped and started again, and the registry rewritten, to
 * test what DESIGN promises about deployments.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
/**
 * Shifts every port below: by E2E_PORT_OFFSET, so two checkouts on one machine can run their
 * journeys at once, and by 20 per worker, so each worker has a composition of its own. The
 * worker's index, not its slot: a worker that replaces a failed one gets new ports, clear of the
 * processes its predecessor may still be stopping.
 */
const PORT_OFFSET =
  Number(process.env.E2E_PORT_OFFSET ?? 0) + 20 * Number(process.env.TEST_WORKER_INDEX ?? 0);
export const GAME_PORT = 18080 + PORT_OFFSET;
export const CHAT_PORT = 18188 + PORT_OFFSET;
export const BATTLE_PORT = 13101 + PORT_OFFSET;
export const SECOND_BATTLE_PORT = 13111 + PORT_OFFSET;
export const GATHERING_PORT = 13102 + PORT_OFFSET;
export const MARKET_PORT = 13103 + PORT_OFFSET;
export const CLAN_PORT = 13104 + PORT_OFFSET;
export const LAND_PORT = 13105 + PORT_OFFSET;
export const PREMIUM_CHAT_PORT = 13106 + PORT_OFFSET;
export const ADMIN_PORT = 13107 + PORT_OFFSET;
export const GAME_URL = `http://localhost:${GAME_PORT}`;
/** Short ticks so a journey sees several results quickly. */
export const ACTION_DELAY_MS = 1000;

/**
 * Waits until `url` answers, served by `child`: a child that exits first (its port taken, say)
 * fails the start at once, rather than a stranger on the port answering in its place.
 */
async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `The process serving ${url} exited (${String(child.exitCode ?? child.signalCode)})`,
      );
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Composition {
  registryFile: string;
  /** The game server's data folder (its SQLite file), for `npm run admin` on it. */
  dataDir: string;
  startRemote(name: string, dist: string, port: number): Promise<void>;
  stopRemote(name: string): Promise<void>;
  writeRegistry(entries: { remote: string; port: number }[]): void;
  stop(): Promise<void>;
}

function tsx(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    // A process that ignores SIGTERM for 5 s is killed outright.
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The remotes every journey starts with, each on its own origin. */
export const DEFAULT_REGISTRY = [
  { remote: 'mfe-battle', port: BATTLE_PORT },
  { remote: 'mfe-gathering-crafting', port: GATHERING_PORT },
  { remote: 'mfe-market', port: MARKET_PORT },
  { remote: 'mfe-clan', port: CLAN_PORT },
  { remote: 'mfe-land-labyrinth', port: LAND_PORT },
  { remote: 'mfe-premium-chat', port: PREMIUM_CHAT_PORT },
  { remote: 'mfe-admin', port: ADMIN_PORT },
];

export async function startComposition(): Promise<Composition> {
  const dir = mkdtempSync(join(tmpdir(), 'idle-e2e-'));
  const registryFile = join(dir, 'remotes.json');
  const remotes = new Map<string, ChildProcess>();
  const dataDir = join(dir, 'data');
  const composition: Composition = {
    registryFile,
    dataDir,
    writeRegistry(entries) {
      writeFileSync(
        registryFile,
        JSON.stringify(
          entries.map((entry) => ({
            remote: entry.remote,
            entry: `http://localhost:${entry.port}/mf-manifest.json`,
          })),
        ),
      );
    },
    async startRemote(name, dist, port) {
      const child = tsx(['server/src/serve-remote.ts', join(ROOT, dist), String(port)], {});
      remotes.set(name, child);
      await waitForHttp(`http://localhost:${port}/mf-manifest.json`, child);
    },
    async stopRemote(name) {
      const child = remotes.get(name);
      remotes.delete(name);
      if (child) await stopProcess(child);
    },
    async stop() {
      await Promise.all([...remotes.values(), server].map(stopProcess));
    },
  };
  composition.writeRegistry(DEFAULT_REGISTRY);
  const server = tsx(['server/src/main.ts'], {
    NODE_ENV: 'test',
    GAME_DEV_TOOLS: '1',
    ACTION_DELAY_MS: String(ACTION_DELAY_MS),
    PORT: String(GAME_PORT),
    CHAT_PORT: String(CHAT_PORT),
    DATA_DIR: dataDir,
    REMOTES_FILE: registryFile,
    SHELL_DIR: join(ROOT, 'shell', 'dist'),
    LOG_LEVEL: 'warn',
    // Each journey names its own address (support/fixtures.ts), as players behind a proxy do,
    // so the per-address login limit counts journeys apart.
    TRUST_PROXY: '1',
  });
  await Promise.all([
    waitForHttp(`${GAME_URL}/remotes.json`, server),
    composition.startRemote('mfe-battle', 'mfe-battle/dist', BATTLE_PORT),
    composition.startRemote(
      'mfe-gathering-crafting',
      'mfe-gathering-crafting/dist',
      GATHERING_PORT,
    ),
    composition.startRemote('mfe-market', 'mfe-market/dist', MARKET_PORT),
    composition.startRemote('mfe-clan', 'mfe-clan/dist', CLAN_PORT),
    composition.startRemote('mfe-land-labyrinth', 'mfe-land-labyrinth/dist', LAND_PORT),
    composition.startRemote('mfe-premium-chat', 'mfe-premium-chat/dist', PREMIUM_CHAT_PORT),
    composition.startRemote('mfe-admin', 'mfe-admin/dist', ADMIN_PORT),
  ]);
  return composition;
}

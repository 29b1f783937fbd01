/**
 * The processes under test: the real game server (server/src/main.ts) and a static host for each
 * built remote, as `npm start` composes them, each on a free loopback port. Everything started
 * here is stopped by `stopAll`, which the bench calls on success, on failure and on Ctrl-C.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const HOST = '127.0.0.1';

/** The monorepo root: bench/src/.. /.. */
export const ROOT = join(import.meta.dirname, '..', '..');

const children = new Set<ChildProcess>();

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not pick a free port.'));
      });
    });
  });
}

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/**
 * `count` consecutive ports nobody listens on right now (the first one picked by the OS), none
 * of them in `taken`, which they are added to (so ports picked one after another all differ).
 */
export async function freeConsecutivePorts(count: number, taken: Set<number>): Promise<number[]> {
  for (;;) {
    const first = await freePort();
    const ports = Array.from({ length: count }, (_, index) => first + index);
    if (ports.some((port) => taken.has(port) || port > 65535)) continue;
    const free = await Promise.all(ports.slice(1).map(listens));
    if (free.every(Boolean)) {
      for (const port of ports) taken.add(port);
      return ports;
    }
  }
}

export interface Started {
  child: ChildProcess;
  /** What the process wrote to stderr (kept for the error message if it dies). */
  stderr: () => string;
}

/**
 * Starts `node --import tsx <script>` from the repo root: the same as `npx tsx <script>` but as a
 * single process (no npx or tsx launcher in between), so its CPU is all server and one signal
 * stops it. stdout goes to `stdoutFile` (the server's request log when its logger is on).
 */
export function startTsx(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdoutFile: string,
  nodeArgs: string[] = [],
): Started {
  const out = openSync(stdoutFile, 'w');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', out, 'pipe'],
  });
  closeSync(out);
  children.add(child);
  child.on('exit', () => children.delete(child));
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8000);
  });
  return { child, stderr: () => stderr };
}

/** Polls `url` until it answers 200, the process dies, or `timeoutMs` passes. */
export async function waitUntilAnswering(
  url: string,
  started: Started,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) {
      throw new Error(
        `${url}: the process exited (${String(started.child.exitCode ?? started.child.signalCode)}) before answering.\n${started.stderr()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(`${url} did not answer within ${timeoutMs} ms.\n${started.stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface Remote {
  folder: string;
  dist: string;
}

/** The remotes of scripts/composition.mjs that have a production build. */
export function builtRemotes(ports: Record<string, number>): Remote[] {
  return Object.keys(ports)
    .map((folder) => ({ folder, dist: join(ROOT, folder, 'dist') }))
    .filter((remote) => existsSync(join(remote.dist, 'mf-manifest.json')));
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM to each of `list`, SIGKILL to those still running after `graceMs`. */
export async function stopProcesses(list: ChildProcess[], graceMs = 5000): Promise<void> {
  for (const child of list) child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => {
    setTimeout(() => resolve('timeout'), graceMs).unref();
  });
  const result = await Promise.race([Promise.all(list.map(exited)), timeout]);
  if (result === 'timeout') {
    for (const child of list) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await Promise.all(list.map(exited));
  }
}

/** Stops every process started here (see stopProcesses). */
export async function stopAll(): Promise<void> {
  await stopProcesses([...children]);
}

// The remotes of the composition and their ports (DESIGN table order), shared by `npm start`,
// `npm run start:cluster` and the browser tests; the ports come from libs/build-config, like the
// apps' dev servers. Also what both start scripts do alike: build, serve the remotes, stop.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ports from '@idle/build-config/remote-ports.json' with { type: 'json' };

export const ROOT = join(import.meta.dirname, '..');
const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

export const REMOTES = Object.entries(ports).map(([folder, port]) => ({ folder, port }));

/** The registry served at /remotes.json for the given remotes. */
export function remoteRegistry(remotes, host = 'localhost') {
  return remotes.map((remote) => ({
    remote: remote.folder,
    entry: `http://${host}:${remote.port}/mf-manifest.json`,
  }));
}

/**
 * Builds the shell and the remotes in production mode (Nx, cached), unless SKIP_BUILD=1.
 * Always production: NODE_ENV=development (the server's dev tools) would otherwise give builds
 * with React Refresh hooks that fail outside a dev server.
 */
export function buildApps() {
  if (process.env.SKIP_BUILD === '1') return;
  console.log('Building the shell and the remotes (production)...');
  const built = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '--projects=@idle/shell,@idle/mfe-*', '--outputStyle=static'],
    { cwd: ROOT, stdio: 'inherit', env: { ...nxEnv, NODE_ENV: 'production' } },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** The processes a start script runs; `stopAll` ends them (Ctrl-C, SIGTERM). */
export function processes() {
  const children = [];
  /** What `tsx` started: the repository's own programs, stopped before the services. */
  const programs = new Set();
  let stopping = false;
  const onStop = [];
  return {
    /**
     * Runs a TypeScript entry of the repository: node itself with tsx as its loader, so the
     * process is the program and a stop reaches it (npx and tsx's CLI each add a parent).
     */
    tsx(name, args, env = {}) {
      const child = this.run(name, process.execPath, ['--import', 'tsx', ...args], env);
      programs.add(child);
      return child;
    },
    run(name, command, args, env = {}) {
      const child = spawn(command, args, {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...nxEnv, ...env },
      });
      child.on('exit', (code) => {
        if (!stopping) console.log(`${name} stopped (${code ?? 'signal'}).`);
      });
      children.push(child);
      return child;
    },
    /** Also run at the stop, after the processes got SIGTERM. */
    onStop(callback) {
      onStop.push(callback);
    },
    stopOnSignals() {
      /** SIGTERM to each of `group` that still runs; resolves when they exited (11 s at most). */
      const stopGroup = (group) => {
        const running = group.filter((child) => child.exitCode === null);
        const exited = running.map(
          (child) => new Promise((resolve) => child.once('exit', resolve)),
        );
        for (const child of running) child.kill('SIGTERM');
        return Promise.race([
          Promise.all(exited),
          new Promise((resolve) => setTimeout(resolve, 11_000)),
        ]);
      };
      const stop = async () => {
        stopping = true;
        // The programs first: game servers drain (up to 10 s) while the services they use
        // (Redis, nginx, then PostgreSQL) still run.
        await stopGroup(children.filter((child) => programs.has(child)));
        await stopGroup(children.filter((child) => !programs.has(child)));
        for (const callback of onStop) callback();
        process.exit(0);
      };
      process.once('SIGINT', () => void stop());
      process.once('SIGTERM', () => void stop());
    },
  };
}

/**
 * Serves each built remote on its own origin (as six separate deployments would) and writes
 * the registry the game server serves at /remotes.json. Answers the remotes served.
 */
export function serveRemotes(running, registryFile, host) {
  // REMOTE_PORT_OFFSET moves them, so two compositions on one machine (journeys) never share.
  const offset = Number(process.env.REMOTE_PORT_OFFSET ?? 0);
  const deployed = REMOTES.filter((remote) =>
    existsSync(join(ROOT, remote.folder, 'dist', 'mf-manifest.json')),
  ).map((remote) => ({ ...remote, port: remote.port + offset }));
  writeFileSync(registryFile, JSON.stringify(remoteRegistry(deployed, host), null, 2));
  for (const remote of deployed) {
    running.tsx(remote.folder, [
      'server/src/serve-remote.ts',
      join(remote.folder, 'dist'),
      String(remote.port),
    ]);
  }
  return deployed;
}

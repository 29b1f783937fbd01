#!/usr/bin/env node
// `npm start`: builds every app in production mode (Nx, cached) and composes the game on one
// machine as DESIGN "Local composition" describes: the game server on :8080 (API under /php/,
// the shell at /, /remotes.json), the chat socket on :8188, and each built remote on its own
// origin (ports 3101-3106) as if on six separate deployments.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, remoteRegistry } from './composition.mjs';

const root = join(import.meta.dirname, '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const port = Number(process.env.PORT ?? 8080);
const dataDir = process.env.DATA_DIR ?? join(root, 'data');
const publicHost = process.env.PUBLIC_HOST ?? 'localhost';

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the shell and the remotes (production)...');
  const built = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '--projects=@idle/shell,@idle/mfe-*', '--outputStyle=static'],
    {
      cwd: root,
      stdio: 'inherit',
      // Always production builds: NODE_ENV=development (needed for the server's dev tools) would
      // otherwise give builds with React Refresh hooks that fail outside a dev server.
      env: { ...env, NODE_ENV: 'production' },
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

mkdirSync(dataDir, { recursive: true });
const remotesFile = join(dataDir, 'remotes.json');
const deployed = REMOTES.filter((remote) =>
  existsSync(join(root, remote.folder, 'dist', 'mf-manifest.json')),
);
writeFileSync(remotesFile, JSON.stringify(remoteRegistry(deployed, publicHost), null, 2));

const children = [];
const start = (name, args, extraEnv = {}) => {
  const child = spawn('npx', ['tsx', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  child.on('exit', (code) => {
    if (!stopping) console.log(`${name} stopped (${code ?? 'signal'}).`);
  });
  children.push(child);
};
for (const remote of deployed) {
  start(remote.folder, [
    'server/src/serve-remote.ts',
    join(remote.folder, 'dist'),
    String(remote.port),
  ]);
}
start('game server', ['server/src/main.ts'], {
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  DATA_DIR: dataDir,
  REMOTES_FILE: remotesFile,
  SHELL_DIR: join(root, 'shell', 'dist'),
});
console.log(
  `\nThe game: http://${publicHost}:${port}  (remotes: ${deployed.map((r) => `${r.folder} :${r.port}`).join(', ') || 'none built'})\n`,
);

let stopping = false;
const stop = () => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

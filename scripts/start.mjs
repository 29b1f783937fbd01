#!/usr/bin/env node
// `npm start`: builds every app in production mode (Nx, cached) and composes the game on one
// machine as DESIGN "Local composition" describes: the game server on :8080 (API under /php/,
// the shell at /, /remotes.json), the chat socket on :8188, and each built remote on its own
// origin (ports 3101-3106) as if on six separate deployments.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApps, processes, ROOT, serveRemotes } from './composition.mjs';

const port = Number(process.env.PORT ?? 8080);
const dataDir = process.env.DATA_DIR ?? join(ROOT, 'data');
const publicHost = process.env.PUBLIC_HOST ?? 'localhost';

buildApps();
mkdirSync(dataDir, { recursive: true });
const running = processes();
const remotesFile = join(dataDir, 'remotes.json');
const deployed = serveRemotes(running, remotesFile, publicHost);
running.tsx('game server', ['server/src/main.ts'], {
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  DATA_DIR: dataDir,
  REMOTES_FILE: remotesFile,
  SHELL_DIR: join(ROOT, 'shell', 'dist'),
});
console.log(
  `\nThe game: http://${publicHost}:${port}  (remotes: ${deployed.map((r) => `${r.folder} :${r.port}`).join(', ') || 'none built'})\n`,
);
running.stopOnSignals();

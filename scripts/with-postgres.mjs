#!/usr/bin/env node
// Runs a command against a private, throw-away PostgreSQL server:
//   node scripts/with-postgres.mjs <command> [args...]
// creates a cluster in a temporary folder (in memory, /dev/shm, where there is one; PG_TMPDIR
// picks another), starts it on a Unix socket in that folder (nothing listens on the network, so
// no port can clash), runs the command with TEST_DATABASE_URL set to the server's `postgres`
// database, then stops the server and removes the folder. Durability is off: a crash loses the
// cluster, which is thrown away anyway. For tests only, never for data that matters.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresServer } from './postgres.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const SETTINGS = [
  `-c listen_addresses=''`,
  '-c fsync=off',
  '-c synchronous_commit=off',
  '-c full_page_writes=off',
  '-c max_connections=200',
  // Every test database is a copy of a template (`create database ... strategy file_copy`):
  // with no WAL archiving or replicas, a copy writes no WAL and its checkpoints are cheap.
  '-c wal_level=minimal',
  '-c max_wal_senders=0',
  '-c wal_init_zero=off',
  '-c max_wal_size=4GB',
  '-c checkpoint_timeout=1h',
  // Tests that cross two transactions on purpose wait this long for the deadlock to be found.
  '-c deadlock_timeout=100ms',
];

const parent = process.env.PG_TMPDIR ?? (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());
const dir = mkdtempSync(join(parent, 'pg-'));
let server = null;
let started = false;
let exitCode = 1;
try {
  const startedAt = Date.now();
  server = postgresServer(dir);
  server.init();
  server.start(SETTINGS);
  started = true;
  console.log(`PostgreSQL ready in ${Date.now() - startedAt} ms (${dir})`);

  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: server.url() },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  exitCode = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (started) server?.stop('immediate');
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);

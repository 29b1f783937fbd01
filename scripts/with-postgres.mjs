#!/usr/bin/env node
// Runs a command against a private, throw-away PostgreSQL server:
//   node scripts/with-postgres.mjs <command> [args...]
// creates a cluster in a temporary folder (initdb), starts it on a Unix socket in that folder
// (nothing listens on the network, so no port can clash), runs the command with
// TEST_DATABASE_URL set to the server's `postgres` database, then stops the server and removes
// the folder. Durability is off (fsync, synchronous_commit, full-page writes): a crash loses
// the cluster, which is thrown away anyway. For tests only, never for data that matters.
// PG_BIN picks the server's programs; by default the newest /usr/lib/postgresql/<version>/bin.
// PostgreSQL refuses to run as root: as root, the server runs as PG_OS_USER (default `postgres`,
// the account Debian's package creates).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    console.error(
      'PostgreSQL server programs not found: install them (apt-get install postgresql) or set PG_BIN.',
    );
    process.exit(2);
  }
  return join(base, versions[0], 'bin');
}

const bin = postgresBin();
const dir = mkdtempSync(
  join(process.env.PG_TMPDIR ?? (existsSync('/dev/shm') ? '/dev/shm' : tmpdir()), 'pg-'),
);
const dataDir = join(dir, 'data');
const user = 'postgres';

/** The account the server runs as when this script runs as root; null otherwise. */
function serverAccount() {
  if (process.getuid?.() !== 0) return null;
  const name = process.env.PG_OS_USER ?? 'postgres';
  const id = (flag) => Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid === 0) {
    console.error(`Running as root needs an unprivileged account for PostgreSQL: no user ${name}.`);
    process.exit(2);
  }
  return { name, uid, gid: id('-g') };
}

const account = serverAccount();
if (account) chownSync(dir, account.uid, account.gid);

/** Runs one of the server's programs, as the server's account. */
function runServerProgram(program, programArgs, options) {
  const path = join(bin, program);
  return account
    ? spawnSync('runuser', ['-u', account.name, '--', path, ...programArgs], options)
    : spawnSync(path, programArgs, options);
}

function runOrThrow(program, programArgs) {
  const result = runServerProgram(program, programArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${program} failed:\n${result.stdout}${result.stderr}`);
  }
}

let started = false;
function cleanUp() {
  if (started) {
    runServerProgram('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], {
      stdio: 'ignore',
    });
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

let exitCode = 1;
try {
  const startedAt = Date.now();
  runOrThrow('initdb', [
    '-D',
    dataDir,
    '-U',
    user,
    '--auth=trust',
    '--encoding=UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const settings = [
    `-c listen_addresses=''`,
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    // Each test database is a copy of a template: keep copying cheap.
    '-c wal_level=minimal',
    '-c max_wal_senders=0',
    '-c wal_init_zero=off',
    '-c max_wal_size=4GB',
    '-c checkpoint_timeout=1h',
    ...(process.env.PG_EXTRA ? [process.env.PG_EXTRA] : []),
  ].join(' ');
  runOrThrow('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-o',
    settings,
    '-w',
    'start',
  ]);
  started = true;
  console.log(`PostgreSQL ready in ${Date.now() - startedAt} ms (${dir})`);

  const url = `postgres://${user}@localhost/postgres?host=${encodeURIComponent(dir)}`;
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
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
  cleanUp();
}
process.exit(exitCode);

/**
 * Backups of the game's database and their restore (`npm run backup`, `npm run restore`).
 *
 * The embedded SQLite file is copied with SQLite's online backup, in one step: one read
 * transaction, so the copy is the database as it stood at one moment, WAL included, while the
 * game goes on writing. PostgreSQL (DATABASE_URL) is dumped with `pg_dump --format=custom` and
 * restored with `pg_restore`. A restore refuses while a server uses the target, checks the copy
 * before it replaces anything, and leaves the target as it was when it refuses or fails.
 */
import { spawn } from 'node:child_process';
import {
  accessSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { delimiter, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { sqliteFile } from '../db/database';

/** Which database: PostgreSQL at `databaseUrl`, else the SQLite file of `dataDir`. */
export interface DatabaseLocation {
  dataDir: string;
  databaseUrl: string | null;
}

/** What a backup or a restore did: the file it wrote or read, its size and how long it took. */
export interface BackupDone {
  file: string;
  bytes: number;
  ms: number;
}

/** A restore that did not start because the target is in use; nothing was changed. */
export class RestoreRefused extends Error {}

/** `backups/<UTC time>.sqlite` (or `.dump` on PostgreSQL) in `backupsDir`. */
export function defaultBackupFile(
  location: DatabaseLocation,
  backupsDir: string,
  now = new Date(),
): string {
  // No colons: the name stays valid on every file system an operator may copy it to.
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return join(backupsDir, `${stamp}.${location.databaseUrl ? 'dump' : 'sqlite'}`);
}

/** Writes a backup of `location` into `file` (written whole or not at all). */
export async function backupDatabase(
  location: DatabaseLocation,
  file: string,
): Promise<BackupDone> {
  const started = performance.now();
  mkdirSync(dirname(file), { recursive: true });
  // Written beside under another name, then renamed: a backup cut short never looks finished.
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    if (location.databaseUrl) await dumpPostgres(location.databaseUrl, partial);
    else await copySqlite(sqliteFile(location.dataDir), partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, bytes: statSync(file).size, ms: performance.now() - started };
}

async function copySqlite(source: string, target: string): Promise<void> {
  if (!existsSync(source)) throw new Error(`No database at ${source} (DATA_DIR).`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    // After its first step, every remaining page in one step: one read transaction, so writes
    // by the game in between never restart the copy, and in WAL mode never wait for it either.
    await db.backup(target, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
}

function dumpPostgres(databaseUrl: string, target: string): Promise<void> {
  return runPostgresProgram('pg_dump', [
    '--format=custom',
    `--file=${target}`,
    `--dbname=${databaseUrl}`,
  ]);
}

/**
 * Replaces the database of `location` with the backup in `file`: refused (RestoreRefused) while
 * another connection uses it; the SQLite copy must pass SQLite's integrity check first.
 */
export async function restoreDatabase(
  location: DatabaseLocation,
  file: string,
): Promise<BackupDone> {
  const started = performance.now();
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  if (location.databaseUrl) await restorePostgres(location.databaseUrl, file);
  else restoreSqlite(file, location.dataDir);
  return { file, bytes: statSync(file).size, ms: performance.now() - started };
}

function restoreSqlite(file: string, dataDir: string): void {
  const target = sqliteFile(dataDir);
  if (existsSync(target)) refuseWhileOpen(target);
  mkdirSync(dataDir, { recursive: true });
  const incoming = `${target}.restoring`;
  copyFileSync(file, incoming);
  try {
    const copy = new SQLite(incoming, { fileMustExist: true });
    try {
      const result: unknown = copy.pragma('integrity_check', { simple: true });
      if (result !== 'ok')
        throw new Error(`${file} fails SQLite's integrity check: ${String(result)}`);
    } finally {
      copy.close();
    }
    // The old file's write-ahead log belongs to the old file: left beside the new one, SQLite
    // would replay it into it.
    for (const leftover of [`${target}-wal`, `${target}-shm`]) rmSync(leftover, { force: true });
    renameSync(incoming, target);
  } finally {
    rmSync(incoming, { force: true });
  }
}

/**
 * Every connection to a WAL database holds a shared lock on it while open, and leaving WAL mode
 * needs the file to itself: it fails at once (SQLITE_BUSY) while a server, an audit or any other
 * program has the file open. Succeeding, it leaves the file closed and its WAL folded in.
 */
function refuseWhileOpen(target: string): void {
  const db = new SQLite(target, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('journal_mode = DELETE');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new RestoreRefused(
        `${target} is in use by a running server (or another program): stop the server, then restore again.`,
      );
    }
    throw error;
  } finally {
    db.close();
  }
}

async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const others = await client.query<{ connections: number }>(
      `select count(*)::int as connections from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const connections = others.rows[0]?.connections ?? 0;
    if (connections > 0) {
      throw new RestoreRefused(
        `The database of DATABASE_URL has ${connections} other connection(s): stop every game server using it, then restore again.`,
      );
    }
  } finally {
    await client.end();
  }
  // One transaction: a restore that fails half-way leaves the database as it was.
  await runPostgresProgram('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

/**
 * Runs a PostgreSQL client program (without blocking the game when a test runs it in its
 * process): from PG_BIN when set, else on PATH, else the newest of
 * Debian's server packages (/usr/lib/postgresql/<version>/bin, as scripts/postgres.mjs finds them).
 */
async function runPostgresProgram(program: string, args: string[]): Promise<void> {
  const child = spawn(postgresProgram(program), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`${program} failed:\n${output}`);
}

export function postgresProgram(program: string): string {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, program);
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (executable(join(dir, program))) return join(dir, program);
  }
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => executable(join(base, version, 'bin', program)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] === undefined) {
    throw new Error(
      `${program} not found: install Debian's PostgreSQL client (apt-get install postgresql-client) or set PG_BIN.`,
    );
  }
  return join(base, versions[0], 'bin', program);
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where npm was run from: relative paths on the command line are read from there. */
export function commandDir(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

/** `file` as the operator reads it: relative to `commandDir()` when inside it, else absolute. */
export function shownPath(file: string): string {
  const path = relative(commandDir(), file);
  return path && !path.startsWith('..') && !isAbsolute(path) ? path : resolve(file);
}

/** `1.4 MB`, `820 kB`, `512 B`. */
export function sizeText(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} kB`;
  return `${bytes} B`;
}

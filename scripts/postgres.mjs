// A private PostgreSQL server run from the installed server programs, for the tests
// (with-postgres.mjs, thrown away after the run) and the local cluster (start-cluster.mjs, kept
// in data/cluster). PG_BIN picks the programs; by default the newest
// /usr/lib/postgresql/<version>/bin. PostgreSQL refuses to run as root: as root, the server runs
// as PG_OS_USER (default `postgres`, the account Debian's package creates).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const SUPERUSER = 'postgres';

export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL server programs not found: install them (apt-get install postgresql) or set PG_BIN.',
    );
  }
  return join(base, versions[0], 'bin');
}

/** The account the server runs as when this process is root; null otherwise. */
function serverAccount() {
  if (process.getuid?.() !== 0) return null;
  const name = process.env.PG_OS_USER ?? 'postgres';
  const id = (flag) => Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid === 0) {
    throw new Error(
      `Running as root needs an unprivileged account for PostgreSQL: no user ${name}.`,
    );
  }
  return { name, uid, gid: id('-g') };
}

/**
 * The server of the cluster in `dir` (its data in `dir/data`, its socket in `dir`): `init`
 * creates the cluster, `start` runs it with `settings`, `stop` ends it.
 */
export function postgresServer(dir) {
  const bin = postgresBin();
  const account = serverAccount();
  const dataDir = join(dir, 'data');
  const run = (program, args, options = {}) => {
    const path = join(bin, program);
    return account
      ? spawnSync('runuser', ['-u', account.name, '--', path, ...args], options)
      : spawnSync(path, args, options);
  };
  const runOrThrow = (program, args) => {
    const result = run(program, args, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${program} failed:\n${result.stdout}${result.stderr}`);
  };
  return {
    dataDir,
    initialized: () => existsSync(join(dataDir, 'PG_VERSION')),
    init() {
      if (account) chownSync(dir, account.uid, account.gid);
      runOrThrow('initdb', [
        '-D',
        dataDir,
        '-U',
        SUPERUSER,
        '--auth=trust',
        '--encoding=UTF8',
        '--no-locale',
        '--no-sync',
      ]);
    },
    /** `settings`: `-c name=value` pairs; the socket always goes in `dir`. */
    start(settings = []) {
      const options = [`-c unix_socket_directories=${dir}`, ...settings].join(' ');
      runOrThrow('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        join(dir, 'server.log'),
        '-o',
        options,
        '-w',
        'start',
      ]);
    },
    stop(mode = 'fast') {
      run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop'], { stdio: 'ignore' });
    },
    /** Runs SQL as the superuser through psql (creating a database, say). */
    psql(sql, port) {
      const result = run(
        'psql',
        [
          '-h',
          dir,
          ...(port ? ['-p', String(port)] : []),
          '-U',
          SUPERUSER,
          '-d',
          'postgres',
          '-c',
          sql,
        ],
        { encoding: 'utf8' },
      );
      return result.status === 0;
    },
    /** The URL of `database` on this server (over its socket). */
    url(database = 'postgres', port) {
      const query = `host=${encodeURIComponent(dir)}${port ? `&port=${port}` : ''}`;
      return `postgres://${SUPERUSER}@localhost/${database}?${query}`;
    },
  };
}

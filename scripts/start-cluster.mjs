#!/usr/bin/env node
// `npm run start:cluster`: the game as a community that outgrew one machine runs it, on one
// machine: PostgreSQL (a private cluster in data/cluster/postgres, kept between runs), Redis
// (data/cluster/redis), INSTANCES game servers (default 2) sharing both, nginx in front of them
// on :8080 (HTTP) and :8188 (chat socket) from deploy/nginx/cluster.conf.template, and the remotes
// on their own origins as with `npm start`.
//
// CLUSTER_AFFINITY=0 makes nginx spread every call over the instances (by default it keeps a
// player on one instance while it is up, an optimisation only).
// With DATABASE_URL and/or REDIS_URL set, the instances use those (managed services) and no
// local PostgreSQL or Redis is started. SKIP_REMOTES=1 serves no remotes (an empty /remotes.json;
// the bench measures the instances alone); REMOTE_PORT_OFFSET moves the remotes' ports. Instance
// i serves its metrics on 9464 + i (INSTANCE_METRICS_PORT_BASE). The README's "Running a cluster"
// says more.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApps, processes, ROOT, serveRemotes } from './composition.mjs';
import { postgresServer } from './postgres.mjs';

const instances = Number(process.env.INSTANCES ?? 2);
const httpPort = Number(process.env.PORT ?? 8080);
const chatPort = Number(process.env.CHAT_PORT ?? 8188);
const redisPort = Number(process.env.REDIS_PORT ?? 6390);
const nodeEnv = process.env.NODE_ENV ?? 'production';
const publicHost = process.env.PUBLIC_HOST ?? 'localhost';
const dataDir = process.env.DATA_DIR ?? join(ROOT, 'data', 'cluster');
const DATABASE = 'idle_rpg';
/** Instance i listens on these (behind nginx only). */
const instancePort = (i) => Number(process.env.INSTANCE_PORT_BASE ?? 8100) + i;
const instanceChatPort = (i) => Number(process.env.INSTANCE_CHAT_PORT_BASE ?? 8200) + i;
/** Instance i's Prometheus metrics (GET /metrics), on this machine only: 9465, 9466, ... */
const instanceMetricsPort = (i) => Number(process.env.INSTANCE_METRICS_PORT_BASE ?? 9464) + i;

if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('INSTANCES must be a whole number from 1 to 16.');
  process.exit(2);
}

function nginxPath() {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(path, ['-v']).status === 0) return path;
  }
  console.error('nginx not found: apt-get install nginx-light (or nginx).');
  process.exit(2);
}

buildApps();
mkdirSync(dataDir, { recursive: true });
const running = processes();

// PostgreSQL: a private server kept in the data folder, unless DATABASE_URL points elsewhere.
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  const postgresDir = join(dataDir, 'postgres');
  mkdirSync(postgresDir, { recursive: true });
  const postgres = postgresServer(postgresDir);
  if (!postgres.initialized()) postgres.init();
  postgres.start([`-c listen_addresses=''`, '-c max_connections=200']);
  running.onStop(() => postgres.stop());
  postgres.psql(`create database ${DATABASE}`); // fails harmlessly when it exists
  databaseUrl = postgres.url(DATABASE);
}

// Redis, unless REDIS_URL points elsewhere.
let redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  const redisDir = join(dataDir, 'redis');
  mkdirSync(redisDir, { recursive: true });
  running.run('redis', 'redis-server', [
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--dir',
    redisDir,
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  redisUrl = `redis://127.0.0.1:${redisPort}`;
}

const remotesFile = join(dataDir, 'remotes.json');
const skipRemotes = process.env.SKIP_REMOTES === '1';
if (skipRemotes) writeFileSync(remotesFile, '[]');
const deployed = skipRemotes ? [] : serveRemotes(running, remotesFile, publicHost);

// Every instance signs captcha challenges alike: a challenge from one is solved on another.
const captchaSecret = process.env.CAPTCHA_SECRET ?? randomBytes(32).toString('hex');
const started = [];
for (let i = 1; i <= instances; i += 1) {
  const server = running.tsx(`game server ${i}`, ['server/src/main.ts'], {
    NODE_ENV: nodeEnv,
    PORT: String(instancePort(i)),
    CHAT_PORT: String(instanceChatPort(i)),
    METRICS_PORT: String(instanceMetricsPort(i)),
    PUBLIC_CHAT_PORT: String(chatPort),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    TRUST_PROXY: '1',
    CAPTCHA_SECRET: captchaSecret,
    DATA_DIR: dataDir,
    REMOTES_FILE: remotesFile,
    SHELL_DIR: join(ROOT, 'shell', 'dist'),
  });
  started.push({
    port: instancePort(i),
    chatPort: instanceChatPort(i),
    metricsPort: instanceMetricsPort(i),
    pid: server.pid,
  });
}
// What runs where, for operators and the browser tests that stop an instance.
writeFileSync(join(dataDir, 'instances.json'), JSON.stringify(started, null, 2));

/** Resolves once every instance is ready (nginx would otherwise mark them down at first). */
async function instancesReady() {
  const deadline = Date.now() + 60_000;
  for (const { port } of started) {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`game server on :${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
await instancesReady();

// nginx in front, from the template in the repository (its log: <data>/nginx/error.log).
const runDir = join(dataDir, 'nginx');
mkdirSync(runDir, { recursive: true });
const servers = (portOf) =>
  Array.from(
    { length: instances },
    (_, index) => `    server 127.0.0.1:${portOf(index + 1)} max_fails=1 fail_timeout=10s;`,
  ).join('\n');
const config = readFileSync(join(ROOT, 'deploy', 'nginx', 'cluster.conf.template'), 'utf8')
  .replaceAll('{{HTTP_PORT}}', String(httpPort))
  .replaceAll('{{CHAT_PORT}}', String(chatPort))
  .replaceAll('{{RUN_DIR}}', runDir)
  .replaceAll(
    '{{AFFINITY}}',
    process.env.CLUSTER_AFFINITY === '0' ? '' : '    hash $cookie_idle_session consistent;',
  )
  .replaceAll('{{GAME_SERVERS}}', servers(instancePort))
  .replaceAll('{{CHAT_SERVERS}}', servers(instanceChatPort));
const configFile = join(runDir, 'nginx.conf');
writeFileSync(configFile, config);
running.run('nginx', nginxPath(), [
  '-c',
  configFile,
  '-p',
  runDir,
  '-e',
  join(runDir, 'error.log'),
]);

console.log(
  `\nThe game: http://${publicHost}:${httpPort}  (${instances} instances on PostgreSQL and Redis behind nginx; remotes: ${deployed.map((r) => `${r.folder} :${r.port}`).join(', ') || 'none built'})\n`,
);
running.stopOnSignals();

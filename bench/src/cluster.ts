/**
 * Battle ticks on PostgreSQL: `npm run start:cluster` (scripts/start-cluster.mjs) with two game
 * server instances, a private PostgreSQL, Redis and nginx in front, all on free loopback ports in
 * a temporary folder. Measured twice a round, with the SQLite run's players, duration, warm-up
 * and rounds: one instance (the load sent to instance 1's own port, nginx bypassed, instance 2
 * running idle), then two instances (the load sent to nginx, which spreads every call over both,
 * with no stickiness). Around each measurement, the CPU seconds of every part of the cluster
 * (each instance, PostgreSQL's processes, nginx, Redis), of the load generator and of the whole
 * machine, to say what limits the figure on these 2 cores.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { machineBusySeconds, processInfo, processTable, processTree, type ProcessCpu } from './cpu';
import * as fmt from './format';
import { runLoad, type LoadResult } from './load';
import {
  HOST,
  freeConsecutivePorts,
  freePort,
  startTsx,
  stopProcesses,
  waitUntilAnswering,
  type Started,
} from './processes';
import {
  isBattleTick,
  preparePlayers,
  registerPlayers,
  sanityTick,
  serverTotals,
  type Player,
} from './players';

const INSTANCES = 2;

/** Why the cluster cannot run on this machine (what is missing), or null when it can. */
export function clusterUnavailable(): string | null {
  const missing: string[] = [];
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    missing.push('redis-server (apt-get install redis-server)');
  }
  if (!['/usr/sbin/nginx', '/usr/bin/nginx'].some((path) => spawnSync(path, ['-v']).status === 0)) {
    missing.push('nginx (apt-get install nginx-light)');
  }
  const postgresRoot = '/usr/lib/postgresql';
  const postgresFound = process.env.PG_BIN
    ? existsSync(join(process.env.PG_BIN, 'initdb'))
    : existsSync(postgresRoot) &&
      readdirSync(postgresRoot).some((version) =>
        existsSync(join(postgresRoot, version, 'bin', 'initdb')),
      );
  if (!postgresFound) missing.push('the PostgreSQL server (apt-get install postgresql)');
  else if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    missing.push('the postgres account PostgreSQL runs as under root');
  }
  return missing.length ? `not installed: ${missing.join(', ')}` : null;
}

interface Cluster {
  launcher: Started;
  proxyOrigin: string;
  instanceOrigins: string[];
  instancePids: number[];
  postmasterPid: number;
  log: string;
}

async function startCluster(dir: string, env: NodeJS.ProcessEnv): Promise<Cluster> {
  // PostgreSQL runs as the postgres account under root: it must reach its folder.
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const httpPort = await freePort();
  const chatPort = await freePort();
  const redisPort = await freePort();
  // Instance i listens on base + i: the start script numbers them from 1.
  const instancePorts = await freeConsecutivePorts(INSTANCES + 1);
  const instanceChatPorts = await freeConsecutivePorts(INSTANCES + 1);
  const log = join(dir, 'cluster.log');
  const launcher = startTsx(
    'scripts/start-cluster.mjs',
    [],
    {
      ...env,
      INSTANCES: String(INSTANCES),
      PORT: String(httpPort),
      CHAT_PORT: String(chatPort),
      INSTANCE_PORT_BASE: String(instancePorts[0]),
      INSTANCE_CHAT_PORT_BASE: String(instanceChatPorts[0]),
      REDIS_PORT: String(redisPort),
      DATA_DIR: dir,
      PUBLIC_HOST: HOST,
      SKIP_BUILD: '1',
      SKIP_REMOTES: '1',
      NODE_ENV: 'test',
      GAME_DEV_TOOLS: '1',
      ACTION_DELAY_MS: '0',
      LOG: '0',
    },
    log,
  );
  const proxyOrigin = `http://${HOST}:${httpPort}`;
  // nginx starts once every instance answers: answering through it means all is up.
  await waitUntilAnswering(`${proxyOrigin}/remotes.json`, launcher, 90_000);
  const started = JSON.parse(readFileSync(join(dir, 'instances.json'), 'utf8')) as {
    port: number;
    pid: number;
  }[];
  const postmasterPid = Number(
    readFileSync(join(dir, 'postgres', 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  return {
    launcher,
    proxyOrigin,
    instanceOrigins: started.map((instance) => `http://${HOST}:${instance.port}`),
    instancePids: started.map((instance) => instance.pid),
    postmasterPid,
    log,
  };
}

/** The cluster's processes now, by part: `instance 1`, `instance 2`, postgres, nginx, redis. */
function clusterParts(cluster: Cluster, table: Map<number, ProcessCpu>): Map<string, number[]> {
  const parts = new Map<string, number[]>();
  const add = (part: string, pid: number) => parts.set(part, [...(parts.get(part) ?? []), pid]);
  cluster.instancePids.forEach((pid, index) => add(`instance ${index + 1}`, pid));
  for (const process of processTree(table, cluster.launcher.child.pid ?? -1)) {
    if (process.name === 'nginx') add('nginx', process.pid);
    else if (process.name.startsWith('redis-server')) add('redis', process.pid);
  }
  // pg_ctl leaves the server outside the launcher's tree: its backends hang off the postmaster.
  for (const process of processTree(table, cluster.postmasterPid)) add('postgres', process.pid);
  return parts;
}

interface CpuSample {
  table: Map<number, ProcessCpu>;
  machineSeconds: number;
  loadGenerator: NodeJS.CpuUsage;
  at: number;
}

function cpuSample(): CpuSample {
  return {
    table: processTable(),
    machineSeconds: machineBusySeconds(),
    loadGenerator: process.cpuUsage(),
    at: performance.now(),
  };
}

export interface CpuSpent {
  wallSeconds: number;
  /** CPU seconds of each part of the cluster over the window. */
  parts: Map<string, number>;
  loadGeneratorSeconds: number;
  /** Every process of the machine, the parts above and anything else that ran. */
  machineSeconds: number;
}

function cpuSpent(cluster: Cluster, before: CpuSample, after: CpuSample): CpuSpent {
  const parts = new Map<string, number>();
  for (const [part, pids] of clusterParts(cluster, after.table)) {
    let seconds = 0;
    for (const pid of pids) {
      // A process started during the window (a new PostgreSQL backend) counts from zero.
      seconds += (after.table.get(pid)?.cpuSeconds ?? 0) - (before.table.get(pid)?.cpuSeconds ?? 0);
    }
    parts.set(part, seconds);
  }
  const usage = (sample: CpuSample) => sample.loadGenerator.user + sample.loadGenerator.system;
  return {
    wallSeconds: (after.at - before.at) / 1000,
    parts,
    loadGeneratorSeconds: (usage(after) - usage(before)) / 1e6,
    machineSeconds: after.machineSeconds - before.machineSeconds,
  };
}

/**
 * Stops the cluster through its start script (SIGTERM: it stops the instances, nginx, Redis and
 * PostgreSQL). Should the script itself have to be killed, the processes it left are ended by id.
 */
async function stopCluster(cluster: Cluster): Promise<void> {
  const table = processTable();
  const parts = clusterParts(cluster, table);
  const left = [...parts.entries()]
    .flatMap(([part, pids]) => (part === 'postgres' ? [cluster.postmasterPid] : pids))
    .flatMap((pid) => table.get(pid) ?? []);
  await stopProcesses([cluster.launcher.child], 20_000);
  for (const process of left) {
    if (processInfo(process.pid)?.name !== process.name) continue;
    // SIGINT is PostgreSQL's fast shutdown; the others stop on SIGTERM.
    try {
      globalThis.process.kill(process.pid, process.name === 'postgres' ? 'SIGINT' : 'SIGTERM');
    } catch {
      // Gone in the meantime.
    }
  }
}

export type Setup = 'one instance' | 'two instances';

export interface ClusterMeasured {
  setup: Setup;
  result: LoadResult;
  cpu: CpuSpent;
}

export interface ClusterReport {
  measured: ClusterMeasured[];
  /** The players' actions as the server counted them, and the 2xx tick answers (hand-made too). */
  totalActions: number;
  answers2xx: number;
}

export interface ClusterSettings {
  /** An empty folder for the cluster's data (PostgreSQL, Redis, nginx, logs). */
  dir: string;
  /** The environment the start script gets (the bench's, without the server settings it sets). */
  env: NodeJS.ProcessEnv;
  players: number;
  warmupMs: number;
  durationMs: number;
  rounds: number;
  /** What every tick sends besides the cookie, content type and origin (Accept-Encoding). */
  headers: Record<string, string>;
  /** Prints a line of progress. */
  print: (text: string) => void;
}

/** Starts the cluster, registers its players, measures both setups, verifies, stops it. */
export async function measureCluster(settings: ClusterSettings): Promise<ClusterReport> {
  const startBegan = performance.now();
  const cluster = await startCluster(settings.dir, settings.env);
  try {
    settings.print(
      `cluster: ${INSTANCES} instances (${cluster.instanceOrigins.join(', ')}) on PostgreSQL and Redis behind nginx (${
        cluster.proxyOrigin
      }), started in ${fmt.int(performance.now() - startBegan)} ms; data in ${settings.dir}`,
    );
    // Registered straight on instance 1: through nginx every registration would come from
    // nginx's own address (the one hop the instances trust) and meet the 10-a-minute limit.
    const direct = { origin: cluster.instanceOrigins[0] as string };
    const registrationBegan = performance.now();
    const registration = await registerPlayers(direct, 'bench_p', settings.players, 4);
    const players = registration.players;
    await preparePlayers(direct, players, 1_000_000);
    for (const player of players) await sanityTick(direct, player);
    settings.print(
      `registered and set up ${settings.players} players on PostgreSQL in ${fmt.int(
        performance.now() - registrationBegan,
      )} ms (on instance 1, own X-Forwarded-For each): 1,000,000 Autos, area 1 mob 1, one checked tick each`,
    );

    const setups: { setup: Setup; origin: string; name: string }[] = [
      { setup: 'one instance', origin: direct.origin, name: 'PostgreSQL, 1 instance  ' },
      { setup: 'two instances', origin: cluster.proxyOrigin, name: 'PostgreSQL, 2 instances ' },
    ];
    const measured: ClusterMeasured[] = [];
    let answers2xx = players.length;
    for (let round = 1; round <= settings.rounds; round++) {
      for (const { setup, origin, name } of setups) {
        const before = cpuSample();
        const result = await runLoad({
          name,
          origin,
          method: 'POST',
          path: '/php/actions/battle.php',
          body: '',
          connections: players.map((player: Player) => ({
            ...settings.headers,
            cookie: player.cookie,
            'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
            origin,
          })),
          warmupMs: settings.warmupMs,
          durationMs: settings.durationMs,
          checkBody: isBattleTick,
        });
        const after = cpuSample();
        if (
          cluster.launcher.child.exitCode !== null ||
          cluster.launcher.child.signalCode !== null
        ) {
          throw new Error(
            `The cluster stopped during the ${setup} measurement:\n${readFileSync(cluster.log, 'utf8').slice(-4000)}`,
          );
        }
        const cpu = cpuSpent(cluster, before, after);
        measured.push({ setup, result, cpu });
        answers2xx += result.ok2xx + result.warmupOk2xx;
        settings.print(`round ${round} ${name} ${fmt.line(result, 'ticks')}; CPU: ${cpuLine(cpu)}`);
        if (result.firstRefusal) settings.print(`    first refused answer: ${result.firstRefusal}`);
      }
    }
    const totals = await serverTotals(direct, players);
    return { measured, totalActions: totals.totalActions, answers2xx };
  } finally {
    await stopCluster(cluster);
  }
}

/** The parts of a measurement, each in cores (CPU seconds / wall seconds), busiest first. */
function cpuLine(cpu: CpuSpent): string {
  const cores = (seconds: number) => (seconds / cpu.wallSeconds).toFixed(2);
  const parts = [...cpu.parts.entries()].sort(([a], [b]) => a.localeCompare(b));
  return `${parts.map(([part, seconds]) => `${part} ${cores(seconds)}`).join(', ')}, load generator ${cores(
    cpu.loadGeneratorSeconds,
  )} cores; machine ${cores(cpu.machineSeconds)} cores busy`;
}

/** The SQLite single-instance battle figure of the same run, for the ratios. */
export interface SqliteBattle {
  ticksPerSecond: number;
  /** CPU a tick (warm-ups included) of the server, the load generator and the whole machine, us. */
  serverUs: number | null;
  loadGeneratorUs: number;
  machineUs: number;
  /** Machine cores busy during the measurement. */
  machineCores: number;
}

interface SetupCpu {
  ticksPerSecond: number;
  p99Ms: number;
  /** us of CPU a tick, by part (instances, postgres, nginx, redis, load generator, other). */
  perTick: Map<string, number>;
  machineUs: number;
  machineCores: number;
  /** The busiest instance, in cores. */
  busiestInstance: { name: string; cores: number };
}

function setupCpu(entries: ClusterMeasured[]): SetupCpu {
  const requests = entries.reduce(
    (sum, entry) => sum + entry.result.requests + entry.result.warmupRequests,
    0,
  );
  const wall = entries.reduce((sum, entry) => sum + entry.cpu.wallSeconds, 0);
  const seconds = new Map<string, number>();
  const add = (part: string, value: number) => seconds.set(part, (seconds.get(part) ?? 0) + value);
  let machine = 0;
  for (const { cpu } of entries) {
    for (const [part, value] of cpu.parts) add(part, value);
    add('load generator', cpu.loadGeneratorSeconds);
    machine += cpu.machineSeconds;
  }
  const accounted = [...seconds.values()].reduce((sum, value) => sum + value, 0);
  add('other processes', Math.max(0, machine - accounted));
  const instances = [...seconds.entries()].filter(([part]) => part.startsWith('instance '));
  const busiest = instances.sort(([, a], [, b]) => b - a)[0] ?? ['instance 1', 0];
  return {
    ticksPerSecond: fmt.mean(entries.map((entry) => entry.result.perSecond)),
    p99Ms: fmt.mean(entries.map((entry) => entry.result.p99Ms)),
    perTick: new Map([...seconds].map(([part, value]) => [part, (value / requests) * 1e6])),
    machineUs: (machine / requests) * 1e6,
    machineCores: machine / wall,
    busiestInstance: { name: busiest[0], cores: busiest[1] / wall },
  };
}

/**
 * The summary: each setup's figure as a ratio to SQLite, whether every tick was counted, and
 * what limits the figures on this machine, from the CPU each part used.
 */
export function clusterSummary(
  report: ClusterReport,
  sqlite: SqliteBattle | null,
  cores: number,
): string[] {
  const one = setupCpu(report.measured.filter((entry) => entry.setup === 'one instance'));
  const two = setupCpu(report.measured.filter((entry) => entry.setup === 'two instances'));
  const ratio = (setup: SetupCpu) =>
    sqlite
      ? (setup.ticksPerSecond / sqlite.ticksPerSecond).toFixed(2)
      : 'n/a (no SQLite battle figure: BENCH_ONLY left ticks out)';
  const figure = (label: string, setup: SetupCpu) =>
    `battle ticks on PostgreSQL, ${fmt.pad(label, 58)} ${fmt.pad(
      `${fmt.int(setup.ticksPerSecond)}/s`,
      9,
    )} p99 ${fmt.pad(fmt.ms(setup.p99Ms), 9)} (ratio to SQLite ${ratio(setup)})`;
  const refused = report.measured.reduce(
    (sum, entry) => sum + entry.result.non2xx + entry.result.errors + entry.result.sampleFailures,
    0,
  );
  const sampled = report.measured.reduce((sum, entry) => sum + entry.result.sampled, 0);
  const us = (value: number) => `${fmt.int(value)} us`;
  const breakdown = (setup: SetupCpu) =>
    `CPU a tick ${us(setup.machineUs)}: ${[...setup.perTick.entries()]
      .sort(([, a], [, b]) => b - a)
      .map(([part, value]) => `${part} ${fmt.int(value)}`)
      .join(', ')}; machine ${setup.machineCores.toFixed(2)} of ${cores} cores busy`;
  const lines = [
    figure('1 instance (sent to its own port, nginx bypassed):', one),
    figure('2 instances behind nginx (no stickiness):', two),
    `PostgreSQL ticks verified: ${refused} refused or wrong, server counted ${fmt.int(
      report.totalActions,
    )} actions for ${fmt.int(report.answers2xx)} 2xx tick answers (${
      report.totalActions === report.answers2xx ? 'match' : 'MISMATCH'
    }); ${fmt.int(sampled)} sampled answers checked`,
    `what limits it on these ${cores} cores (CPU seconds of each process over the measurements, warm-ups included, divided by the ticks answered):`,
  ];
  if (sqlite) {
    lines.push(
      `  SQLite, 1 instance:      CPU a tick ${us(sqlite.machineUs)}: server ${
        sqlite.serverUs === null ? '?' : fmt.int(sqlite.serverUs)
      }, load generator ${fmt.int(sqlite.loadGeneratorUs)}, other processes ${fmt.int(
        Math.max(0, sqlite.machineUs - (sqlite.serverUs ?? 0) - sqlite.loadGeneratorUs),
      )}; machine ${sqlite.machineCores.toFixed(2)} of ${cores} cores busy`,
    );
  }
  lines.push(`  PostgreSQL, 1 instance:  ${breakdown(one)}`);
  lines.push(`  PostgreSQL, 2 instances: ${breakdown(two)}`);
  lines.push(...limitVerdict(one, two, sqlite, cores).map((text) => `  ${text}`));
  return lines;
}

/** What the measurements say limits the cluster's figures, in words. */
function limitVerdict(
  one: SetupCpu,
  two: SetupCpu,
  sqlite: SqliteBattle | null,
  cores: number,
): string[] {
  const full = (setup: SetupCpu) => setup.machineCores >= 0.9 * cores;
  const part = (setup: SetupCpu, name: string) => fmt.int(setup.perTick.get(name) ?? 0);
  const instancesUs = (setup: SetupCpu) =>
    [...setup.perTick].reduce(
      (sum, [name, value]) => sum + (name.startsWith('instance ') ? value : 0),
      0,
    );
  const verdict: string[] = [];
  if (full(one) && full(two)) {
    verdict.push(
      `limit: the ${cores} cores are full in both (${one.machineCores.toFixed(2)} and ${two.machineCores.toFixed(
        2,
      )} busy), so ticks/s is about ${cores} cores / CPU a tick and no single process is the bound.`,
    );
  } else {
    for (const [label, setup] of [
      ['1 instance', one],
      ['2 instances', two],
    ] as const) {
      if (full(setup)) {
        verdict.push(
          `limit, ${label}: the ${cores} cores are full (${setup.machineCores.toFixed(2)} busy).`,
        );
      } else if (setup.busiestInstance.cores >= 0.9) {
        verdict.push(
          `limit, ${label}: ${setup.busiestInstance.name}'s one JavaScript thread (${setup.busiestInstance.cores.toFixed(
            2,
          )} cores) with the machine at ${setup.machineCores.toFixed(2)} of ${cores}.`,
        );
      } else {
        verdict.push(
          `limit, ${label}: neither the cores (${setup.machineCores.toFixed(2)} of ${cores} busy) nor one process: the ticks wait (PostgreSQL's commits to disk, round trips between the processes).`,
        );
      }
    }
  }
  if (sqlite) {
    verdict.push(
      `A tick on PostgreSQL takes ${fmt.int(one.machineUs)} us of the machine's CPU against ${fmt.int(
        sqlite.machineUs,
      )} us on SQLite (CPU-based ratio ${(sqlite.machineUs / one.machineUs).toFixed(2)}): PostgreSQL's processes ${part(
        one,
        'postgres',
      )} us, the instance ${fmt.int(instancesUs(one))} us where the SQLite server takes ${
        sqlite.serverUs === null ? '?' : fmt.int(sqlite.serverUs)
      } us (the database client's messages instead of a library call), Redis ${part(one, 'redis')} us.`,
    );
  }
  verdict.push(
    `Two instances: ${fmt.int(two.machineUs)} us a tick (nginx ${part(two, 'nginx')} us relaying every call, the instances ${fmt.int(
      instancesUs(two),
    )} us, PostgreSQL ${part(two, 'postgres')} us, Redis ${part(
      two,
      'redis',
    )} us): a second instance brings more work and no core on one machine; it pays off when each instance has cores of its own.`,
  );
  return verdict;
}

/**
 * What the soak's machine does over time, to say why ticks or chat lines are late: every period,
 * the ticks answered in it (how many late, their mean wait after their time), the CPU of each
 * part (each instance, PostgreSQL's processes, nginx, the load generator), the load generator's
 * own event-loop delay, each instance's answer time to `/healthz` (its event-loop delay plus the
 * generator's), the group commit's batches (count, mean size, mean time), the ticks' time inside
 * the server, and what PostgreSQL's active backends waited on (sampled each second).
 */
import { execFile } from 'node:child_process';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { processTable, processTree } from './cpu';
import { type Cluster, postgresProgram } from './cluster';
import * as fmt from './format';
import {
  type Instance,
  instancesOf,
  type MetricSums,
  emptySums,
  sumsBetween,
  metricSums,
} from './instance-metrics';
import { HOST } from './processes';

/** What the probe reads of the soak's tally. */
export interface ProbedTally {
  tickLatencies: number[];
  lateTicks: number;
  chatLatencies: number[];
}

// A lock wait is named with the statement that waits, to tell which rows the ticks contend for.
const WAITS_SQL = `select coalesce(wait_event_type || ':' || wait_event, 'running')
    || case when wait_event_type = 'Lock'
      then ' (' || left(regexp_replace(query, '\\s+', ' ', 'g'), 70) || ')' else '' end, count(*)
  from pg_stat_activity where state = 'active' and backend_type = 'client backend'
  and pid <> pg_backend_pid() group by 1`;

/** What PostgreSQL's active client backends wait on now, counted by wait event. */
function postgresWaits(psql: string, cluster: Cluster): Promise<Map<string, number>> {
  return new Promise((resolve) => {
    execFile(
      psql,
      ['-h', cluster.postgresDir, '-U', 'postgres', '-d', 'postgres', '-At', '-c', WAITS_SQL],
      { encoding: 'utf8' },
      (error, stdout) => {
        const waits = new Map<string, number>();
        if (!error) {
          for (const line of stdout.trim().split('\n')) {
            const [event, count] = line.split('|');
            if (event && count) waits.set(event, Number(count));
          }
        }
        resolve(waits);
      },
    );
  });
}

async function healthTime(instance: Instance): Promise<number> {
  const began = performance.now();
  try {
    await (await fetch(`http://${HOST}:${instance.port}/healthz`)).text();
  } catch {
    return Number.NaN;
  }
  return performance.now() - began;
}

/** CPU seconds so far of each part of the cluster and of this process. */
function cpuByPart(cluster: Cluster): Map<string, number> {
  const table = processTable();
  const parts = new Map<string, number>();
  const add = (part: string, seconds: number) => parts.set(part, (parts.get(part) ?? 0) + seconds);
  cluster.instancePids.forEach((pid, index) =>
    add(`i${index + 1}`, table.get(pid)?.cpuSeconds ?? 0),
  );
  for (const process of processTree(table, cluster.launcher.child.pid ?? -1)) {
    if (process.name === 'nginx') add('nginx', process.cpuSeconds);
  }
  for (const process of processTree(table, cluster.postmasterPid)) add('pg', process.cpuSeconds);
  const own = process.cpuUsage();
  add('bench', (own.user + own.system) / 1e6);
  return parts;
}

export interface SoakProbe {
  stop(): void;
}

/**
 * Prints one line a period from `start`: every `fineMs` until `fineUntilMs` (the cold start),
 * then every `coarseMs`.
 */
export function startSoakProbe(options: {
  cluster: Cluster;
  clusterDir: string;
  tally: ProbedTally;
  start: number;
  fineMs: number;
  fineUntilMs: number;
  coarseMs: number;
  print: (text: string) => void;
}): SoakProbe {
  const { cluster, tally, print } = options;
  const instances = instancesOf(options.clusterDir);
  const psql = postgresProgram('psql');
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let stopped = false;
  let waits = new Map<string, number>();
  let waitSamples = 0;
  let health: number[][] = instances.map(() => []);
  const sampling = setInterval(() => {
    if (psql) {
      void postgresWaits(psql, cluster).then((sample) => {
        waitSamples += 1;
        for (const [event, count] of sample) waits.set(event, (waits.get(event) ?? 0) + count);
      });
    }
    instances.forEach((instance, index) => {
      void healthTime(instance).then((time) => health[index]?.push(time));
    });
  }, 1000);

  let lastAt = options.start;
  let lastTicks = 0;
  let lastLate = 0;
  let lastChat = 0;
  let lastCpu = cpuByPart(cluster);
  let lastSums: MetricSums[] = [];
  void Promise.all(instances.map(metricSums)).then((sums) => (lastSums = sums));

  const report = async () => {
    const now = performance.now();
    const seconds = (now - lastAt) / 1000;
    const latencies = tally.tickLatencies.slice(lastTicks);
    const late = tally.lateTicks - lastLate;
    const chat = tally.chatLatencies.slice(lastChat);
    const cpu = cpuByPart(cluster);
    const sums = await Promise.all(instances.map(metricSums));
    const serverCpu = [...cpu]
      .filter(([part]) => part !== 'bench' && part !== 'nginx')
      .reduce((sum, [part, total]) => sum + total - (lastCpu.get(part) ?? 0), 0);
    const cpuText = [...cpu]
      .map(
        ([part, total]) =>
          `${part} ${fmt.int((100 * (total - (lastCpu.get(part) ?? 0))) / seconds)}%`,
      )
      .join(' ');
    const periods = sums.map((sum, index) => sumsBetween(lastSums[index] ?? emptySums(), sum));
    const batches = periods.map((period) =>
      period.batches > 0
        ? `${fmt.int(period.batches)} x ${(period.batchWorks / period.batches).toFixed(1)} works ${fmt.ms(
            (1000 * period.batchSeconds) / period.batches,
          )}`
        : 'none',
    );
    const tickTimes = periods.map((period) =>
      period.ticks > 0 ? fmt.ms((1000 * period.tickSeconds) / period.ticks) : '-',
    );
    const healthText = health
      .map((times) => (times.length ? fmt.ms(Math.max(...times)) : '-'))
      .join(', ');
    const waitText = [...waits]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([event, count]) => `${event} ${(count / Math.max(1, waitSamples)).toFixed(1)}`)
      .join(', ');
    const mean = latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length);
    print(
      `  probe ${fmt.int((lastAt - options.start) / 1000)}-${fmt.int((now - options.start) / 1000)} s: ticks ${fmt.int(
        latencies.length,
      )} (${fmt.int(late)} late, mean ${fmt.ms(mean)} after their time, max ${fmt.ms(
        latencies.length ? Math.max(...latencies) : 0,
      )}); cpu ${cpuText} (instances and PostgreSQL ${fmt.ms(
        (1000 * serverCpu) / Math.max(1, latencies.length),
      )} a tick); chat ${chat.length} lines, max ${fmt.ms(
        chat.length ? Math.max(...chat) : 0,
      )}; bench loop p99 ${fmt.ms(loop.percentile(99) / 1e6)} max ${fmt.ms(
        loop.max / 1e6,
      )}; /healthz max ${healthText}; batches ${batches.join(' | ')}; tick in server ${tickTimes.join(
        ', ',
      )}; pg active ${waitText || 'none'}`,
    );
    lastAt = now;
    lastTicks += latencies.length;
    lastLate += late;
    lastChat += chat.length;
    lastCpu = cpu;
    lastSums = sums;
    loop.reset();
    waits = new Map();
    waitSamples = 0;
    health = instances.map(() => []);
  };

  const next = () => {
    if (stopped) return;
    const elapsed = performance.now() - options.start;
    const period = elapsed < options.fineUntilMs ? options.fineMs : options.coarseMs;
    timer = setTimeout(() => {
      void report().then(next);
    }, period);
  };
  let timer: NodeJS.Timeout | undefined;
  next();
  return {
    stop() {
      stopped = true;
      clearInterval(sampling);
      clearTimeout(timer);
      loop.disable();
    },
  };
}

/**
 * What a cluster's instances say of themselves: where each listens (the start script's
 * instances.json) and the sums of the metrics the bench follows (its group-commit batches, its
 * ticks), read from each instance's metrics port.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST } from './processes';

export interface Instance {
  port: number;
  metricsPort: number;
}

/** Sums of the metrics the probe follows, over every label. */
export interface MetricSums {
  batches: number;
  batchWorks: number;
  batchSeconds: number;
  ticks: number;
  tickSeconds: number;
}

const FOLLOWED: Record<string, keyof MetricSums> = {
  group_commit_batch_size_count: 'batches',
  group_commit_batch_size_sum: 'batchWorks',
  group_commit_duration_seconds_sum: 'batchSeconds',
  tick_duration_seconds_count: 'ticks',
  tick_duration_seconds_sum: 'tickSeconds',
};

export function emptySums(): MetricSums {
  return { batches: 0, batchWorks: 0, batchSeconds: 0, ticks: 0, tickSeconds: 0 };
}

/** What each metric counted from `before` to `after`. */
export function sumsBetween(before: MetricSums, after: MetricSums): MetricSums {
  return combined(after, before, -1);
}

export function addSums(a: MetricSums, b: MetricSums): MetricSums {
  return combined(a, b, 1);
}

function combined(a: MetricSums, b: MetricSums, sign: 1 | -1): MetricSums {
  const sums = emptySums();
  for (const key of Object.keys(sums) as (keyof MetricSums)[]) sums[key] = a[key] + sign * b[key];
  return sums;
}

/** The instance's metrics in Prometheus's text, or null when it does not answer. */
async function scrape(instance: Instance): Promise<string | null> {
  try {
    return await (await fetch(`http://${HOST}:${instance.metricsPort}/metrics`)).text();
  } catch {
    return null;
  }
}

export async function metricSums(instance: Instance): Promise<MetricSums> {
  const sums = emptySums();
  // An instance that does not answer its metrics shows as idle in this period.
  const text = (await scrape(instance)) ?? '';
  for (const line of text.split('\n')) {
    // The server names its metrics `idle_rpg_<name>`.
    const match = /^(?:idle_rpg_)?([a-z_]+)(?:\{[^}]*\})? ([0-9.e+-]+)$/.exec(line);
    const key = match ? FOLLOWED[match[1] as string] : undefined;
    if (match && key) sums[key] += Number(match[2]);
  }
  return sums;
}

/** The instance's live heap (`heap_live_bytes`: the heap after its last full collection), or null. */
export async function liveHeapBytes(instance: Instance): Promise<number | null> {
  const text = await scrape(instance);
  const value =
    text === null ? undefined : /^(?:idle_rpg_)?heap_live_bytes ([0-9.e+-]+)$/m.exec(text)?.[1];
  return value === undefined ? null : Number(value);
}

/** The instances `npm run start:cluster` started with its data in `clusterDir`. */
export function instancesOf(clusterDir: string): Instance[] {
  return JSON.parse(readFileSync(join(clusterDir, 'instances.json'), 'utf8')) as Instance[];
}

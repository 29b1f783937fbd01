/**
 * The server's Prometheus metrics: one registry, and the helpers every part of the server (a
 * domain included) registers its metrics through, each named `idle_rpg_<name>`. The core never
 * names a domain: a domain defines its metrics in a `<domain>.metrics.ts` of its own, which the
 * code that counts imports, so loading the domain registers them.
 *
 * Counters and histograms are counted where things happen (on hot paths: bound to their labels
 * once, never labelled with a player). A sampled gauge is read at each scrape from what the
 * server holds (its database), so an idle server does no work for it.
 */
import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';
import { PerformanceObserver, constants as performanceConstants } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { Db } from '../db/database';

export const METRIC_PREFIX = 'idle_rpg_';

/** A garbage collection's kind, as the `gc` performance entries give it: a full (mark-compact) one. */
const FULL_GC = performanceConstants.NODE_PERFORMANCE_GC_MAJOR;

const registry = new Registry();

/** What a sampled gauge may read at a scrape. */
export interface ScrapeSources {
  db: Db;
}

type Named<Config> = Omit<Config, 'name' | 'registers'> & { name: string };

export function counter<Label extends string = never>(
  config: Named<CounterConfiguration<Label>>,
): Counter<Label> {
  return new Counter({ ...config, name: METRIC_PREFIX + config.name, registers: [registry] });
}

export function histogram<Label extends string = never>(
  config: Named<HistogramConfiguration<Label>>,
): Histogram<Label> {
  return new Histogram({ ...config, name: METRIC_PREFIX + config.name, registers: [registry] });
}

export function gauge<Label extends string = never>(
  config: Named<GaugeConfiguration<Label>>,
): Gauge<Label> {
  return new Gauge({ ...config, name: METRIC_PREFIX + config.name, registers: [registry] });
}

type Sample<Label extends string> = (
  sources: ScrapeSources,
) => Promise<{ labels: Partial<Record<Label, string>>; value: number }[]>;

const samplers: ((sources: ScrapeSources) => Promise<void>)[] = [];

/** A gauge whose values `sample` reads from the server's sources at every scrape. */
export function sampledGauge<Label extends string = never>(
  config: Named<Omit<GaugeConfiguration<Label>, 'collect'>> & { sample: Sample<Label> },
): Gauge<Label> {
  const { sample, ...rest } = config;
  const metric = gauge<Label>(rest);
  samplers.push(async (sources) => {
    const values = await sample(sources);
    metric.reset();
    for (const { labels, value } of values) metric.set(labels, value);
  });
  return metric;
}

let processMetricsOn = false;

/** prom-client's default metrics (memory, CPU, event-loop lag, handles): once per process. */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  followLiveHeap();
}

/**
 * The JavaScript heap right after each full garbage collection: what the process keeps alive.
 * The heap's size and the process's resident memory follow V8's sizing of its spaces (measured in
 * the bench's soak: the old space's committed size between 49 and 132 MB within a minute of one
 * steady load), so a leak shows here first, as a floor that keeps rising.
 */
function followLiveHeap(): void {
  const liveHeap = gauge({
    name: 'heap_live_bytes',
    help: 'JavaScript heap in use right after the last full garbage collection (what is kept alive).',
  });
  const observer = new PerformanceObserver((list) => {
    // A `gc` entry's detail names its kind (Node's documented shape; not in the entry's type).
    const full = list
      .getEntries()
      .some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === FULL_GC);
    if (full) liveHeap.set(getHeapStatistics().used_heap_size);
  });
  observer.observe({ entryTypes: ['gc'] });
  liveHeap.set(getHeapStatistics().used_heap_size);
}

export const METRICS_CONTENT_TYPE = registry.contentType;

/** Every metric in Prometheus's text format, the sampled gauges read afresh. */
export async function metricsText(sources: ScrapeSources): Promise<string> {
  await Promise.all(samplers.map((sampler) => sampler(sources)));
  return registry.metrics();
}

/** One metric's current values (tests read counters with it). */
export async function metricValues(
  name: string,
): Promise<{ labels: Record<string, string | number>; value: number }[]> {
  const metric = registry.getSingleMetric(METRIC_PREFIX + name);
  if (!metric) throw new Error(`No metric ${METRIC_PREFIX}${name}`);
  return (await metric.get()).values.map(({ labels, value }) => ({
    labels: labels as Record<string, string | number>,
    value,
  }));
}

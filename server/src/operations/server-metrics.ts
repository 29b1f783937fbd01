/**
 * The metrics of the server's own machinery (ticks, HTTP, the group commit, the database, the
 * world lease). Domains define theirs beside their code (`game/market/market.metrics.ts`,
 * `chat/chat.metrics.ts`).
 */
import { databaseConnections } from '../db/database';
import type { BackgroundLogSink } from './background-log';
import { counter, gauge, histogram, sampledGauge } from './metrics';

/** Ticks answered, by action kind and outcome (`answered`, `refused`: a rule said no, `failed`). */
export const ticksTotal = counter<'kind' | 'outcome'>({
  name: 'ticks_total',
  help: 'Action ticks by kind and outcome (answered, refused, failed).',
  labelNames: ['kind', 'outcome'],
});

/** A tick's time from its handler's start to its answer (its group commit included). */
export const tickSeconds = histogram<'kind'>({
  name: 'tick_duration_seconds',
  help: 'Time to answer an action tick, its group commit included, by kind.',
  labelNames: ['kind'],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

export const httpAnswersTotal = counter<'route' | 'method' | 'status'>({
  name: 'http_responses_total',
  help: 'HTTP answers by route (the registered path, not the address asked), method and status.',
  labelNames: ['route', 'method', 'status'],
});

export const httpSeconds = histogram<'route' | 'method'>({
  name: 'http_request_duration_seconds',
  help: 'Time from a request read to its answer sent, by route and method.',
  labelNames: ['route', 'method'],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
});

export const groupCommitBatchSize = histogram({
  name: 'group_commit_batch_size',
  help: 'Works (mostly ticks) sharing one group-commit transaction.',
  buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500],
});

export const groupCommitSeconds = histogram({
  name: 'group_commit_duration_seconds',
  help: 'Time of one group-commit batch, from its first work to its commit.',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
});

/** Failures of work outside a request (operations/background-log.ts), by where they happened. */
export const backgroundErrorsTotal = counter<'where'>({
  name: 'background_errors_total',
  help: 'Failures of work outside a request (world steps, chat frames, the cluster bus), by where.',
  labelNames: ['where'],
});

/** The log's background lines, each error counted in `background_errors_total` as it is written. */
export function countedBackgroundLog(log: BackgroundLogSink): BackgroundLogSink {
  return {
    error(fields, message) {
      backgroundErrorsTotal.inc({ where: fields.where });
      log.error(fields, message);
    },
    warn(fields, message) {
      log.warn(fields, message);
    },
  };
}

/** 1 while this instance runs the world (alone, always; in a cluster, while it holds the lease). */
export const worldLeaseHeld = gauge({
  name: 'world_lease_held',
  help: 'Whether this instance runs the world (holds the world lease in a cluster): 1 or 0.',
});

sampledGauge<'dialect' | 'state'>({
  name: 'db_connections',
  help: 'Database connections: PostgreSQL pool connections open and in use; SQLite: its one connection.',
  labelNames: ['dialect', 'state'],
  sample: ({ db }) => {
    const connections = databaseConnections(db);
    const dialect = connections.dialect;
    return Promise.resolve([
      { labels: { dialect, state: 'open' }, value: connections.open },
      ...(connections.inUse === null
        ? []
        : [{ labels: { dialect, state: 'in_use' }, value: connections.inUse }]),
    ]);
  },
});

/**
 * Liveness and readiness, as Kubernetes probes and proxies use them:
 * - `GET /healthz`: 200 `{"status":"ok"}` while the process answers (restart it when this fails);
 * - `GET /readyz`: 200 `{"status":"ready","checks":{...}}` while this instance should get
 *   traffic: the database answers a query, every migration it knows has run, Redis answers (in
 *   a cluster) and it is not draining; else 503 `{"status":"unready","checks":{...}}` with each
 *   failed check's reason.
 * Neither needs a session or is rate-limited; neither logs a line per call (logging.ts).
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { type Db, pendingMigrations } from '../db/database';
import type { Drain } from './drain';

/** A check that takes longer than this fails: a probe must answer quickly. */
export const READINESS_CHECK_TIMEOUT_MS = 2000;

export interface ReadinessSources {
  db: Db;
  drain: Drain;
  /** In a cluster: the Redis the instances share. */
  redis?: Redis | null;
}

/** `ok`, or why the check failed. */
export type CheckResult = string;

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckResult>;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

async function check(work: () => Promise<CheckResult>): Promise<CheckResult> {
  try {
    return await withTimeout(work(), READINESS_CHECK_TIMEOUT_MS);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export async function readiness(sources: ReadinessSources): Promise<Readiness> {
  const checks: Record<string, Promise<CheckResult>> = {
    draining: Promise.resolve(sources.drain.draining ? 'the instance is shutting down' : 'ok'),
    database: check(async () => {
      await sql`select 1`.execute(sources.db);
      return 'ok';
    }),
    migrations: check(async () => {
      const pending = await pendingMigrations(sources.db);
      return pending.length === 0 ? 'ok' : `not applied: ${pending.join(', ')}`;
    }),
  };
  const redis = sources.redis;
  if (redis) {
    checks.redis = check(async () => {
      await redis.ping();
      return 'ok';
    });
  }
  const results = Object.fromEntries(
    await Promise.all(
      Object.entries(checks).map(async ([name, result]) => [name, await result] as const),
    ),
  );
  return { ready: Object.values(results).every((result) => result === 'ok'), checks: results };
}

export function healthRoutes(app: FastifyInstance, sources: ReadinessSources): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    const { ready, checks } = await readiness(sources);
    reply.header('cache-control', 'no-store');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unready', checks });
  });
}

/**
 * A closed-loop HTTP load generator: one keep-alive undici Client per connection, each sending its
 * next request as soon as the previous answer's body has arrived (no pipelining), for a fixed time.
 * Each connection may carry its own headers (one player's session cookie per connection).
 */
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Client } from 'undici';

/** The answer's text, decoded from the Content-Encoding the server chose. */
export function decode(body: Buffer, encoding: string | string[] | undefined): string {
  switch (Array.isArray(encoding) ? encoding[0] : encoding) {
    case 'br':
      return brotliDecompressSync(body).toString('utf8');
    case 'gzip':
      return gunzipSync(body).toString('utf8');
    case 'deflate':
      return inflateSync(body).toString('utf8');
    default:
      return body.toString('utf8');
  }
}

export interface LoadSpec {
  name: string;
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** One entry per connection: the headers that connection sends. */
  connections: Record<string, string>[];
  warmupMs: number;
  durationMs: number;
  /** Checked on a sample of 2xx answers (every `sampleEvery`-th answer of each connection). */
  checkBody?: (text: string) => boolean;
}

export interface LoadResult {
  name: string;
  /** Answers received in the measured window. */
  requests: number;
  /** 2xx answers in the measured window. */
  ok2xx: number;
  /** Answers and 2xx answers during the warm-up (not in the figures, but they did happen). */
  warmupRequests: number;
  warmupOk2xx: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Status code -> count, for every code that is not 2xx. */
  statuses: Record<number, number>;
  errors: number;
  sampled: number;
  /** How many of the sampled answers came compressed. */
  sampledEncoded: number;
  /** Content-Encoding -> count, among the sampled answers that came compressed. */
  sampledEncodings: Record<string, number>;
  /** Mean size of the sampled 2xx answers once decoded, bytes. */
  sampledMeanBytes: number;
  sampleFailures: number;
  /** The first refused answer's body, to show why. */
  firstRefusal: string | null;
}

const SAMPLE_EVERY = 50;

export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

interface Tally {
  latencies: number[];
  /** Sampled answers that came compressed (Content-Encoding). */
  encoded: number;
  encodings: Record<string, number>;
  sampledBytes: number;
  ok2xx: number;
  non2xx: number;
  statuses: Record<number, number>;
  errors: number;
  sampled: number;
  sampleFailures: number;
  firstRefusal: string | null;
}

async function drive(
  clients: Client[],
  spec: LoadSpec,
  durationMs: number,
  tally: Tally,
): Promise<number> {
  const start = performance.now();
  const deadline = start + durationMs;
  let lastDone = start;
  await Promise.all(
    clients.map(async (client, index) => {
      const headers = spec.connections[index] ?? {};
      let count = 0;
      while (performance.now() < deadline) {
        const sent = performance.now();
        try {
          const response = await client.request({
            method: spec.method,
            path: spec.path,
            headers,
            ...(spec.body === undefined ? {} : { body: spec.body }),
          });
          count += 1;
          const status = response.statusCode;
          const ok = status >= 200 && status < 300;
          const wantText = !ok ? tally.firstRefusal === null : count % SAMPLE_EVERY === 1;
          if (wantText) {
            const raw = Buffer.from(await response.body.arrayBuffer());
            const text = decode(raw, response.headers['content-encoding']);
            const encoding = response.headers['content-encoding'];
            if (encoding) {
              const name = Array.isArray(encoding) ? encoding.join(',') : encoding;
              tally.encoded += 1;
              tally.encodings[name] = (tally.encodings[name] ?? 0) + 1;
            }
            if (!ok) tally.firstRefusal = `${status} ${text.slice(0, 300)}`;
            else if (spec.checkBody) {
              tally.sampled += 1;
              tally.sampledBytes += Buffer.byteLength(text);
              if (!spec.checkBody(text)) {
                tally.sampleFailures += 1;
                tally.firstRefusal ??= `200 but unexpected body: ${text.slice(0, 300)}`;
              }
            }
          } else {
            await response.body.dump();
          }
          const done = performance.now();
          if (done > lastDone) lastDone = done;
          tally.latencies.push(done - sent);
          if (ok) tally.ok2xx += 1;
          else {
            tally.non2xx += 1;
            tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
          }
        } catch {
          // A refused or reset connection: count it, and do not spin if the server is gone.
          tally.errors += 1;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
    }),
  );
  return lastDone - start;
}

function newTally(): Tally {
  return {
    latencies: [],
    encoded: 0,
    encodings: {},
    sampledBytes: 0,
    ok2xx: 0,
    non2xx: 0,
    statuses: {},
    errors: 0,
    sampled: 0,
    sampleFailures: 0,
    firstRefusal: null,
  };
}

/** Warm-up (discarded) then the measured window, on the same open connections. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const clients = spec.connections.map(
    () =>
      new Client(spec.origin, {
        pipelining: 1,
        keepAliveTimeout: 60_000,
        keepAliveMaxTimeout: 600_000,
      }),
  );
  try {
    const warmup = newTally();
    if (spec.warmupMs > 0) await drive(clients, spec, spec.warmupMs, warmup);
    const tally = newTally();
    const elapsedMs = await drive(clients, spec, spec.durationMs, tally);
    const sorted = Float64Array.from(tally.latencies).sort();
    return {
      name: spec.name,
      requests: sorted.length,
      ok2xx: tally.ok2xx,
      warmupRequests: warmup.latencies.length,
      warmupOk2xx: warmup.ok2xx,
      perSecond: sorted.length / (elapsedMs / 1000),
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      non2xx: tally.non2xx,
      statuses: tally.statuses,
      errors: tally.errors,
      sampled: tally.sampled,
      sampledEncoded: tally.encoded,
      sampledEncodings: tally.encodings,
      sampledMeanBytes: tally.sampled ? tally.sampledBytes / tally.sampled : 0,
      sampleFailures: tally.sampleFailures,
      firstRefusal: tally.firstRefusal,
    };
  } finally {
    await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
  }
}

/**
 * Builds the HTTP server: the API under /php/, the shell's production build at /, and the remote
 * registry at /remotes.json. Tests build it in-process and call it with `inject`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { API_BASE, TOO_MANY_ATTEMPTS_TEXT } from '@idle/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { GameContext } from './game/context';
import { checkRegisteredEndpoints, registerTable } from './http/endpoints';
import { installErrorHandler } from './http/errors';
import {
  MAX_HEADER_BYTES,
  answerClientError,
  installRequestGuards,
  trustedProxyHops,
} from './http/guards';
import { installSecurityHeaders } from './http/security-headers';
import { type Drain, createDrain } from './operations/drain';
import { healthRoutes } from './operations/health';
import { installHttpMetrics } from './operations/http-metrics';
import { type LoggerSettings, REQUEST_ID_HEADER, loggerOptions } from './operations/logging';
import { devRoutes } from './routes/dev';
import { HANDLERS, RATE_LIMITS } from './routes/index';
import { paymentRoutes } from './routes/payments';
import { publicApiRoutes } from './game/public-api/public-api.routes';
import { tickRoutes } from './routes/ticks';
import { cacheControlFor } from './serve-remote';

/**
 * Answers smaller than this travel uncompressed: they fit in TCP's first flight (10 segments of
 * 1,460 bytes, less the headers), so compressing them saves no round trip, only bytes, and costs
 * the server 100-300 us of CPU an answer, most of it setting up the stream (measured by the
 * bench's market section; see server/src/game/market/README.md).
 */
const COMPRESS_THRESHOLD_BYTES = 14_000;

export { FOREIGN_ORIGIN_TEXT } from './http/guards';
/** Form bodies larger than this are refused before parsing. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  /** The log (operations/logging.ts); none by default (tests). */
  logger?: LoggerSettings;
  /** Among several instances: rate limits are counted here, cluster-wide; readiness pings it. */
  clusterRedis?: Redis;
  /** Set while the instance shuts down: readiness fails (operations/drain.ts). */
  drain?: Drain;
}

export async function buildApp(
  game: GameContext,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(options.logger ?? null),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedProxyHops(game.config.trustProxy),
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler: answerClientError,
  });
  installErrorHandler(app);
  app.decorateRequest('playerId', 0);
  const drain = options.drain ?? createDrain();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // Draining: a kept-alive connection closes after its answer instead of holding close() up.
    if (drain.draining) reply.header('connection', 'close');
    done();
  });
  installHttpMetrics(app);
  const { remotesFile, shellDir } = game.config;
  const registry = remotesFile === null ? null : watchedFile(remotesFile);
  // First: every answer, refusals included, carries the security headers.
  await installSecurityHeaders(app, game.config, () => registry?.read() ?? null);
  installRequestGuards(app, game.config);
  // Static files and large JSON answers travel compressed (gzip or brotli, as the browser
  // accepts); the threshold applies to answers built in memory, files are streamed and always
  // compressed. Not below the first flight: setting up a compression stream costs more than a
  // whole tick (a ~1.1 KB dungeon tick answer took 560 us compressed, 180 us not) or a market
  // call. The initial data and pages are far larger and still travel compressed.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(rateLimit, {
    global: false,
    ...(options.clusterRedis ? { redis: options.clusterRedis, nameSpace: 'idle-rpg:rate:' } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, error: TOO_MANY_ATTEMPTS_TEXT }),
  });

  healthRoutes(app, {
    db: game.db,
    drain,
    redis: options.clusterRedis ?? null,
  });
  registerTable(app, game, HANDLERS, { rateLimits: RATE_LIMITS });
  tickRoutes(app, game);
  paymentRoutes(app, game);
  publicApiRoutes(app, game);
  if (game.config.devTools) devRoutes(app, game);
  // A call of the table left unregistered fails the start.
  checkRegisteredEndpoints(app);

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    const text = registry?.read() ?? null;
    if (text === null) return reply.code(404).send({ error: 'No remote registry is configured.' });
    return reply.type('application/json').send(text);
  });
  const servesShell = shellDir !== null && existsSync(join(shellDir, 'index.html'));
  if (servesShell) {
    await app.register(fastifyStatic, {
      root: shellDir,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path));
      },
    });
  }
  // Any other page address opens the shell, which routes it in memory (unknown ones to /).
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      servesShell &&
      request.method === 'GET' &&
      !request.url.startsWith(API_BASE) &&
      request.headers.accept?.includes('text/html');
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ error: 'Not found.' });
  });
  return app;
}

/**
 * A file's text, read again only when its size or modification time changes: deployments
 * rewrite the registry while the server runs, and one stat is cheaper than a read per request.
 */
function watchedFile(path: string): { read(): string | null } {
  let seen: { mtimeMs: number; size: number; text: string } | null = null;
  return {
    read() {
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat) return null;
      if (seen?.mtimeMs !== stat.mtimeMs || seen.size !== stat.size) {
        seen = { mtimeMs: stat.mtimeMs, size: stat.size, text: readFileSync(path, 'utf8') };
      }
      return seen.text;
    },
  };
}

/**
 * The server's logs: Fastify's logger (pino), JSON lines on stdout, pretty (`pino-pretty`) in
 * development at a terminal. Every request carries an id, the caller's `X-Request-Id` when it is
 * sane, else a fresh one, echoed in the answer's `X-Request-Id`; once the session is known, its
 * lines carry the player's id. A request ends in one line with its route, status and time, at
 * REQUEST_LOG_LEVEL; `/healthz` and `/readyz` never log a line per call.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The level of the one line each request writes. Debug, not info: measured (2026-11-28, this
 * machine), a line costs 7 us of CPU written to /dev/null and 10.5 us through a pipe (stdout under
 * a supervisor), against 280 to 345 us for a whole battle tick (`npm run bench`): 3 to 3.8% of the
 * tick path, over the 3% we allow. `LOG_LEVEL=debug` turns the lines on.
 */
export const REQUEST_LOG_LEVEL = 'debug' satisfies LogLevel;

export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept when it is short and plain (it is written into every line). */
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** The paths probes call every few seconds: never a line per call. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's user id once their session is checked; 0 before or without one. */
    playerId: number;
  }
}

export interface LoggerSettings {
  level: LogLevel;
  /** Human-readable lines (`pino-pretty`) instead of JSON: development at a terminal only. */
  pretty?: boolean;
  /** Where the JSON lines go (tests read them); stdout by default. */
  stream?: { write(line: string): void };
}

/** Pretty only outside production and only when a person reads the terminal. */
export function wantsPrettyLogs(production: boolean, stdoutIsTerminal: boolean): boolean {
  return !production && stdoutIsTerminal;
}

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The Fastify options of the logger; `null`: no logger (tests that do not read the log). */
export function loggerOptions(
  settings: LoggerSettings | null,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  const base = { genReqId: requestIdOf, requestIdHeader: false as const };
  if (settings === null) return { ...base, logger: false };
  const requestLinesOn = levelEnabled(settings.level, REQUEST_LOG_LEVEL);
  return {
    ...base,
    logController: requestLogController(requestLinesOn),
    logger: {
      level: settings.level,
      ...(settings.stream ? { stream: settings.stream } : {}),
      ...(settings.pretty && !settings.stream
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } } }
        : {}),
    },
  };
}

function levelEnabled(level: LogLevel, asked: LogLevel): boolean {
  return level !== 'silent' && LOG_LEVELS.indexOf(asked) <= LOG_LEVELS.indexOf(level);
}

/** What a request's line says: its id comes from the logger's own binding. */
function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    route: request.routeOptions.url ?? null,
    method: request.method,
    url: request.url,
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 100) / 100,
    ...(request.playerId ? { userId: request.playerId } : {}),
  };
}

/**
 * Fastify's request lines replaced: none when a request arrives, one when it ends (at
 * REQUEST_LOG_LEVEL; errors always), none for the probes.
 */
function requestLogController(requestLinesOn: boolean): LogController {
  class GameLogController extends LogController {
    override incomingRequest(): void {
      // One line per request, written when it ends.
    }

    override requestCompleted(
      error: Error | null | undefined,
      request: FastifyRequest,
      reply: FastifyReply,
    ): void {
      if (error) {
        reply.log.error({ ...requestLine(request, reply), err: error }, 'request failed');
        return;
      }
      if (!requestLinesOn || PROBE_PATHS.has(request.url)) return;
      reply.log[REQUEST_LOG_LEVEL](requestLine(request, reply), 'request');
    }
  }
  return new GameLogController();
}

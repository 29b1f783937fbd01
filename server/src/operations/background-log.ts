/**
 * Where work outside a request reports what went wrong: the world's steps, chat frames, the
 * cluster's bus and lease, the database pool. Once the server's logger exists (main.ts), these
 * are lines of the structured log like a request's (and counted), so log pipelines and the
 * soak's error count see them; before that, and in tests that never set one, they go to the
 * console. It imports nothing: the database and the metrics report through it.
 */

/** The part of pino's logger this needs (Fastify's `app.log` is one). */
export interface BackgroundLogSink {
  error(fields: { err: unknown; where: string }, message: string): void;
  warn(fields: { where: string }, message: string): void;
}

const consoleSink: BackgroundLogSink = {
  error: (fields, message) => {
    console.error(message, fields.err);
  },
  warn: (_fields, message) => {
    console.warn(message);
  },
};

let sink = consoleSink;

/** From now on, background errors are lines of this log. */
export function sendBackgroundLogTo(log: BackgroundLogSink): void {
  sink = log;
}

/** Back to the console (a server closed, a test done). */
export function resetBackgroundLog(): void {
  sink = consoleSink;
}

/** Work outside a request failed at `where` (a short stable name, e.g. `world step`). */
export function backgroundError(where: string, error: unknown, message = `${where} failed`): void {
  sink.error({ err: error, where }, message);
}

/** Something outside a request an operator may want to know, not a failure. */
export function backgroundWarning(where: string, message: string): void {
  sink.warn({ where }, message);
}

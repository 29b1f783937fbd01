/**
 * A graceful stop (SIGTERM, SIGINT): the steps run one after another, each logged, then the
 * process exits 0 (1 when a step failed; the later steps still run). Whatever hangs, the process exits at `deadlineMs` with a line saying which
 * step it was in (exit code 1), so an orchestrator's restart never waits on it for long.
 */

/** Kubernetes waits 30 s by default before killing; systemd 90 s. Ours is well within both. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

export interface ShutdownStep {
  name: string;
  run(): Promise<void> | void;
}

export interface ShutdownLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Shutdown {
  /** Starts the stop (once; later calls wait for the same one). */
  run(reason: string): Promise<void>;
}

export function gracefulShutdown(
  steps: readonly ShutdownStep[],
  {
    log,
    exit = (code) => process.exit(code),
    deadlineMs = SHUTDOWN_DEADLINE_MS,
  }: { log: ShutdownLog; exit?: (code: number) => void; deadlineMs?: number },
): Shutdown {
  let running: Promise<void> | null = null;
  const stop = async (reason: string) => {
    const started = performance.now();
    let current = 'start';
    const deadline = setTimeout(() => {
      log.error(
        { step: current, ms: Math.round(performance.now() - started) },
        `shutdown did not finish within ${deadlineMs} ms: exiting now`,
      );
      exit(1);
    }, deadlineMs);
    deadline.unref();
    log.info({ reason }, 'shutting down');
    let failed = false;
    for (const step of steps) {
      current = step.name;
      const stepStarted = performance.now();
      try {
        await step.run();
        log.info(
          { step: step.name, ms: Math.round(performance.now() - stepStarted) },
          'shutdown step done',
        );
      } catch (error) {
        // The later steps still run: a failed socket close must not keep the database open.
        failed = true;
        log.error({ step: step.name, err: error }, 'shutdown step failed');
      }
    }
    clearTimeout(deadline);
    log.info({ ms: Math.round(performance.now() - started) }, 'shut down');
    exit(failed ? 1 : 0);
  };
  return {
    run(reason) {
      running ??= stop(reason);
      return running;
    },
  };
}

/** How often idle kept-alive connections are closed while the HTTP server closes. */
const IDLE_SWEEP_MS = 100;

/**
 * Closes the HTTP server gracefully: no new connection, the requests in flight answered. Node
 * closes the idle kept-alive connections once, when asked; a connection that answers its last
 * request after that would stay open until its keep-alive time, so they are swept until closed.
 */
export async function closeHttp(app: {
  close(): Promise<void>;
  server: { closeIdleConnections(): void };
}): Promise<void> {
  const sweep = setInterval(() => {
    app.server.closeIdleConnections();
  }, IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

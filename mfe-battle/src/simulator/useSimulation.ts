/**
 * A simulation in a Web Worker, as React state: idle, running (fights done of all), done (the
 * result), failed. A new run ends the one before; leaving the
 * screen ends it too.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SimulationResult, SimulationSetUp, SimulatorMessage } from './simulation';
import { startWorker } from './simulator-worker';

export type SimulationState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; result: SimulationResult }
  | { status: 'failed'; message: string };

export const SIMULATION_FAILED_TEXT = 'The simulation could not run. Please try again.';

export function useSimulation(start: () => Promise<Worker> = startWorker) {
  const [state, setState] = useState<SimulationState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  /** Counts runs, so a worker that starts after a newer run (or after leaving) is ended. */
  const runs = useRef(0);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(
    () => () => {
      runs.current += 1;
      stop();
    },
    [stop],
  );

  /** Shows what the worker says until it answers or fails. */
  const follow = useCallback(
    (running: Worker) => {
      worker.current = running;
      running.onmessage = (event: MessageEvent<SimulatorMessage>) => {
        if (worker.current !== running) return;
        const message = event.data;
        if (message.kind === 'progress') {
          setState({ status: 'running', done: message.done, total: message.total });
          return;
        }
        stop();
        setState(
          message.kind === 'result'
            ? { status: 'done', result: message.result }
            : { status: 'failed', message: SIMULATION_FAILED_TEXT },
        );
      };
      running.onerror = () => {
        if (worker.current !== running) return;
        stop();
        setState({ status: 'failed', message: SIMULATION_FAILED_TEXT });
      };
    },
    [stop],
  );

  const simulate = useCallback(
    (setUp: SimulationSetUp) => {
      stop();
      const run = ++runs.current;
      setState({ status: 'running', done: 0, total: 0 });
      start().then(
        (running) => {
          // A newer run (or leaving the screen) ended this one while its worker started.
          if (run !== runs.current) {
            running.terminate();
            return;
          }
          follow(running);
          running.postMessage(setUp);
        },
        () => {
          if (run === runs.current) setState({ status: 'failed', message: SIMULATION_FAILED_TEXT });
        },
      );
    },
    [start, stop, follow],
  );

  return { state, simulate };
}

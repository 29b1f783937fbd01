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

/** Bundled as a worker by the remote's build (rsbuild.config.ts names this call). */
const simulatorWorker = { start: startWorker };

/** Starts the simulator's worker (tests replace this module). */
export function startSimulatorWorker(): Worker {
  return simulatorWorker.start(new URL('./simulator.worker.ts', import.meta.url));
}

export const SIMULATION_FAILED_TEXT = 'The simulation could not run. Please try again.';

export function useSimulation(start: () => Worker = startSimulatorWorker) {
  const [state, setState] = useState<SimulationState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const simulate = useCallback(
    (setUp: SimulationSetUp) => {
      stop();
      let running: Worker;
      try {
        running = start();
      } catch {
        setState({ status: 'failed', message: SIMULATION_FAILED_TEXT });
        return;
      }
      worker.current = running;
      setState({ status: 'running', done: 0, total: 0 });
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
      running.postMessage(setUp);
    },
    [start, stop],
  );

  return { state, simulate };
}

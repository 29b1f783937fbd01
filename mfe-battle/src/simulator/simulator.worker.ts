/**
 * The combat simulator's Web Worker: thousands of fights and the breakpoint searches run here,
 * off the page's thread, so the game stays responsive while they run.
 */
import { runSimulation, type SimulationSetUp, type SimulatorMessage } from './simulation';

/** The worker's global scope, as far as it is used (the app's types are the window's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SimulationSetUp>) => void) | null;
  postMessage(message: SimulatorMessage): void;
};

scope.onmessage = (event) => {
  try {
    const result = runSimulation(event.data, (done, total) => {
      scope.postMessage({ kind: 'progress', done, total });
    });
    scope.postMessage({ kind: 'result', result });
  } catch (error) {
    scope.postMessage({
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
    });
  }
};

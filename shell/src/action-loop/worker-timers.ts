/**
 * The action loop's timers, kept in a Web Worker: browsers throttle a hidden page's own timers
 * (to once a minute after a while in Chrome), but not a dedicated worker's, so the loop keeps
 * the server's delay while the player looks at another tab. Where no worker can be made, the
 * page's timers stand in.
 */

/** Page to worker: start or cancel timer `id`. Worker to page: the id of a timer that fired. */
export type TimerRequest = { set: number; ms: number } | { clear: number };

/** What the worker needs of its global scope (a test passes a fake). */
export interface TimerWorkerScope {
  postMessage(id: number): void;
  addEventListener(type: 'message', listener: (event: { data: TimerRequest }) => void): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The worker's whole program. It is sent to the worker as its source text, so it must not use
 * anything from outside its own body.
 */
export function timerWorkerMain(scope: TimerWorkerScope): void {
  const pending = new Map<number, unknown>();
  scope.addEventListener('message', ({ data }) => {
    if ('clear' in data) {
      scope.clearTimeout(pending.get(data.clear));
      pending.delete(data.clear);
      return;
    }
    const id = data.set;
    pending.set(
      id,
      scope.setTimeout(() => {
        pending.delete(id);
        scope.postMessage(id);
      }, data.ms),
    );
  });
}

/** What the page needs of a worker (a test passes a fake). */
export interface TimerWorker {
  postMessage(request: TimerRequest): void;
  addEventListener(type: 'message', listener: (event: { data: number }) => void): void;
}

export interface LoopTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The worker built from {@link timerWorkerMain}, or null where workers are not available. */
export function startTimerWorker(): TimerWorker | null {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined') return null;
  try {
    const source = `(${timerWorkerMain.toString()})(self);`;
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    return new Worker(url);
  } catch {
    return null;
  }
}

/** Timers run by `worker`; the page's own timers when there is none. */
export function createLoopTimers(worker: TimerWorker | null): LoopTimers {
  if (!worker) {
    return {
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => {
        window.clearTimeout(handle as number);
      },
    };
  }
  const callbacks = new Map<number, () => void>();
  let lastId = 0;
  worker.addEventListener('message', ({ data: id }) => {
    const callback = callbacks.get(id);
    callbacks.delete(id);
    callback?.();
  });
  return {
    setTimeout(callback, ms) {
      lastId += 1;
      callbacks.set(lastId, callback);
      worker.postMessage({ set: lastId, ms });
      return lastId;
    },
    clearTimeout(handle) {
      if (typeof handle !== 'number' || !callbacks.has(handle)) return;
      callbacks.delete(handle);
      worker.postMessage({ clear: handle });
    },
  };
}

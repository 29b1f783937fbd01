import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoopTimers,
  type TimerRequest,
  type TimerWorker,
  timerWorkerMain,
  type TimerWorkerScope,
} from './worker-timers';

/** A worker scope on the test's (fake) timers, recording what it posts back. */
function fakeScope() {
  const posted: number[] = [];
  let listener: (event: { data: TimerRequest }) => void = () => undefined;
  const scope: TimerWorkerScope = {
    postMessage: (id) => posted.push(id),
    addEventListener: (_type, added) => {
      listener = added;
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => {
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
  };
  return { scope, posted, send: (data: TimerRequest) => listener({ data }) };
}

/** A page-side worker wired to a worker program, messages crossing asynchronously as they do. */
function fakeWorker(start: (scope: TimerWorkerScope) => void): TimerWorker {
  let toPage: (event: { data: number }) => void = () => undefined;
  let toWorker: (event: { data: TimerRequest }) => void = () => undefined;
  start({
    postMessage: (id) => queueMicrotask(() => toPage({ data: id })),
    addEventListener: (_type, listener) => {
      toWorker = listener;
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => {
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
  });
  return {
    postMessage: (request) => queueMicrotask(() => toWorker({ data: request })),
    addEventListener: (_type, listener) => {
      toPage = listener;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the timer worker', () => {
  it('posts back each timer id when its time is up, and never a cleared one', () => {
    const { scope, posted, send } = fakeScope();
    timerWorkerMain(scope);
    send({ set: 1, ms: 500 });
    send({ set: 2, ms: 100 });
    send({ set: 3, ms: 300 });
    send({ clear: 3 });
    vi.advanceTimersByTime(99);
    expect(posted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(posted).toEqual([2]);
    vi.advanceTimersByTime(400);
    expect(posted).toEqual([2, 1]);
  });

  it('runs from its own source text alone (as the worker gets it)', () => {
    const { scope, posted, send } = fakeScope();
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- exactly what the worker runs
    const run = new Function('self', `(${timerWorkerMain.toString()})(self);`) as (
      self: TimerWorkerScope,
    ) => void;
    run(scope);
    send({ set: 7, ms: 2000 });
    vi.advanceTimersByTime(2000);
    expect(posted).toEqual([7]);
  });
});

describe('createLoopTimers', () => {
  it('calls back after the delay through the worker, and not once cleared', async () => {
    const timers = createLoopTimers(fakeWorker(timerWorkerMain));
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('tick'), 6000);
    const cancelled = timers.setTimeout(() => fired.push('cancelled'), 3000);
    timers.clearTimeout(cancelled);
    await vi.advanceTimersByTimeAsync(5999);
    expect(fired).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fired).toEqual(['tick']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fired).toEqual(['tick']);
  });

  it("falls back to the page's timers without a worker", () => {
    const timers = createLoopTimers(null);
    const fired: number[] = [];
    timers.setTimeout(() => fired.push(1), 1000);
    const cancelled = timers.setTimeout(() => fired.push(2), 500);
    timers.clearTimeout(cancelled);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual([1]);
  });
});

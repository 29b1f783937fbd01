import type { ActionType, RefreshAnswer, TickAnswer } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionLoop, type LoopDeps, type StartRequest } from './loop';

interface Fake extends LoopDeps {
  autos: number;
  title: string;
  errors: string[];
  routes: string[];
  ticks: ActionType[];
  applied: TickAnswer[];
  statuses: string[];
  refreshes: number;
  saved: StartRequest | null;
  stoppedOnServer: number;
  refreshAnswers: RefreshAnswer[];
  tickAnswers: (TickAnswer | Error)[];
}

function fakeDeps(): Fake {
  const fake: Fake = {
    autos: 10,
    title: '',
    errors: [],
    routes: [],
    ticks: [],
    applied: [],
    statuses: [],
    refreshes: 0,
    saved: null,
    stoppedOnServer: 0,
    refreshAnswers: [],
    tickAnswers: [],
    refreshAutos: () => {
      fake.refreshes += 1;
      return Promise.resolve(fake.refreshAnswers.shift() ?? '-');
    },
    tick: (action) => {
      fake.ticks.push(action);
      const next = fake.tickAnswers.shift() ?? { delay: 2000, autos: fake.autos - 1 };
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    stopOnServer: () => {
      fake.stoppedOnServer += 1;
      return Promise.resolve(true);
    },
    applyTick: (_action, answer) => {
      fake.applied.push(answer);
      fake.autos = answer.autos;
    },
    currentAutos: () => fake.autos,
    setAutos: (autos) => {
      fake.autos = autos;
    },
    setCaptchaRequired: () => undefined,
    started: () => undefined,
    setStatus: (status) => fake.statuses.push(status),
    showError: (text) => fake.errors.push(text),
    setTitle: (title) => {
      fake.title = title;
    },
    navigate: (route) => fake.routes.push(route),
    saveDefaultAction: (request) => {
      fake.saved = request;
    },
    loadDefaultAction: () => fake.saved,
    actionStopped: () => undefined,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => {
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
  };
  return fake;
}

let deps: Fake;
let loop: ActionLoop;
beforeEach(() => {
  vi.useFakeTimers();
  deps = fakeDeps();
  loop = new ActionLoop(deps);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ActionLoop', () => {
  it('refreshes first, shows the screen, then ticks at the delay the server gives', async () => {
    deps.tickAnswers = [
      { delay: 6000, autos: 9 },
      { delay: 6000, autos: 8 },
    ];
    loop.start({ action: 'battling' });
    expect(deps.routes).toEqual(['/battle']);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.refreshes).toBe(1);
    expect(deps.ticks).toHaveLength(1);
    expect(deps.title).toBe('[9]');
    await vi.advanceTimersByTimeAsync(5999);
    expect(deps.ticks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.ticks).toHaveLength(2);
    expect(deps.title).toBe('[8]');
  });

  it('stores the default action for battling and gathering but not for event actions', () => {
    loop.start({ action: 'mining' });
    expect(deps.saved).toEqual({ action: 'mining' });
    loop.start({ action: 'bossBattle' });
    expect(deps.saved).toEqual({ action: 'mining' });
  });

  it('waits with [AUTOS EXPIRED], retrying the refresh every 1000 ms until Autos return', async () => {
    deps.autos = 0;
    deps.refreshAnswers = [
      { autos: 0, captcha: true },
      { autos: 0, captcha: true },
      { autos: 150 },
    ];
    loop.start({ action: 'battling' });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.title).toBe('[AUTOS EXPIRED]');
    expect(deps.ticks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(999);
    expect(deps.refreshes).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.refreshes).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.refreshes).toBe(3);
    expect(deps.ticks).toHaveLength(1);
    expect(deps.title).toBe('[149]');
  });

  it('goes back to refreshing when a tick spends the last Auto', async () => {
    deps.tickAnswers = [{ delay: 2000, autos: 0 }];
    deps.refreshAnswers = ['-', { autos: 0, captcha: true }];
    loop.start({ action: 'battling' });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.title).toBe('[AUTOS EXPIRED]');
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.refreshes).toBe(2);
    expect(deps.ticks).toHaveLength(1);
  });

  it('retries a failed tick after 2000 ms, silently', async () => {
    deps.tickAnswers = [new Error('offline'), { delay: 2000, autos: 9 }];
    loop.start({ action: 'battling' });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.ticks).toHaveLength(1);
    expect(deps.errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(deps.ticks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.ticks).toHaveLength(2);
    expect(deps.applied).toHaveLength(1);
  });

  it('uses 2000 ms when the answer gives no delay', async () => {
    deps.tickAnswers = [{ autos: 9 } as TickAnswer];
    loop.start({ action: 'battling' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(deps.ticks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.ticks).toHaveLength(2);
  });

  it('shows stopAction as an error and stops; with startDefaultAction it starts the default', async () => {
    loop.start({ action: 'mining' });
    await vi.advanceTimersByTimeAsync(0);
    deps.tickAnswers = [
      {
        delay: 2000,
        autos: 5,
        stopAction: { msg: 'The event has ended.', startDefaultAction: true },
      },
    ];
    loop.start({ action: 'bossBattle' });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.errors).toEqual(['The event has ended.']);
    expect(loop.action).toBe('mining');
    expect(deps.routes.at(-1)).toBe('/gathering');
  });

  it('stops on the server and locally, and a late answer changes nothing', async () => {
    let resolveTick: (answer: TickAnswer) => void = () => undefined;
    deps.tick = (action) => {
      deps.ticks.push(action);
      return new Promise((resolve) => {
        resolveTick = resolve;
      });
    };
    loop.start({ action: 'battling' });
    await vi.advanceTimersByTimeAsync(0);
    await loop.stop();
    resolveTick({ delay: 2000, autos: 1 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.stoppedOnServer).toBe(1);
    expect(deps.applied).toHaveLength(0);
    expect(deps.ticks).toHaveLength(1);
    expect(loop.action).toBeNull();
  });
});

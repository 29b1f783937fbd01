import { RetryLaterError } from '@idle/api-client';
import type { ActionType, BattleTracker, RefreshAnswer, TickAnswer } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionLoop, type LoopDeps, type StartRequest } from './loop';

interface Fake extends LoopDeps {
  autos: number;
  title: string;
  errors: string[];
  news: string[];
  routes: string[];
  ticks: ActionType[];
  /** The fields each tick posted. */
  tickBodies: Record<string, unknown>[];
  applied: TickAnswer[];
  statuses: string[];
  refreshes: number;
  saved: StartRequest | null;
  stoppedOnServer: number;
  refreshAnswers: RefreshAnswer[];
  tickAnswers: (TickAnswer | Error)[];
  /** When each tick was sent (fake clock). */
  tickTimes: number[];
  resumedWith: { request: StartRequest; tracker: BattleTracker }[];
}

function fakeDeps(): Fake {
  const fake: Fake = {
    autos: 10,
    title: '',
    errors: [],
    news: [],
    routes: [],
    ticks: [],
    tickBodies: [],
    applied: [],
    statuses: [],
    refreshes: 0,
    saved: null,
    stoppedOnServer: 0,
    refreshAnswers: [],
    tickAnswers: [],
    tickTimes: [],
    resumedWith: [],
    refreshAutos: () => {
      fake.refreshes += 1;
      return Promise.resolve(fake.refreshAnswers.shift() ?? '-');
    },
    tick: (action, body) => {
      fake.ticks.push(action);
      fake.tickBodies.push(body);
      fake.tickTimes.push(Date.now());
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
    resumed: (request, tracker) => fake.resumedWith.push({ request, tracker }),
    setStatus: (status) => fake.statuses.push(status),
    showError: (text) => fake.errors.push(text),
    showNews: (text) => fake.news.push(text),
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
    now: () => Date.now(),
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

  it('shows the clan battle screens and posts the clan mob id with every tick', async () => {
    deps.tickAnswers = [
      { delay: 2000, autos: 9 },
      { delay: 2000, autos: 8 },
    ];
    loop.start({ action: 'clanMobBattle', body: { id: 9 } });
    expect(deps.routes).toEqual(['/clan_mob_battle']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(deps.ticks).toEqual(['clanMobBattle', 'clanMobBattle']);
    expect(deps.tickBodies).toEqual([{ id: 9 }, { id: 9 }]);
    loop.start({ action: 'clanBossBattle' });
    expect(deps.routes).toEqual(['/clan_mob_battle', '/clan_boss_battle']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(deps.ticks.at(-1)).toBe('clanBossBattle');
    expect(deps.tickBodies.at(-1)).toEqual({});
    // Clan battles end when their mobs or boss do: neither becomes the default action.
    expect(deps.saved).toBeNull();
  });

  it('shows the labyrinth screen, keeps it off the default action, and applies its labEnd', async () => {
    deps.tickAnswers = [{ delay: 2000, autos: 9, labEnd: true }];
    loop.start({ action: 'labyrinth' });
    expect(deps.routes).toEqual(['/labyrinth']);
    expect(deps.saved).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.ticks).toEqual(['labyrinth']);
    expect(deps.applied).toEqual([{ delay: 2000, autos: 9, labEnd: true }]);
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
    // The mining tick's delay still runs: the boss's first tick waits for it.
    await vi.advanceTimersByTimeAsync(2000);
    expect(deps.errors).toEqual(['The event has ended.']);
    expect(loop.action).toBe('mining');
    expect(deps.routes.at(-1)).toBe('/gathering');
  });

  it("shows a finished action's stop as news, not an error, and stops", async () => {
    deps.tickAnswers = [
      {
        delay: 2000,
        autos: 5,
        labEnd: true,
        stopAction: {
          msg: 'Your labyrinth run is over: your reward chest awaits.',
          finished: true,
        },
      },
    ];
    loop.start({ action: 'labyrinth' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.news).toEqual(['Your labyrinth run is over: your reward chest awaits.']);
    expect(deps.errors).toEqual([]);
    expect(deps.ticks).toHaveLength(1);
    expect(loop.action).toBeNull();
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

  it('keeps the action running when the server refuses the stop, and sends no tick meanwhile', async () => {
    let refuseStop: (error: Error) => void = () => undefined;
    const stopped: (ActionType | null)[] = [];
    deps.actionStopped = (action) => stopped.push(action);
    deps.stopOnServer = () => {
      deps.stoppedOnServer += 1;
      return new Promise((_resolve, reject) => {
        refuseStop = reject;
      });
    };
    loop.start({ action: 'battling' });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.ticks).toHaveLength(1);
    const stopping = loop.stop();
    // The next tick comes due while the server has not answered: it is held, not sent.
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.ticks).toHaveLength(1);
    expect(loop.action).toBe('battling');
    refuseStop(new Error('Server is down.'));
    await stopping;
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.ticks).toHaveLength(2);
    expect(loop.action).toBe('battling');
    expect(stopped).toEqual([]);
    expect(deps.statuses.at(-1)).toBe('running');
    await vi.advanceTimersByTimeAsync(2000);
    expect(deps.ticks).toHaveLength(3);
  });

  it('stops only once the server confirmed, and a second Stop meanwhile calls the server once', async () => {
    let confirmStop: () => void = () => undefined;
    const stopped: (ActionType | null)[] = [];
    deps.actionStopped = (action) => stopped.push(action);
    deps.stopOnServer = () => {
      deps.stoppedOnServer += 1;
      return new Promise((resolve) => {
        confirmStop = () => resolve(true);
      });
    };
    loop.start({ action: 'mining' });
    await vi.advanceTimersByTimeAsync(0);
    const first = loop.stop();
    const second = loop.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(loop.action).toBe('mining');
    expect(stopped).toEqual([]);
    confirmStop();
    await Promise.all([first, second]);
    expect(deps.stoppedOnServer).toBe(1);
    expect(loop.action).toBeNull();
    expect(stopped).toEqual(['mining']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.ticks).toHaveLength(1);
  });

  it('a new action started while a stop is pending keeps running whatever the stop answers', async () => {
    let confirmStop: () => void = () => undefined;
    deps.stopOnServer = () =>
      new Promise((resolve) => {
        confirmStop = () => resolve(true);
      });
    loop.start({ action: 'mining' });
    await vi.advanceTimersByTimeAsync(0);
    const stopping = loop.stop();
    loop.start({ action: 'woodcutting' });
    confirmStop();
    await stopping;
    await vi.advanceTimersByTimeAsync(2000);
    expect(loop.action).toBe('woodcutting');
    expect(deps.ticks).toEqual(['mining', 'woodcutting']);
  });

  it('waits the rest of the previous delay when the action changes, and sends no early tick', async () => {
    deps.tickAnswers = [
      { delay: 6000, autos: 9 },
      { delay: 6000, autos: 8 },
    ];
    const begin = Date.now();
    loop.start({ action: 'mining' });
    await vi.advanceTimersByTimeAsync(1500);
    loop.start({ action: 'woodcutting' });
    await vi.advanceTimersByTimeAsync(4499);
    expect(deps.ticks).toEqual(['mining']);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.ticks).toEqual(['mining', 'woodcutting']);
    expect(deps.tickTimes.map((time) => time - begin)).toEqual([0, 6000]);
    expect(deps.errors).toEqual([]);
  });

  it('sends a tick refused as early again after the retryIn it was given, silently', async () => {
    deps.tickAnswers = [
      new RetryLaterError('Your action is not ready yet.', 1200),
      { delay: 6000, autos: 9 },
    ];
    const begin = Date.now();
    loop.start({ action: 'woodcutting' });
    await vi.advanceTimersByTimeAsync(1199);
    expect(deps.ticks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.tickTimes.map((time) => time - begin)).toEqual([0, 1200]);
    expect(deps.applied).toHaveLength(1);
    expect(deps.errors).toEqual([]);
  });

  it('a late answer of the previous run holds back the next run until its delay is over', async () => {
    let answerFirst: (answer: TickAnswer) => void = () => undefined;
    deps.tick = (action) => {
      deps.ticks.push(action);
      deps.tickTimes.push(Date.now());
      if (deps.ticks.length === 1) {
        return new Promise((resolve) => {
          answerFirst = resolve;
        });
      }
      return Promise.resolve({ delay: 6000, autos: 8 });
    };
    const begin = Date.now();
    loop.start({ action: 'mining' });
    await vi.advanceTimersByTimeAsync(100);
    // The first tick is still on its way when the player picks another action; the server
    // answers it (taking its timer) while the new run is refreshing.
    deps.refreshAutos = () => {
      answerFirst({ delay: 6000, autos: 9 });
      return Promise.resolve('-');
    };
    loop.start({ action: 'woodcutting' });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.ticks).toEqual(['mining']);
    await vi.advanceTimersByTimeAsync(6000);
    expect(deps.ticks).toEqual(['mining', 'woodcutting']);
    expect(deps.tickTimes.map((time) => time - begin)).toEqual([0, 6100]);
  });

  it('resumes the action the server keeps, at its timer, without changing the screen', async () => {
    const tracker = { actions: 12, wins: 11, losses: 1, gold: 340 };
    loop.resumeFrom({ action: 'mining', body: {}, nextTickIn: 3000, tracker }, false);
    expect(loop.action).toBe('mining');
    expect(deps.resumedWith).toEqual([{ request: { action: 'mining', body: {} }, tracker }]);
    expect(deps.routes).toEqual([]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(deps.refreshes).toBe(1);
    expect(deps.ticks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.ticks).toEqual(['mining']);
  });

  it('resumes on the action screen after a login, and does nothing when no action runs', async () => {
    loop.resumeFrom(null, true);
    expect(loop.action).toBeNull();
    expect(deps.refreshes).toBe(0);
    const tracker = { actions: 0, wins: 0, losses: 0, gold: 0 };
    loop.resumeFrom({ action: 'battling', body: {}, nextTickIn: 0, tracker }, true);
    expect(deps.routes).toEqual(['/battle']);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.ticks).toEqual(['battling']);
    // Resuming is no new choice: the default action stays as it was.
    expect(deps.saved).toBeNull();
  });
});

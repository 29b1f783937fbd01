import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $chatLines,
  $log,
  applyChatSocketMessage,
  applyInitialData,
  applyTick,
  learnServerTime,
  resetChat,
  resetServerClock,
  resetState,
  serverNow,
} from './index';
import { makeInitialData } from './testing/fixtures';

const BROWSER_NOW = Date.UTC(2026, 10, 21, 12);
const FOUR_HOURS = 4 * 3600 * 1000;

beforeEach(() => {
  vi.useFakeTimers({ now: BROWSER_NOW });
});

afterEach(() => {
  resetState();
  resetChat();
  vi.useRealTimers();
});

describe('the server clock', () => {
  it("is the browser's clock until the server says otherwise", () => {
    expect(serverNow()).toBe(BROWSER_NOW);
  });

  it("learns the offset from the start-up data's serverTime and keeps it as time passes", () => {
    applyInitialData({ ...makeInitialData(), serverTime: BROWSER_NOW + FOUR_HOURS });
    expect(serverNow()).toBe(BROWSER_NOW + FOUR_HOURS);
    vi.advanceTimersByTime(90_000);
    expect(serverNow()).toBe(BROWSER_NOW + FOUR_HOURS + 90_000);
  });

  it('takes the server to have answered half-way through the request', () => {
    // Sent at BROWSER_NOW - 400 ms, received at BROWSER_NOW: the server answered at -200 ms.
    learnServerTime(BROWSER_NOW - FOUR_HOURS, BROWSER_NOW, BROWSER_NOW - 400);
    expect(serverNow()).toBe(BROWSER_NOW - FOUR_HOURS + 200);
  });

  it('ignores a time that is not a number, and is forgotten on logout', () => {
    learnServerTime(BROWSER_NOW + FOUR_HOURS);
    learnServerTime(Number.NaN);
    expect(serverNow()).toBe(BROWSER_NOW + FOUR_HOURS);
    resetState();
    expect(serverNow()).toBe(BROWSER_NOW);
    learnServerTime(BROWSER_NOW + 1);
    resetServerClock();
    expect(serverNow()).toBe(BROWSER_NOW);
  });

  it("stamps the client's own log entries and chat notices with the server's time", () => {
    applyInitialData({ ...makeInitialData(), serverTime: BROWSER_NOW - FOUR_HOURS });
    applyTick('battling', {
      delay: 2000,
      autos: 10,
      log: [{ type: 'msg', msg: 'You found a chest.' }],
    });
    expect($log.get()[0]?.tstamp).toBe(BROWSER_NOW - FOUR_HOURS);
    applyChatSocketMessage({ type: 'notification', data: 'A boss has appeared.' });
    expect($chatLines.get().at(-1)?.time).toBe(BROWSER_NOW - FOUR_HOURS);
  });
});

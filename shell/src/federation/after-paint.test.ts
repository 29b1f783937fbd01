import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_TIMEOUT_MS, afterNextPaint } from './after-paint';

let frames: FrameRequestCallback[] = [];
let idles: IdleRequestCallback[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  idles = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    idles.push(callback);
    return idles.length;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Whether `promise` has settled once pending microtasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

const idleDeadline = { didTimeout: false, timeRemaining: () => 10 } as IdleDeadline;

describe('afterNextPaint', () => {
  it('resolves after the next frame has been painted and the browser is idle', async () => {
    const waiting = afterNextPaint();
    expect(await settled(waiting)).toBe(false);
    frames.shift()?.(0);
    // The frame's paint comes after its callback: nothing yet, then the idle moment is asked for.
    expect(idles).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(idles).toHaveLength(1);
    expect(await settled(waiting)).toBe(false);
    idles.shift()?.(idleDeadline);
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves after the paint where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const waiting = afterNextPaint();
    frames.shift()?.(0);
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves anyway when no frame comes (a tab in the background)', async () => {
    const waiting = afterNextPaint();
    await vi.advanceTimersByTimeAsync(AFTER_PAINT_TIMEOUT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});

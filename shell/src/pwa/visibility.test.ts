import { VISIBLE_TAB_TTL_MS } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVisibilityReports } from './visibility';

let state: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  state = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setVisibility(next: DocumentVisibilityState) {
  state = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('startVisibilityReports', () => {
  it('reports at once, on each change, and again while visible before the server forgets it', () => {
    const reports: [string, boolean][] = [];
    const stop = startVisibilityReports((tab, visible) => {
      reports.push([tab, visible]);
      return Promise.resolve();
    });
    expect(reports.map(([, visible]) => visible)).toEqual([true]);
    vi.advanceTimersByTime(VISIBLE_TAB_TTL_MS / 3);
    expect(reports.map(([, visible]) => visible)).toEqual([true, true]);
    setVisibility('hidden');
    // Hidden: no repeats, the server's copy expires.
    vi.advanceTimersByTime(VISIBLE_TAB_TTL_MS);
    expect(reports.map(([, visible]) => visible)).toEqual([true, true, false]);
    setVisibility('visible');
    window.dispatchEvent(new Event('pagehide'));
    expect(reports.map(([, visible]) => visible)).toEqual([true, true, false, true, false]);
    // One tab id throughout, as the server's schema wants it.
    const tabs = new Set(reports.map(([tab]) => tab));
    expect(tabs.size).toBe(1);
    expect([...tabs][0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    stop();
    setVisibility('hidden');
    vi.advanceTimersByTime(VISIBLE_TAB_TTL_MS);
    expect(reports).toHaveLength(5);
  });

  it('keeps going when a report fails', async () => {
    const report = vi.fn(() => Promise.reject(new Error('offline')));
    const stop = startVisibilityReports(report);
    await Promise.resolve();
    vi.advanceTimersByTime(VISIBLE_TAB_TTL_MS / 3);
    expect(report).toHaveBeenCalledTimes(2);
    stop();
  });
});

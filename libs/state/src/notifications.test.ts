import { TIMINGS } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $notifications,
  clearNotifications,
  dismissNotification,
  notify,
  setNotificationTimer,
} from './index';

interface Scheduled {
  callback: () => void;
  ms: number;
  cleared: boolean;
}

let scheduled: Scheduled[] = [];

beforeEach(() => {
  scheduled = [];
  setNotificationTimer({
    set(callback, ms) {
      const entry = { callback, ms, cleared: false };
      scheduled.push(entry);
      return entry;
    },
    clear(handle) {
      (handle as Scheduled).cleared = true;
    },
  });
  clearNotifications();
});

afterEach(() => {
  setNotificationTimer(null);
});

describe('notifications', () => {
  it('adds notifications with distinct ids, oldest first', () => {
    const first = notify('error', 'Server is down.');
    const second = notify('success', 'Item purchased.');
    expect(first).not.toBe(second);
    expect($notifications.get()).toEqual([
      { id: first, kind: 'error', text: 'Server is down.' },
      { id: second, kind: 'success', text: 'Item purchased.' },
    ]);
  });

  it(`closes each one after ${TIMINGS.NOTIFICATION_AUTO_CLOSE} ms`, () => {
    const id = notify('info', 'hello');
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.ms).toBe(TIMINGS.NOTIFICATION_AUTO_CLOSE);
    scheduled[0]?.callback();
    expect($notifications.get().some((entry) => entry.id === id)).toBe(false);
  });

  it('cancels the timer when dismissed by hand', () => {
    const id = notify('info', 'hello');
    dismissNotification(id);
    expect($notifications.get()).toEqual([]);
    expect(scheduled[0]?.cleared).toBe(true);
    dismissNotification(id);
    expect($notifications.get()).toEqual([]);
  });

  it('works with the real setTimeout', () => {
    setNotificationTimer(null);
    vi.useFakeTimers();
    try {
      notify('info', 'hello');
      vi.advanceTimersByTime(TIMINGS.NOTIFICATION_AUTO_CLOSE - 1);
      expect($notifications.get()).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect($notifications.get()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears every notification and its timer', () => {
    notify('info', 'a');
    notify('info', 'b');
    clearNotifications();
    expect($notifications.get()).toEqual([]);
    expect(scheduled.every((entry) => entry.cleared)).toBe(true);
  });
});

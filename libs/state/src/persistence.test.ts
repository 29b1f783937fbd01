import { DEVICE_LOG_MAX_ENTRIES } from '@idle/game-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_PREFERENCE_PREFIX, decodeBooleanRecord, devicePreference } from './persistence';

let counter = 0;
/** A key no other test used: preferences are one atom per key. */
function freshKey(): string {
  counter += 1;
  return `test${counter}`;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('devicePreference', () => {
  it('uses the prefix idle:', () => {
    expect(DEVICE_PREFERENCE_PREFIX).toBe('idle:');
  });

  it('starts from the fallback and writes changes as JSON under idle:<key>', () => {
    const key = freshKey();
    const $pref = devicePreference(key, { size: 1 });
    expect($pref.get()).toEqual({ size: 1 });
    $pref.set({ size: 3 });
    expect(localStorage.getItem(`idle:${key}`)).toBe('{"size":3}');
  });

  it('reads a stored value', () => {
    const key = freshKey();
    localStorage.setItem(`idle:${key}`, '[1,2]');
    expect(devicePreference<number[]>(key, []).get()).toEqual([1, 2]);
  });

  it('falls back on corrupt JSON', () => {
    const key = freshKey();
    localStorage.setItem(`idle:${key}`, '{not json');
    expect(devicePreference(key, 'fallback').get()).toBe('fallback');
  });

  it('falls back when the decoder refuses the stored value', () => {
    const key = freshKey();
    localStorage.setItem(`idle:${key}`, '"a string"');
    expect(devicePreference(key, {}, { decode: decodeBooleanRecord }).get()).toEqual({});
  });

  it('returns one atom per key', () => {
    const key = freshKey();
    expect(devicePreference(key, 1)).toBe(devicePreference(key, 2));
  });

  it('keeps working when storage throws on read and write', () => {
    const key = freshKey();
    const getItem = vi.fn(() => {
      throw new Error('SecurityError');
    });
    const setItem = vi.fn(() => {
      throw new Error('QuotaExceededError');
    });
    vi.stubGlobal('localStorage', { getItem, setItem });
    const $pref = devicePreference(key, 5);
    expect($pref.get()).toBe(5);
    expect(() => {
      $pref.set(6);
    }).not.toThrow();
    expect($pref.get()).toBe(6);
    expect(getItem).toHaveBeenCalledWith(`idle:${key}`);
    expect(setItem).toHaveBeenCalledWith(`idle:${key}`, '6');
  });

  it('follows a change made in another tab', () => {
    const key = freshKey();
    const $pref = devicePreference(key, 0);
    window.dispatchEvent(new StorageEvent('storage', { key: `idle:${key}`, newValue: '42' }));
    expect($pref.get()).toBe(42);
    window.dispatchEvent(new StorageEvent('storage', { key: `idle:${key}`, newValue: null }));
    expect($pref.get()).toBe(0);
  });
});

describe('decodeBooleanRecord', () => {
  it('keeps boolean entries only', () => {
    expect(decodeBooleanRecord({ a: true, b: 'yes', c: false })).toEqual({ a: true, c: false });
    expect(decodeBooleanRecord([true])).toBeUndefined();
    expect(decodeBooleanRecord(null)).toBeUndefined();
  });
});

describe('the stored preferences at start', () => {
  it('loads panels, default action, trackers and log from storage, tolerating bad entries', async () => {
    localStorage.clear();
    localStorage.setItem('idle:panels', JSON.stringify({ skills: true, land: 'no' }));
    localStorage.setItem(
      'idle:defaultAction',
      JSON.stringify({ type: 'mining', body: { area: 2 } }),
    );
    localStorage.setItem('idle:trackers', '{broken');
    const stored = Array.from({ length: DEVICE_LOG_MAX_ENTRIES + 5 }, (_, index) => ({
      type: 'msg',
      tstamp: index,
      data: String(index),
    }));
    localStorage.setItem('idle:log', JSON.stringify([{ type: 'bogus' }, ...stored]));
    vi.resetModules();
    const state = await import('./index');
    expect(state.$panels.get()).toEqual({ skills: true });
    expect(state.$defaultAction.get()).toEqual({ type: 'mining', body: { area: 2 } });
    expect(state.$trackers.get()).toEqual({});
    expect(state.$log.get()).toHaveLength(DEVICE_LOG_MAX_ENTRIES);
    expect(state.$log.get()[0]).toEqual({ type: 'msg', tstamp: 0, data: '0' });
  });

  it('refuses a default action that is not a default action type', async () => {
    localStorage.setItem('idle:defaultAction', JSON.stringify({ type: 'alchemy', body: null }));
    vi.resetModules();
    const state = await import('./index');
    expect(state.$defaultAction.get()).toBeNull();
  });
});

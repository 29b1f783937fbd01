/** Filling and emptying the shared stores of @idle/state for a test or a story. */
import type { InitialData } from '@idle/contracts';
import {
  $defaultAction,
  $panels,
  $trackers,
  applyInitialData,
  DEVICE_PREFERENCE_PREFIX,
  resetState,
} from '@idle/state';
import { sampleInitialData } from './initial-data';

/** Fills every store as the shell does after `_load_initial_data.php`; returns the data used. */
export function loadState(data: InitialData = sampleInitialData()): InitialData {
  applyInitialData(data);
  return data;
}

/**
 * Empties the game state (`resetState`: stores, action, last ticks, captcha, notifications,
 * device log) and the device preferences (collapsed panels, default action, trackers), and
 * removes every `idle:` key from localStorage. Other localStorage keys (e.g. Storybook's own)
 * stay.
 */
export function resetAll(): void {
  resetState();
  $panels.set({});
  $defaultAction.set(null);
  $trackers.set({});
  const storage = (globalThis as { localStorage?: Storage }).localStorage;
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(DEVICE_PREFERENCE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

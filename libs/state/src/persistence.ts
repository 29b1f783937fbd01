/**
 * Per-device preferences (DESIGN, "The client"): nanostores atoms backed by localStorage, every
 * key under one prefix. Reading tolerates a missing, unreadable or corrupt entry (the fallback is
 * used) and a page or runtime without localStorage at all (the value then lives in memory only).
 */
import { atom } from 'nanostores';
import type { WritableAtom } from 'nanostores';

/** Every per-device key starts with this. */
export const DEVICE_PREFERENCE_PREFIX = 'idle:';

export interface DevicePreferenceOptions<Value> {
  /**
   * Checks the parsed JSON and returns the value, or `undefined` when it does not fit (the
   * fallback is used then). Without it, any parsed JSON is accepted.
   */
  decode?: (stored: unknown) => Value | undefined;
}

const preferences = new Map<string, WritableAtom<unknown>>();

function deviceStorage(): Storage | null {
  try {
    // Throws in some sandboxed frames; undefined in Node.
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null;
  }
}

function decodeText<Value>(
  text: string | null,
  fallback: Value,
  decode: ((stored: unknown) => Value | undefined) | undefined,
): Value {
  if (text === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!decode) return parsed as Value;
    return decode(parsed) ?? fallback;
  } catch {
    return fallback;
  }
}

function readStored(storageKey: string): string | null {
  try {
    return deviceStorage()?.getItem(storageKey) ?? null;
  } catch {
    return null;
  }
}

function writeStored(storageKey: string, value: unknown): void {
  try {
    deviceStorage()?.setItem(storageKey, JSON.stringify(value));
  } catch {
    // Full or forbidden storage: the preference still works for this page.
  }
}

/**
 * The atom of the per-device preference `key`, stored as JSON under `idle:<key>`. Setting the atom
 * writes the storage; a change made in another tab updates it. One atom exists per key: asking
 * again for the same key returns the same atom (the first call's fallback and decoder stay).
 */
export function devicePreference<Value>(
  key: string,
  fallback: Value,
  options: DevicePreferenceOptions<Value> = {},
): WritableAtom<Value> {
  const known = preferences.get(key);
  if (known) return known as WritableAtom<Value>;

  const storageKey = DEVICE_PREFERENCE_PREFIX + key;
  const $preference = atom<Value>(decodeText(readStored(storageKey), fallback, options.decode));
  let fromOtherTab = false;
  $preference.listen((value) => {
    if (!fromOtherTab) writeStored(storageKey, value);
  });
  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    window.addEventListener('storage', (event) => {
      if (event.key !== storageKey && event.key !== null) return;
      fromOtherTab = true;
      try {
        $preference.set(decodeText(event.newValue ?? null, fallback, options.decode));
      } finally {
        fromOtherTab = false;
      }
    });
  }
  preferences.set(key, $preference);
  return $preference;
}

/** A decoder for `Record<string, boolean>` preferences: drops the entries that are not booleans. */
export function decodeBooleanRecord(stored: unknown): Record<string, boolean> | undefined {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined;
  const record: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (typeof value === 'boolean') record[key] = value;
  }
  return record;
}

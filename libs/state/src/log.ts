/** The device log (spec 000 sections 3 and 9): newest first, capped, kept in localStorage. */
import type { ItemAmount } from '@idle/contracts';
import { DEVICE_LOG_MAX_ENTRIES, LOG_ENTRY_TYPES } from '@idle/game-rules';
import type { LogEntryType } from '@idle/game-rules';
import { devicePreference } from './persistence';

/**
 * One entry of the device log. `tstamp` is in milliseconds since the epoch. `data` is the
 * message text for `msg` and `rmsg` entries and `{ id, amount }` for `item` entries (an item
 * received: a drop, a chest's item, a boss reward).
 */
export interface DeviceLogEntry {
  type: LogEntryType;
  tstamp: number;
  data: unknown;
}

export function isLogEntryType(type: unknown): type is LogEntryType {
  return (LOG_ENTRY_TYPES as readonly unknown[]).includes(type);
}

function isDeviceLogEntry(value: unknown): value is DeviceLogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return isLogEntryType(entry.type) && typeof entry.tstamp === 'number' && 'data' in entry;
}

/** Keeps the well-formed entries of a stored log, at most DEVICE_LOG_MAX_ENTRIES. */
export function decodeLog(stored: unknown): readonly DeviceLogEntry[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  return stored.filter(isDeviceLogEntry).slice(0, DEVICE_LOG_MAX_ENTRIES);
}

/**
 * `entries` (oldest first, as they happened) put in front of `log` (newest first), capped at
 * DEVICE_LOG_MAX_ENTRIES. Returns `log` itself when there is nothing to add.
 */
export function prependToLog(
  log: readonly DeviceLogEntry[],
  entries: readonly DeviceLogEntry[],
): readonly DeviceLogEntry[] {
  if (entries.length === 0) return log;
  return [...[...entries].reverse(), ...log].slice(0, DEVICE_LOG_MAX_ENTRIES);
}

/** One `item` entry per item received (a drop, a chest's content, a boss's reward), in order. */
export function itemEntries(items: readonly ItemAmount[], now: number): DeviceLogEntry[] {
  return items.map(({ id, amount }) => ({ type: 'item', tstamp: now, data: { id, amount } }));
}

/** The device log, newest first, under `idle:log`. */
export const $log = devicePreference<readonly DeviceLogEntry[]>('log', [], { decode: decodeLog });

/** Adds entries (oldest first) to the device log. */
export function addToLog(entries: readonly DeviceLogEntry[]): void {
  $log.set(prependToLog($log.get(), entries));
}

export function clearLog(): void {
  if ($log.get().length > 0) $log.set([]);
}

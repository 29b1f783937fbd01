/** Device log entries of every type, for the Log panel's tests and stories (oldest first). */
import type { DeviceLogEntry } from '@idle/state';

/** 2024-03-05 14:07:09 local time plus `seconds`. */
export function sampleTime(seconds = 0): number {
  return new Date(2024, 2, 5, 14, 7, 9 + seconds).getTime();
}

/** One entry of each type, oldest first (as addToLog takes them). */
export function sampleDeviceLog(): DeviceLogEntry[] {
  return [
    { type: 'msg', tstamp: sampleTime(0), data: 'You entered [item:cellar_key] territory.' },
    { type: 'item', tstamp: sampleTime(1), data: { id: 'rat_tail', amount: 1250 } },
    { type: 'rmsg', tstamp: sampleTime(2), data: 'Rare drop! You found [item:ember_core].' },
    { type: 'jewel', tstamp: sampleTime(3), data: 'You crafted a [jewel:2:5].' },
    { type: 'trinket', tstamp: sampleTime(4), data: 'You found a [trinket:6:1].' },
  ];
}

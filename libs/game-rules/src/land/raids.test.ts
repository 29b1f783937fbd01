import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  NO_RAID_TEXT,
  RAID_STARTED_TEXT,
  STANDARD_RAIDS,
  type StandardRaidKey,
  canStartRaid,
  isScoutedRaid,
  raidState,
} from './raids';

describe('standard raids', () => {
  it('last 2.5, 8 and 24 hours', () => {
    expect(STANDARD_RAIDS.storage_container.durationMinutes).toBe(150);
    expect(STANDARD_RAIDS.warehouse.durationMinutes).toBe(480);
    expect(STANDARD_RAIDS.large_warehouse.durationMinutes).toBe(1440);
  });
  it('need Camp, Village and Small Town', () => {
    expect(canStartRaid(0, 'storage_container')).toBe(false);
    expect(canStartRaid(1, 'storage_container')).toBe(true);
    expect(canStartRaid(2, 'warehouse')).toBe(false);
    expect(canStartRaid(3, 'warehouse')).toBe(true);
    expect(canStartRaid(4, 'large_warehouse')).toBe(false);
    expect(canStartRaid(5, 'large_warehouse')).toBe(true);
    expect(canStartRaid(16, 'large_warehouse')).toBe(true);
  });
  it('rejects unknown raids and impossible levels', () => {
    expect(() => canStartRaid(3, 'castle' as StandardRaidKey)).toThrow(
      'standard raid must be one of storage_container, warehouse, large_warehouse',
    );
    expect(() => canStartRaid(17, 'warehouse')).toThrow(RuleInputError);
    expect(() => canStartRaid(-1, 'warehouse')).toThrow(RuleInputError);
  });
});

describe('isScoutedRaid', () => {
  it('is true from id 101', () => {
    expect(isScoutedRaid(1)).toBe(false);
    expect(isScoutedRaid(100)).toBe(false);
    expect(isScoutedRaid(101)).toBe(true);
    expect(isScoutedRaid(250)).toBe(true);
  });
  it('rejects ids that are not positive whole numbers', () => {
    expect(() => isScoutedRaid(0)).toThrow('raid id must be at least 1');
    expect(() => isScoutedRaid(101.5)).toThrow(RuleInputError);
  });
});

describe('raidState', () => {
  it('reads none, in progress and returned', () => {
    expect(raidState(null)).toBe('none');
    expect(raidState(undefined)).toBe('none');
    expect(raidState({ timer: 3600 })).toBe('in_progress');
    expect(raidState({ timer: 0 })).toBe('in_progress');
    expect(raidState({})).toBe('returned');
    expect(raidState({ timer: null })).toBe('returned');
  });
  it('rejects a timer that is not a time', () => {
    expect(() => raidState({ timer: -5 })).toThrow('raid timer must be at least 0');
    expect(() => raidState({ timer: Number.NaN })).toThrow(RuleInputError);
  });
  it('has the screen texts', () => {
    expect(NO_RAID_TEXT).toBe('You are not currently on a raid.');
    expect(RAID_STARTED_TEXT).toBe('Your raid has started.');
  });
});

import type { LandPanelData } from '@idle/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { $land, applyInitialData, applySocketMessage, readRaidMessage, resetState } from './index';
import { makeInitialData } from './testing/fixtures';

const VILLAGE: LandPanelData = {
  levelName: 'Village',
  raid: { name: 'Warehouse', rarity: 2, timer: 600 },
};

beforeEach(() => {
  resetState();
});

describe('$land', () => {
  it('is filled from the initial data and emptied on logout', () => {
    applyInitialData({ ...makeInitialData(), land: VILLAGE });
    expect($land.get()).toEqual(VILLAGE);
    resetState();
    expect($land.get()).toBeNull();
  });

  it('is null for a player without a plot', () => {
    applyInitialData(makeInitialData());
    expect($land.get()).toBeNull();
  });
});

describe('readRaidMessage', () => {
  it('reads a raid under way, a returned raid and a cleared raid', () => {
    expect(readRaidMessage({ name: 'Warehouse', rarity: 2, timer: 30 })).toEqual({
      name: 'Warehouse',
      rarity: 2,
      timer: 30,
    });
    expect(readRaidMessage({ name: 'Warehouse', rarity: 2 })).toEqual({
      name: 'Warehouse',
      rarity: 2,
    });
    expect(readRaidMessage(null)).toBeNull();
  });

  it('refuses malformed data', () => {
    expect(readRaidMessage({ name: 'Warehouse', rarity: 2, timer: -1 })).toBeUndefined();
    expect(readRaidMessage({ name: 3, rarity: 2 })).toBeUndefined();
    expect(readRaidMessage({ name: 'Warehouse' })).toBeUndefined();
    expect(readRaidMessage([])).toBeUndefined();
    expect(readRaidMessage(undefined)).toBeUndefined();
  });
});

describe('the raid socket message', () => {
  it("says the raid returned in the Land panel's store", () => {
    applyInitialData({ ...makeInitialData(), land: VILLAGE });
    expect(applySocketMessage({ type: 'raid', data: { name: 'Warehouse', rarity: 2 } })).toBe(true);
    expect($land.get()).toEqual({ levelName: 'Village', raid: { name: 'Warehouse', rarity: 2 } });
    expect(applySocketMessage({ type: 'raid', data: null })).toBe(true);
    expect($land.get()).toEqual({ levelName: 'Village', raid: null });
  });

  it('changes nothing without a plot or with malformed data', () => {
    applyInitialData(makeInitialData());
    expect(applySocketMessage({ type: 'raid', data: { name: 'Warehouse', rarity: 2 } })).toBe(
      false,
    );
    expect($land.get()).toBeNull();
    applyInitialData({ ...makeInitialData(), land: VILLAGE });
    expect(applySocketMessage({ type: 'raid', data: { name: 'Warehouse', rarity: 'rare' } })).toBe(
      false,
    );
    expect($land.get()).toEqual(VILLAGE);
  });
});

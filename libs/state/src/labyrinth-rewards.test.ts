import { beforeEach, describe, expect, it } from 'vitest';
import { $labyrinthRewards, applyInitialData, applyTick, resetState } from './index';
import { makeInitialData } from './testing/fixtures';

const NOW = 1_700_000_000_000;

beforeEach(() => {
  resetState();
});

describe('$labyrinthRewards', () => {
  it('is null without a chest in the initial data', () => {
    applyInitialData(makeInitialData());
    expect($labyrinthRewards.get()).toBeNull();
  });

  it('is filled from the initial data and emptied to null on logout', () => {
    applyInitialData({ ...makeInitialData(), labyrinthRewards: [] });
    expect($labyrinthRewards.get()).toEqual([]);
    resetState();
    expect($labyrinthRewards.get()).toBeNull();
  });

  it('becomes an unopened chest ([]) when a tick answers labEnd', () => {
    applyInitialData(makeInitialData());
    applyTick('labyrinth', { delay: 2000, autos: 10, labEnd: true }, NOW);
    expect($labyrinthRewards.get()).toEqual([]);
  });

  it('does not change on a tick without labEnd', () => {
    applyInitialData(makeInitialData());
    applyTick('labyrinth', { delay: 2000, autos: 10 }, NOW);
    expect($labyrinthRewards.get()).toBeNull();
    applyTick('labyrinth', { delay: 2000, autos: 9, labEnd: false }, NOW);
    expect($labyrinthRewards.get()).toBeNull();
  });
});

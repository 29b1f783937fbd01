import type { ActiveBoost } from '@idle/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { $boosts, applyInitialData, resetState, runningBoosts, setBoosts } from './index';
import { makeInitialData } from './testing/fixtures';

const NOW = 1_700_000_000_000;
const GOLD: ActiveBoost = { kind: 'gold', percent: 10, endsAt: NOW + 60_000 };
const DROPS: ActiveBoost = { kind: 'drops', percent: 10, endsAt: NOW };

beforeEach(() => {
  resetState();
});

describe('$boosts', () => {
  it('is filled from the initial data and emptied on logout', () => {
    applyInitialData({ ...makeInitialData(), boosts: [GOLD] });
    expect($boosts.get()).toEqual([GOLD]);
    resetState();
    expect($boosts.get()).toEqual([]);
  });

  it('takes a buyBoost answer whole', () => {
    setBoosts([GOLD]);
    setBoosts([DROPS, GOLD]);
    expect($boosts.get()).toEqual([DROPS, GOLD]);
  });

  it('counts a boost running until its last millisecond', () => {
    expect(runningBoosts([GOLD, DROPS], NOW)).toEqual([GOLD]);
    expect(runningBoosts([GOLD], GOLD.endsAt)).toEqual([]);
  });
});

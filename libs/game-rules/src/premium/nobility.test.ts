import { describe, expect, it } from 'vitest';
import { NOBILITY_RANKS } from '../display/nobility';
import { RuleInputError } from '../guards';
import { NOBILITY_RANK_HONOR, honorFromHonorTokens, nobilityForHonor } from './nobility';

describe('nobilityForHonor', () => {
  it('has a threshold for every rank, rising', () => {
    expect(NOBILITY_RANK_HONOR).toHaveLength(NOBILITY_RANKS.length);
    for (let rank = 1; rank < NOBILITY_RANK_HONOR.length; rank++) {
      expect(NOBILITY_RANK_HONOR[rank]).toBeGreaterThan(NOBILITY_RANK_HONOR[rank - 1] ?? 0);
    }
  });
  it('is Peasant, rank 1, below 5 honor', () => {
    expect(nobilityForHonor(0)).toEqual({
      rank: 1,
      name: 'Peasant',
      bonusPercent: 0,
      nextRankHonor: 5,
    });
    expect(nobilityForHonor(4).rank).toBe(1);
  });
  it('follows the GAME-FACTS ranks', () => {
    expect(nobilityForHonor(5)).toEqual({
      rank: 2,
      name: 'Squire',
      bonusPercent: 1,
      nextRankHonor: 10,
    });
    expect(nobilityForHonor(10)).toMatchObject({ rank: 3, name: 'Knight', bonusPercent: 2 });
    expect(nobilityForHonor(19).name).toBe('Knight');
    expect(nobilityForHonor(20).name).toBe('Baronet');
    expect(nobilityForHonor(50).name).toBe('Baron');
    expect(nobilityForHonor(100).name).toBe('Viscount');
    expect(nobilityForHonor(1000)).toMatchObject({ name: 'King', bonusPercent: 12 });
    expect(nobilityForHonor(19_999).name).toBe('Demi-God');
    expect(nobilityForHonor(20_000)).toMatchObject({
      rank: 27,
      name: 'God',
      bonusPercent: 26,
      nextRankHonor: null,
    });
  });
  it('rejects honor that cannot be', () => {
    expect(() => nobilityForHonor(-1)).toThrow(RuleInputError);
    expect(() => nobilityForHonor(1.5)).toThrow(RuleInputError);
  });
});

describe('honorFromHonorTokens', () => {
  it('counts whole points of honor, ten tokens each', () => {
    expect(honorFromHonorTokens(0)).toBe(0);
    expect(honorFromHonorTokens(9)).toBe(0);
    expect(honorFromHonorTokens(10)).toBe(1);
    expect(honorFromHonorTokens(100)).toBe(10);
    expect(honorFromHonorTokens(105)).toBe(10);
  });
  it('rejects counts that cannot be', () => {
    expect(() => honorFromHonorTokens(-1)).toThrow(RuleInputError);
    expect(() => honorFromHonorTokens(2.5)).toThrow(RuleInputError);
  });
});

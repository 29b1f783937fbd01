import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  NOBILITY_RANKS,
  accountStatusLabel,
  nobilityRankBonusPercent,
  nobilityRankName,
} from './nobility';

describe('nobility ranks', () => {
  it('lists the 27 ranks in order', () => {
    expect(NOBILITY_RANKS).toEqual([
      'Peasant',
      'Squire',
      'Knight',
      'Baronet',
      'Baron',
      'Viscount',
      'Count',
      'Earl',
      'Marquess',
      'Duke',
      'Grand Duke',
      'Prince',
      'King',
      'Emperor',
      'Patriarch',
      'Grand Patriarch',
      'Warlord',
      'Supreme Warlord',
      'Overlord',
      'Supreme Overlord',
      'Angel',
      'Archangel',
      'Virtue',
      'Cherubim',
      'Seraphim',
      'Demi-God',
      'God',
    ]);
  });
  it('names a rank', () => {
    expect(nobilityRankName(1)).toBe('Peasant');
    expect(nobilityRankName(11)).toBe('Grand Duke');
    expect(nobilityRankName(26)).toBe('Demi-God');
    expect(nobilityRankName(27)).toBe('God');
  });
  it('shows rank - 1 percent bonus', () => {
    expect(nobilityRankBonusPercent(1)).toBe(0);
    expect(nobilityRankBonusPercent(2)).toBe(1);
    expect(nobilityRankBonusPercent(27)).toBe(26);
  });
  it('rejects ranks outside 1 to 27', () => {
    expect(() => nobilityRankName(0)).toThrow('nobility rank must be at least 1');
    expect(() => nobilityRankName(28)).toThrow('nobility rank must be at most 27');
    expect(() => nobilityRankBonusPercent(28)).toThrow(RuleInputError);
    expect(() => nobilityRankBonusPercent(1.5)).toThrow(RuleInputError);
  });
});

describe('accountStatusLabel', () => {
  it('reads 50 as Mod and 100 as Admin', () => {
    expect(accountStatusLabel(50)).toBe('Mod');
    expect(accountStatusLabel(100)).toBe('Admin');
  });
  it('shows nothing for any other status', () => {
    expect(accountStatusLabel(0)).toBeNull();
    expect(accountStatusLabel(49)).toBeNull();
    expect(accountStatusLabel(51)).toBeNull();
    expect(accountStatusLabel(99)).toBeNull();
    expect(accountStatusLabel(101)).toBeNull();
  });
  it('rejects NaN', () => {
    expect(() => accountStatusLabel(Number.NaN)).toThrow(RuleInputError);
  });
});

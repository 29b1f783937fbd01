import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  CLAN_CONVERSION_CAP_PER_LEVEL,
  CLAN_DEFAULT_RANK_NAMES,
  CLAN_EXCHANGE_MIN_LEVEL,
  CLAN_GOLD_CONVERSION_RATE,
  CLAN_LOWEST_RANK,
  clanConversionCap,
  clanConversionMonth,
  clanLevelExpStart,
  clanLevelFromExp,
  priceClanConversion,
} from './clan';

describe('clan ranks at creation', () => {
  it('are five, the lowest joining by invite', () => {
    expect(CLAN_DEFAULT_RANK_NAMES).toEqual(['Leader', 'Officer', 'Veteran', 'Member', 'Recruit']);
    expect(CLAN_LOWEST_RANK).toBe(5);
  });
});

describe('clan level', () => {
  it('starts each level at 50 × level × (level − 1) experience', () => {
    expect(clanLevelExpStart(1)).toBe(0);
    expect(clanLevelExpStart(2)).toBe(100);
    expect(clanLevelExpStart(CLAN_EXCHANGE_MIN_LEVEL)).toBe(505_000);
  });
  it('reads the level and its bounds from the experience, exactly at the edges', () => {
    expect(clanLevelFromExp(0)).toEqual({ level: 1, expStart: 0, expToLevel: 100 });
    expect(clanLevelFromExp(99)).toEqual({ level: 1, expStart: 0, expToLevel: 100 });
    expect(clanLevelFromExp(100)).toEqual({ level: 2, expStart: 100, expToLevel: 300 });
    expect(clanLevelFromExp(504_999).level).toBe(100);
    expect(clanLevelFromExp(505_000).level).toBe(101);
    for (const level of [3, 57, 1000, 123_456]) {
      expect(clanLevelFromExp(clanLevelExpStart(level)).level).toBe(level);
      expect(clanLevelFromExp(clanLevelExpStart(level) - 1).level).toBe(level - 1);
    }
  });
  it('refuses bad input', () => {
    expect(() => clanLevelFromExp(-1)).toThrow(RuleInputError);
    expect(() => clanLevelFromExp(1.5)).toThrow(RuleInputError);
    expect(() => clanLevelExpStart(0)).toThrow('clan level must be at least 1');
  });
});

describe('clan conversion', () => {
  it('caps a month by clan level', () => {
    expect(CLAN_CONVERSION_CAP_PER_LEVEL).toBe(10_000);
    expect(clanConversionCap(101)).toBe(1_010_000);
    expect(() => clanConversionCap(0)).toThrow(RuleInputError);
  });
  it('counts months in UTC', () => {
    expect(clanConversionMonth(Date.UTC(2026, 10, 30, 23, 59, 59))).toBe('2026-11');
    expect(clanConversionMonth(Date.UTC(2026, 11, 1))).toBe('2026-12');
  });
  it('prices at 1.5 gold a resource, received rounded down and the worth rounded up', () => {
    expect(CLAN_GOLD_CONVERSION_RATE).toBe(15);
    expect(priceClanConversion('gold', 'wood', 1500)).toEqual({ received: 1000, goldWorth: 1500 });
    expect(priceClanConversion('metal', 'gold', 1001)).toEqual({ received: 1501, goldWorth: 1502 });
    expect(priceClanConversion('wood', 'stone', 7)).toEqual({ received: 7, goldWorth: 11 });
    expect(priceClanConversion('gold', 'metal', 1)).toEqual({ received: 0, goldWorth: 1 });
    expect(priceClanConversion('gold', 'metal', 999_999_999_999).received).toBe(666_666_666_666);
  });
  it('refuses credits, the same item and bad amounts', () => {
    expect(() => priceClanConversion('gold', 'gold', 10)).toThrow('conversion items must differ');
    // @ts-expect-error credits are not a conversion item
    expect(() => priceClanConversion('credits', 'gold', 10)).toThrow(RuleInputError);
    expect(() => priceClanConversion('gold', 'wood', 0)).toThrow(RuleInputError);
  });
});

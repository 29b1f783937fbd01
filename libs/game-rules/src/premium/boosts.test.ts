import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  BOOST_MAX_AHEAD_HOURS,
  BOOST_PERCENT,
  BOOSTS,
  boostPriceCredits,
  boostTimeLeftText,
  extendedBoostEnd,
  personalBonusPercents,
} from './boosts';

const HOUR = 3600 * 1000;
const NOW = Date.UTC(2026, 10, 21, 12);

describe('boost prices', () => {
  it('sells a day for 50 credits and a week for 300', () => {
    expect(boostPriceCredits(24)).toBe(50);
    expect(boostPriceCredits(168)).toBe(300);
  });

  it('refuses a length not on sale', () => {
    expect(() => boostPriceCredits(48)).toThrow(RuleInputError);
    expect(() => boostPriceCredits(Number.NaN)).toThrow(RuleInputError);
  });
});

describe('extendedBoostEnd', () => {
  it('starts from now when nothing runs, or the boost ended', () => {
    expect(extendedBoostEnd(null, NOW, 24)).toBe(NOW + 24 * HOUR);
    expect(extendedBoostEnd(NOW - HOUR, NOW, 168)).toBe(NOW + 168 * HOUR);
  });

  it('adds to a running boost', () => {
    expect(extendedBoostEnd(NOW + 5 * HOUR, NOW, 24)).toBe(NOW + 29 * HOUR);
  });

  it('allows exactly the cap and refuses beyond it', () => {
    const cap = NOW + BOOST_MAX_AHEAD_HOURS * HOUR;
    expect(extendedBoostEnd(cap - 24 * HOUR, NOW, 24)).toBe(cap);
    expect(extendedBoostEnd(cap - 24 * HOUR + 1, NOW, 24)).toBeNull();
  });
});

describe('personalBonusPercents', () => {
  it('adds each running boost to its figure only', () => {
    const bonus = personalBonusPercents(
      [
        { kind: 'gold', percent: BOOST_PERCENT, endsAt: NOW + 1 },
        { kind: 'drops', percent: BOOST_PERCENT, endsAt: NOW + HOUR },
      ],
      1,
      NOW,
    );
    expect(bonus).toEqual({
      combatExpPercent: 0,
      goldPercent: 10,
      dropPercent: 10,
      gatheringExpPercent: 0,
      resourcesPercent: 0,
    });
  });

  it('leaves out ended boosts and unknown kinds', () => {
    const bonus = personalBonusPercents(
      [
        { kind: 'combatExp', percent: 10, endsAt: NOW },
        { kind: 'luck', percent: 10, endsAt: NOW + HOUR },
      ],
      1,
      NOW,
    );
    expect(Object.values(bonus).every((percent) => percent === 0)).toBe(true);
  });

  it('gives the nobility rank - 1 percent to gold, both experiences and resources, not drops', () => {
    const bonus = personalBonusPercents(
      [{ kind: 'resources', percent: 10, endsAt: NOW + HOUR }],
      4,
      NOW,
    );
    expect(bonus).toEqual({
      combatExpPercent: 3,
      goldPercent: 3,
      dropPercent: 0,
      gatheringExpPercent: 3,
      resourcesPercent: 13,
    });
  });

  it('refuses a rank outside 1 to 27', () => {
    expect(() => personalBonusPercents([], 0, NOW)).toThrow(RuleInputError);
  });

  it('names every kind', () => {
    expect(Object.keys(BOOSTS)).toEqual([
      'combatExp',
      'gold',
      'drops',
      'gatheringExp',
      'resources',
    ]);
  });
});

describe('boostTimeLeftText', () => {
  it('shows the two largest units', () => {
    expect(boostTimeLeftText(NOW + 167 * HOUR, NOW)).toBe('6d 23h');
    expect(boostTimeLeftText(NOW + 5 * HOUR + 4 * 60_000, NOW)).toBe('5h 04m');
    expect(boostTimeLeftText(NOW + 4 * 60_000 + 9_000, NOW)).toBe('4m 09s');
    expect(boostTimeLeftText(NOW + 1500, NOW)).toBe('2s');
    expect(boostTimeLeftText(NOW - 1, NOW)).toBe('0s');
  });
});

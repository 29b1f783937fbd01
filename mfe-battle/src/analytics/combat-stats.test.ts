import type { BattleResult, Fighter } from '@idle/contracts';
import { sampleBattleResult } from '@idle/test-fixtures';
import { describe, expect, it } from 'vitest';
import { sampleBossCharge, sampleBossFight } from '../fixtures';
import {
  addFight,
  averageText,
  EMPTY_SESSION,
  isFight,
  percentText,
  ratio,
  sideRates,
  wilsonInterval,
  winRateText,
  type FighterTotals,
} from './combat-stats';

function fighter(name: string, counts: Partial<Fighter>): Fighter {
  return {
    name,
    level: 1,
    hp: 0,
    maxHp: 100,
    hits: 0,
    totalDamage: 0,
    criticalHits: 0,
    missed: 0,
    dodged: 0,
    ...counts,
  };
}

function fight(
  winner: 1 | 2,
  p1: Partial<Fighter>,
  p2: Partial<Fighter>,
  name = 'Rat',
): BattleResult {
  return {
    p1: fighter('Hero_1', p1),
    p2: fighter(name, p2),
    winner,
    exp: 0,
    gold: 0,
    attributeGain: 0,
  };
}

describe('isFight', () => {
  it('accepts battle results, dungeon and boss fights', () => {
    expect(isFight(sampleBattleResult(1))).toBe(true);
    expect(isFight(sampleBossFight())).toBe(true);
  });

  it('refuses the boss charge tick, missing data and broken fighters', () => {
    expect(isFight(sampleBossCharge())).toBe(false);
    expect(isFight({ ...sampleBattleResult(1), wait: 1 })).toBe(false);
    expect(isFight(undefined)).toBe(false);
    expect(isFight(null)).toBe(false);
    expect(isFight('-')).toBe(false);
    expect(isFight({ ...sampleBattleResult(1), winner: 3 })).toBe(false);
    expect(isFight({ ...sampleBattleResult(1), p2: { name: 'Rat' } })).toBe(false);
    expect(
      isFight({ ...sampleBattleResult(1), p1: { ...sampleBattleResult(1).p1, hits: NaN } }),
    ).toBe(false);
  });
});

describe('addFight', () => {
  it('sums both sides, counts fights and wins, and records the opponent', () => {
    let session = addFight(
      EMPTY_SESSION,
      fight(
        1,
        { hits: 9, missed: 3, dodged: 4, criticalHits: 2, totalDamage: 2150 },
        {
          hits: 6,
          missed: 5,
          dodged: 1,
          totalDamage: 768,
        },
      ),
    );
    session = addFight(
      session,
      fight(
        2,
        { hits: 4, missed: 3, dodged: 4, criticalHits: 1, totalDamage: 880 },
        {
          hits: 11,
          missed: 5,
          dodged: 1,
          criticalHits: 2,
          totalDamage: 2200,
        },
      ),
    );
    session = addFight(session, fight(1, { hits: 1 }, {}, 'Beetle'));
    expect(session).toEqual({
      fights: 3,
      wins: 2,
      player: { hits: 14, missed: 6, dodged: 8, criticalHits: 3, totalDamage: 3030 },
      opponent: { hits: 17, missed: 10, dodged: 2, criticalHits: 2, totalDamage: 2968 },
      opponents: { Rat: { fights: 2, wins: 1 }, Beetle: { fights: 1, wins: 1 } },
      currentOpponent: 'Beetle',
    });
  });

  it('leaves the session it was given unchanged', () => {
    const before = addFight(EMPTY_SESSION, fight(1, { hits: 1 }, {}));
    const copy = structuredClone(before);
    addFight(before, fight(2, { hits: 5 }, {}));
    expect(before).toEqual(copy);
    expect(EMPTY_SESSION.fights).toBe(0);
  });
});

describe('rates', () => {
  it('divides, or gives null when there is nothing to divide by', () => {
    expect(ratio(1, 4)).toBe(0.25);
    expect(ratio(0, 0)).toBeNull();
  });

  it("counts attacks as hits + misses + the other side's dodges", () => {
    const player: FighterTotals = {
      hits: 14,
      missed: 6,
      dodged: 8,
      criticalHits: 7,
      totalDamage: 3030,
    };
    const opponent: FighterTotals = {
      hits: 17,
      missed: 10,
      dodged: 2,
      criticalHits: 2,
      totalDamage: 2968,
    };
    // Player attacks: 14 + 6 + 2 = 22; opponent attacks: 17 + 10 + 8 = 35.
    expect(sideRates(player, opponent, 3)).toEqual({
      hitRate: 14 / 22,
      missRate: 6 / 22,
      criticalRate: 7 / 14,
      dodgeRate: 8 / 35,
      damagePerFight: 1010,
    });
    expect(sideRates(opponent, player, 3)).toEqual({
      hitRate: 17 / 35,
      missRate: 10 / 35,
      criticalRate: 2 / 17,
      dodgeRate: 2 / 22,
      damagePerFight: 2968 / 3,
    });
  });

  it('gives null rates before any fight or without hits', () => {
    const none = EMPTY_SESSION.player;
    expect(sideRates(none, none, 0)).toEqual({
      hitRate: null,
      missRate: null,
      criticalRate: null,
      dodgeRate: null,
      damagePerFight: null,
    });
    const onlyMisses = { ...none, missed: 4 };
    expect(sideRates(onlyMisses, none, 1)).toMatchObject({
      hitRate: 0,
      missRate: 1,
      criticalRate: null,
      // The other side attacked not at all.
      dodgeRate: null,
      damagePerFight: 0,
    });
  });
});

describe('wilsonInterval', () => {
  it('gives the Wilson 95% score interval', () => {
    const interval = wilsonInterval(87, 100);
    expect(interval?.low).toBeCloseTo(0.7902, 4);
    expect(interval?.high).toBeCloseTo(0.9224, 4);
    const few = wilsonInterval(2, 3);
    expect(few?.low).toBeCloseTo(0.2077, 4);
    expect(few?.high).toBeCloseTo(0.9385, 4);
  });

  it('stays within 0 and 1 at the extremes', () => {
    const all = wilsonInterval(10, 10);
    expect(all?.low).toBeCloseTo(0.7225, 4);
    expect(all?.high).toBeCloseTo(1, 12);
    expect(all?.high).toBeLessThanOrEqual(1);
    const none = wilsonInterval(0, 5);
    expect(none?.low).toBeCloseTo(0, 12);
    expect(none?.low).toBeGreaterThanOrEqual(0);
    expect(none?.high).toBeCloseTo(0.4345, 4);
  });

  it('is null without trials', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe('texts', () => {
  it('writes the win rate as "87% (79-92%)", "—" before any fight', () => {
    expect(winRateText(87, 100)).toBe('87% (79-92%)');
    expect(winRateText(13, 15)).toBe('87% (62-96%)');
    expect(winRateText(10, 10)).toBe('100% (72-100%)');
    expect(winRateText(0, 5)).toBe('0% (0-43%)');
    expect(winRateText(0, 0)).toBe('\u2014');
  });

  it('writes rates as percents with one decimal at most', () => {
    expect(percentText(14 / 22)).toBe('63.6%');
    expect(percentText(0.5)).toBe('50%');
    expect(percentText(1)).toBe('100%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(null)).toBe('\u2014');
  });

  it('writes averages with one decimal at most and separators', () => {
    expect(averageText(2968 / 3)).toBe('989.3');
    expect(averageText(12_345)).toBe('12,345');
    expect(averageText(null)).toBe('\u2014');
  });
});

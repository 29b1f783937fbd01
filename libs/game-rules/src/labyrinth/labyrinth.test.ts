import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  artisanShrineEffects,
  artisanShrineUpgradeCost,
  canEnterLabyrinth,
  difficultyStars,
  LAB_CHEST_WAITING_TEXT,
  LABYRINTH_ROOMS_PER_DAY,
  labyrinthAttemptExp,
  labyrinthChestItemCount,
  labyrinthChestState,
  labyrinthDayLayout,
  labyrinthPityAttempts,
  labyrinthRunOver,
  labyrinthSkillName,
  labyrinthSuccessChancePercent,
} from './labyrinth';

describe('labyrinthSkillName', () => {
  it('names skills 1 to 8', () => {
    expect(labyrinthSkillName(1)).toBe('Battling');
    expect(labyrinthSkillName(2)).toBe('Dungeoneering');
    expect(labyrinthSkillName(3)).toBe('Mining');
    expect(labyrinthSkillName(4)).toBe('Woodcutting');
    expect(labyrinthSkillName(5)).toBe('Quarrying');
    expect(labyrinthSkillName(6)).toBe('Runecrafting');
    expect(labyrinthSkillName(7)).toBe('Jewelcrafting');
    expect(labyrinthSkillName(8)).toBe('Alchemy');
  });
  it('rejects other ids', () => {
    expect(() => labyrinthSkillName(0)).toThrow('labyrinth skill must be at least 1');
    expect(() => labyrinthSkillName(9)).toThrow('labyrinth skill must be at most 8');
  });
});

describe('difficultyStars', () => {
  it('fills as many of five stars as the difficulty', () => {
    expect(difficultyStars(1)).toBe('★☆☆☆☆');
    expect(difficultyStars(3)).toBe('★★★☆☆');
    expect(difficultyStars(5)).toBe('★★★★★');
  });
  it('rejects difficulties outside 1..5', () => {
    expect(() => difficultyStars(0)).toThrow('labyrinth difficulty must be at least 1');
    expect(() => difficultyStars(6)).toThrow('labyrinth difficulty must be at most 5');
    expect(() => difficultyStars(2.5)).toThrow(RuleInputError);
  });
});

describe('labyrinthSuccessChancePercent', () => {
  it('is skill level x 100 / base difficulty', () => {
    // 350 x 100 / 700 = 50
    expect(labyrinthSuccessChancePercent(350, 1)).toBe(50);
    // 950 x 100 / 1000 = 95
    expect(labyrinthSuccessChancePercent(950, 2)).toBe(95);
    // 100 x 100 / 1400 = 7.142857...
    expect(labyrinthSuccessChancePercent(100, 3)).toBeCloseTo(7.142857142857143, 12);
    // 1234 x 100 / 1900 = 64.947368...
    expect(labyrinthSuccessChancePercent(1234, 4)).toBeCloseTo(64.94736842105263, 12);
    // 500 x 100 / 2500 = 20
    expect(labyrinthSuccessChancePercent(500, 5)).toBe(20);
  });
  it('caps at 100 from the base difficulty up', () => {
    // 699 x 100 / 700 = 99.857...
    expect(labyrinthSuccessChancePercent(699, 1)).toBeCloseTo(99.85714285714286, 12);
    expect(labyrinthSuccessChancePercent(700, 1)).toBe(100);
    expect(labyrinthSuccessChancePercent(701, 1)).toBe(100);
    expect(labyrinthSuccessChancePercent(2499, 5)).toBeLessThan(100);
    expect(labyrinthSuccessChancePercent(5000, 5)).toBe(100);
  });
  it('rejects bad input', () => {
    expect(() => labyrinthSuccessChancePercent(0, 1)).toThrow('skill level must be at least 1');
    expect(() => labyrinthSuccessChancePercent(Number.NaN, 1)).toThrow(RuleInputError);
    expect(() => labyrinthSuccessChancePercent(10, 6)).toThrow('labyrinth difficulty');
  });
});

describe('canEnterLabyrinth', () => {
  it('is true only while turns are below the maximum', () => {
    expect(canEnterLabyrinth(0, 100)).toBe(true);
    expect(canEnterLabyrinth(99, 100)).toBe(true);
    expect(canEnterLabyrinth(100, 100)).toBe(false);
    expect(canEnterLabyrinth(101, 100)).toBe(false);
    expect(canEnterLabyrinth(99)).toBe(true);
    expect(canEnterLabyrinth(100)).toBe(false);
  });
  it('rejects bad counts', () => {
    expect(() => canEnterLabyrinth(-1, 100)).toThrow('labyrinth turns must be at least 0');
    expect(() => canEnterLabyrinth(1, 1.5)).toThrow('labyrinth max turns must be a whole number');
  });
});

describe('artisan shrine', () => {
  it('costs 12000 + 500 x target level shards', () => {
    expect(artisanShrineUpgradeCost(1)).toBe(12500);
    expect(artisanShrineUpgradeCost(2)).toBe(13000);
    expect(artisanShrineUpgradeCost(40)).toBe(32000);
  });
  it('rejects target levels below 1', () => {
    expect(() => artisanShrineUpgradeCost(0)).toThrow('shrine target level must be at least 1');
    expect(() => artisanShrineUpgradeCost(1.5)).toThrow(RuleInputError);
  });
  it('gives +1% gold and resources, +2% exp and -10 ms crafting per level', () => {
    expect(artisanShrineEffects(0)).toEqual({
      goldPercent: 0,
      resourcePercent: 0,
      expPercent: 0,
      craftingTimeReductionMs: 0,
    });
    expect(artisanShrineEffects(7)).toEqual({
      goldPercent: 7,
      resourcePercent: 7,
      expPercent: 14,
      craftingTimeReductionMs: 70,
    });
    expect(() => artisanShrineEffects(-1)).toThrow('shrine level must be at least 0');
  });
});

describe('labyrinthChestState', () => {
  it('waits to be opened while the list is empty', () => {
    expect(labyrinthChestState([])).toBe('waiting');
    expect(LAB_CHEST_WAITING_TEXT).toBe('Your chest is waiting to be opened.');
  });
  it('is opened once it holds rewards', () => {
    expect(labyrinthChestState([{ id: 'artisan_shard', amount: 3 }])).toBe('opened');
  });
  it('rejects malformed rewards', () => {
    expect(() => labyrinthChestState([{ id: '', amount: 1 }])).toThrow(
      'labyrinth reward id must be a non-empty string',
    );
    expect(() => labyrinthChestState([{ id: 'gold', amount: -2 }])).toThrow(
      'labyrinth reward amount must be at least 0',
    );
    expect(() => labyrinthChestState(null as unknown as [])).toThrow(
      'labyrinth rewards must be a list',
    );
  });
});

describe('labyrinthPityAttempts', () => {
  it('is about twice the expected attempts, rounded up', () => {
    expect(labyrinthPityAttempts(1)).toBe(200);
    expect(labyrinthPityAttempts(50)).toBe(4);
    expect(labyrinthPityAttempts(100)).toBe(2);
    // 100 x 100 / 1400 = 7.14...%: expected 14 attempts, pity at 28
    expect(labyrinthPityAttempts(labyrinthSuccessChancePercent(100, 3))).toBe(28);
  });
  it('rejects chances outside (0, 100]', () => {
    expect(() => labyrinthPityAttempts(0)).toThrow(RuleInputError);
    expect(() => labyrinthPityAttempts(101)).toThrow(RuleInputError);
    expect(() => labyrinthPityAttempts(Number.NaN)).toThrow(RuleInputError);
  });
});

describe('labyrinthAttemptExp', () => {
  it('is (10 + skill level) x difficulty', () => {
    expect(labyrinthAttemptExp(1, 1)).toBe(11);
    expect(labyrinthAttemptExp(90, 3)).toBe(300);
  });
  it('rejects bad input', () => {
    expect(() => labyrinthAttemptExp(0, 1)).toThrow(RuleInputError);
    expect(() => labyrinthAttemptExp(5, 6)).toThrow(RuleInputError);
  });
});

describe('labyrinthChestItemCount', () => {
  it('is one item plus one per room passed after the fifth', () => {
    expect(labyrinthChestItemCount(0)).toBe(1);
    expect(labyrinthChestItemCount(5)).toBe(1);
    expect(labyrinthChestItemCount(6)).toBe(2);
    expect(labyrinthChestItemCount(35)).toBe(31);
  });
  it('rejects counts outside 0..35', () => {
    expect(() => labyrinthChestItemCount(-1)).toThrow(RuleInputError);
    expect(() => labyrinthChestItemCount(36)).toThrow(RuleInputError);
  });
});

describe('labyrinthRunOver', () => {
  it('ends at 100 turns or past the 35th room', () => {
    expect(labyrinthRunOver(99, 35)).toBe(false);
    expect(labyrinthRunOver(100, 1)).toBe(true);
    expect(labyrinthRunOver(20, 36)).toBe(true);
  });
});

describe('labyrinthDayLayout', () => {
  it('is the same for the same day and another the next day', () => {
    const today = labyrinthDayLayout('2026-11-21');
    expect(labyrinthDayLayout('2026-11-21')).toEqual(today);
    expect(labyrinthDayLayout('2026-11-22')).not.toEqual(today);
  });
  it('has 35 rooms of skills 1-8 and difficulties 1-5, rising along the way', () => {
    const layout = labyrinthDayLayout('2026-11-21');
    expect(layout).toHaveLength(LABYRINTH_ROOMS_PER_DAY);
    for (const [skill, difficulty] of layout) {
      expect(skill).toBeGreaterThanOrEqual(1);
      expect(skill).toBeLessThanOrEqual(8);
      expect(difficulty).toBeGreaterThanOrEqual(1);
      expect(difficulty).toBeLessThanOrEqual(5);
    }
    expect(layout[0]?.[1]).toBeLessThanOrEqual(2);
    expect(layout[34]?.[1]).toBeGreaterThanOrEqual(4);
  });
  it('rejects a day not written YYYY-MM-DD', () => {
    expect(() => labyrinthDayLayout('21/11/2026')).toThrow(RuleInputError);
  });
});

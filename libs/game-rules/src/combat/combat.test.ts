import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  area14LootFactor,
  area14LootScale,
  area14Opponent,
  area14Modifier,
  battleMasteryPercents,
  battleOutcomeText,
  effectiveDodgePercent,
  fightChances,
  hitChance,
  perHour,
  timerBarColour,
} from './combat';

describe('hitChance', () => {
  it('reads the accuracy stat divided by 100 as a percent', () => {
    expect(hitChance(0)).toEqual({ hitPercent: 0, doubleHitPercent: 0 });
    expect(hitChance(5000)).toEqual({ hitPercent: 50, doubleHitPercent: 0 });
    expect(hitChance(5001)).toEqual({ hitPercent: 50.01, doubleHitPercent: 0 });
    expect(hitChance(10000)).toEqual({ hitPercent: 100, doubleHitPercent: 0 });
  });
  it('turns accuracy above 100% into double-hit chance, capped at 100%', () => {
    // 10001 / 100 - 100 = 0.01
    const justAbove = hitChance(10001);
    expect(justAbove.hitPercent).toBe(100);
    expect(justAbove.doubleHitPercent).toBeCloseTo(0.01, 10);
    expect(hitChance(15000)).toEqual({ hitPercent: 100, doubleHitPercent: 50 });
    expect(hitChance(20000)).toEqual({ hitPercent: 100, doubleHitPercent: 100 });
    expect(hitChance(25000)).toEqual({ hitPercent: 100, doubleHitPercent: 100 });
  });
  it('rejects negative and non-finite accuracy', () => {
    expect(() => hitChance(-1)).toThrow('accuracy must be at least 0, got -1');
    expect(() => hitChance(Number.NaN)).toThrow('accuracy must be a finite number');
  });
});

describe('effectiveDodgePercent', () => {
  it('is the value itself up to 50', () => {
    expect(effectiveDodgePercent(0)).toBe(0);
    expect(effectiveDodgePercent(30)).toBe(30);
    expect(effectiveDodgePercent(50)).toBe(50);
  });
  it('counts a third of the value between 50 and 80', () => {
    // 50 + 0.0001 / 3 = 50.0000333...; 50 + 15 / 3 = 55; 50 + 30 / 3 = 60
    expect(effectiveDodgePercent(50.0001)).toBeCloseTo(50.0000333333, 9);
    expect(effectiveDodgePercent(65)).toBe(55);
    expect(effectiveDodgePercent(80)).toBe(60);
  });
  it('counts a tenth of the value above 80, without a cap', () => {
    // 60 + 1 / 10 = 60.1; 60 + 100 / 10 = 70; 60 + 1000 / 10 = 160
    expect(effectiveDodgePercent(81)).toBeCloseTo(60.1, 10);
    expect(effectiveDodgePercent(180)).toBe(70);
    expect(effectiveDodgePercent(1080)).toBe(160);
  });
  it('rejects negative and non-finite values', () => {
    expect(() => effectiveDodgePercent(-0.5)).toThrow('dodge must be at least 0');
    expect(() => effectiveDodgePercent(Number.POSITIVE_INFINITY)).toThrow(RuleInputError);
  });
});

describe('area 14', () => {
  it('has modifier 1 at or below 1.5 billion', () => {
    expect(area14Modifier(0)).toBe(1);
    expect(area14Modifier(0.75e9)).toBe(1);
    expect(area14Modifier(1.5e9)).toBe(1);
    expect(area14LootFactor(1.5e9)).toBe(5150);
  });
  it('grows with (power / 1.5e9)^0.4 above it', () => {
    // 2^0.4 = 1.3195079107...; 5150 * 1.3195079107 = 6795.4657404...
    expect(area14Modifier(3e9)).toBeCloseTo(1.3195079108, 9);
    expect(area14LootFactor(3e9)).toBeCloseTo(6795.46574048, 6);
    // 32^0.4 = 2^2 = 4; 5150 * 4 = 20600
    expect(area14Modifier(48e9)).toBeCloseTo(4, 10);
    expect(area14LootFactor(48e9)).toBeCloseTo(20600, 8);
    expect(area14Modifier(1.5e9 + 1)).toBeGreaterThan(1);
  });
  it("scales loot down below the mob's own power, and up with the modifier above 1.5e9", () => {
    expect(area14LootScale(10_000, 10_000)).toBe(1);
    expect(area14LootScale(1e6, 10_000)).toBe(1);
    // (1 / 10_000)^0.4 = 10^-1.6 = 0.0251188...
    expect(area14LootScale(1, 10_000)).toBeCloseTo(0.0251188643, 9);
    expect(area14LootScale(48e9, 10_000)).toBeCloseTo(4, 10);
    expect(() => area14LootScale(1, 0)).toThrow(RuleInputError);
  });
  it('rejects negative and non-finite power', () => {
    expect(() => area14Modifier(-1)).toThrow('power level must be at least 0');
    expect(() => area14LootFactor(Number.NaN)).toThrow(RuleInputError);
  });
});

describe('perHour', () => {
  it('is 600 / actions * amount', () => {
    // 600 / 250 * 1000 = 2400; 600 / 600 * 5 = 5; 600 / 7 * 3 = 257.142857...
    expect(perHour(250, 1000)).toBe(2400);
    expect(perHour(600, 5)).toBe(5);
    expect(perHour(7, 3)).toBeCloseTo(257.142857143, 8);
    expect(perHour(1, 0)).toBe(0);
  });
  it('is 0 before any action', () => {
    expect(perHour(0, 0)).toBe(0);
    expect(perHour(0, 500)).toBe(0);
  });
  it('rejects invalid input', () => {
    expect(() => perHour(-1, 5)).toThrow('actions must be at least 0');
    expect(() => perHour(1.5, 5)).toThrow('actions must be a whole number');
    expect(() => perHour(3, -5)).toThrow('amount must be at least 0');
    expect(() => perHour(3, Number.NaN)).toThrow(RuleInputError);
    expect(() => perHour(1, Number.MAX_VALUE)).toThrow('hourly rate is too large');
  });
});

describe('timerBarColour', () => {
  it('is red at 0 Autos or fewer', () => {
    expect(timerBarColour(-3)).toBe('red');
    expect(timerBarColour(0)).toBe('red');
  });
  it('is yellow from 1 to 10 and green above', () => {
    expect(timerBarColour(1)).toBe('yellow');
    expect(timerBarColour(10)).toBe('yellow');
    expect(timerBarColour(11)).toBe('green');
    expect(timerBarColour(5000)).toBe('green');
  });
  it('rejects non-whole counts', () => {
    expect(() => timerBarColour(0.5)).toThrow('autos must be a whole number');
    expect(() => timerBarColour(Number.NaN)).toThrow(RuleInputError);
  });
});

describe('battleOutcomeText', () => {
  it('reads victory when the player (1) won and defeat otherwise', () => {
    expect(battleOutcomeText(1)).toBe('You were victorious!');
    expect(battleOutcomeText(2)).toBe('You were defeated!');
  });
  it('rejects other winners', () => {
    expect(() => battleOutcomeText(0)).toThrow('winner must be one of 1, 2, got 0');
    expect(() => battleOutcomeText(3)).toThrow(RuleInputError);
  });
});

describe('fightChances', () => {
  it('gives hit, double hit and effective dodge from the stats in hundredths of a percent', () => {
    expect(fightChances(5000, 3000)).toEqual({
      hitPercent: 50,
      doubleHitPercent: 0,
      dodgePercent: 30,
    });
    expect(fightChances(12_500, 8000)).toEqual({
      hitPercent: 100,
      doubleHitPercent: 25,
      dodgePercent: 50 + 30 / 3,
    });
    expect(fightChances(0, 9000).dodgePercent).toBe(61);
    expect(() => fightChances(0, -1)).toThrow(RuleInputError);
  });
});

describe('battleMasteryPercents', () => {
  it("adds the level to the active mastery's figure only", () => {
    expect(battleMasteryPercents(3, 12)).toEqual({
      damage: 0,
      defence: 0,
      accuracy: 12,
      dodge: 0,
      gold: 0,
    });
    expect(battleMasteryPercents(5, 4).gold).toBe(4);
    expect(battleMasteryPercents(0, 9)).toEqual({
      damage: 0,
      defence: 0,
      accuracy: 0,
      dodge: 0,
      gold: 0,
    });
  });
});

describe('area14Opponent', () => {
  const mob = {
    powerLevel: 10_000,
    health: 1000,
    attack: 101,
    defence: 0,
    gold: [10, 20] as const,
    exp: 50,
    loot: [{ itemId: 'shard', frequency: 100 }],
    dropModifier: 2,
  };

  it("keeps the mob's own figures at its own power (0 typed)", () => {
    expect(area14Opponent(mob, 0)).toEqual({
      health: 1000,
      attack: 101,
      defence: 0,
      gold: [10, 20],
      exp: 50,
      loot: [{ itemId: 'shard', frequency: 50 }], // 100 / (1 * drop modifier 2)
    });
  });

  it('grows or shrinks the figures with the power, at least 1 health, attack and exp', () => {
    const doubled = area14Opponent(mob, 20_000);
    expect(doubled).toMatchObject({ health: 2000, attack: 202, gold: [20, 40], exp: 100 });
    const tiny = area14Opponent(mob, 1);
    expect(tiny).toMatchObject({ health: 1, attack: 1, defence: 0, gold: [0, 0], exp: 1 });
    // loot chance scaled by (1 / 10_000)^0.4 and the drop modifier: fewer drops
    expect(tiny.loot[0]?.frequency).toBeCloseTo(100 / (0.0251188643 * 2), 3);
  });
});

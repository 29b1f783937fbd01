import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  splitToolComponentPayment,
  toolComponentsForUpgrade,
  toolComponentsOwned,
  toolExtraExpPercent,
  toolResourceBonusPercent,
} from './tools';

describe('toolResourceBonusPercent', () => {
  it('is 5% per level above 1 up to level 10', () => {
    expect(toolResourceBonusPercent(1)).toBe(0);
    expect(toolResourceBonusPercent(2)).toBe(5);
    expect(toolResourceBonusPercent(10)).toBe(45);
  });
  it('grows by 5% compounding from level 11', () => {
    // 45 + 100 * (1.05 - 1) = 50; 45 + 100 * (1.05^10 - 1) = 45 + 62.889...
    expect(toolResourceBonusPercent(11)).toBeCloseTo(50, 9);
    expect(toolResourceBonusPercent(20)).toBeCloseTo(107.889462678, 6);
  });
  it('rejects levels below 1 and non-integers', () => {
    expect(() => toolResourceBonusPercent(0)).toThrow(RuleInputError);
    expect(() => toolResourceBonusPercent(-3)).toThrow('tool level must be at least 1');
    expect(() => toolResourceBonusPercent(2.5)).toThrow('tool level must be a whole number');
    expect(() => toolResourceBonusPercent(Number.NaN)).toThrow(RuleInputError);
  });
});

describe('toolExtraExpPercent', () => {
  it('is 2.2 per level above 1', () => {
    expect(toolExtraExpPercent(1)).toBe(0);
    expect(toolExtraExpPercent(2)).toBe(2.2);
    expect(toolExtraExpPercent(11)).toBe(22);
    expect(toolExtraExpPercent(31)).toBe(66);
  });
  it('rejects invalid levels', () => {
    expect(() => toolExtraExpPercent(0)).toThrow(RuleInputError);
  });
});

describe('toolComponentsForUpgrade', () => {
  it('reads the table for levels 1 to 30', () => {
    expect(toolComponentsForUpgrade(1)).toBe(1);
    expect(toolComponentsForUpgrade(2)).toBe(5);
    expect(toolComponentsForUpgrade(15)).toBe(23500);
    expect(toolComponentsForUpgrade(30)).toBe(290000);
  });
  it('uses ceil(290000 * 1.207^(level - 30)) from level 31', () => {
    // 290000 * 1.207 = 350030 exactly; 290000 * 1.207^2 = 422486.21 -> 422487
    expect(toolComponentsForUpgrade(31)).toBe(350030);
    expect(toolComponentsForUpgrade(32)).toBe(422487);
  });
  it('rejects invalid levels', () => {
    expect(() => toolComponentsForUpgrade(0)).toThrow(RuleInputError);
    expect(() => toolComponentsForUpgrade(30.5)).toThrow(RuleInputError);
    expect(() => toolComponentsForUpgrade(400)).toThrow('too large');
  });
});

describe('tool component ownership', () => {
  it('counts bound and unbound components together', () => {
    expect(toolComponentsOwned(3, 4)).toBe(7);
    expect(() => toolComponentsOwned(-1, 4)).toThrow(RuleInputError);
  });
  it('pays with bound components first', () => {
    expect(splitToolComponentPayment(5, 10, 3)).toEqual({ bound: 3, unbound: 2 });
    expect(splitToolComponentPayment(5, 10, 8)).toEqual({ bound: 5, unbound: 0 });
    expect(splitToolComponentPayment(13, 10, 3)).toEqual({ bound: 3, unbound: 10 });
  });
  it('refuses when the two together fall short', () => {
    expect(splitToolComponentPayment(14, 10, 3)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import { masteryExpToLevel, masteryFromExp } from './mastery';

describe('mastery progression', () => {
  it('takes 50 experience for level 1 and 25 more for each level after', () => {
    expect(masteryExpToLevel(0)).toBe(50);
    expect(masteryExpToLevel(4)).toBe(150);
    expect(() => masteryExpToLevel(-1)).toThrow(RuleInputError);
  });

  it('reads the level and the experience into it from the total', () => {
    expect(masteryFromExp(0)).toEqual({ level: 0, exp: 0, expToLevel: 50 });
    expect(masteryFromExp(50)).toEqual({ level: 1, exp: 0, expToLevel: 75 });
    // 50 + 75 = 125 reaches level 2, 10 into it
    expect(masteryFromExp(135)).toEqual({ level: 2, exp: 10, expToLevel: 100 });
    expect(() => masteryFromExp(Number.NaN)).toThrow(RuleInputError);
  });
});

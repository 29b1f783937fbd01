import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  ACTION_BONUS_HINTS,
  actionBonusHint,
  bonusTimePercent,
  bonusTimeVisible,
  type ActionBonusHintKind,
} from './bonuses';

describe('bonus time', () => {
  it('grants 75 plus the modifier percent', () => {
    expect(bonusTimePercent(0)).toBe(75);
    expect(bonusTimePercent(25)).toBe(100);
    expect(bonusTimePercent(2.5)).toBe(77.5);
  });
  it('shows only while time remains', () => {
    expect(bonusTimeVisible(1)).toBe(true);
    expect(bonusTimeVisible(0)).toBe(false);
    expect(bonusTimeVisible(-5)).toBe(false);
  });
  it('rejects invalid input', () => {
    expect(() => bonusTimePercent(-1)).toThrow('bonus time modifier must be at least 0');
    expect(() => bonusTimePercent(Number.NaN)).toThrow(RuleInputError);
    expect(() => bonusTimeVisible(Number.NaN)).toThrow(RuleInputError);
  });
});

describe('action bonus hints', () => {
  it('holds the numbers of the spec', () => {
    expect(ACTION_BONUS_HINTS.battling).toMatchObject({ goldPercent: 10, expPercent: 25 });
    expect(ACTION_BONUS_HINTS.dungeons).toMatchObject({ goldPercent: 0, expPercent: 25 });
    expect(ACTION_BONUS_HINTS.gathering).toMatchObject({ resourcesPercent: 10, expPercent: 25 });
    expect(ACTION_BONUS_HINTS.crafting).toMatchObject({ actionTimerMs: -500, expPercent: 25 });
  });
  it('writes the hint texts', () => {
    expect(actionBonusHint('battling')).toBe('+10% gold, +25% exp');
    expect(actionBonusHint('dungeons')).toBe('+25% exp');
    expect(actionBonusHint('gathering')).toBe('+10% resources, +25% exp');
    expect(actionBonusHint('crafting')).toBe('-0.5 s action timer, +25% exp');
  });
  it('rejects an unknown kind', () => {
    expect(() => actionBonusHint('fishing' as ActionBonusHintKind)).toThrow(
      'action bonus kind must be one of battling, dungeons, gathering, crafting',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import { gemCreationExp, jewelStepExp, potionExp, runeAttemptExp } from './crafting-exp';
import { jewelRarity } from './jewelcrafting';

describe('crafting experience', () => {
  it('gives a rune attempt 10 + its start level, a fifth of it on a failure', () => {
    expect(runeAttemptExp(20, true)).toBe(30);
    expect(runeAttemptExp(20, false)).toBe(6);
    expect(runeAttemptExp(1, false)).toBe(2); // 11 / 5 = 2.2 -> 2
  });

  it('gives a potion 10 + its level requirement', () => {
    expect(potionExp(15)).toBe(25);
    expect(() => potionExp(-1)).toThrow(RuleInputError);
  });

  it('gives gems and jewel steps the gem level requirement plus 10, a gem half of it', () => {
    expect(gemCreationExp(1)).toBe(5); // (10 + 1) / 2 = 5.5 -> 5
    expect(gemCreationExp(4)).toBe(42); // (10 + 75) / 2 = 42.5 -> 42
    expect(jewelStepExp(2)).toBe(35); // 10 + 25
  });
});

describe('jewelRarity', () => {
  it('rises a step for every 2 perfect steps, up to 6', () => {
    expect(jewelRarity(0)).toBe(1);
    expect(jewelRarity(3)).toBe(2);
    expect(jewelRarity(10)).toBe(6);
    expect(jewelRarity(40)).toBe(6);
  });
});

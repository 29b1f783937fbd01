import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  GEM_FRAGMENT_COSTS,
  GEM_LEVEL_REQUIREMENTS,
  canCraftJewel,
  canCreateGem,
  gemCreationFragmentCost,
  jewelStepText,
  shouldAutoDeconstruct,
} from './jewelcrafting';
import type { GemTypeId } from '../jewels/jewels';
import type { AutoDeconstructFloor, JewelStepPower } from './jewelcrafting';

describe('gem tables', () => {
  it('matches spec 001, section 9 by gem type', () => {
    expect(GEM_LEVEL_REQUIREMENTS).toEqual({ 1: 1, 2: 25, 3: 50, 4: 75 });
    expect(GEM_FRAGMENT_COSTS).toEqual({ 1: 75, 2: 500, 3: 1500, 4: 15000 });
  });
});

describe('gemCreationFragmentCost', () => {
  it('is the cost per gem times the amount', () => {
    expect(gemCreationFragmentCost(1, 1)).toBe(75);
    expect(gemCreationFragmentCost(2, 10)).toBe(5000);
    expect(gemCreationFragmentCost(4, 3)).toBe(45000);
  });
  it('rejects bad gem types and amounts', () => {
    expect(() => gemCreationFragmentCost(5 as GemTypeId, 1)).toThrow(
      'gem type must be at most 4, got 5',
    );
    expect(() => gemCreationFragmentCost(1, 0)).toThrow('gem amount must be at least 1');
    expect(() => gemCreationFragmentCost(1, 2.5)).toThrow(RuleInputError);
  });
});

describe('canCreateGem', () => {
  it('needs the level, both sides', () => {
    expect(canCreateGem(2, 24, 10000, 1)).toBe(false);
    expect(canCreateGem(2, 25, 10000, 1)).toBe(true);
    expect(canCreateGem(4, 74, 15000, 1)).toBe(false);
    expect(canCreateGem(4, 75, 15000, 1)).toBe(true);
    expect(canCreateGem(1, 1, 75, 1)).toBe(true);
  });
  it('needs fragments for the whole amount, both sides', () => {
    expect(canCreateGem(2, 25, 500, 1)).toBe(true);
    expect(canCreateGem(2, 25, 499, 1)).toBe(false);
    expect(canCreateGem(3, 50, 3000, 2)).toBe(true); // 2 * 1500
    expect(canCreateGem(3, 50, 2999, 2)).toBe(false);
  });
  it('rejects invalid input', () => {
    expect(() => canCreateGem(1, 0, 75, 1)).toThrow('jewelcrafting level must be at least 1');
    expect(() => canCreateGem(1, 1, -1, 1)).toThrow(RuleInputError);
    expect(() => canCreateGem(1, 1, 75, 0)).toThrow(RuleInputError);
  });
});

describe('canCraftJewel', () => {
  it('needs the level and at least one gem', () => {
    expect(canCraftJewel(3, 49, 5)).toBe(false);
    expect(canCraftJewel(3, 50, 5)).toBe(true);
    expect(canCraftJewel(3, 50, 1)).toBe(true);
    expect(canCraftJewel(3, 50, 0)).toBe(false);
  });
  it('rejects invalid input', () => {
    expect(() => canCraftJewel(0 as GemTypeId, 50, 1)).toThrow(RuleInputError);
    expect(() => canCraftJewel(1, 1, -1)).toThrow('gems owned must be at least 0');
  });
});

describe('jewelStepText', () => {
  it('words each power', () => {
    expect(jewelStepText(1, 'Health')).toBe('You barely improved the Health.');
    expect(jewelStepText(2, 'Attack')).toBe('You improved the Attack.');
    expect(jewelStepText(3, ' Dodge ')).toBe('You perfectly improved the Dodge.');
  });
  it('rejects unknown powers and empty stat names', () => {
    expect(() => jewelStepText(4 as JewelStepPower, 'Health')).toThrow(
      'jewel step power must be one of 1, 2, 3, got 4',
    );
    expect(() => jewelStepText(1, ' ')).toThrow('stat name must be a non-empty string');
  });
});

describe('shouldAutoDeconstruct', () => {
  it('keeps everything with None', () => {
    expect(shouldAutoDeconstruct(1, 0)).toBe(false);
    expect(shouldAutoDeconstruct(7, 0)).toBe(false);
  });
  it('deconstructs rarities at or below the floor', () => {
    expect(shouldAutoDeconstruct(1, 1)).toBe(true);
    expect(shouldAutoDeconstruct(2, 1)).toBe(false);
    expect(shouldAutoDeconstruct(3, 3)).toBe(true);
    expect(shouldAutoDeconstruct(4, 3)).toBe(false);
    expect(shouldAutoDeconstruct(4, 4)).toBe(true);
    expect(shouldAutoDeconstruct(5, 4)).toBe(false);
  });
  it('rejects unknown floors and rarities', () => {
    expect(() => shouldAutoDeconstruct(1, 5 as AutoDeconstructFloor)).toThrow(
      'auto-deconstruct floor must be at most 4, got 5',
    );
    expect(() => shouldAutoDeconstruct(0, 1)).toThrow('jewel rarity must be at least 1');
  });
});

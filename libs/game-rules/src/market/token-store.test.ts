import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import { MARKET_TEXTS } from './market-texts';
import {
  BOSS_TOKEN_STORE_ITEMS,
  JEWEL_SLOTS_MAX,
  JEWEL_SLOTS_START,
  TOKEN_STORE_TEXTS,
  bossTokenStoreItem,
  canBuyBossTokenItem,
  canBuyJewelSlot,
  jewelSlotCost,
} from './token-store';

describe('BOSS_TOKEN_STORE_ITEMS', () => {
  it('has distinct ids and items with whole positive prices', () => {
    const ids = BOSS_TOKEN_STORE_ITEMS.map((item) => item.id);
    const itemIds = BOSS_TOKEN_STORE_ITEMS.map((item) => item.itemId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(itemIds).size).toBe(itemIds.length);
    for (const { cost } of BOSS_TOKEN_STORE_ITEMS) {
      expect(Number.isSafeInteger(cost) && cost > 0).toBe(true);
    }
  });
  it('sells the rune-belt leather strap at the original 2,000 tokens', () => {
    expect(BOSS_TOKEN_STORE_ITEMS.find((item) => item.itemId === 'leather_strap')?.cost).toBe(
      2_000,
    );
  });
});

describe('bossTokenStoreItem', () => {
  it('finds an entry by the id a purchase posts', () => {
    expect(bossTokenStoreItem(1)).toEqual({ id: 1, itemId: 'leather_strap', cost: 2_000 });
    expect(bossTokenStoreItem(5)).toEqual({ id: 5, itemId: 'tool_component_bound', cost: 50 });
  });
  it('refuses ids that are not in the store', () => {
    expect(() => bossTokenStoreItem(99)).toThrow('boss token store id 99 is not in the store');
    expect(() => bossTokenStoreItem(0)).toThrow('boss token store id must be at least 1, got 0');
    expect(() => bossTokenStoreItem(1.5)).toThrow(RuleInputError);
  });
});

describe('canBuyBossTokenItem', () => {
  it('allows a purchase the tokens pay for, exactly or with some left', () => {
    expect(canBuyBossTokenItem(1, 2_000)).toEqual({ ok: true, cost: 2_000 });
    expect(canBuyBossTokenItem(2, 10_000)).toEqual({ ok: true, cost: 500 });
  });
  it('refuses one token short', () => {
    expect(canBuyBossTokenItem(1, 1_999)).toEqual({
      ok: false,
      reason: 'notEnoughTokens',
      text: 'Not enough boss tokens.',
    });
  });
  it('throws for bad counts and unknown ids', () => {
    expect(() => canBuyBossTokenItem(1, -1)).toThrow('boss tokens must be at least 0, got -1');
    expect(() => canBuyBossTokenItem(1, Number.NaN)).toThrow(RuleInputError);
    expect(() => canBuyBossTokenItem(42, 1_000_000)).toThrow(RuleInputError);
  });
});

describe('jewelSlotCost', () => {
  it('starts at one slot per gem type and stops at six', () => {
    expect(JEWEL_SLOTS_START).toBe(1);
    expect(JEWEL_SLOTS_MAX).toBe(6);
  });
  it('costs 1,000 x 5^(owned - 1) tokens for the next slot', () => {
    expect(jewelSlotCost(1)).toBe(1_000); // the 2nd slot
    expect(jewelSlotCost(2)).toBe(5_000); // 1000 * 5
    expect(jewelSlotCost(3)).toBe(25_000); // 1000 * 25
    expect(jewelSlotCost(4)).toBe(125_000); // 1000 * 125
    expect(jewelSlotCost(5)).toBe(625_000); // the 6th slot, 1000 * 625
  });
  it('costs more for each further slot', () => {
    for (let owned = JEWEL_SLOTS_START; owned < JEWEL_SLOTS_MAX - 1; owned += 1) {
      expect(jewelSlotCost(owned + 1)).toBeGreaterThan(jewelSlotCost(owned));
    }
  });
  it('refuses counts below the start, at the maximum and fractions', () => {
    expect(() => jewelSlotCost(0)).toThrow(
      'jewel slots owned of the gem type must be at least 1, got 0',
    );
    expect(() => jewelSlotCost(6)).toThrow(
      'jewel slots owned of the gem type must be at most 5, got 6',
    );
    expect(() => jewelSlotCost(2.5)).toThrow(RuleInputError);
  });
});

describe('canBuyJewelSlot', () => {
  it('allows the next slot when the tokens pay for it', () => {
    expect(canBuyJewelSlot(1, 1_000)).toEqual({ ok: true, cost: 1_000 });
    expect(canBuyJewelSlot(5, 700_000)).toEqual({ ok: true, cost: 625_000 });
  });
  it('refuses one token short', () => {
    expect(canBuyJewelSlot(2, 4_999)).toEqual({
      ok: false,
      reason: 'notEnoughTokens',
      text: 'Not enough dungeoneering tokens.',
    });
  });
  it('refuses at the maximum, however many tokens', () => {
    expect(canBuyJewelSlot(6, Number.MAX_SAFE_INTEGER)).toEqual({
      ok: false,
      reason: 'maxJewelSlots',
      text: 'You have every jewel slot of this gem type.',
    });
  });
  it('throws for counts that cannot be', () => {
    expect(() => canBuyJewelSlot(0, 1_000)).toThrow(RuleInputError);
    expect(() => canBuyJewelSlot(7, 1_000)).toThrow(
      'jewel slots owned of the gem type must be at most 6, got 7',
    );
    expect(() => canBuyJewelSlot(1, -5)).toThrow('dungeoneering tokens must be at least 0, got -5');
  });
});

describe('TOKEN_STORE_TEXTS', () => {
  it("quotes the spec's success lines", () => {
    expect(TOKEN_STORE_TEXTS.jewelSlotPurchased).toBe(
      'You have purchased an additional jewel slot.',
    );
    expect(TOKEN_STORE_TEXTS.itemPurchased).toBe('Item purchased.');
    expect(TOKEN_STORE_TEXTS.itemPurchased).toBe(MARKET_TEXTS.itemPurchased);
  });
});

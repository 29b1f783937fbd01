import { describe, expect, it } from 'vitest';
import {
  rerollTrinketMods,
  rollTrinketDropRarity,
  rollTrinketMods,
  trinketBonuses,
  boostedWholeGain,
  trinketDropChance,
  trinketModCount,
} from './trinket-rolls';

/** Draws from a fixed list, in turn. */
function draws(...values: number[]) {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

describe('trinketModCount', () => {
  it('is the rarity, 6 at most', () => {
    expect([1, 3, 4, 5, 6, 7].map(trinketModCount)).toEqual([1, 3, 4, 5, 6, 6]);
  });
  it('rejects rarities outside 1 to 7', () => {
    expect(() => trinketModCount(8)).toThrow('trinket rarity must be at most 7');
  });
});

describe('rollTrinketMods', () => {
  it('gives a battling trinket different battling mods, as many as its rarity', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const random = draws(((seed * 37) % 100) / 100, 0.99, 0.01, 0.5, 0.73, 0.2);
      const mods = rollTrinketMods(1, 5, random);
      expect(mods).toHaveLength(5);
      const ids = mods.map(([id]) => id);
      expect(new Set(ids).size).toBe(5);
      for (const [id, base] of mods) {
        expect(id).toBeGreaterThanOrEqual(1);
        expect(id).toBeLessThanOrEqual(8);
        expect(base).toBeGreaterThanOrEqual(1);
        expect(base).toBeLessThanOrEqual(10);
      }
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
  });
  it('gives a gathering trinket gathering mods (11 to 18)', () => {
    // Six picks alternating the first and the last mod left, then six base values.
    const mods = rollTrinketMods(2, 6, draws(0, 0.999));
    expect(mods.map(([id]) => id)).toEqual([11, 12, 13, 16, 17, 18]);
    expect(mods.map(([, base]) => base)).toEqual([1, 10, 1, 10, 1, 10]);
  });
  it('maps the lowest and highest draws to base 1 and 10', () => {
    expect(rollTrinketMods(1, 1, draws(0, 0))).toEqual([[1, 1]]);
    expect(rollTrinketMods(1, 1, draws(0.999, 0.999))).toEqual([[8, 10]]);
  });
  it('rejects a bad type and a draw outside [0, 1)', () => {
    expect(() => rollTrinketMods(3, 4, draws(0))).toThrow('trinket type must be at most 2');
    expect(() => rollTrinketMods(1, 4, draws(1))).toThrow('random draw must be in [0, 1)');
  });
});

describe('rerollTrinketMods', () => {
  it('keeps the mods and rolls new base values', () => {
    const mods: [number, number][] = [
      [2, 1],
      [5, 1],
      [7, 1],
    ];
    expect(rerollTrinketMods(mods, draws(0.95, 0.5, 0))).toEqual([
      [2, 10],
      [5, 6],
      [7, 1],
    ]);
    expect(mods).toEqual([
      [2, 1],
      [5, 1],
      [7, 1],
    ]);
  });
});

describe('trinketDropChance', () => {
  it('is 1 in 125,000 before modifiers, raised by the bonus percent', () => {
    expect(trinketDropChance(0)).toBe(1 / 125_000);
    expect(trinketDropChance(32)).toBeCloseTo(1.32 / 125_000, 15);
  });
  it('rejects a negative bonus', () => {
    expect(() => trinketDropChance(-1)).toThrow('must be at least 0');
  });
});

describe('rollTrinketDropRarity', () => {
  it('is mostly 3 and 4: 55% rare, 35% epic, 9.5% legendary, 0.5% mythical', () => {
    expect(rollTrinketDropRarity(0)).toBe(3);
    expect(rollTrinketDropRarity(0.5499)).toBe(3);
    expect(rollTrinketDropRarity(0.55)).toBe(4);
    expect(rollTrinketDropRarity(0.8999)).toBe(4);
    expect(rollTrinketDropRarity(0.9)).toBe(5);
    expect(rollTrinketDropRarity(0.9949)).toBe(5);
    expect(rollTrinketDropRarity(0.995)).toBe(6);
    expect(rollTrinketDropRarity(0.9999)).toBe(6);
  });
});

describe('trinketBonuses', () => {
  it('sums the mod values of the trinkets, read as percents (Base Mob Gold and Attributes flat)', () => {
    const bonuses = trinketBonuses([
      // tier 2, rarity 5: value ceil(base x 2 x 1.35); mod 13 has no gain to map onto
      {
        tier: 2,
        rarity: 5,
        mods: [
          [1, 10],
          [2, 3],
          [6, 4],
          [3, 9],
          [13, 9],
        ],
      },
      // tier 1, rarity 4: ceil(base x 1.15)
      {
        tier: 1,
        rarity: 4,
        mods: [
          [2, 10],
          [11, 1],
          [12, 2],
          [15, 5],
          [7, 20],
        ],
      },
    ]);
    expect(bonuses).toEqual({
      combatExpPercent: 2.7,
      goldPercent: (9 + 12) / 10,
      baseMobGold: 11,
      attributes: 23,
      gatheringExpPercent: 0.2,
      resourcePercent: 0.3,
      gatheringShardsPercent: 0.6,
      attributeGainPercent: 2.5,
      masteryExpPercent: 0,
      battleDropPercent: 0,
      battleDoubleItemsPercent: 0,
      gatheringDropPercent: 0,
      baseResourcePercent: 0,
      itemRarityPercent: 0,
      gatheringDoubleItemsPercent: 0,
    });
  });
  it('reads the drop, double items, mastery and base resource mods as value/10 percent', () => {
    // tier 1, rarity 6: ceil(base x 1.6)
    const bonuses = trinketBonuses([
      {
        tier: 1,
        rarity: 6,
        mods: [
          [4, 10],
          [5, 9],
          [8, 8],
          [14, 7],
          [16, 6],
          [17, 5],
          [18, 4],
        ],
      },
    ]);
    expect(bonuses).toMatchObject({
      masteryExpPercent: 1.6,
      battleDropPercent: 1.5,
      battleDoubleItemsPercent: 1.3,
      gatheringDropPercent: 1.2,
      baseResourcePercent: 1,
      itemRarityPercent: 0.8,
      gatheringDoubleItemsPercent: 0.7,
    });
  });
  it('is all zero without trinkets', () => {
    expect(Object.values(trinketBonuses([])).every((value) => value === 0)).toBe(true);
  });
});

describe('boostedWholeGain', () => {
  const never = () => {
    throw new Error('no draw expected');
  };
  it('keeps the gain without a percent, and draws nothing for a whole result', () => {
    expect(boostedWholeGain(1, 0, never)).toBe(1);
    expect(boostedWholeGain(1, 100, never)).toBe(2);
    expect(boostedWholeGain(3, 200, never)).toBe(9);
  });
  it('gives the fraction as the chance of one more', () => {
    // 1 x 1.115 = 1.115: one more below a draw of 0.115
    expect(boostedWholeGain(1, 11.5, () => 0.114)).toBe(2);
    expect(boostedWholeGain(1, 11.5, () => 0.115)).toBe(1);
    // 1 x 2.5 = 2.5
    expect(boostedWholeGain(1, 150, () => 0.49)).toBe(3);
    expect(boostedWholeGain(1, 150, () => 0.5)).toBe(2);
  });
  it('ignores float noise in the percent (1 x 1.7 is 1.7, not 1.69999)', () => {
    expect(boostedWholeGain(1, 0.1 + 69.9, () => 0.69)).toBe(2);
    expect(boostedWholeGain(1, 0.1 + 69.9, () => 0.7)).toBe(1);
  });
  it('refuses a negative gain or percent', () => {
    expect(() => boostedWholeGain(-1, 0, never)).toThrow(/gain/);
    expect(() => boostedWholeGain(1, -5, never)).toThrow(/gain percent/);
  });
});

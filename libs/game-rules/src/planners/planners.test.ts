import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import { landLevelUpgradeCost } from '../land/land';
import {
  personnelEffectPercent,
  personnelLevelCost,
  personnelRarityCost,
  quartermasterPrice,
} from '../land/personnel';
import {
  labyrinthDayLayout,
  labyrinthPityAttempts,
  labyrinthSuccessChancePercent,
} from '../labyrinth/labyrinth';
import { jewelSlotCost } from '../market/token-store';
import { toolComponentsForUpgrade } from '../tools/tools';
import { trinketTierUpgradeCost, trinketTierUpgradeTotal } from '../trinkets/trinket-costs';
import { trinketDropChance } from '../trinkets/trinket-rolls';
import {
  dungeonChestTokens,
  jewelSlotPlan,
  labyrinthExpectedAttempts,
  labyrinthPlan,
  landCostsToLevel,
  personnelInvestment,
  personnelTierLevel,
  toolComponentsPlan,
  trinketDropPlan,
  trinketTierPlan,
  TOOL_PLANNER_MAX_LEVEL,
} from './index';
import { formatNumber } from '../display/number-format';

describe('toolComponentsPlan', () => {
  it('sums each upgrade from the current level to the target', () => {
    const plan = toolComponentsPlan(3, 6, 10, 5);
    const expected =
      toolComponentsForUpgrade(3) + toolComponentsForUpgrade(4) + toolComponentsForUpgrade(5);
    expect(plan).toEqual({ needed: expected, owned: 15, missing: expected - 15 });
    expect(expected).toBe(25 + 100 + 300);
  });

  it('crosses from the table into the formula past level 30', () => {
    expect(toolComponentsPlan(30, 32, 0, 0).needed).toBe(
      toolComponentsForUpgrade(30) + toolComponentsForUpgrade(31),
    );
  });

  it('needs nothing at the target and misses nothing when enough is owned', () => {
    expect(toolComponentsPlan(7, 7, 0, 0)).toEqual({ needed: 0, owned: 0, missing: 0 });
    expect(toolComponentsPlan(1, 2, 3, 0).missing).toBe(0);
  });

  it('refuses a target below the current level', () => {
    expect(() => toolComponentsPlan(5, 4, 0, 0)).toThrow(RuleInputError);
  });
});

describe('landCostsToLevel', () => {
  it('sums every upgrade per resource', () => {
    const total = landCostsToLevel(2, 4);
    const steps = [landLevelUpgradeCost(3), landLevelUpgradeCost(4)];
    for (const line of total) {
      const summed = steps
        .flat()
        .filter((step) => step.itemId === line.itemId)
        .reduce((sum, step) => sum + step.amount, 0);
      expect(line.amount).toBe(summed);
    }
    expect(total.map((line) => line.itemId)).toEqual(['gold', 'metal', 'wood', 'stone']);
  });

  it('applies the quartermaster discount to each upgrade', () => {
    const [gold] = landCostsToLevel(1, 3, 10);
    const [step2, step3] = [landLevelUpgradeCost(2)[0], landLevelUpgradeCost(3)[0]];
    expect(gold?.amount).toBe(
      quartermasterPrice(step2?.amount ?? 0, 10) + quartermasterPrice(step3?.amount ?? 0, 10),
    );
  });

  it('is zero at the target and refuses a lower or out-of-range target', () => {
    expect(landCostsToLevel(16, 16).every((line) => line.amount === 0)).toBe(true);
    expect(() => landCostsToLevel(5, 4)).toThrow(RuleInputError);
    expect(() => landCostsToLevel(5, 17)).toThrow(RuleInputError);
  });
});

describe('trinket planners', () => {
  it('sums tier costs at the rarity (the tools page uses trinketTierUpgradeTotal)', () => {
    expect(trinketTierUpgradeTotal(8, 11, 5)).toBe(
      (trinketTierUpgradeCost(8, 5) ?? 0) +
        (trinketTierUpgradeCost(9, 5) ?? 0) +
        (trinketTierUpgradeCost(10, 5) ?? 0),
    );
    expect(() => trinketTierUpgradeTotal(5, 4, 5)).toThrow(RuleInputError);
  });

  it('expects 1 / chance actions to a drop, each taking the action delay', () => {
    const plan = trinketDropPlan(20, 2000);
    expect(plan.chancePerAction).toBe(trinketDropChance(20));
    expect(plan.expectedActions).toBeCloseTo(125_000 / 1.2, 6);
    expect(plan.expectedMs).toBeCloseTo((125_000 / 1.2) * 2000, 3);
  });

  it('refuses a delay of 0 and a negative bonus', () => {
    expect(() => trinketDropPlan(0, 0)).toThrow(RuleInputError);
    expect(() => trinketDropPlan(-1, 2000)).toThrow(RuleInputError);
  });
});

describe('personnel planner', () => {
  it('maps tiers to their levels', () => {
    expect([1, 2, 3, 4, 5].map(personnelTierLevel)).toEqual([50, 75, 100, 125, 150]);
    expect(() => personnelTierLevel(6)).toThrow(RuleInputError);
  });

  it('sums gold per level and credits per rarity to the target', () => {
    const plan = personnelInvestment('scout', { level: 48, rarity: 2 }, { level: 50, rarity: 4 });
    expect(plan.gold).toBe(personnelLevelCost(49) + personnelLevelCost(50));
    expect(plan.credits).toBe(personnelRarityCost(3) + personnelRarityCost(4));
    expect(plan.bonusPercent).toBe(personnelEffectPercent('scout', 50, 4));
  });

  it('costs nothing to stay and refuses going down', () => {
    expect(
      personnelInvestment('scout', { level: 10, rarity: 1 }, { level: 10, rarity: 1 }),
    ).toEqual({ gold: 0, credits: 0, bonusPercent: 0 });
    expect(() =>
      personnelInvestment('scout', { level: 10, rarity: 3 }, { level: 50, rarity: 2 }),
    ).toThrow(RuleInputError);
  });
});

describe('dungeon planner', () => {
  it('raises chest tokens by the dungeon keeper, rounded down', () => {
    expect(dungeonChestTokens(35, 0)).toBe(35);
    expect(dungeonChestTokens(35, 5)).toBe(36);
  });

  it('counts runs and keys to the next jewel slot', () => {
    const plan = jewelSlotPlan({
      slotsOwned: 2,
      tokensOwned: 1200,
      tokensPerRun: 55,
      keysOwned: 10,
    });
    const cost = jewelSlotCost(2);
    expect(plan).toEqual({
      maxed: false,
      cost,
      missingTokens: cost - 1200,
      runs: Math.ceil((cost - 1200) / 55),
      missingKeys: Math.ceil((cost - 1200) / 55) - 10,
    });
  });

  it('needs no run once affordable, and says when every slot is owned', () => {
    expect(
      jewelSlotPlan({ slotsOwned: 1, tokensOwned: 5000, tokensPerRun: 20, keysOwned: 0 }),
    ).toMatchObject({ runs: 0, missingKeys: 0 });
    expect(
      jewelSlotPlan({ slotsOwned: 6, tokensOwned: 0, tokensPerRun: 20, keysOwned: 0 }),
    ).toEqual({ maxed: true });
    expect(() =>
      jewelSlotPlan({ slotsOwned: 2, tokensOwned: 0, tokensPerRun: 0, keysOwned: 0 }),
    ).toThrow(RuleInputError);
  });
});

describe('labyrinth planner', () => {
  it('expects one attempt at a sure room and the capped geometric mean otherwise', () => {
    expect(labyrinthExpectedAttempts(100)).toBe(1);
    const cap = labyrinthPityAttempts(10);
    let mean = 0;
    for (let attempt = 1; attempt < cap; attempt += 1) mean += attempt * 0.1 * 0.9 ** (attempt - 1);
    mean += cap * 0.9 ** (cap - 1);
    expect(labyrinthExpectedAttempts(10)).toBeCloseTo(mean, 9);
    expect(labyrinthExpectedAttempts(1)).toBeLessThan(100);
  });

  it("gives each room of the day the same chance as the game's rule", () => {
    const layout = labyrinthDayLayout('2026-11-24');
    const plan = labyrinthPlan({
      layout,
      skillLevel: (skill) => 100 * skill,
      currentRoom: 1,
      turnsUsed: 0,
    });
    expect(plan.rooms).toHaveLength(35);
    plan.rooms.forEach((room, index) => {
      const [skill, difficulty] = layout[index] ?? [1, 1];
      expect(room.chancePercent).toBe(labyrinthSuccessChancePercent(100 * skill, difficulty));
      expect(room.expectedAttempts).toBe(labyrinthExpectedAttempts(room.chancePercent));
    });
    expect(plan.expectedTurns).toBeCloseTo(
      plan.rooms.reduce((sum, room) => sum + room.expectedAttempts, 0),
      9,
    );
  });

  it('reaches the chest when every room is sure, not at level 1', () => {
    const layout = labyrinthDayLayout('2026-11-24');
    const sure = labyrinthPlan({ layout, skillLevel: () => 2500, currentRoom: 1, turnsUsed: 0 });
    expect(sure).toMatchObject({
      expectedTurns: 35,
      turnsLeft: 100,
      reachesChest: true,
      expectedRoomsCleared: 35,
    });
    const weak = labyrinthPlan({ layout, skillLevel: () => 1, currentRoom: 1, turnsUsed: 0 });
    expect(weak.reachesChest).toBe(false);
    expect(weak.expectedRoomsCleared).toBeLessThan(35);
  });

  it('counts only rooms ahead and the turns left', () => {
    const layout = labyrinthDayLayout('2026-11-24');
    const plan = labyrinthPlan({ layout, skillLevel: () => 2500, currentRoom: 31, turnsUsed: 97 });
    expect(plan).toMatchObject({
      expectedTurns: 5,
      turnsLeft: 3,
      reachesChest: false,
      expectedRoomsCleared: 33,
    });
    expect(plan.rooms[0]?.turnsToClear).toBe(0);
    expect(plan.rooms[30]?.turnsToClear).toBe(1);
  });
});

describe('what a planner says about what the player typed', () => {
  /** Every refusal of a typed value, or null when the plan is made. */
  function refusal(run: () => unknown): string | null {
    try {
      run();
      return null;
    } catch (error) {
      if (error instanceof RuleInputError) return error.message;
      throw error;
    }
  }

  it('speaks in player sentences with formatted numbers, never field names', () => {
    expect(refusal(() => toolComponentsPlan(2, 0, 0, 0))).toBe(
      "The target level must be at least your tool's level, 2.",
    );
    expect(refusal(() => toolComponentsPlan(1_200, 5, 0, 0))).toBe(
      "The target level must be at least your tool's level, 1,200.",
    );
    expect(refusal(() => toolComponentsPlan(2, Number.NaN, 0, 0))).toBe('Enter the target level.');
    expect(refusal(() => toolComponentsPlan(2, 2.5, 0, 0))).toBe(
      'The target level is a whole number.',
    );
    expect(refusal(() => toolComponentsPlan(1, TOOL_PLANNER_MAX_LEVEL, 0, 0))).toBeNull();
    expect(refusal(() => toolComponentsPlan(1, TOOL_PLANNER_MAX_LEVEL + 1, 0, 0))).toBe(
      `The target level can be at most ${formatNumber(TOOL_PLANNER_MAX_LEVEL)}.`,
    );
    expect(refusal(() => landCostsToLevel(5, 4))).toBe(
      "The target land level must be at least your land's level, 5.",
    );
    expect(refusal(() => landCostsToLevel(5, 17))).toBe('The target land level can be at most 16.');
    expect(refusal(() => trinketTierPlan(4, 3, 5))).toBe(
      'The target tier must be at least the current tier, 4.',
    );
    expect(refusal(() => trinketTierPlan(0, 3, 5))).toBe('The current tier must be at least 1.');
    expect(refusal(() => trinketTierPlan(4, 5, 8))).toBe('The rarity can be at most 7.');
    expect(refusal(() => trinketDropPlan(0, 0))).toBe('The action delay must be at least 1.');
    expect(
      refusal(() =>
        personnelInvestment('quartermaster_1', { level: 60, rarity: 3 }, { level: 50, rarity: 3 }),
      ),
    ).toBe('The target level must be at least the current level, 60.');
    expect(
      refusal(() =>
        personnelInvestment('quartermaster_1', { level: 60, rarity: 3 }, { level: 60, rarity: 2 }),
      ),
    ).toBe('The target rarity must be at least the current rarity, 3 (Rare).');
  });

  it('never answers a typed value with ", got", a lower-case start or a raw four-digit number', () => {
    const typed = [Number.NaN, -1, 0, 0.5, 1, 17, 10_000, 1_000_000];
    const messages = typed.flatMap((value) => [
      refusal(() => toolComponentsPlan(5, value, 0, 0)),
      refusal(() => landCostsToLevel(3, value)),
      refusal(() => trinketTierPlan(value, 5, 5)),
      refusal(() => trinketTierPlan(4, value, 5)),
      refusal(() => trinketTierPlan(4, 5, value)),
      refusal(() => trinketDropPlan(0, value)),
      refusal(() =>
        personnelInvestment(
          'quartermaster_1',
          { level: 1, rarity: 1 },
          { level: 1, rarity: value },
        ),
      ),
    ]);
    for (const message of messages.filter((text) => text !== null)) {
      expect(message).toMatch(/^[A-Z][^]*\.$/);
      expect(message).not.toMatch(/, got|must be an? (finite|whole)|\d{4}/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { type CombatantStats, simulateBattle } from '../fight/battle';
import { seededFightRandom } from './seeded-random';
import {
  addTallies,
  averageRoundsError,
  averageWinGold,
  NO_REWARD_BONUSES,
  simulationReport,
  tallyFights,
  winRateInterval,
} from './simulate';

const player: CombatantStats = {
  name: 'Hero',
  level: 10,
  health: 200,
  attack: 30,
  defence: 20,
  accuracy: 6000,
  dodge: 500,
  critChance: 5,
  damageBonus: 0,
};
const mob: CombatantStats = { ...player, name: 'Rat', health: 150, attack: 28, defence: 10 };

describe('seededFightRandom', () => {
  it('draws the same numbers for the same seed, in [0, 1)', () => {
    const a = seededFightRandom(7);
    const b = seededFightRandom(7);
    const draws = Array.from({ length: 1000 }, () => a.next());
    expect(draws).toEqual(Array.from({ length: 1000 }, () => b.next()));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    // Uniform enough: the mean of 1,000 draws is 0.5 within 4 standard errors (0.0091 each).
    expect(Math.abs(draws.reduce((sum, x) => sum + x, 0) / 1000 - 0.5)).toBeLessThan(0.037);
  });

  it('draws other numbers for another seed, and refuses a seed that is not whole', () => {
    expect(seededFightRandom(1).next()).not.toBe(seededFightRandom(2).next());
    expect(() => seededFightRandom(1.5)).toThrow('seed must be a whole number');
  });
});

describe('tallyFights', () => {
  it('counts the fights of simulateBattle on the same draws', () => {
    const tally = tallyFights(player, mob, 50, seededFightRandom(3));
    const random = seededFightRandom(3);
    let wins = 0;
    let rounds = 0;
    let dealt = 0;
    for (let i = 0; i < 50; i++) {
      const outcome = simulateBattle(player, mob, random);
      wins += outcome.winner === 1 ? 1 : 0;
      rounds += outcome.rounds;
      dealt += outcome.damageDealt;
    }
    expect(tally).toMatchObject({ fights: 50, wins, rounds, damageDealt: dealt });
  });

  it('is deterministic for a seed and adds up across chunks', () => {
    const whole = tallyFights(player, mob, 400, seededFightRandom(11));
    expect(tallyFights(player, mob, 400, seededFightRandom(11))).toEqual(whole);
    const random = seededFightRandom(11);
    const chunks = addTallies(
      tallyFights(player, mob, 150, random),
      tallyFights(player, mob, 250, random),
    );
    expect(chunks).toEqual(whole);
  });
});

describe('winRateInterval', () => {
  it("is Wilson's 99% interval", () => {
    // 70 of 100: centre (0.7 + 6.635/200) / (1 + 6.635/100) = 0.6875;
    // half 2.5758 / 1.06635 * sqrt(0.0021 + 6.635/40000) = 0.1150.
    const { low, high } = winRateInterval(70, 100);
    expect(low).toBeCloseTo(0.5725, 3);
    expect(high).toBeCloseTo(0.8025, 3);
  });

  it('stays inside 0 to 1 at no wins and at all wins', () => {
    expect(winRateInterval(0, 50).low).toBe(0);
    expect(winRateInterval(0, 50).high).toBeGreaterThan(0);
    expect(winRateInterval(50, 50).high).toBe(1);
    expect(winRateInterval(50, 50).low).toBeLessThan(1);
    expect(() => winRateInterval(1, 0)).toThrow('fights must be at least 1');
  });
});

describe('averageRoundsError', () => {
  it('is the standard error of the rounds', () => {
    // Rounds 2 and 4: mean 3, sample variance 2, error sqrt(2 / 2) = 1.
    const tally = {
      fights: 2,
      wins: 0,
      rounds: 6,
      roundsSquared: 20,
      damageDealt: 0,
      damageTaken: 0,
    };
    expect(averageRoundsError(tally)).toBe(1);
  });
});

describe('simulationReport', () => {
  const tally = {
    fights: 100,
    wins: 80,
    rounds: 500,
    roundsSquared: 2600,
    damageDealt: 10_000,
    damageTaken: 0,
  };
  const rewards = {
    exp: 10,
    gold: [4, 6] as const,
    loot: [{ itemId: 'bone', amount: [1, 3] as const, frequency: 10 }],
  };

  it('turns a tally into rates per hour at the action delay', () => {
    const report = simulationReport(tally, rewards, NO_REWARD_BONUSES, {
      actionDelayMs: 6000,
      boss: false,
    });
    // 600 fights an hour, 80% won: 480 kills, 4,800 exp, 480 * 5 = 2,400 gold;
    // bones: 480 * 1/10 * 2 = 96.
    expect(report.fightsPerHour).toBe(600);
    expect(report.killsPerHour).toBeCloseTo(480);
    expect(report.expPerHour).toBeCloseTo(4800);
    expect(report.goldPerHour).toBeCloseTo(2400);
    expect(report.drops.map((drop) => drop.itemId)).toEqual(['bone']);
    expect(report.drops[0]?.perHour).toBeCloseTo(96);
    expect(report.averageRounds).toBe(5);
    expect(report.damagePerHour).toBe(60_000);
    expect(report.winRateLow).toBeLessThan(0.8);
    expect(report.winRateHigh).toBeGreaterThan(0.8);
  });

  it('adds the bonuses as the server does', () => {
    const bonuses = {
      expPercent: 25,
      goldPercent: 50,
      dropPercent: 100,
      doubleDropPercent: 10,
      baseMobGold: 1,
    };
    const report = simulationReport(tally, rewards, bonuses, { actionDelayMs: 6000, boss: false });
    // exp floor(10 * 1.25) = 12; gold floor(5 * 1.5), floor(6 * 1.5), floor(7 * 1.5) = 7, 9, 10.
    expect(report.expPerHour).toBeCloseTo(480 * 12);
    expect(report.goldPerHour).toBeCloseTo(480 * (26 / 3));
    // bones: 2 in 10, 2 each, 1.1 for doubles.
    expect(report.drops[0]?.perHour).toBeCloseTo(480 * 0.2 * 2 * 1.1);
  });

  it('gives a boss fight its exp every time and no win', () => {
    const report = simulationReport(tally, rewards, NO_REWARD_BONUSES, {
      actionDelayMs: 6000,
      boss: true,
    });
    expect(report.winRate).toBe(0);
    expect(report.killsPerHour).toBe(0);
    expect(report.expPerHour).toBe(6000);
    expect(report.goldPerHour).toBe(0);
  });

  it('averages gold over the range, by the middle for very wide ranges', () => {
    expect(averageWinGold([1, 2], { ...NO_REWARD_BONUSES, goldPercent: 50 })).toBe(2); // 1, 3
    expect(averageWinGold([0, 1_000_000], NO_REWARD_BONUSES)).toBe(499_999.5);
  });
});

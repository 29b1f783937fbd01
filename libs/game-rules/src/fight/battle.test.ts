import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  BATTLE_MAX_ROUNDS,
  type CombatantStats,
  type FightRandom,
  hitDamage,
  simulateBattle,
} from './battle';

/** Always answers `value`, counting the draws. */
function constant(value: number): FightRandom & { draws: number } {
  const random = { draws: 0, next: () => (random.draws++, value) };
  return random;
}

const side = (overrides: Partial<CombatantStats>): CombatantStats => ({
  name: 'side',
  level: 1,
  health: 100,
  attack: 10,
  defence: 0,
  accuracy: 10_000,
  dodge: 0,
  critChance: 0,
  damageBonus: 0,
  ...overrides,
});

describe('hitDamage', () => {
  it('scales attack by the roll and the bonus, and reduces it by defence', () => {
    // roll 0.85 + 0.3 * 0.5 = 1; 100 * 1 * 1 * 100 / (100 + 100) = 50
    expect(hitDamage({ attack: 100, damageBonus: 0 }, { defence: 100 }, 0.5, false)).toBe(50);
    // 50 * 1.5 = 75
    expect(hitDamage({ attack: 100, damageBonus: 0 }, { defence: 100 }, 0.5, true)).toBe(75);
    // roll 0.85: 100 * 0.85 / 2 = 42.5 -> 42
    expect(hitDamage({ attack: 100, damageBonus: 0 }, { defence: 100 }, 0, false)).toBe(42);
    // 10 * 1 * 1.2 = 12
    expect(hitDamage({ attack: 10, damageBonus: 20 }, { defence: 0 }, 0.5, false)).toBe(12);
  });

  it('never lands less than 1', () => {
    expect(hitDamage({ attack: 0, damageBonus: 0 }, { defence: 1000 }, 0, false)).toBe(1);
  });
});

describe('simulateBattle', () => {
  it('lets the player strike first: one sure hit ends it, capped at the health left', () => {
    const random = constant(0.5);
    const outcome = simulateBattle(
      side({ name: 'hero', attack: 100 }),
      side({ name: 'rat', health: 30 }),
      random,
    );
    expect(outcome).toMatchObject({ winner: 1, rounds: 1, damageDealt: 30, damageTaken: 0 });
    expect(outcome.p1).toMatchObject({ name: 'hero', hp: 100, maxHp: 100, hits: 1 });
    expect(outcome.p2).toMatchObject({ name: 'rat', hp: 0, maxHp: 30, totalDamage: 0 });
    // double hit, hit, dodge, critical, damage
    expect(random.draws).toBe(5);
  });

  it('is lost after the round limit when nobody hits', () => {
    const random = constant(0.5);
    const outcome = simulateBattle(side({ accuracy: 0 }), side({ accuracy: 0 }), random);
    expect(outcome).toMatchObject({ winner: 2, rounds: BATTLE_MAX_ROUNDS, damageDealt: 0 });
    expect(outcome.p1.missed).toBe(100);
    expect(outcome.p2.missed).toBe(100);
    // two swings a round, each a double-hit and a hit draw
    expect(random.draws).toBe(400);
  });

  it('swings twice above 100% accuracy and counts dodges and critical hits', () => {
    const sharp = side({ accuracy: 20_000, attack: 1, critChance: 100 });
    const dummy = side({ health: 1_000_000, attack: 0, accuracy: 0 });
    const outcome = simulateBattle(sharp, dummy, constant(0.5));
    expect(outcome.rounds).toBe(100);
    expect(outcome.p1).toMatchObject({ hits: 200, criticalHits: 200, totalDamage: 200 });
    // dodge 5000 is 50%: a draw of 0.4 is dodged, every swing
    const dodging = side({ health: 1_000_000, attack: 0, accuracy: 0, dodge: 5000 });
    const dodged = simulateBattle(side({}), dodging, constant(0.4));
    expect(dodged.p2.dodged).toBe(100);
    expect(dodged.p1.hits).toBe(0);
  });

  it('refuses figures a fight cannot use', () => {
    expect(() => simulateBattle(side({ health: -1 }), side({}), constant(0))).toThrow(
      RuleInputError,
    );
    expect(() => simulateBattle(side({}), side({ attack: Number.NaN }), constant(0))).toThrow(
      'opponent attack must be a finite number, got NaN',
    );
  });
});

/** Battle samples: a fight between Hero_1 and a Cellar Rat, and the tracker of a short run. */
import type { BattleResult, BattleTracker, Fighter } from '@idle/contracts';
import { SAMPLE_USERNAME } from './initial-data';

function fighter(overrides: Partial<Fighter> & Pick<Fighter, 'name'>): Fighter {
  return {
    level: 1,
    hp: 100,
    maxHp: 100,
    hits: 0,
    totalDamage: 0,
    criticalHits: 0,
    missed: 0,
    dodged: 0,
    ...overrides,
  };
}

/**
 * A battle result: with `winner` 1 the player won (the Cellar Rat is at 0 hp, exp, gold and an
 * attribute point are gained), with 2 the player lost (at 0 hp, nothing gained).
 */
export function sampleBattleResult(
  winner: 1 | 2 = 1,
  overrides: Partial<BattleResult> = {},
): BattleResult {
  const won = winner === 1;
  return {
    p1: fighter({
      name: SAMPLE_USERNAME,
      level: 12,
      hp: won ? 1_432 : 0,
      maxHp: 2_200,
      hits: won ? 9 : 4,
      totalDamage: won ? 2_150 : 880,
      criticalHits: won ? 2 : 1,
      missed: 3,
      dodged: 4,
    }),
    p2: fighter({
      name: 'Cellar Rat',
      level: 1,
      hp: won ? 0 : 1_250,
      maxHp: 2_130,
      hits: won ? 6 : 11,
      totalDamage: won ? 768 : 2_200,
      criticalHits: 0,
      missed: 5,
      dodged: 1,
    }),
    winner,
    exp: won ? 7 : 0,
    gold: won ? 2 : 0,
    attributeGain: won ? 1 : 0,
    ...overrides,
  };
}

/** The tracker after 3 battles, 2 won, 90 gold: 600 / 3 * 90 = 18,000 gold per hour. */
export function sampleTracker(overrides: Partial<BattleTracker> = {}): BattleTracker {
  return { actions: 3, wins: 2, losses: 1, gold: 90, ...overrides };
}

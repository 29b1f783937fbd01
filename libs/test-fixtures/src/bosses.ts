/** World boss samples (spec 000 §3): hit points 5,000,000 + 100,000 x level, as the server's. */
import type { WorldBoss } from '@idle/contracts';

/** One world boss: Gorrath the Mountain (Rare, level 10), at 60% of his hit points. */
export function sampleBoss(overrides: Partial<WorldBoss> = {}): WorldBoss {
  return {
    id: 101,
    name: 'Gorrath the Mountain',
    rarity: 3,
    level: 10,
    hpRemaining: 3_600_000,
    hpMax: 6_000_000,
    ...overrides,
  };
}

/**
 * The bosses alive in a busy world: Gorrath (Rare, untouched), Sythra (Epic, half dead) and
 * Vel'koz (Mythical, nearly dead).
 */
export function sampleBosses(): WorldBoss[] {
  return [
    sampleBoss({ hpRemaining: 6_000_000 }),
    sampleBoss({
      id: 102,
      name: 'Sythra, Queen of Thorns',
      rarity: 4,
      level: 40,
      hpRemaining: 4_500_000,
      hpMax: 9_000_000,
    }),
    sampleBoss({
      id: 103,
      name: "Vel'koz the Undying",
      rarity: 6,
      level: 90,
      hpRemaining: 12_345,
      hpMax: 14_000_000,
    }),
  ];
}

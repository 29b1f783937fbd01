/** Test and story data of the clan battle result screens. Never imported by production code. */
import type { BattleResult } from '@idle/contracts';
import { sampleBattleResult } from '@idle/test-fixtures';

/** A won clan mob fight: 40 of its 400 gold taxed, 12 clan experience, 7 mobs left. */
export function sampleClanMobResult(overrides: Partial<BattleResult> = {}): BattleResult {
  return sampleBattleResult(1, {
    gold: 400,
    goldTaxed: 40,
    clanExp: 12,
    mobsRemaining: 7,
    clanDrops: [{ id: 'metal', amount: 5 }],
    ...overrides,
  });
}

/** A lost round against the clan boss: nothing gained, 3 clan experience. */
export function sampleClanBossResult(overrides: Partial<BattleResult> = {}): BattleResult {
  return sampleBattleResult(2, {
    p2: { ...sampleBattleResult(2).p2, name: 'Ancient Golem', level: 250 },
    clanExp: 3,
    ...overrides,
  });
}

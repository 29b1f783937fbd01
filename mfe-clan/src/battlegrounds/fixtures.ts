/** Test and story data of the clan battlegrounds. Never imported by production code. */
import type { ClanBoss, ClanMob, LoadBattlegroundsAnswer } from '@idle/contracts';

export function sampleClanMobs(): ClanMob[] {
  return [
    { id: 4, name: 'Marsh Troll', powerLevel: 1_200, amount: 14 },
    { id: 9, name: 'Cave Wyrm', powerLevel: 4_800, amount: 3 },
  ];
}

export function sampleClanBoss(overrides: Partial<ClanBoss> = {}): ClanBoss {
  return {
    name: 'Ancient Golem',
    rarity: 4,
    level: 250,
    hpMax: 2_000_000,
    hpRemaining: 1_250_000,
    ...overrides,
  };
}

export function sampleBattlegrounds(
  overrides: Partial<LoadBattlegroundsAnswer> = {},
): LoadBattlegroundsAnswer {
  return { mobData: sampleClanMobs(), bossData: sampleClanBoss(), ...overrides };
}

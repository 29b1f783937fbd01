/**
 * World bosses: one spawns on a schedule and every player may fight it; its hit points are shared
 * (5,000,000 + 100,000 x level, GAME-FACTS). Tokens and loot are shared out by damage.
 */
import type { LootEntry } from '@idle/contracts';

export interface BossContent {
  id: number;
  name: string;
  rarity: number;
  level: number;
  attack: number;
  defence: number;
  accuracy: number;
  dodge: number;
  /** Battling exp of one fight against it. */
  exp: number;
  /** Boss tokens shared out by damage when it dies. */
  tokens: number;
  /** Rolled once for each player who damaged it, when it dies. */
  loot: LootEntry[];
}

export function bossHp(level: number): number {
  return 5_000_000 + 100_000 * level;
}

const loot = (itemId: string, frequency: number, min = 1, max = min): LootEntry => ({
  itemId,
  frequency,
  amount: [min, max],
});

export const BOSSES: BossContent[] = [
  {
    id: 1,
    name: 'Gorrath the Mountain',
    rarity: 3,
    level: 10,
    attack: 40,
    defence: 30,
    accuracy: 4500,
    dodge: 300,
    exp: 30,
    tokens: 1000,
    loot: [loot('health_upgrade_stone', 2, 1, 3), loot('heroic_shard', 4)],
  },
  {
    id: 2,
    name: 'Sythra, Queen of Thorns',
    rarity: 4,
    level: 40,
    attack: 120,
    defence: 90,
    accuracy: 6000,
    dodge: 1000,
    exp: 120,
    tokens: 2500,
    loot: [loot('damage_upgrade_stone', 2, 1, 4), loot('heroic_shard', 3, 1, 2)],
  },
  {
    id: 3,
    name: 'Vel, the Endless Tide',
    rarity: 5,
    level: 80,
    attack: 320,
    defence: 250,
    accuracy: 7500,
    dodge: 2000,
    exp: 400,
    tokens: 6000,
    loot: [
      loot('damage_upgrade_stone', 1, 2, 5),
      loot('health_upgrade_stone', 1, 2, 5),
      loot('heroic_potion', 20),
    ],
  },
];

export function findBoss(id: number): BossContent | undefined {
  return BOSSES.find((boss) => boss.id === id);
}

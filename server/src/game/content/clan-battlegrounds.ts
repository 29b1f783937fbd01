/**
 * Clan battlegrounds: the mobs that spawn for every clan on the world's schedule, each with an
 * amount, and the clan boss with its own hit points. Their drops go to the clan storage; the
 * boss rewards every member who damaged it. Names and figures are ours.
 */
import type { LootEntry } from '@idle/contracts';
import { mobStatsForLevel } from './areas';

export interface ClanMobContent {
  id: number;
  name: string;
  /** The power level the battlegrounds show. */
  powerLevel: number;
  /** Fight stats and gold, from the basic areas' curve at this level. */
  level: number;
  /** How many spawn for each clan. */
  amount: number;
  /** Rolled on every won fight; what drops goes to the clan storage. */
  loot: LootEntry[];
}

export interface ClanBossContent {
  id: number;
  name: string;
  rarity: number;
  level: number;
  hp: number;
  attack: number;
  defence: number;
  accuracy: number;
  dodge: number;
  /** Battling exp of one fight against it. */
  exp: number;
  /** Boss tokens shared out by damage among the members who fought it, when it dies. */
  tokens: number;
}

const loot = (itemId: string, frequency: number, min: number, max: number): LootEntry => ({
  itemId,
  frequency,
  amount: [min, max],
});

export const CLAN_MOBS: readonly ClanMobContent[] = [
  {
    id: 1,
    name: 'Tunnel Gnawer',
    powerLevel: 10,
    level: 2,
    amount: 50,
    loot: [loot('metal', 2, 5, 15), loot('wood', 2, 5, 15), loot('stone', 2, 5, 15)],
  },
  {
    id: 2,
    name: 'Siege Brute',
    powerLevel: 100,
    level: 15,
    amount: 10,
    loot: [loot('metal', 1, 40, 80), loot('wood', 1, 40, 80), loot('stone', 1, 40, 80)],
  },
];

export const CLAN_BOSS: ClanBossContent = {
  id: 1,
  name: 'Mordrek the Hollow King',
  rarity: 4,
  level: 25,
  hp: 250_000,
  attack: 60,
  defence: 45,
  accuracy: 5000,
  dodge: 500,
  exp: 60,
  tokens: 500,
};

export function findClanMob(id: number): ClanMobContent | undefined {
  return CLAN_MOBS.find((mob) => mob.id === id);
}

/** A clan mob's fight stats and gold (the basic areas' curve at its level). */
export function clanMobStats(mob: ClanMobContent) {
  return mobStatsForLevel(mob.level);
}

/** How often the battlegrounds refill for every clan (the world's schedule). */
export const CLAN_SPAWN_EVERY_MS = 6 * 3600 * 1000;

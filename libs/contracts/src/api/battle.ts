/**
 * The battle domain beyond basic areas (spec 000 §2-4, spec 002 heroic upgrades): special areas,
 * area 14, dungeons, world bosses, heroic and battling upgrades, and the world's bonuses.
 */
import type { BattleResult, TickAnswer } from './actions';
import type { ItemAmount } from './common';
import type { LootEntry, Misc } from './game';

/** `areas.php?mod=loadSpecialBattlesRemaining`: battles left today, by special area id. */
export type SpecialBattlesRemaining = Record<string, number>;

/** A special battling tick: the fight and what is left of the area's battles. */
export interface SpecialBattleResult extends BattleResult {
  specialBattlesRemaining: number;
}
export type SpecialBattleTickAnswer = TickAnswer<SpecialBattleResult>;

/** A dungeon of the list (`areas.php?mod=loadDungeons`). */
export interface DungeonData {
  id: number;
  name: string;
  description: string;
  /** The key item one entry spends. */
  key: string;
  /** Dungeoneering level needed to enter. */
  levelRequired: number;
  /** The mob of each room, in order; the last is the dungeon's guardian. */
  rooms: { name: string; level: number; powerLevel: number }[];
  /** Chance to progress after a won fight, in tenths of a percent, at the level required. */
  progressChance: number;
  /** Dungeoneering exp of one won fight. */
  exp: number;
  /** Dungeoneering tokens in the chest. */
  tokens: number;
  /** What else the chest may hold. */
  chest: LootEntry[];
}

/** The player's run of a dungeon: entered with a key, ended by the chest or by leaving. */
export interface DungeonRun {
  id: number;
  currentRoom: number;
  completed: boolean;
  stopAfterComplete: boolean;
}

export interface LoadDungeonsAnswer {
  dungeons: DungeonData[];
  currentDungeon: DungeonRun | null;
}

/** `areas.php mod=enterDungeon`: the key is spent and the run begins at room 1. */
export interface EnterDungeonAnswer {
  currentDungeon: DungeonRun;
  itemsToRemove: ItemAmount[];
}

/** The dungeon block of a dungeon tick (spec 000 §3, dungeon battle data). */
export interface DungeonTickInfo {
  name: string;
  key: string;
  totalRooms: number;
  currentRoom: number;
  completed: boolean;
  /** This fight moved the player to the next room (or into the chest room). */
  progress: boolean;
  /** Chance to progress after a won fight, in tenths of a percent. */
  progressChance: number;
  /** Dungeoneering exp of this fight. */
  exp: number;
  stopAfterComplete: boolean;
}

export interface DungeonBattleResult extends BattleResult {
  dungeon: DungeonTickInfo;
  /** The chest's contents, in the tick that reached it. */
  chest?: ItemAmount[];
}
export type DungeonTickAnswer = TickAnswer<DungeonBattleResult>;

/** A world boss (spec 000 §3). */
export interface WorldBoss {
  id: number;
  name: string;
  rarity: number;
  level: number;
  hpRemaining: number;
  hpMax: number;
}

/** The first tick of a boss battle: no fight yet, "You charge into battle...". */
export interface BossChargeData {
  wait: 1;
  boss: WorldBoss;
}

/** A round against a world boss: the player's damage is taken from the shared hit points. */
export interface BossFightData extends BattleResult {
  boss: WorldBoss;
  /** Damage this fight dealt to the boss. */
  damageDealt: number;
  /** All the player's damage to this boss so far. */
  playerDamage: number;
  /** Set in the tick that killed the boss. */
  killed?: true;
}
export type BossTickAnswer = TickAnswer<BossChargeData | BossFightData>;

/** Socket `addItemsToUser`: items the server gave the player outside a call (boss rewards). */
export type AddItemsMessage = ItemAmount[];

/** Socket `bonusTime`: the current Bonus Time, or `{stage: 'end'}` when it ends. */
export type BonusTimeMessage = Misc['bonusTime'] | { stage: 'end' };

/** `misc.php?mod=loadHeroic`: the potion dose maximum this month. */
export interface LoadHeroicAnswer {
  maxHeroic: number;
}

/** `misc.php mod=useHeroicPotion` and `mod=useHeroicShards`. */
export interface UseHeroicAnswer {
  heroic: Misc['heroic'];
  itemsToRemove: ItemAmount[];
}

/** `misc.php mod=useUpgradeStones`. */
export interface UseUpgradeStonesAnswer {
  upgrades: Misc['upgrades'];
  itemsToRemove: ItemAmount[];
}

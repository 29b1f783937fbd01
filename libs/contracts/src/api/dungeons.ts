/** Answers of the dungeons' calls and tick (areas.php, spec 000). */
import type { BoundLoadoutNotice } from './loadouts';
import type { BattleResult, TickAnswer } from './actions';
import type { ItemAmount } from './common';
import type { LootEntry } from './game';

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
  /** Said when the loadout bound to dungeons was equipped, or why it could not be (issue 29). */
  loadout?: BoundLoadoutNotice;
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

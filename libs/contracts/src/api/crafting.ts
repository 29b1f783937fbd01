/**
 * The crafting domain (spec 001 §2-9, parts of 000 and 002): runecrafting, jewelcrafting, gem
 * creation, alchemy and the jewel inventory's calls.
 */
import type { TickAnswer } from './actions';
import type { ItemAmount } from './common';
import type { Jewel } from './inventory';

/** A rune's crafting data (spec 001 §3). */
export interface RuneCraftingData {
  startLevel: number;
  endLevel: number;
  /** Attempt chance in percent at the start and end levels. */
  startChance: number;
  endChance: number;
  attemptsRequired: number;
  itemsRequired: [itemId: string, amount: number][];
}

/** A potion's brewing data (spec 001 §3). */
export interface AlchemyData {
  levelRequired: number;
  /** Chance of an essence in tenths of a percent, before the level adjustment. */
  essenceChance: number;
  itemsRequired: [itemId: string, amount: number][];
}

/** `misc.php?mod=loadCrafting`: what the crafting screens need beyond the item data. */
export interface LoadCraftingAnswer {
  runes: Record<string, RuneCraftingData>;
  potions: Record<string, AlchemyData>;
  /** The essence a lucky brew also gives. */
  essenceItem: string;
  /** The rune being crafted and its successful attempts so far, if any. */
  runeInProgress: { itemid: string; progress: number } | null;
  runeFlags: RuneFlags;
}

export interface RuneFlags {
  stopAfterCraft: boolean;
  stopAfterFail: boolean;
}

/** One runecrafting attempt (spec 001 §3). */
export interface RunecraftingResult {
  itemid: string;
  /** Successful attempts in a row so far (0 after a failure). */
  progress: number;
  attemptsRequired: number;
  success: boolean;
  finished: boolean;
  exp: number;
  /** This attempt's chance, in percent. */
  chance: number;
  /** The crafting action bonus was running for this tick. */
  bonusActive: boolean;
}

export type RunecraftingTickAnswer = TickAnswer<RunecraftingResult>;

/** One jewelcrafting step (spec 001 §3). */
export interface JewelcraftingResult {
  gem: 1 | 2 | 3 | 4;
  progress: number;
  progressRequired: number;
  perfects: number;
  /** 1 barely, 2 improves, 3 perfectly. */
  power: 1 | 2 | 3;
  statGained: 'health' | 'attack' | 'defence' | 'accuracy' | 'dodge';
  statGainedAmount: number;
  /** The jewel being made, its stats so far. */
  jewelData: Jewel['stats'];
  exp: number;
  /** Set when the jewel is finished. */
  jewel?: Jewel;
  /** Fragments the finished jewel gave when auto-deconstructed. */
  deconstructed?: number;
  /** The crafting action bonus was running for this tick. */
  bonusActive: boolean;
}

export type JewelcraftingTickAnswer = TickAnswer<JewelcraftingResult>;

/**
 * One gem created from fragments (spec 001 §2; spec 002 §2 shows bonus active or inactive and the
 * drops, which come in the tick answer's `drops` as for every crafting action).
 */
export interface GemCreationResult {
  gem: 1 | 2 | 3 | 4;
  /** Gems still to create after this one. */
  remaining: number;
  fragmentsUsed: number;
  exp: number;
  /** The crafting action bonus was running for this tick. */
  bonusActive: boolean;
}

export type GemCreationTickAnswer = TickAnswer<GemCreationResult>;

/** One potion brewed (spec 001 §3). */
export interface AlchemyResult {
  itemid: string;
  remaining: number;
  exp: number;
  /** An essence came with it. */
  essence: boolean;
  /** The crafting action bonus was running for this tick. */
  bonusActive: boolean;
}

export type AlchemyTickAnswer = TickAnswer<AlchemyResult>;

/** `equipment.php mod=destroyJewel`: the jewel is gone, fragments in its place. */
export interface DestroyJewelAnswer {
  id: number;
  fragments: number;
  itemsToAdd: ItemAmount[];
}

/**
 * Socket `addJewelToUser` (spec 002 §4, "a jewel added to the user"): a jewel another player sent
 * arrived in the jewel inventory; `msg` is the line of the player's log that tells of it.
 */
export interface AddJewelMessage {
  jewel: Jewel;
  msg: string;
}

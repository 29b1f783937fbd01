/**
 * The gathering and crafting domain (spec 001 §2-9, parts of 000 and 002): gathering with its
 * upgrades and events, runecrafting, jewelcrafting, gem creation, alchemy and the jewel
 * inventory's calls.
 */
import type { TickAnswer } from './actions';
import type { ItemAmount } from './common';
import type { Jewel } from './inventory';

export type GatheringSkillId = 'mining' | 'woodcutting' | 'quarrying';

/** A drop of a gathering skill and the skill level it needs (spec 001 §9). */
export interface GatheringDrop {
  itemId: string;
  levelRequired: number;
  /** One in `frequency` actions, on average. */
  frequency: number;
  amount: [number, number];
}

export interface GatheringSkillData {
  /** The resource every action gives (metal, wood, stone). */
  resource: string;
  /** Resources of one action at level 1, before tool and other bonuses. */
  baseAmount: number;
  tool: 'pickaxe' | 'hatchet' | 'hammer';
  drops: GatheringDrop[];
}

/** `misc.php?mod=loadGathering`: the loot tables, the upgrade level and upgrades 1-5. */
export interface LoadGatheringAnswer {
  skills: Record<GatheringSkillId, GatheringSkillData>;
  upgradeLevel: number;
  /** Upgrade id (1 Resources, 2 Experience, 3 Resource Rush, 4 Double Items, 5 Item Rarity). */
  upgrades: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** `misc.php mod=upgradeGatheringUpgradeLevel` (c = 1 bulk, 11 metal, 12 wood, 13 stone). */
export interface UpgradeGatheringLevelAnswer {
  upgradeLevel: number;
  itemsToRemove: ItemAmount[];
}

/** `misc.php mod=upgradeGatheringUpgrade` (id 1 to 5). */
export interface UpgradeGatheringUpgradeAnswer {
  id: number;
  level: number;
  itemsToRemove: ItemAmount[];
}

/** A gathering event (spec 000 §3): socket `event` while it runs, `{stage: 'end'}` after. */
export interface GatheringEvent {
  id: number;
  type: GatheringSkillId;
  rarity: number;
  /** Seconds left. */
  timeRemaining: number;
  /** Percent more resources while taking part. */
  bonusPercent: number;
}
export type GatheringEventMessage = GatheringEvent | { stage: 'end'; id: number };

/** One gathering action (spec 001 §3, gathering result). */
export interface GatheringResult {
  skill: GatheringSkillId;
  /** "You mined 12 Metal." */
  msg: string;
  resource: ItemAmount;
  exp: number;
  /** The gathering action bonus is active. */
  bonusActive: boolean;
  /** The event taken part in, if any. */
  event: GatheringEvent | null;
  /** Resources the clan took as tax, and which. */
  resTaxed?: number;
  taxedRes?: string;
  /** Counts owned after this action of the resource and each drop. */
  itemCounts: Record<string, number>;
}
export type GatheringTickAnswer = TickAnswer<GatheringResult>;

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

/** `equipment.php mod=sellJewelMarket` / `mod=removeJewelMarket`. */
export interface JewelMarketAnswer {
  id: number;
  marketPrice: number | null;
}

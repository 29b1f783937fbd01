/** Answers of gathering: levels, upgrades, events and the tick (spec 001 §7). */
import type { TickAnswer } from './actions';
import type { ItemAmount } from './common';

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

/**
 * The game state the server sends: the entities of spec 000 section 3, as `_load_initial_data.php`
 * and the tick answers carry them.
 */
import { z } from 'zod';

export const Player = z.object({
  userid: z.number().int(),
  username: z.string(),
  /** Days since registration. */
  age: z.number().int().nonnegative(),
  accountStatus: z.number().int(),
  nobilityRank: z.number().int().min(1).max(27),
  autos: z.number().int(),
  maxAutos: z.number().int().positive(),
  health: z.number().int(),
  attack: z.number().int(),
  defence: z.number().int(),
  accuracy: z.number().int(),
  dodge: z.number().int(),
  eqHealth: z.number().int(),
  eqAttack: z.number().int(),
  eqDefence: z.number().int(),
  eqAccuracy: z.number().int(),
  eqDodge: z.number().int(),
});
export type Player = z.infer<typeof Player>;

export const SKILL_IDS = [
  'battling',
  'dungeoneering',
  'mining',
  'woodcutting',
  'quarrying',
  'runecrafting',
  'jewelcrafting',
  'alchemy',
] as const;
export type SkillId = (typeof SKILL_IDS)[number];

export const Skill = z.object({
  level: z.number().int().positive(),
  exp: z.number().int().nonnegative(),
  /** Total experience at the start of the current level. */
  expStart: z.number().int().nonnegative(),
  /** Total experience needed for the next level. */
  expToLevel: z.number().int().positive(),
});
export type Skill = z.infer<typeof Skill>;
export type Skills = Record<SkillId, Skill>;

export const Mastery = z.object({
  name: z.string(),
  description: z.string(),
  level: z.number().int().nonnegative(),
  exp: z.number().int().nonnegative(),
  expToLevel: z.number().int().positive(),
});
export type Mastery = z.infer<typeof Mastery>;

export const ACTION_TYPES = [
  'battling',
  'specialBattling',
  'mining',
  'woodcutting',
  'quarrying',
  'dungeoneering',
  'bossBattle',
  'clanMobBattle',
  'clanBossBattle',
  'runecrafting',
  'jewelcrafting',
  'jewelcrafting_create_gem',
  'alchemy',
  'labyrinth',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** Actions remembered on the device as the default action (not event-driven ones). */
export const DEFAULT_ACTION_TYPES = ['battling', 'mining', 'woodcutting', 'quarrying'] as const;

export const ActiveMob = z.object({
  id: z.number().int(),
  name: z.string(),
  area: z.number().int(),
});
export type ActiveMob = z.infer<typeof ActiveMob>;

/** The player's active selection (spec 000 section 3). */
export const ActiveSelection = z.object({
  skill: z.enum(SKILL_IDS).nullable(),
  /** 0 when no mastery is active. */
  mastery: z.number().int().nonnegative(),
  /** 0 (none) to 5. */
  attribute: z.number().int().min(0).max(5),
  mob: ActiveMob.nullable(),
  action: z.enum(ACTION_TYPES).nullable(),
});
export type ActiveSelection = z.infer<typeof ActiveSelection>;

export const EquipmentSlot = z.object({
  level: z.number().int().positive(),
  type: z.number().int().positive(),
  rarity: z.number().int().min(1).max(7),
  levelUpgradeCost: z.number().int().nonnegative(),
});
export type EquipmentSlot = z.infer<typeof EquipmentSlot>;
/** Slots 1 to 8; an empty slot is absent. */
export type Equipment = Partial<Record<`${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`, EquipmentSlot>>;

export const Tools = z.object({
  pickaxe: z.number().int().positive(),
  hatchet: z.number().int().positive(),
  hammer: z.number().int().positive(),
});
export type Tools = z.infer<typeof Tools>;

export const STATISTIC_KEYS = [
  'totalActionsDaily',
  'totalActionsMonthly',
  'totalActions',
  'totalMobsKilled',
  'totalDeaths',
  'totalBossesKilled',
  'totalBossDamage',
  'totalDungeonsCompleted',
  'totalGatheringActions',
  'totalMiningActions',
  'totalWoodcuttingActions',
  'totalQuarryingActions',
  'totalRunesCrafted',
  'totalJewelsCrafted',
  'totalPotionsCrafted',
] as const;
export type StatisticKey = (typeof STATISTIC_KEYS)[number];
export type Statistics = Record<StatisticKey, number>;

export const ACTION_BONUS_KINDS = ['battling', 'gathering', 'crafting'] as const;
export type ActionBonusKind = (typeof ACTION_BONUS_KINDS)[number];

export interface Misc {
  statistics: Statistics;
  upgrades: { health: number; damage: number };
  heroic: { potionDoses: number; shardUpgrades: number };
  actionBonus: { kind: ActionBonusKind | null; current: number; required: number };
  bonusTime: { timeRemaining: number; modifier: number };
  /** Potion id to [effect, amount remaining]. */
  potions: Record<string, [number, number]>;
  dungeonsCompleted: Record<string, number>;
}

export interface ItemDefinition {
  name: string;
  description: string;
  rarity: number;
  useable: boolean;
  marketable: boolean;
  /** Item type id; types say whether items can be deconstructed. */
  type: string;
  destroyValue?: number;
}

export interface ItemType {
  name: string;
  destroyable: boolean;
  destroyItemObtained: string | null;
}

export interface EquipmentTypeData {
  /** Names with a `*` placeholder for the slot name. */
  weaponName: string;
  armorName: string;
  componentsRequired: number;
  itemsRequired: { id: string; amount: number }[];
}

export interface LootEntry {
  itemId: string;
  /** Amount dropped when the roll succeeds: [min, max]. */
  amount: [number, number];
  /** One drop in `frequency` wins on average. */
  frequency: number;
}

export interface MobData {
  id: number;
  name: string;
  level: number;
  powerLevel: number;
  health: number;
  attack: number;
  defence: number;
  accuracy: number;
  dodge: number;
  gold: [number, number];
  exp: number;
  loot: LootEntry[];
}

export interface AreaData {
  id: number;
  name: string;
  /** 1 basic, 2 special. */
  type: 1 | 2;
  mobs: MobData[];
}

export interface ClanSummary {
  clanid: number;
  name: string;
}

export interface ClientData {
  playersOnline: number;
  newAnnouncements: number;
}

/** How the browser opens the chat socket (spec 002, section 7). */
export interface ChatAccess {
  userid: number;
  token: string;
  port: number;
}

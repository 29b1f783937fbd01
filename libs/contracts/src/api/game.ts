/**
 * The game state the server sends: the entities of spec 000 section 3, as `_load_initial_data.php`
 * and the tick answers carry them.
 */
import type { z } from 'zod';
import type * as Schemas from '../schemas/game';
import { ACTION_TYPES, SKILL_IDS } from './ids';

export { ACTION_TYPES, SKILL_IDS };

export type Player = z.infer<typeof Schemas.Player>;

export type AttributeName = 'health' | 'attack' | 'defence' | 'accuracy' | 'dodge';

/** What a potion raises while doses remain (spec 000 section 3: misc.potions). */
export type PotionBonus = 'exp' | 'gold' | 'damage' | 'defence';

export type SkillId = (typeof SKILL_IDS)[number];

export type Skill = z.infer<typeof Schemas.Skill>;
export type Skills = Record<SkillId, Skill>;

export type Mastery = z.infer<typeof Schemas.Mastery>;

export type ActionType = (typeof ACTION_TYPES)[number];

/** Actions remembered on the device as the default action (not event-driven ones). */
export const DEFAULT_ACTION_TYPES = ['battling', 'mining', 'woodcutting', 'quarrying'] as const;

export type ActiveMob = z.infer<typeof Schemas.ActiveMob>;

export type ActiveSelection = z.infer<typeof Schemas.ActiveSelection>;

export type EquipmentSlot = z.infer<typeof Schemas.EquipmentSlot>;
/** Slots 1 to 8; an empty slot is absent. */
export type Equipment = Partial<Record<`${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`, EquipmentSlot>>;

export type Tools = z.infer<typeof Schemas.Tools>;

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
  /** What one item gives back when deconstructed (of its type's destroyItemObtained). */
  destroyValue?: number;
  /** Runes: what the rune adds to the equipment totals while on the rune belt. */
  runeStats?: Partial<Record<AttributeName, number>>;
  /** Potions (useable): the bonus in percent, for this many actions per dose. */
  potion?: { bonus: PotionBonus; percent: number; actionsPerDose: number };
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
  /** Area 14: this mob's loot chance multiplier. */
  dropModifier?: number;
}

export interface AreaData {
  id: number;
  name: string;
  /** 1 basic, 2 special. */
  type: 1 | 2;
  mobs: MobData[];
}

/**
 * The clan's attribute totems: per attribute, the percent of the base attribute they add in
 * fights (all 0 outside a clan). The Attributes panel shows what they add.
 */
export interface ClanAttributeTotems {
  health: number;
  attack: number;
  defence: number;
  accuracy: number;
  dodge: number;
}

export interface ClanSummary {
  clanid: number;
  name: string;
}

/** An upgradeable item (rune_belt: its level is the number of rune slots). */
export interface UpgradeableItemData {
  name: string;
  description: string;
  maxLevel: number;
  /** costs[level] is what raising the level from `level` to `level + 1` takes. */
  costs: { id: string; amount: number }[][];
}

/** The live socket's message when an announcement is posted (`data` is `{ id }`). */
export const NEW_ANNOUNCEMENT_MESSAGE_TYPE = 'newAnnouncement';

/** The live socket's message when an announcement is edited or deleted (`data` is `{ id }`). */
export const ANNOUNCEMENT_CHANGED_MESSAGE_TYPE = 'announcementChanged';

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

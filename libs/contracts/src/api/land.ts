/**
 * land.php answers (plot, raids, personnel, portals), the trinket calls of equipment.php and the
 * labyrinth calls of misc.php (spec 002 sections 2-9, spec 000 panels).
 */
import type { ItemAmount } from './common';
import type { EqStats } from './inventory';
import type { TickAnswer } from './actions';

/** A bonus line of a land level, e.g. ["Maximum Autos", "+20"]. */
export type LandBonus = [label: string, value: string];

/** The player's plot (spec 002 §3 "Land data"). */
export interface LandData {
  level: number;
  levelData: { name: string };
  bonuses: LandBonus[];
  /** The next level; null at the top level. */
  nextLevelData: { name: string } | null;
  nextBonuses: LandBonus[] | null;
  nextLevelUpgradeCosts: ItemAmount[] | null;
}

/** `load`: the plot, or null without one (the page then offers the plot at its cost). */
export interface LoadLandAnswer {
  landData: LandData | null;
}

/** `buyPlot` and `upgradePlot`. */
export interface LandChangeAnswer {
  itemsToRemove: ItemAmount[];
  landData: LandData;
}

/** A raid that can be started (spec 002 §3 "Raid"). */
export interface Raid {
  id: number;
  name: string;
  /** 1 common ... 6 mythic. */
  rarity: number;
  /** Minutes it runs. */
  duration: number;
  /** The land level it needs, by name. */
  levelReqName: string;
}

/** The raid under way or returned. */
export interface CurrentRaid extends Raid {
  /** Seconds until it returns; absent once it has returned. */
  timer?: number;
  /** What it brings; shown once it has returned (empty while under way). */
  rewards: ItemAmount[];
}

/** `loadRaids`. */
export interface LoadRaidsAnswer {
  current: CurrentRaid | null;
  standard: Raid[];
  /** Today's scouted raids (ids 101 and above), each usable once. */
  scouted: Raid[];
}

/** `startRaid`. */
export interface StartRaidAnswer {
  raid: CurrentRaid;
}

/** `endRaid`: the rewards, now in the inventory. */
export interface EndRaidAnswer {
  itemsToAdd: ItemAmount[];
}

/** The land's personnel kinds. */
export const PERSONNEL_KIND_IDS = [
  'scout',
  'treasure_hunter',
  'quartermaster_1',
  'dungeon_keeper',
  'labyrinth_keeper',
] as const;
export type PersonnelKindId = (typeof PERSONNEL_KIND_IDS)[number];

/** A person of the land (spec 002 §3 "Personnel"). */
export interface Personnel {
  id: PersonnelKindId;
  name: string;
  rarity: number;
  level: number;
  /** The bonus tier reached: 0 below level 50, then 1 to 5. */
  stage: number;
  description: string;
  /** The bonus at each tier's level (50, 75, 100, 125, 150), in percent. */
  tiers: number[];
  /** Gold for the next level; null at the maximum. */
  upgLevelCost: number | null;
  /** Credits for the next rarity; null at the maximum. */
  upgRarityCost: number | null;
}

export interface LoadPersonnelAnswer {
  personnel: Personnel[];
}

export interface UpgradePersonnelAnswer {
  personnelData: Personnel;
  itemsToRemove: ItemAmount[];
}

/** A portal to a special area (spec 002 §3 "Portal"). */
export interface Portal {
  id: number;
  name: string;
  level: number;
  /** Special battles saved and left. */
  remaining: number;
  /** The most battles the area holds at this level (game-rules portalEffects battleCap). */
  cap: number;
  /** The base of the next upgrade's costs (game-rules portalUpgradeCost per type). */
  cost: number;
}

export interface PortalDataAnswer {
  portals: Portal[];
}

export interface UpgradePortalAnswer {
  itemsToRemove: ItemAmount[];
  newCost: number;
  /** The portal as the upgrade left it (its level, battles and cap), for the page to show. */
  portal: Portal;
}

/** A trinket mod: [mod id, base value]. */
export type TrinketMod = [modId: number, base: number];

/** A trinket (spec 002 §3 "Trinket"). */
export interface Trinket {
  id: number;
  /** 1 battling, 2 gathering. */
  type: 1 | 2;
  tier: number;
  rarity: number;
  mods: TrinketMod[];
  equipped: boolean;
  /** Converted to celestial (rarity 6 only). */
  celestial: boolean;
  /** New values rolled by a paid re-roll, waiting to be accepted or rejected. */
  rerolledMods: TrinketMod[] | null;
}

export interface LoadTrinketsAnswer {
  trinkets: Trinket[];
  celestialSlots: number;
}

/** `equipTrinket`: toggles the trinket; `equipped` is its new state. */
export interface EquipTrinketAnswer {
  equipped: boolean;
  eqStats: EqStats;
}

/** `upgradeTrinket`: the trinket a tier up and the fragments it took. */
export interface UpgradeTrinketAnswer {
  trinket: Trinket;
  frags: number;
}

/** `destroyTrinket`: fragments and essence gained, and the equipment totals after (ours). */
export interface DestroyTrinketAnswer {
  frags: number;
  essence: number;
  /** An equipped or celestial trinket's Attributes leave the totals with it. */
  eqStats: EqStats;
}

/**
 * `rerollTrinket` by stage: 0 shows the pending roll (if any), 1 pays and rolls, 2 accepts the
 * roll, 3 rejects it. `rerolledMods` is the pending roll, null when there is none.
 */
export interface RerollTrinketAnswer {
  rerolledMods: TrinketMod[] | null;
  itemsToRemove: ItemAmount[];
  trinket: Trinket;
}

export interface TrinketAnswer {
  trinket: Trinket;
}

export interface CraftTrinketAnswer {
  trinket: Trinket;
  itemsToRemove: ItemAmount[];
}

export interface IncreaseCelestialAnswer {
  celestialSlots: number;
  /** Essence it took. */
  cost: number;
}

/** A room of today's layout: [skill id 1-8, difficulty 1-5]. */
export type LabyrinthRoom = [skill: number, difficulty: number];

/** `loadLabyrinth`. */
export interface LoadLabyrinthAnswer {
  /** Today's layout, one entry a room. */
  data: { layout: LabyrinthRoom[]; roomsCompleted: number };
  /** 1-based room the player is in (layout length + 1 once every room is passed). */
  currentRoom: number;
  turns: number;
  maxTurns: number;
  /** Today's chest was already opened. */
  rewardObtained: boolean;
  /** The artisan shrine's level. */
  totemLevel: number;
}

/** `upgradeArtisanTotem`. */
export interface UpgradeArtisanTotemAnswer {
  newLvl: number;
  /** Artisan shards it took. */
  cost: number;
}

/** A labyrinth attempt (spec 002 §3 "Labyrinth"). */
export interface LabyrinthResult {
  currentRoom: number;
  skillName: string;
  /** The room's difficulty, 1 to 5. */
  roomNumber: number;
  /** Percent. */
  successChance: number;
  successDifficulty: number;
  currentAttempts: number;
  maxAttempts: number;
  turns: number;
  maxTurns: number;
  text1: string;
  text2: string;
  success: boolean;
  exp: number;
}

export type LabyrinthTickAnswer = TickAnswer<LabyrinthResult>;

/** Socket `raid`: the player's raid came back (the Land panel then says "Returned"). */
export interface RaidSocketData {
  stage: 'returned';
  name: string;
  rarity: number;
}

/** The Land panel's figures in the initial data (null without a plot). */
export interface LandPanelData {
  levelName: string;
  raid: { name: string; rarity: number; timer?: number } | null;
}

/** land.php answers: the plot, raids, personnel and portals (spec 002 sections 2-9, spec 000 panels). */
import type { ItemAmount } from './common';

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

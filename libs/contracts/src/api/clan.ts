/** clan.php answers: registry, membership, ranks, storage, buildings, battlegrounds (spec 001). */
import type { ItemAmount, ItemCounts } from './common';
import type { BattleTickAnswer } from './actions';
import type { ClanSummary } from './game';

/** The six rank permissions (spec 001 §6), in the order the rank admin shows them. */
export const CLAN_PERMISSIONS = [
  'details',
  'promotions',
  'buildings',
  'invite',
  'kick',
  'items',
] as const;
export type ClanPermission = (typeof CLAN_PERMISSIONS)[number];
export type ClanPermissions = Record<ClanPermission, boolean>;

/** The player's own clan as the clan pages show it (spec 001 §3 "Clan (own)"). */
export interface ClanData {
  clanid: number;
  name: string;
  level: number;
  exp: number;
  /** Experience at the start of the level and to the next (the clan skill bar). */
  expStart: number;
  expToLevel: number;
  members: number;
  membersLimit: number;
  /** The clan's taxes in percent. */
  goldTax: number;
  resTax: number;
  /** The player's personal taxes in percent (at least the clan's count). */
  pGoldTax: number;
  pResTax: number;
  /** The player's rank: 1 is the leader. */
  rankNum: number;
  /** What the player's rank may do. */
  permissions: ClanPermissions;
}

export interface ClanLogEntry {
  /** Unix milliseconds. */
  tstamp: number;
  msg: string;
}

/** `loadClanHome`: the member's clan home, or "-" without a clan. */
export type LoadClanHomeAnswer =
  { clanMemberData: ClanData; announcement: string; log: ClanLogEntry[] } | '-';

/** `loadLog`: the clan log's most recent 100 entries, newest first. */
export interface LoadClanLogAnswer {
  log: ClanLogEntry[];
}

/** A clan of the registry's list, ranked by experience. */
export interface ClanListEntry {
  rank: number;
  clanid: number;
  name: string;
  level: number;
  members: number;
}

/** An invite the player received. */
export interface ClanInvite {
  id: number;
  clanid: number;
  clanName: string;
  tstamp: number;
}

/** A pending invite the clan sent (invites admin). */
export interface ClanSentInvite {
  userid: number;
  username: string;
  tstamp: number;
}

/** What a member gave to the clan storage, by storage item. */
export type ClanDonations = Record<ClanStorageItem, number>;

/** The items the clan storage takes (spec 001 §9). */
export const CLAN_STORAGE_ITEMS = ['gold', 'credits', 'metal', 'wood', 'stone'] as const;
export type ClanStorageItem = (typeof CLAN_STORAGE_ITEMS)[number];

/** A member as the members page lists it (spec 001 §3 "Clan member"). */
export interface ClanMember {
  userid: number;
  username: string;
  rankNum: number;
  /** "now" while active in the last minutes, else Unix milliseconds of the last action. */
  lastActive: 'now' | number;
  mobsKilled: number;
  bossesKilled: number;
  /** Clan experience the member's actions brought. */
  clanmanship: number;
  /** Actions taken since joining. */
  actions: number;
  /** The player's action totals (as on their profile): today, this month (UTC) and ever. */
  totalActionsDaily: number;
  totalActionsMonthly: number;
  totalActions: number;
  donated: ClanDonations;
}

export interface ClanRank {
  num: number;
  name: string;
  permissions: ClanPermissions;
}

/** `loadMembers`. */
export interface LoadMembersAnswer {
  members: ClanMember[];
  ranks: ClanRank[];
}

/** `loadStorage` (spec 001 §3 "Clan storage"). */
export interface LoadStorageAnswer {
  storage: ItemCounts;
  /** What members with the items permission may send: storage items held, with their amounts. */
  sendableItems: { itemid: string; amount: number }[];
  level: number;
  /** Gold-worth converted this month; the cap resets at the start of the next. */
  goldConverted: number;
  /** Gold a resource is worth in conversions, times 10 (the page shows it divided by 10). */
  goldConversionRate: number;
  /** The most gold-worth the clan may convert this month (by clan level). */
  conversionCap: number;
}

/** A clan building (spec 001 §3 "Buildings"). */
export interface ClanBuilding {
  id: number;
  name: string;
  level: number;
  maxLevel: number;
  /** What one level does, in words with the figures. */
  description: string;
  /** What the next level takes from storage, by item; null at the maximum level. */
  cost: Record<string, number> | null;
}

/** `loadBuildings` and `upgradeBuilding`. */
export interface LoadBuildingsAnswer {
  clanData: ClanData;
  buildingsData: ClanBuilding[];
}

/** A clan mob of the battlegrounds: how many are left to fight. */
export interface ClanMob {
  id: number;
  name: string;
  powerLevel: number;
  amount: number;
}

/** The clan's boss, shared hit points. */
export interface ClanBoss {
  name: string;
  rarity: number;
  level: number;
  hpMax: number;
  hpRemaining: number;
}

/** `loadBattlegrounds`. */
export interface LoadBattlegroundsAnswer {
  mobData: ClanMob[];
  bossData: ClanBoss | null;
}

/** `profile`: a clan's public profile. */
export interface ClanProfileAnswer {
  clanid: number;
  name: string;
  level: number;
  members: number;
  goldTax: number;
  resTax: number;
  /** [building name, level] pairs. */
  buildings: [string, number][];
}

/**
 * `profile`: the clan's public profile, or "-" when no clan has that id (never founded, or
 * disbanded): a page state rather than a refusal, as `loadClanHome` answers "-" without a clan.
 */
export type ClanProfileLookup = ClanProfileAnswer | '-';

/** `loadSettings` and `editTaxes`. */
export interface ClanTaxesAnswer {
  goldTax: number;
  resTax: number;
}

/** `editPersonalTaxes`. */
export interface PersonalTaxesAnswer {
  pGoldTax: number;
  pResTax: number;
}

/** `createClan`: the new clan and the credits its creation took into its storage. */
export interface CreateClanAnswer {
  clan: ClanSummary;
  itemsToRemove: ItemAmount[];
}

/** `handleInvite`: the clan joined, or null after a rejection. */
export interface HandleInviteAnswer {
  clan: ClanSummary | null;
}

/** `donateItems`: what left the inventory, and the storage after. */
export interface DonateItemsAnswer {
  itemsToRemove: ItemAmount[];
  storage: ItemCounts;
}

/** `sendItemsToMember` and `convertItems`: the storage after. */
export interface ClanStorageAnswer {
  storage: ItemCounts;
  goldConverted: number;
}

/** `changeRank`. */
export interface ChangeRankAnswer {
  userid: number;
  rankNum: number;
}

/** `changePermission` and `changeRankName`: every rank afresh. */
export interface ClanRanksAnswer {
  ranks: ClanRank[];
}

/** `sendInvite` and `cancelInvite`: the clan's pending invites afresh. */
export interface ClanSentInvitesAnswer {
  invites: ClanSentInvite[];
}

/** A clan battle tick: a battle with the clan's figures (`goldTaxed`, `clanExp`, `mobsRemaining`). */
export type ClanBattleTickAnswer = BattleTickAnswer;

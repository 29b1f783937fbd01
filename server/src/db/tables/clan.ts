/** Clans, their members, ranks, invites, log, storage, buildings and battlegrounds. */
import type { Generated } from 'kysely';

/** A clan (migration 0010). */
export interface ClansTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  created_at: number;
  exp: Generated<number>;
  announcement: Generated<string>;
  gold_tax: Generated<number>;
  res_tax: Generated<number>;
  /** "YYYY-MM" of `gold_converted`. */
  conversion_month: Generated<string>;
  gold_converted: Generated<number>;
}

/** A player's membership: one clan per player. */
export interface ClanMembersTable {
  user_id: number;
  clan_id: number;
  /** 1 is the leader. */
  rank_num: number;
  joined_at: number;
  p_gold_tax: Generated<number>;
  p_res_tax: Generated<number>;
  clanmanship: Generated<number>;
  actions: Generated<number>;
  mobs_killed: Generated<number>;
  bosses_killed: Generated<number>;
  donated_gold: Generated<number>;
  donated_credits: Generated<number>;
  donated_metal: Generated<number>;
  donated_wood: Generated<number>;
  donated_stone: Generated<number>;
}

/** A clan's rank with its name and permissions (0 or 1 each). */
export interface ClanRanksTable {
  clan_id: number;
  num: number;
  name: string;
  details: Generated<number>;
  promotions: Generated<number>;
  buildings: Generated<number>;
  invite: Generated<number>;
  kick: Generated<number>;
  items: Generated<number>;
}

export interface ClanInvitesTable {
  id: Generated<number>;
  clan_id: number;
  user_id: number;
  invited_by: number | null;
  created_at: number;
}

export interface ClanLogTable {
  id: Generated<number>;
  clan_id: number;
  tstamp: number;
  msg: string;
}

export interface ClanStorageTable {
  clan_id: number;
  item_id: string;
  amount: Generated<number>;
}

export interface ClanBuildingsTable {
  clan_id: number;
  building_id: number;
  level: number;
}

/** A battleground mob of a clan and how many are left. */
export interface ClanMobsTable {
  clan_id: number;
  mob_id: number;
  amount: Generated<number>;
  spawned_at: number;
}

export interface ClanBossesTable {
  id: Generated<number>;
  clan_id: number;
  boss_id: number;
  hp_max: number;
  hp_remaining: number;
  spawned_at: number;
  killed_at: number | null;
}

export interface ClanBossDamageTable {
  boss_id: number;
  user_id: number;
  damage: Generated<number>;
}

export interface ClanTables {
  clans: ClansTable;
  clan_members: ClanMembersTable;
  clan_ranks: ClanRanksTable;
  clan_invites: ClanInvitesTable;
  clan_log: ClanLogTable;
  clan_storage: ClanStorageTable;
  clan_buildings: ClanBuildingsTable;
  clan_mobs: ClanMobsTable;
  clan_bosses: ClanBossesTable;
  clan_boss_damage: ClanBossDamageTable;
}

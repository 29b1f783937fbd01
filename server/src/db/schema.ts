/** Table shapes, as Kysely sees them. Times are Unix milliseconds from the server clock. */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lowercased username: names are unique regardless of case. */
  username_key: string;
  password_hash: string;
  email: string | null;
  created_at: number;
  /** 0 player, 50 moderator, 100 administrator. */
  account_status: Generated<number>;
  nobility_rank: Generated<number>;
  banned: Generated<number>;
  autos: number;
  max_autos: number;
  /** Authenticates the chat socket together with the user id. */
  chat_token: string;
  /** 1 while chat lines reach this player with profanity masked (the default), 0 when switched off. */
  chat_profanity_filter: Generated<number>;
  health: number;
  attack: number;
  defence: number;
  accuracy: number;
  dodge: number;
  active_attribute: Generated<number>;
  active_mastery: Generated<number>;
  /** The mob last chosen in areas.php, for the "Battle {mob}" quick link. */
  last_area: Generated<number>;
  last_mob: Generated<number>;
  last_active_at: number;
  /** Last time refresh.php refilled the Autos. */
  last_refresh_at: Generated<number>;
  captcha_required: Generated<number>;
  /** When refresh.php next asks for a captcha even with Autos left. */
  next_captcha_at: number;
  /** Day (YYYY-MM-DD, server time) and month (YYYY-MM) the period statistics belong to. */
  stats_day: string;
  stats_month: string;
  /** The player whose referral link brought this one (migration 0002). */
  referrer_id: number | null;
  /** The newest announcement id this player has seen; newer ones are new (migration 0002). */
  announcements_seen_id: Generated<number>;
  /** Heroic potions drunk and heroic shard upgrades made (migration 0003). */
  heroic_potion_doses: Generated<number>;
  heroic_shard_upgrades: Generated<number>;
  /** Battling upgrades bought with upgrade stones (migration 0003). */
  upgrade_health: Generated<number>;
  upgrade_damage: Generated<number>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a leaked database holds no usable session. */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export interface ItemsTable {
  user_id: number;
  item_id: string;
  amount: number;
}

export interface SkillsTable {
  user_id: number;
  skill: string;
  exp: number;
}

export interface MasteriesTable {
  user_id: number;
  mastery_id: number;
  exp: number;
}

export interface EquipmentTable {
  user_id: number;
  slot: number;
  level: number;
  type: number;
  rarity: number;
}

export interface ToolsTable {
  user_id: number;
  tool: string;
  level: number;
}

export interface StatisticsTable {
  user_id: number;
  stat: string;
  value: number;
}

export interface ActionStateTable {
  user_id: number;
  action: string;
  /** JSON of the action's parameters (e.g. the mob). */
  params: string;
  started_at: number;
  /** A tick before this time is refused. */
  next_tick_at: number;
  /** JSON of the tracker figures of this run. */
  tracker: string;
  /** 1 once an answer stopped the action: the row keeps its timer, a reload does not resume it. */
  ended: Generated<number>;
}

export interface UsedCaptchasTable {
  /** The challenge's signature: a solution works once. */
  signature: string;
  used_at: number;
}

export interface LogTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  data: string;
  tstamp: number;
}

/** Upgradeable item levels; a missing row is the item's start level (migration 0002). */
export interface UpgradeableItemsTable {
  user_id: number;
  item_id: string;
  level: number;
}

/** Runes on a player's rune belt, one row per belt entry (migration 0002). */
export interface RuneBeltTable {
  id: Generated<number>;
  user_id: number;
  rune_id: string;
}

/** Active potions: the bonus percent and the actions left (migration 0002). */
export interface PotionsTable {
  user_id: number;
  potion_id: string;
  percent: number;
  remaining: number;
}

/** Crafted jewels (migration 0002; crafting them comes with the crafting domain). */
export interface JewelsTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  gem_type: number;
  rarity: number;
  health: number;
  attack: number;
  defence: number;
  accuracy: number;
  dodge: number;
  equipped: Generated<number>;
  market_price: number | null;
  crafted_by_user_id: number;
  crafted_by_name: string;
  created_at: number;
}

/** Game announcements (type 1 = Update), newest first by id (migration 0002). */
export interface AnnouncementsTable {
  id: Generated<number>;
  type: number;
  title: string;
  msg: string;
  posted_by_user_id: number;
  posted_by_name: string;
  posted_on: number;
}

/** Battles left today in each special area (migration 0003). */
export interface SpecialBattlesTable {
  user_id: number;
  area_id: number;
  remaining: number;
  /** The UTC day (YYYY-MM-DD) the daily battles were last added. */
  day: string;
}

/** A player's run of a dungeon: one at most (migration 0003). */
export interface DungeonRunsTable {
  user_id: number;
  dungeon_id: number;
  current_room: number;
  completed: Generated<number>;
  stop_after: Generated<number>;
  entered_at: number;
}

export interface DungeonsCompletedTable {
  user_id: number;
  dungeon_id: number;
  count: Generated<number>;
}

/** World bosses spawned, alive while killed_at is null (migration 0003). */
export interface WorldBossesTable {
  id: Generated<number>;
  boss_id: number;
  hp_max: number;
  hp_remaining: number;
  spawned_at: number;
  killed_at: number | null;
}

export interface BossDamageTable {
  boss_id: number;
  user_id: number;
  damage: Generated<number>;
}

/** Shared state of the world, JSON by key: Bonus Time, the action bonus (migration 0003). */
export interface WorldStateTable {
  key: string;
  value: string;
}

/** Gathering upgrade level (upgrade_id 0) and upgrades 1 to 5 (migration 0004). */
export interface GatheringUpgradesTable {
  user_id: number;
  upgrade_id: number;
  level: number;
}

/** The rune being crafted (item_id null: none) and the runecrafting flags (migration 0004). */
export interface RuneProgressTable {
  user_id: number;
  item_id: string | null;
  progress: Generated<number>;
  stop_after_craft: Generated<number>;
  stop_after_fail: Generated<number>;
}

/** The jewel being crafted: its gem, steps done, perfect steps, stats so far (JSON). */
export interface JewelProgressTable {
  user_id: number;
  gem_type: number;
  progress: Generated<number>;
  perfects: Generated<number>;
  stats: string;
}

/** An open order of the item market; `amount` is what it still offers or wants (migration 0006). */
export interface MarketOrdersTable {
  id: Generated<number>;
  user_id: number;
  item_id: string;
  /** 1 sell, 2 buy. */
  type: number;
  amount: number;
  /** Whole gold per item. */
  cost: number;
  /** Hundredths of a gold per item (resources only). */
  cost_dec: Generated<number>;
  /** 1: taken whole or not at all. */
  bulk: Generated<number>;
  created_at: number;
}

/** Bound credits bought on the black market in the UTC month `month_key` ("YYYY-MM"). */
export interface BlackMarketCreditsTable {
  user_id: number;
  month_key: string;
  credits_bought: number;
}

/** Jewel slots of a gem type a player owns; no row means the starting count. */
export interface JewelSlotsTable {
  user_id: number;
  gem_type: number;
  slots: number;
}

/** One fill of an item-market order (migration 0008): its amount at the order's price. */
export interface MarketTradesTable {
  id: Generated<number>;
  item_id: string;
  amount: number;
  /** The order's price per item in hundredths of a gold. */
  price_cents: number;
  traded_at: number;
  /** Null once the player's account is gone. */
  buyer_id: number | null;
  seller_id: number | null;
}

/**
 * What a player's actions created and destroyed of an item (migration 0009; jewels as
 * `jewel:<gem type>`): the economy audit's books.
 */
export interface EconomyCountersTable {
  user_id: number;
  item_id: string;
  created: Generated<number>;
  destroyed: Generated<number>;
}

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

/** The player's plot (migration 0011; no row: no plot). */
export interface LandTable {
  user_id: number;
  level: number;
}

/** The raid under way or returned, its rewards rolled at the start (JSON). */
export interface RaidsTable {
  user_id: number;
  raid_id: number;
  name: string;
  rarity: number;
  duration_minutes: number;
  started_at: number;
  ends_at: number;
  rewards: string;
  return_told: Generated<number>;
}

/** Today's scouted raids of a player (ids 101 and up), each used once. */
export interface ScoutedRaidsTable {
  user_id: number;
  day: string;
  raid_id: number;
  name: string;
  rarity: number;
  duration_minutes: number;
  used: Generated<number>;
}

export interface PersonnelTable {
  user_id: number;
  kind: string;
  level: number;
  rarity: number;
}

export interface PortalsTable {
  user_id: number;
  portal_id: number;
  level: number;
}

export interface TrinketsTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  tier: number;
  rarity: number;
  /** JSON [[mod id, base], ...]. */
  mods: string;
  rerolled_mods: string | null;
  equipped: Generated<number>;
  celestial: Generated<number>;
  created_at: number;
}

/** Per-player counters of the land, trinket and labyrinth systems. */
export interface PlayerProgressTable {
  user_id: number;
  celestial_slots: Generated<number>;
  artisan_level: Generated<number>;
}

/** The day's labyrinth, the same for every player. */
export interface LabyrinthLayoutsTable {
  day: string;
  /** JSON [[skill, difficulty], ...]. */
  layout: string;
}

export interface LabyrinthRunsTable {
  user_id: number;
  day: string;
  current_room: Generated<number>;
  turns: Generated<number>;
  room_attempts: Generated<number>;
  /** JSON [{id, amount}] once the run ended, until the chest is opened. */
  rewards: string | null;
  reward_obtained: Generated<number>;
}

export interface PaymentCheckoutsTable {
  id: Generated<number>;
  session_id: string;
  user_id: number;
  amount_cents: number;
  provider: string;
  status: 'pending' | 'paid';
  /** Credits this session brought the buyer (0 until paid). */
  credited: Generated<number>;
  created_at: number;
}

export interface PaymentEventsTable {
  event_id: string;
  provider: string;
  session_id: string;
  received_at: number;
}

export interface PremiumProgressTable {
  user_id: number;
  /** Honor: one a dollar paid plus one per ten honor tokens used; gives the nobility rank. */
  honor: Generated<number>;
  /** Autos bought with credits (the maximum Autos already includes them). */
  autos_bought: Generated<number>;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  channel: string;
  type: string;
  user_id: number | null;
  username: string | null;
  nobility_rank: number | null;
  account_status: number | null;
  to_user_id: number | null;
  to_username: string | null;
  text: string;
  created_at: number;
}

export interface ChatIgnoresTable {
  user_id: number;
  ignored_id: number;
}

export interface ChatMutesTable {
  user_id: number;
  /** Milliseconds since the epoch. */
  until: number;
  muted_by: number | null;
}

export interface PlayerBoostsTable {
  user_id: number;
  kind: string;
  percent: number;
  /** Milliseconds since the epoch. */
  ends_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  items: ItemsTable;
  skills: SkillsTable;
  masteries: MasteriesTable;
  equipment: EquipmentTable;
  tools: ToolsTable;
  statistics: StatisticsTable;
  action_state: ActionStateTable;
  used_captchas: UsedCaptchasTable;
  log: LogTable;
  upgradeable_items: UpgradeableItemsTable;
  rune_belt: RuneBeltTable;
  potions: PotionsTable;
  jewels: JewelsTable;
  announcements: AnnouncementsTable;
  special_battles: SpecialBattlesTable;
  dungeon_runs: DungeonRunsTable;
  dungeons_completed: DungeonsCompletedTable;
  world_bosses: WorldBossesTable;
  boss_damage: BossDamageTable;
  world_state: WorldStateTable;
  gathering_upgrades: GatheringUpgradesTable;
  rune_progress: RuneProgressTable;
  jewel_progress: JewelProgressTable;
  market_orders: MarketOrdersTable;
  black_market_credits: BlackMarketCreditsTable;
  jewel_slots: JewelSlotsTable;
  market_trades: MarketTradesTable;
  economy_counters: EconomyCountersTable;
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
  land: LandTable;
  raids: RaidsTable;
  scouted_raids: ScoutedRaidsTable;
  personnel: PersonnelTable;
  portals: PortalsTable;
  trinkets: TrinketsTable;
  player_progress: PlayerProgressTable;
  labyrinth_layouts: LabyrinthLayoutsTable;
  labyrinth_runs: LabyrinthRunsTable;
  payment_checkouts: PaymentCheckoutsTable;
  payment_events: PaymentEventsTable;
  premium_progress: PremiumProgressTable;
  chat_messages: ChatMessagesTable;
  chat_ignores: ChatIgnoresTable;
  chat_mutes: ChatMutesTable;
  player_boosts: PlayerBoostsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

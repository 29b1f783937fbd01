/**
 * Every server call of the product, declared once: its file under the API base, its `mod`, its
 * method, whether it needs a session, and (as types only) its request schema and its answer.
 * The server registers its handlers from this table (a handler missing or answering another
 * type fails `tsc`), and the client calls an endpoint through `api.call(ENDPOINTS.x.y, fields)`:
 * no screen writes a file name or a `mod` itself.
 *
 * The schemas are imported as types only, so this entry stays free of zod; the schemas
 * themselves are in `@idle/contracts/schemas` (`ENDPOINT_SCHEMAS`, keyed like this table).
 */
import type { z } from 'zod';
import type { AccountAnswer } from './api/account';
import type {
  AdminAnnouncement,
  AdminAuditPage,
  AdminBan,
  AdminEconomyAudit,
  AdminItemsAnswer,
  AdminMute,
  AdminOnlinePlayer,
  AdminPlayerDetail,
  AdminPlayerRow,
  AdminWhoami,
  AdminWorldState,
} from './api/admin';
import {
  actionPath,
  type BattleTickAnswer,
  type EnterAreaAnswer,
  type CurrentActionAnswer,
  type RefreshAnswer,
  type TickAnswer,
} from './api/actions';
import type { ItemAmount } from './api/common';
import type { BossTickAnswer, WorldBoss } from './api/bosses';
import type { DungeonTickAnswer, EnterDungeonAnswer, LoadDungeonsAnswer } from './api/dungeons';
import type { LoadHeroicAnswer, UseHeroicAnswer, UseUpgradeStonesAnswer } from './api/heroic';
import type {
  FightFiguresAnswer,
  SpecialBattleTickAnswer,
  SpecialBattlesRemaining,
} from './api/battle';
import type {
  AlchemyTickAnswer,
  DestroyJewelAnswer,
  GemCreationTickAnswer,
  JewelcraftingTickAnswer,
  LoadCraftingAnswer,
  RunecraftingTickAnswer,
} from './api/crafting';
import type {
  GatheringTickAnswer,
  LoadGatheringAnswer,
  UpgradeGatheringLevelAnswer,
  UpgradeGatheringUpgradeAnswer,
} from './api/gathering';
import type { ActionType } from './api/game';
import type { Announcement } from './api/announcements';
import type { ChangeUsernameAnswer, PreferencesAnswer } from './api/preferences';
import type { ApiKeySummary, CreatedApiKey } from './api/api-keys';
import type { LeaderboardsAnswer } from './api/leaderboards';
import type { LogPage } from './api/log';
import type { EquipLoadoutAnswer, LoadoutChangeAnswer, LoadoutsAnswer } from './api/loadouts';
import type { RatesAnswer } from './api/rates';
import type { PushAnswer } from './api/push';
import type { NetWorthAnswer } from './api/net-worth';
import type { ProfileAnswer } from './api/profile';
import type { Referral } from './api/referrals';
import type { InitialData } from './api/initial';
import type {
  DestroyItemsAnswer,
  EquipJewelAnswer,
  EquipRuneAnswer,
  UnequipJewelAnswer,
  UnequipRuneAnswer,
  UpgradeLevelAnswer,
  UpgradeToolAnswer,
  UpgradeTypeAnswer,
  UpgradeUpgradeableAnswer,
  UseItemAnswer,
} from './api/inventory';
import type {
  BuyAnswer,
  CancelOrderAnswer,
  EditOrderAnswer,
  LoadItemsAnswer,
  MarketDepthAnswer,
  MarketValuesAnswer,
  PlaceBuyOrderAnswer,
  PlaceSellOrderAnswer,
  PriceHistoryAnswer,
  SellAnswer,
  TradeHistoryAnswer,
  YourListingsAnswer,
} from './api/market';
import type { BuyJewelMarketAnswer, JewelMarketAnswer, LoadJewelsAnswer } from './api/jewel-market';
import type {
  ChangeRankAnswer,
  ClanBattleTickAnswer,
  ClanData,
  ClanInvite,
  ClanListEntry,
  ClanProfileLookup,
  ClanRanksAnswer,
  ClanSentInvitesAnswer,
  ClanStorageAnswer,
  ClanTaxesAnswer,
  CreateClanAnswer,
  DonateItemsAnswer,
  HandleInviteAnswer,
  LoadBattlegroundsAnswer,
  LoadBuildingsAnswer,
  LoadClanHomeAnswer,
  LoadClanLogAnswer,
  LoadMembersAnswer,
  LoadStorageAnswer,
  PersonalTaxesAnswer,
} from './api/clan';
import type {
  CraftTrinketAnswer,
  DestroyTrinketAnswer,
  EquipTrinketAnswer,
  IncreaseCelestialAnswer,
  LoadTrinketsAnswer,
  RerollTrinketAnswer,
  TrinketAnswer,
  UpgradeTrinketAnswer,
} from './api/trinkets';
import type {
  EndRaidAnswer,
  LandChangeAnswer,
  LoadLandAnswer,
  LoadPersonnelAnswer,
  LoadRaidsAnswer,
  PortalDataAnswer,
  StartRaidAnswer,
  UpgradePersonnelAnswer,
  UpgradePortalAnswer,
} from './api/land';
import type {
  LabyrinthTickAnswer,
  LoadLabyrinthAnswer,
  UpgradeArtisanTotemAnswer,
} from './api/labyrinth';
import type {
  CreateCheckoutAnswer,
  FinalizeCheckoutAnswer,
  BuyBoostAnswer,
  LoadPremiumAnswer,
  PurchaseAutosAnswer,
  UseHonorTokensAnswer,
} from './api/premium';
import type { OnlinePlayer } from './api/players';
import type { SendItemsAnswer } from './api/send-items';
import type {
  BlackMarketAnswer,
  BlackMarketCacheAnswer,
  BlackMarketCreditsAnswer,
} from './api/black-market';
import type {
  BuyJewelSlotsAnswer,
  SpendBossTokensAnswer,
  TokenStoreAnswer,
} from './api/token-store';
import type { ChatSettingsAnswer, IgnoredEntry, ProfanityFilterAnswer } from './api/chat';
import type * as Account from './schemas/account';
import type * as Admin from './schemas/admin';
import type * as Actions from './schemas/actions';
import type * as Announcements from './schemas/announcements';
import type * as ApiKeys from './schemas/api-keys';
import type * as Battle from './schemas/battle';
import type * as BlackMarket from './schemas/black-market';
import type * as Bosses from './schemas/bosses';
import type * as Chat from './schemas/chat';
import type * as Clan from './schemas/clan';
import type * as Common from './schemas/common';
import type * as Crafting from './schemas/crafting';
import type * as Dungeons from './schemas/dungeons';
import type * as Equipment from './schemas/equipment';
import type * as Gathering from './schemas/gathering';
import type * as Heroic from './schemas/heroic';
import type * as Inventory from './schemas/inventory';
import type * as JewelMarket from './schemas/jewel-market';
import type * as Labyrinth from './schemas/labyrinth';
import type * as Land from './schemas/land';
import type * as Leaderboards from './schemas/leaderboards';
import type * as Loadouts from './schemas/loadouts';
import type * as Rates from './schemas/rates';
import type * as Push from './schemas/push';
import type * as NetWorth from './schemas/net-worth';
import type * as Log from './schemas/log';
import type * as Market from './schemas/market';
import type * as Misc from './schemas/misc';
import type * as Pages from './schemas/pages';
import type * as Players from './schemas/players';
import type * as Preferences from './schemas/preferences';
import type * as Premium from './schemas/premium';
import type * as Profile from './schemas/profile';
import type * as Referrals from './schemas/referrals';
import type * as SendItems from './schemas/send-items';
import type * as TokenStore from './schemas/token-store';
import type * as Training from './schemas/training';
import type * as Trinkets from './schemas/trinkets';

export type HttpMethod = 'GET' | 'POST';

/**
 * One call. `Schema` (the zod schema the server validates with) and `Answer` exist as types
 * only: `types` is never set at run time.
 */
export interface Endpoint<
  Schema extends z.ZodType = z.ZodType,
  Answer = unknown,
  Action extends ActionType | null = ActionType | null,
> {
  /** The path under the API base, e.g. `equipment.php` or `actions/battle.php`. */
  readonly file: string;
  /** The `mod` field naming the operation; null for a file with one operation (the ticks). */
  readonly mod: string | null;
  readonly method: HttpMethod;
  /** Works without a session: registration, login, the static pages. */
  readonly public: boolean;
  /**
   * The action whose tick this is (`actions/<file>.php`); ticks keep the action cache. Null,
   * as a type too, for every other call, so a handler table can leave the ticks out by type.
   */
  readonly action: Action;
  readonly types?: { readonly schema: Schema; readonly answer: Answer };
}

/** What the server validates the request with. */
export type SchemaOf<E> = E extends Endpoint<infer Schema> ? Schema : never;
/** The fields the client sends (the validated shape, without `mod`, which the table adds). */
export type RequestOf<E> = Omit<z.output<SchemaOf<E>>, 'mod'>;
/** What the server answers. */
export type AnswerOf<E> = E extends Endpoint<z.ZodType, infer Answer> ? Answer : never;

interface Options {
  public?: boolean;
}

function get<Schema extends z.ZodType, Answer>(
  file: string,
  mod: string | null,
  options: Options = {},
): Endpoint<Schema, Answer, null> {
  return { file, mod, method: 'GET', public: options.public ?? false, action: null };
}

function post<Schema extends z.ZodType, Answer>(
  file: string,
  mod: string | null,
  options: Options = {},
): Endpoint<Schema, Answer, null> {
  return { file, mod, method: 'POST', public: options.public ?? false, action: null };
}

/** `POST actions/<file>`: one tick of an action (ACTION_ENDPOINTS names the files). */
function tick<Schema extends z.ZodType, Answer extends TickAnswer>(
  action: ActionType,
): Endpoint<Schema, Answer, ActionType> {
  return { file: actionPath(action), mod: null, method: 'POST', public: false, action };
}

type NoFields = typeof Common.NoFields;

export const ENDPOINTS = {
  /** Registration and login. */
  account: {
    register: post<typeof Account.RegisterRequest, AccountAnswer>('account.php', 'register', {
      public: true,
    }),
    login: post<typeof Account.LoginRequest, AccountAnswer>('account.php', 'login', {
      public: true,
    }),
  },
  /** The session, the presence ping and the captcha, and nothing else. */
  misc: {
    ping: get<typeof Misc.PingQuery, true>('misc.php', 'ping'),
    logout: get<typeof Misc.LogoutQuery, true>('misc.php', 'logout'),
    /** The captcha widget fetches this itself (its `challenge` URL) and reads it as it is. */
    captchaChallenge: get<typeof Misc.CaptchaChallengeQuery, unknown>(
      'misc.php',
      'captchaChallenge',
    ),
    captcha: post<typeof Misc.CaptchaRequest, 'success'>('misc.php', 'captcha'),
  },
  /** Everything the shell needs to draw the game. */
  initialData: {
    load: get<NoFields, InitialData>('_load_initial_data.php', null),
  },
  /** The action loop: resume, refresh, stop, and every action's tick. */
  actions: {
    /** Autos after a refill, a captcha demand, or "-" for no change. */
    refresh: get<NoFields, RefreshAnswer>('actions/refresh.php', null),
    /** The action the server keeps running, to resume after a reload or in another tab. */
    current: get<NoFields, CurrentActionAnswer>('actions/current.php', null),
    stopAction: get<typeof Actions.StopActionQuery, true>('misc.php', 'stopAction'),
    battling: tick<NoFields, BattleTickAnswer>('battling'),
    specialBattling: tick<NoFields, SpecialBattleTickAnswer>('specialBattling'),
    dungeoneering: tick<NoFields, DungeonTickAnswer>('dungeoneering'),
    bossBattle: tick<typeof Bosses.BossTickRequest, BossTickAnswer>('bossBattle'),
    mining: tick<typeof Gathering.GatheringTickRequest, GatheringTickAnswer>('mining'),
    woodcutting: tick<typeof Gathering.GatheringTickRequest, GatheringTickAnswer>('woodcutting'),
    quarrying: tick<typeof Gathering.GatheringTickRequest, GatheringTickAnswer>('quarrying'),
    runecrafting: tick<typeof Crafting.RunecraftingTickRequest, RunecraftingTickAnswer>(
      'runecrafting',
    ),
    jewelcrafting: tick<typeof Crafting.JewelcraftingTickRequest, JewelcraftingTickAnswer>(
      'jewelcrafting',
    ),
    jewelcrafting_create_gem: tick<typeof Crafting.CreateGemTickRequest, GemCreationTickAnswer>(
      'jewelcrafting_create_gem',
    ),
    alchemy: tick<typeof Crafting.AlchemyTickRequest, AlchemyTickAnswer>('alchemy'),
    clanMobBattle: tick<typeof Clan.ClanMobTickRequest, ClanBattleTickAnswer>('clanMobBattle'),
    clanBossBattle: tick<NoFields, ClanBattleTickAnswer>('clanBossBattle'),
    labyrinth: tick<NoFields, LabyrinthTickAnswer>('labyrinth'),
  },
  /** Which mastery and attribute the player trains. */
  training: {
    changeActiveMastery: get<typeof Training.ChangeActiveMasteryQuery, true>(
      'misc.php',
      'changeActiveMastery',
    ),
    changeActiveAttribute: get<typeof Training.ChangeActiveAttributeQuery, true>(
      'misc.php',
      'changeActiveAttribute',
    ),
  },
  /** Who plays: the online list and a player's id by name. */
  players: {
    playersOnline: get<typeof Players.PlayersOnlineQuery, OnlinePlayer[]>(
      'misc.php',
      'playersOnline',
    ),
    getUserid: post<typeof Players.GetUseridRequest, number>('misc.php', 'getUserid'),
  },
  /** Battling areas and the special areas. */
  battle: {
    enterArea: post<typeof Battle.EnterAreaRequest, EnterAreaAnswer>('areas.php', 'enterArea'),
    loadSpecialBattlesRemaining: get<
      typeof Battle.LoadSpecialBattlesQuery,
      SpecialBattlesRemaining
    >('areas.php', 'loadSpecialBattlesRemaining'),
    /** The caller's fight figures for the combat simulator (never another player's). */
    loadFightFigures: get<typeof Battle.LoadFightFiguresQuery, FightFiguresAnswer>(
      'areas.php',
      'loadFightFigures',
    ),
  },
  dungeons: {
    loadDungeons: get<typeof Dungeons.LoadDungeonsQuery, LoadDungeonsAnswer>(
      'areas.php',
      'loadDungeons',
    ),
    enterDungeon: post<typeof Dungeons.EnterDungeonRequest, EnterDungeonAnswer>(
      'areas.php',
      'enterDungeon',
    ),
    leaveDungeon: post<typeof Dungeons.LeaveDungeonRequest, true>('areas.php', 'leaveDungeon'),
    dungeonStopAfter: post<typeof Dungeons.DungeonStopAfterRequest, true>(
      'areas.php',
      'dungeonStopAfter',
    ),
  },
  /** The world bosses. */
  bosses: {
    loadBosses: get<typeof Bosses.LoadBossesQuery, WorldBoss[]>('misc.php', 'loadBosses'),
  },
  /** Heroic battling and its upgrades. */
  heroic: {
    loadHeroic: get<typeof Heroic.LoadHeroicQuery, LoadHeroicAnswer>('misc.php', 'loadHeroic'),
    useHeroicPotion: post<typeof Heroic.UseHeroicPotionRequest, UseHeroicAnswer>(
      'misc.php',
      'useHeroicPotion',
    ),
    useHeroicShards: post<typeof Heroic.UseHeroicShardsRequest, UseHeroicAnswer>(
      'misc.php',
      'useHeroicShards',
    ),
    useUpgradeStones: post<typeof Heroic.UseUpgradeStonesRequest, UseUpgradeStonesAnswer>(
      'misc.php',
      'useUpgradeStones',
    ),
  },
  /** Items, runes and tools. */
  inventory: {
    upgradeUpgradeableItem: post<
      typeof Inventory.UpgradeUpgradeableRequest,
      UpgradeUpgradeableAnswer
    >('items.php', 'upgradeUpgradeableItem'),
    equipRune: post<typeof Inventory.EquipRuneRequest, EquipRuneAnswer>('items.php', 'equipRune'),
    unequipRune: post<typeof Inventory.UnequipRuneRequest, UnequipRuneAnswer>(
      'items.php',
      'unequipRune',
    ),
    upgradeTool: post<typeof Inventory.UpgradeToolRequest, UpgradeToolAnswer>(
      'items.php',
      'upgradeTool',
    ),
    destroyItems: post<typeof Inventory.DestroyItemsRequest, DestroyItemsAnswer>(
      'items.php',
      'destroyItems',
    ),
    useItem: post<typeof Inventory.UseItemRequest, UseItemAnswer>('items.php', 'useItem'),
  },
  /** Equipment upgrades and the jewels set in it. */
  equipment: {
    upgradeLevel: post<typeof Equipment.UpgradeLevelRequest, UpgradeLevelAnswer>(
      'equipment.php',
      'upgradeLevel',
    ),
    upgradeType: post<typeof Equipment.UpgradeTypeRequest, UpgradeTypeAnswer>(
      'equipment.php',
      'upgradeType',
    ),
    equipJewel: post<typeof Equipment.EquipJewelRequest, EquipJewelAnswer>(
      'equipment.php',
      'equipJewel',
    ),
    unequipJewel: post<typeof Equipment.UnequipJewelRequest, UnequipJewelAnswer>(
      'equipment.php',
      'unequipJewel',
    ),
    destroyJewel: post<typeof Equipment.DestroyJewelRequest, DestroyJewelAnswer>(
      'equipment.php',
      'destroyJewel',
    ),
    sendJewel: post<typeof Equipment.SendJewelRequest, true>('equipment.php', 'sendJewel'),
  },
  trinkets: {
    loadTrinkets: get<typeof Trinkets.LoadTrinketsQuery, LoadTrinketsAnswer>(
      'equipment.php',
      'loadTrinkets',
    ),
    equipTrinket: post<typeof Trinkets.EquipTrinketRequest, EquipTrinketAnswer>(
      'equipment.php',
      'equipTrinket',
    ),
    upgradeTrinket: post<typeof Trinkets.UpgradeTrinketRequest, UpgradeTrinketAnswer>(
      'equipment.php',
      'upgradeTrinket',
    ),
    destroyTrinket: post<typeof Trinkets.DestroyTrinketRequest, DestroyTrinketAnswer>(
      'equipment.php',
      'destroyTrinket',
    ),
    rerollTrinket: post<typeof Trinkets.RerollTrinketRequest, RerollTrinketAnswer>(
      'equipment.php',
      'rerollTrinket',
    ),
    convertTrinketToCelestial: post<typeof Trinkets.ConvertTrinketRequest, TrinketAnswer>(
      'equipment.php',
      'convertTrinketToCelestial',
    ),
    craftTrinket: post<typeof Trinkets.CraftTrinketRequest, CraftTrinketAnswer>(
      'equipment.php',
      'craftTrinket',
    ),
    increaseCelestial: post<typeof Trinkets.IncreaseCelestialRequest, IncreaseCelestialAnswer>(
      'equipment.php',
      'increaseCelestial',
    ),
  },
  /** Named sets of trinkets, jewels and belt runes (issue 29). */
  loadouts: {
    loadLoadouts: get<typeof Loadouts.LoadLoadoutsQuery, LoadoutsAnswer>(
      'loadouts.php',
      'loadLoadouts',
    ),
    saveLoadout: post<typeof Loadouts.SaveLoadoutRequest, LoadoutChangeAnswer>(
      'loadouts.php',
      'saveLoadout',
    ),
    equipLoadout: post<typeof Loadouts.EquipLoadoutRequest, EquipLoadoutAnswer>(
      'loadouts.php',
      'equipLoadout',
    ),
    bindLoadout: post<typeof Loadouts.BindLoadoutRequest, LoadoutChangeAnswer>(
      'loadouts.php',
      'bindLoadout',
    ),
    deleteLoadout: post<typeof Loadouts.DeleteLoadoutRequest, LoadoutChangeAnswer>(
      'loadouts.php',
      'deleteLoadout',
    ),
  },
  /** What each action brought in per hour, since the player's last reset (issue 29). */
  rates: {
    loadRates: get<typeof Rates.LoadRatesQuery, RatesAnswer>('rates.php', 'loadRates'),
    resetRates: post<typeof Rates.ResetRatesRequest, RatesAnswer>('rates.php', 'resetRates'),
  },
  /** Pushes to the installed game while no tab of it is open (issue 30). */
  push: {
    loadPush: get<typeof Push.LoadPushQuery, PushAnswer>('push.php', 'loadPush'),
    savePush: post<typeof Push.SavePushRequest, PushAnswer>('push.php', 'savePush'),
    removePush: post<typeof Push.RemovePushRequest, PushAnswer>('push.php', 'removePush'),
    reportVisibility: post<typeof Push.ReportVisibilityRequest, object>(
      'push.php',
      'reportVisibility',
    ),
  },
  /** The caller's own net worth at the market's 7-day average (issue 29). */
  netWorth: {
    loadNetWorth: get<typeof NetWorth.LoadNetWorthQuery, NetWorthAnswer>(
      'networth.php',
      'loadNetWorth',
    ),
  },
  /** Items sent to another player. */
  sendItems: {
    sendItems: post<typeof SendItems.SendItemsRequest, SendItemsAnswer>('items.php', 'sendItems'),
  },
  /** The item market: order book, trades, history. */
  market: {
    loadItems: get<typeof Market.LoadItemsQuery, LoadItemsAnswer>('market.php', 'loadItems'),
    placeBuyOrder: post<typeof Market.PlaceBuyOrderRequest, PlaceBuyOrderAnswer>(
      'market.php',
      'placeBuyOrder',
    ),
    placeSellOrder: post<typeof Market.PlaceSellOrderRequest, PlaceSellOrderAnswer>(
      'market.php',
      'placeSellOrder',
    ),
    cancelOrder: post<typeof Market.CancelOrderRequest, CancelOrderAnswer>(
      'market.php',
      'cancelOrder',
    ),
    sell: post<typeof Market.SellRequest, SellAnswer>('market.php', 'sell'),
    buy: post<typeof Market.BuyRequest, BuyAnswer>('market.php', 'buy'),
    yourListings: get<typeof Market.YourListingsQuery, YourListingsAnswer>(
      'market.php',
      'yourListings',
    ),
    priceHistory: get<typeof Market.PriceHistoryQuery, PriceHistoryAnswer>(
      'market.php',
      'priceHistory',
    ),
    editOrder: post<typeof Market.EditOrderRequest, EditOrderAnswer>('market.php', 'editOrder'),
    marketDepth: get<typeof Market.MarketDepthQuery, MarketDepthAnswer>(
      'market.php',
      'marketDepth',
    ),
    marketValues: get<typeof Market.MarketValuesQuery, MarketValuesAnswer>(
      'market.php',
      'marketValues',
    ),
    tradeHistory: get<typeof Market.TradeHistoryQuery, TradeHistoryAnswer>(
      'market.php',
      'tradeHistory',
    ),
  },
  jewelMarket: {
    loadJewels: post<typeof JewelMarket.LoadJewelsRequest, LoadJewelsAnswer>(
      'market.php',
      'loadJewels',
    ),
    sellJewelMarket: post<typeof JewelMarket.SellJewelMarketRequest, JewelMarketAnswer>(
      'equipment.php',
      'sellJewelMarket',
    ),
    removeJewelMarket: post<typeof JewelMarket.RemoveJewelMarketRequest, JewelMarketAnswer>(
      'equipment.php',
      'removeJewelMarket',
    ),
    buyJewelMarket: post<typeof JewelMarket.BuyJewelMarketRequest, BuyJewelMarketAnswer>(
      'equipment.php',
      'buyJewelMarket',
    ),
  },
  blackMarket: {
    blackMarket: get<typeof BlackMarket.BlackMarketQuery, BlackMarketAnswer>(
      'store.php',
      'blackMarket',
    ),
    blackMarketCredits: post<
      typeof BlackMarket.BlackMarketCreditsRequest,
      BlackMarketCreditsAnswer
    >('store.php', 'blackMarketCredits'),
    blackMarketCache: post<typeof BlackMarket.BlackMarketCacheRequest, BlackMarketCacheAnswer>(
      'store.php',
      'blackMarketCache',
    ),
  },
  /** Boss tokens and jewel slots. */
  tokenStore: {
    tokenStore: get<typeof TokenStore.TokenStoreQuery, TokenStoreAnswer>('store.php', 'tokenStore'),
    spendBossTokens: post<typeof TokenStore.SpendBossTokensRequest, SpendBossTokensAnswer>(
      'store.php',
      'spendBossTokens',
    ),
    buyJewelSlots: post<typeof TokenStore.BuyJewelSlotsRequest, BuyJewelSlotsAnswer>(
      'store.php',
      'buyJewelSlots',
    ),
  },
  /** Gathering levels and upgrades (the ticks are actions). */
  gathering: {
    loadGathering: get<typeof Gathering.LoadGatheringQuery, LoadGatheringAnswer>(
      'misc.php',
      'loadGathering',
    ),
    upgradeGatheringUpgradeLevel: post<
      typeof Gathering.UpgradeGatheringLevelRequest,
      UpgradeGatheringLevelAnswer
    >('misc.php', 'upgradeGatheringUpgradeLevel'),
    upgradeGatheringUpgrade: post<
      typeof Gathering.UpgradeGatheringUpgradeRequest,
      UpgradeGatheringUpgradeAnswer
    >('misc.php', 'upgradeGatheringUpgrade'),
  },
  /** The crafting screens (the ticks are actions). */
  crafting: {
    loadCrafting: get<typeof Crafting.LoadCraftingQuery, LoadCraftingAnswer>(
      'misc.php',
      'loadCrafting',
    ),
    runecraftingFlags: post<typeof Crafting.RunecraftingFlagsRequest, true>(
      'misc.php',
      'runecraftingFlags',
    ),
  },
  /** The labyrinth and its artisan totem (the tick is an action). */
  labyrinth: {
    loadLabyrinth: get<typeof Labyrinth.LoadLabyrinthQuery, LoadLabyrinthAnswer>(
      'misc.php',
      'loadLabyrinth',
    ),
    getLabyrinthRewards: get<typeof Labyrinth.LabyrinthRewardsQuery, ItemAmount[]>(
      'misc.php',
      'getLabyrinthRewards',
    ),
    upgradeArtisanTotem: post<
      typeof Labyrinth.UpgradeArtisanTotemRequest,
      UpgradeArtisanTotemAnswer
    >('misc.php', 'upgradeArtisanTotem'),
  },
  /** The plot, raids, personnel and portals. */
  land: {
    load: get<typeof Land.LoadLandQuery, LoadLandAnswer>('land.php', 'load'),
    loadRaids: get<typeof Land.LoadRaidsQuery, LoadRaidsAnswer>('land.php', 'loadRaids'),
    loadPersonnel: get<typeof Land.LoadPersonnelQuery, LoadPersonnelAnswer>(
      'land.php',
      'loadPersonnel',
    ),
    getPortalData: get<typeof Land.PortalDataQuery, PortalDataAnswer>('land.php', 'getPortalData'),
    buyPlot: post<typeof Land.BuyPlotRequest, LandChangeAnswer>('land.php', 'buyPlot'),
    upgradePlot: post<typeof Land.UpgradePlotRequest, LandChangeAnswer>('land.php', 'upgradePlot'),
    startRaid: post<typeof Land.StartRaidRequest, StartRaidAnswer>('land.php', 'startRaid'),
    endRaid: post<typeof Land.EndRaidRequest, EndRaidAnswer>('land.php', 'endRaid'),
    cancelRaid: post<typeof Land.CancelRaidRequest, true>('land.php', 'cancelRaid'),
    upgradePersonnel: post<typeof Land.UpgradePersonnelRequest, UpgradePersonnelAnswer>(
      'land.php',
      'upgradePersonnel',
    ),
    upgradePortal: post<typeof Land.UpgradePortalRequest, UpgradePortalAnswer>(
      'land.php',
      'upgradePortal',
    ),
  },
  clan: {
    loadClanHome: get<typeof Clan.LoadClanHomeQuery, LoadClanHomeAnswer>(
      'clan.php',
      'loadClanHome',
    ),
    getList: get<typeof Clan.GetClanListQuery, ClanListEntry[]>('clan.php', 'getList'),
    loadClanInvites: get<typeof Clan.LoadClanInvitesQuery, ClanInvite[]>(
      'clan.php',
      'loadClanInvites',
    ),
    loadMembers: get<typeof Clan.LoadMembersQuery, LoadMembersAnswer>('clan.php', 'loadMembers'),
    loadStorage: get<typeof Clan.LoadStorageQuery, LoadStorageAnswer>('clan.php', 'loadStorage'),
    ranks: get<typeof Clan.ClanRanksQuery, ClanRanksAnswer>('clan.php', 'ranks'),
    loadDetails: get<typeof Clan.LoadDetailsQuery, { clanData: ClanData }>(
      'clan.php',
      'loadDetails',
    ),
    loadBuildings: get<typeof Clan.LoadBuildingsQuery, LoadBuildingsAnswer>(
      'clan.php',
      'loadBuildings',
    ),
    loadBattlegrounds: get<typeof Clan.LoadBattlegroundsQuery, LoadBattlegroundsAnswer>(
      'clan.php',
      'loadBattlegrounds',
    ),
    loadInvites: get<typeof Clan.LoadInvitesQuery, ClanSentInvitesAnswer>(
      'clan.php',
      'loadInvites',
    ),
    loadLog: get<typeof Clan.LoadClanLogQuery, LoadClanLogAnswer>('clan.php', 'loadLog'),
    loadSettings: get<typeof Clan.LoadSettingsQuery, ClanTaxesAnswer>('clan.php', 'loadSettings'),
    profile: get<typeof Clan.ClanProfileQuery, ClanProfileLookup>('clan.php', 'profile'),
    createClan: post<typeof Clan.CreateClanRequest, CreateClanAnswer>('clan.php', 'createClan'),
    handleInvite: post<typeof Clan.HandleInviteRequest, HandleInviteAnswer>(
      'clan.php',
      'handleInvite',
    ),
    editAnnouncement: post<typeof Clan.EditAnnouncementRequest, { announcement: string }>(
      'clan.php',
      'editAnnouncement',
    ),
    kickMember: post<typeof Clan.KickMemberRequest, LoadMembersAnswer>('clan.php', 'kickMember'),
    changeRank: post<typeof Clan.ChangeRankRequest, ChangeRankAnswer>('clan.php', 'changeRank'),
    donateItems: post<typeof Clan.DonateItemsRequest, DonateItemsAnswer>('clan.php', 'donateItems'),
    sendItemsToMember: post<typeof Clan.SendItemsToMemberRequest, ClanStorageAnswer>(
      'clan.php',
      'sendItemsToMember',
    ),
    convertItems: post<typeof Clan.ConvertItemsRequest, ClanStorageAnswer>(
      'clan.php',
      'convertItems',
    ),
    changePermission: post<typeof Clan.ChangePermissionRequest, ClanRanksAnswer>(
      'clan.php',
      'changePermission',
    ),
    changeRankName: post<typeof Clan.ChangeRankNameRequest, ClanRanksAnswer>(
      'clan.php',
      'changeRankName',
    ),
    editPersonalTaxes: post<typeof Clan.EditPersonalTaxesRequest, PersonalTaxesAnswer>(
      'clan.php',
      'editPersonalTaxes',
    ),
    upgradeBuilding: post<typeof Clan.UpgradeBuildingRequest, LoadBuildingsAnswer>(
      'clan.php',
      'upgradeBuilding',
    ),
    leave: post<typeof Clan.LeaveClanRequest, true>('clan.php', 'leave'),
    sendInvite: post<typeof Clan.SendInviteRequest, ClanSentInvitesAnswer>(
      'clan.php',
      'sendInvite',
    ),
    cancelInvite: post<typeof Clan.CancelInviteRequest, ClanSentInvitesAnswer>(
      'clan.php',
      'cancelInvite',
    ),
    editTaxes: post<typeof Clan.EditTaxesRequest, ClanTaxesAnswer>('clan.php', 'editTaxes'),
  },
  /** Premium credits: honor tokens, autos, boosts, checkout. */
  premium: {
    loadPremium: get<typeof Premium.LoadPremiumQuery, LoadPremiumAnswer>('misc.php', 'loadPremium'),
    useHonorTokens: post<typeof Premium.UseHonorTokensRequest, UseHonorTokensAnswer>(
      'misc.php',
      'useHonorTokens',
    ),
    purchaseAutos: post<typeof Premium.PurchaseAutosRequest, PurchaseAutosAnswer>(
      'misc.php',
      'purchaseAutos',
    ),
    createCheckout: post<typeof Premium.CreateCheckoutRequest, CreateCheckoutAnswer>(
      'premium.php',
      'createCheckout',
    ),
    buyBoost: post<typeof Premium.BuyBoostRequest, BuyBoostAnswer>('premium.php', 'buyBoost'),
    finalizeCheckout: post<typeof Premium.FinalizeCheckoutRequest, FinalizeCheckoutAnswer>(
      'premium.php',
      'finalizeCheckout',
    ),
  },
  /** Chat settings: the ignore list and the profanity filter (the chat itself is a socket). */
  chat: {
    getChatSettings: get<typeof Chat.GetChatSettingsQuery, ChatSettingsAnswer>(
      'preferences.php',
      'getChatSettings',
    ),
    addIgnore: post<typeof Chat.AddIgnoreRequest, IgnoredEntry>('preferences.php', 'addIgnore'),
    removeIgnore: post<typeof Chat.RemoveIgnoreRequest, true>('preferences.php', 'removeIgnore'),
    setProfanityFilter: post<typeof Chat.SetProfanityFilterRequest, ProfanityFilterAnswer>(
      'preferences.php',
      'setProfanityFilter',
    ),
  },
  profile: {
    load: post<typeof Profile.ProfileRequest, ProfileAnswer>('profile.php', null),
  },
  /** Username and password. */
  preferences: {
    getPreferences: get<typeof Preferences.GetPreferencesQuery, PreferencesAnswer>(
      'preferences.php',
      'getPreferences',
    ),
    changeUsername: post<typeof Preferences.ChangeUsernameRequest, ChangeUsernameAnswer>(
      'preferences.php',
      'changeUsername',
    ),
    changePassword: post<typeof Preferences.ChangePasswordRequest, true>(
      'preferences.php',
      'changePassword',
    ),
  },
  /** Personal keys of the public read-only API (`/api/v1/`), managed on /preferences. */
  apiKeys: {
    listApiKeys: get<typeof ApiKeys.ListApiKeysQuery, ApiKeySummary[]>(
      'preferences.php',
      'listApiKeys',
    ),
    createApiKey: post<typeof ApiKeys.CreateApiKeyRequest, CreatedApiKey>(
      'preferences.php',
      'createApiKey',
    ),
    revokeApiKey: post<typeof ApiKeys.RevokeApiKeyRequest, true>('preferences.php', 'revokeApiKey'),
  },
  /** The player's personal log. */
  log: {
    getLog: post<typeof Log.GetLogRequest, LogPage>('misc.php', 'getLog'),
  },
  announcements: {
    getAnnouncements: get<typeof Announcements.GetAnnouncementsQuery, Announcement[]>(
      'misc.php',
      'getAnnouncements',
    ),
  },
  referrals: {
    getReferrals: get<typeof Referrals.GetReferralsQuery, Referral[]>('misc.php', 'getReferrals'),
  },
  leaderboards: {
    leaderboards: post<typeof Leaderboards.LeaderboardsRequest, LeaderboardsAnswer>(
      'misc.php',
      'leaderboards',
    ),
  },
  pages: {
    /** The static pages' HTML (the client sanitizes it before display). */
    rules: get<typeof Pages.LoadHtmlQuery, string>('loadhtml.php', 'rules', { public: true }),
    privacy: get<typeof Pages.LoadHtmlQuery, string>('loadhtml.php', 'privacy', { public: true }),
    beginners_guide: get<typeof Pages.LoadHtmlQuery, string>('loadhtml.php', 'beginners_guide', {
      public: true,
    }),
  },
  /**
   * The operator console (mfe-admin): every call needs account status 50 (moderator) or 100
   * (operator) and the permission of api/admin.ts's ADMIN_ROLE_PERMISSIONS.
   */
  admin: {
    whoami: get<typeof Admin.AdminWhoamiQuery, AdminWhoami>('admin.php', 'whoami'),
    listAnnouncements: get<typeof Admin.ListAnnouncementsQuery, AdminAnnouncement[]>(
      'admin.php',
      'listAnnouncements',
    ),
    postAnnouncement: post<typeof Admin.PostAnnouncementRequest, AdminAnnouncement>(
      'admin.php',
      'postAnnouncement',
    ),
    editAnnouncement: post<typeof Admin.EditAnnouncementRequest, AdminAnnouncement>(
      'admin.php',
      'editAnnouncement',
    ),
    deleteAnnouncement: post<typeof Admin.DeleteAnnouncementRequest, true>(
      'admin.php',
      'deleteAnnouncement',
    ),
    findPlayers: get<typeof Admin.FindPlayersQuery, AdminPlayerRow[]>('admin.php', 'findPlayers'),
    player: get<typeof Admin.PlayerDetailQuery, AdminPlayerDetail>('admin.php', 'player'),
    ban: post<typeof Admin.BanRequest, AdminBan>('admin.php', 'ban'),
    unban: post<typeof Admin.UnbanRequest, true>('admin.php', 'unban'),
    mute: post<typeof Admin.MuteRequest, AdminMute>('admin.php', 'mute'),
    unmute: post<typeof Admin.UnmuteRequest, true>('admin.php', 'unmute'),
    grantItems: post<typeof Admin.GrantItemsRequest, AdminItemsAnswer>('admin.php', 'grantItems'),
    takeItems: post<typeof Admin.TakeItemsRequest, AdminItemsAnswer>('admin.php', 'takeItems'),
    economyAudit: get<typeof Admin.EconomyAuditQuery, AdminEconomyAudit>(
      'admin.php',
      'economyAudit',
    ),
    onlinePlayers: get<typeof Admin.OnlinePlayersQuery, AdminOnlinePlayer[]>(
      'admin.php',
      'onlinePlayers',
    ),
    worldState: get<typeof Admin.WorldStateQuery, AdminWorldState>('admin.php', 'worldState'),
    auditTrail: get<typeof Admin.AuditTrailQuery, AdminAuditPage>('admin.php', 'auditTrail'),
  },
} as const;

export type Endpoints = typeof ENDPOINTS;
export type EndpointGroup = keyof Endpoints;

/** Each endpoint's schema type, keyed like ENDPOINTS: what `ENDPOINT_SCHEMAS` must satisfy. */
export type EndpointSchemas = {
  readonly [Group in EndpointGroup]: {
    readonly [Name in keyof Endpoints[Group]]: SchemaOf<Endpoints[Group][Name]>;
  };
};

/** Every endpoint of the table with its group and name, for registration and checks. */
export function listEndpoints(): { group: string; name: string; endpoint: Endpoint }[] {
  return Object.entries(ENDPOINTS).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({
      group,
      name,
      endpoint,
    })),
  );
}

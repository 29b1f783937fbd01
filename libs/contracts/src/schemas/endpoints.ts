/**
 * The zod schema of every endpoint, keyed like ENDPOINTS (`../endpoints.ts`). `satisfies
 * EndpointSchemas` makes each entry the very schema the table names, so the server validates
 * exactly what the client's request type says.
 */
import type { EndpointSchemas } from '../endpoints';
import * as Account from './account';
import * as Admin from './admin';
import * as Actions from './actions';
import * as Announcements from './announcements';
import * as ApiKeys from './api-keys';
import * as Battle from './battle';
import * as BlackMarket from './black-market';
import * as Bosses from './bosses';
import * as Chat from './chat';
import * as Clan from './clan';
import * as Common from './common';
import * as Crafting from './crafting';
import * as Dungeons from './dungeons';
import * as Equipment from './equipment';
import * as Gathering from './gathering';
import * as Heroic from './heroic';
import * as Inventory from './inventory';
import * as JewelMarket from './jewel-market';
import * as Labyrinth from './labyrinth';
import * as Land from './land';
import * as Leaderboards from './leaderboards';
import * as Loadouts from './loadouts';
import * as Rates from './rates';
import * as Push from './push';
import * as NetWorth from './net-worth';
import * as Log from './log';
import * as Market from './market';
import * as Misc from './misc';
import * as Pages from './pages';
import * as Players from './players';
import * as Preferences from './preferences';
import * as Premium from './premium';
import * as Profile from './profile';
import * as Referrals from './referrals';
import * as SendItems from './send-items';
import * as TokenStore from './token-store';
import * as Training from './training';
import * as Trinkets from './trinkets';

export const ENDPOINT_SCHEMAS = {
  account: {
    register: Account.RegisterRequest,
    login: Account.LoginRequest,
  },
  misc: {
    ping: Misc.PingQuery,
    logout: Misc.LogoutQuery,
    captchaChallenge: Misc.CaptchaChallengeQuery,
    captcha: Misc.CaptchaRequest,
  },
  initialData: {
    load: Common.NoFields,
  },
  actions: {
    refresh: Common.NoFields,
    current: Common.NoFields,
    stopAction: Actions.StopActionQuery,
    battling: Common.NoFields,
    specialBattling: Common.NoFields,
    dungeoneering: Common.NoFields,
    bossBattle: Bosses.BossTickRequest,
    mining: Gathering.GatheringTickRequest,
    woodcutting: Gathering.GatheringTickRequest,
    quarrying: Gathering.GatheringTickRequest,
    runecrafting: Crafting.RunecraftingTickRequest,
    jewelcrafting: Crafting.JewelcraftingTickRequest,
    jewelcrafting_create_gem: Crafting.CreateGemTickRequest,
    alchemy: Crafting.AlchemyTickRequest,
    clanMobBattle: Clan.ClanMobTickRequest,
    clanBossBattle: Common.NoFields,
    labyrinth: Common.NoFields,
  },
  training: {
    changeActiveMastery: Training.ChangeActiveMasteryQuery,
    changeActiveAttribute: Training.ChangeActiveAttributeQuery,
  },
  players: {
    playersOnline: Players.PlayersOnlineQuery,
    getUserid: Players.GetUseridRequest,
  },
  battle: {
    enterArea: Battle.EnterAreaRequest,
    loadSpecialBattlesRemaining: Battle.LoadSpecialBattlesQuery,
    loadFightFigures: Battle.LoadFightFiguresQuery,
  },
  dungeons: {
    loadDungeons: Dungeons.LoadDungeonsQuery,
    enterDungeon: Dungeons.EnterDungeonRequest,
    leaveDungeon: Dungeons.LeaveDungeonRequest,
    dungeonStopAfter: Dungeons.DungeonStopAfterRequest,
  },
  bosses: {
    loadBosses: Bosses.LoadBossesQuery,
  },
  heroic: {
    loadHeroic: Heroic.LoadHeroicQuery,
    useHeroicPotion: Heroic.UseHeroicPotionRequest,
    useHeroicShards: Heroic.UseHeroicShardsRequest,
    useUpgradeStones: Heroic.UseUpgradeStonesRequest,
  },
  inventory: {
    upgradeUpgradeableItem: Inventory.UpgradeUpgradeableRequest,
    equipRune: Inventory.EquipRuneRequest,
    unequipRune: Inventory.UnequipRuneRequest,
    upgradeTool: Inventory.UpgradeToolRequest,
    destroyItems: Inventory.DestroyItemsRequest,
    useItem: Inventory.UseItemRequest,
  },
  equipment: {
    upgradeLevel: Equipment.UpgradeLevelRequest,
    upgradeType: Equipment.UpgradeTypeRequest,
    equipJewel: Equipment.EquipJewelRequest,
    unequipJewel: Equipment.UnequipJewelRequest,
    destroyJewel: Equipment.DestroyJewelRequest,
    sendJewel: Equipment.SendJewelRequest,
  },
  trinkets: {
    loadTrinkets: Trinkets.LoadTrinketsQuery,
    equipTrinket: Trinkets.EquipTrinketRequest,
    upgradeTrinket: Trinkets.UpgradeTrinketRequest,
    destroyTrinket: Trinkets.DestroyTrinketRequest,
    rerollTrinket: Trinkets.RerollTrinketRequest,
    convertTrinketToCelestial: Trinkets.ConvertTrinketRequest,
    craftTrinket: Trinkets.CraftTrinketRequest,
    increaseCelestial: Trinkets.IncreaseCelestialRequest,
  },
  loadouts: {
    loadLoadouts: Loadouts.LoadLoadoutsQuery,
    saveLoadout: Loadouts.SaveLoadoutRequest,
    equipLoadout: Loadouts.EquipLoadoutRequest,
    bindLoadout: Loadouts.BindLoadoutRequest,
    deleteLoadout: Loadouts.DeleteLoadoutRequest,
  },
  rates: {
    loadRates: Rates.LoadRatesQuery,
    resetRates: Rates.ResetRatesRequest,
  },
  push: {
    loadPush: Push.LoadPushQuery,
    savePush: Push.SavePushRequest,
    removePush: Push.RemovePushRequest,
    reportVisibility: Push.ReportVisibilityRequest,
  },
  netWorth: {
    loadNetWorth: NetWorth.LoadNetWorthQuery,
  },
  sendItems: {
    sendItems: SendItems.SendItemsRequest,
  },
  market: {
    loadItems: Market.LoadItemsQuery,
    placeBuyOrder: Market.PlaceBuyOrderRequest,
    placeSellOrder: Market.PlaceSellOrderRequest,
    cancelOrder: Market.CancelOrderRequest,
    sell: Market.SellRequest,
    buy: Market.BuyRequest,
    yourListings: Market.YourListingsQuery,
    priceHistory: Market.PriceHistoryQuery,
    editOrder: Market.EditOrderRequest,
    marketDepth: Market.MarketDepthQuery,
    marketValues: Market.MarketValuesQuery,
    tradeHistory: Market.TradeHistoryQuery,
  },
  jewelMarket: {
    loadJewels: JewelMarket.LoadJewelsRequest,
    sellJewelMarket: JewelMarket.SellJewelMarketRequest,
    removeJewelMarket: JewelMarket.RemoveJewelMarketRequest,
    buyJewelMarket: JewelMarket.BuyJewelMarketRequest,
  },
  blackMarket: {
    blackMarket: BlackMarket.BlackMarketQuery,
    blackMarketCredits: BlackMarket.BlackMarketCreditsRequest,
    blackMarketCache: BlackMarket.BlackMarketCacheRequest,
  },
  tokenStore: {
    tokenStore: TokenStore.TokenStoreQuery,
    spendBossTokens: TokenStore.SpendBossTokensRequest,
    buyJewelSlots: TokenStore.BuyJewelSlotsRequest,
  },
  gathering: {
    loadGathering: Gathering.LoadGatheringQuery,
    upgradeGatheringUpgradeLevel: Gathering.UpgradeGatheringLevelRequest,
    upgradeGatheringUpgrade: Gathering.UpgradeGatheringUpgradeRequest,
  },
  crafting: {
    loadCrafting: Crafting.LoadCraftingQuery,
    runecraftingFlags: Crafting.RunecraftingFlagsRequest,
  },
  labyrinth: {
    loadLabyrinth: Labyrinth.LoadLabyrinthQuery,
    getLabyrinthRewards: Labyrinth.LabyrinthRewardsQuery,
    upgradeArtisanTotem: Labyrinth.UpgradeArtisanTotemRequest,
  },
  land: {
    load: Land.LoadLandQuery,
    loadRaids: Land.LoadRaidsQuery,
    loadPersonnel: Land.LoadPersonnelQuery,
    getPortalData: Land.PortalDataQuery,
    buyPlot: Land.BuyPlotRequest,
    upgradePlot: Land.UpgradePlotRequest,
    startRaid: Land.StartRaidRequest,
    endRaid: Land.EndRaidRequest,
    cancelRaid: Land.CancelRaidRequest,
    upgradePersonnel: Land.UpgradePersonnelRequest,
    upgradePortal: Land.UpgradePortalRequest,
  },
  clan: {
    loadClanHome: Clan.LoadClanHomeQuery,
    getList: Clan.GetClanListQuery,
    loadClanInvites: Clan.LoadClanInvitesQuery,
    loadMembers: Clan.LoadMembersQuery,
    loadStorage: Clan.LoadStorageQuery,
    ranks: Clan.ClanRanksQuery,
    loadDetails: Clan.LoadDetailsQuery,
    loadBuildings: Clan.LoadBuildingsQuery,
    loadBattlegrounds: Clan.LoadBattlegroundsQuery,
    loadInvites: Clan.LoadInvitesQuery,
    loadLog: Clan.LoadClanLogQuery,
    loadSettings: Clan.LoadSettingsQuery,
    profile: Clan.ClanProfileQuery,
    createClan: Clan.CreateClanRequest,
    handleInvite: Clan.HandleInviteRequest,
    editAnnouncement: Clan.EditAnnouncementRequest,
    kickMember: Clan.KickMemberRequest,
    changeRank: Clan.ChangeRankRequest,
    donateItems: Clan.DonateItemsRequest,
    sendItemsToMember: Clan.SendItemsToMemberRequest,
    convertItems: Clan.ConvertItemsRequest,
    changePermission: Clan.ChangePermissionRequest,
    changeRankName: Clan.ChangeRankNameRequest,
    editPersonalTaxes: Clan.EditPersonalTaxesRequest,
    upgradeBuilding: Clan.UpgradeBuildingRequest,
    leave: Clan.LeaveClanRequest,
    sendInvite: Clan.SendInviteRequest,
    cancelInvite: Clan.CancelInviteRequest,
    editTaxes: Clan.EditTaxesRequest,
  },
  premium: {
    loadPremium: Premium.LoadPremiumQuery,
    useHonorTokens: Premium.UseHonorTokensRequest,
    purchaseAutos: Premium.PurchaseAutosRequest,
    createCheckout: Premium.CreateCheckoutRequest,
    buyBoost: Premium.BuyBoostRequest,
    finalizeCheckout: Premium.FinalizeCheckoutRequest,
  },
  chat: {
    getChatSettings: Chat.GetChatSettingsQuery,
    addIgnore: Chat.AddIgnoreRequest,
    removeIgnore: Chat.RemoveIgnoreRequest,
    setProfanityFilter: Chat.SetProfanityFilterRequest,
  },
  profile: {
    load: Profile.ProfileRequest,
  },
  preferences: {
    getPreferences: Preferences.GetPreferencesQuery,
    changeUsername: Preferences.ChangeUsernameRequest,
    changePassword: Preferences.ChangePasswordRequest,
  },
  apiKeys: {
    listApiKeys: ApiKeys.ListApiKeysQuery,
    createApiKey: ApiKeys.CreateApiKeyRequest,
    revokeApiKey: ApiKeys.RevokeApiKeyRequest,
  },
  log: {
    getLog: Log.GetLogRequest,
  },
  announcements: {
    getAnnouncements: Announcements.GetAnnouncementsQuery,
  },
  referrals: {
    getReferrals: Referrals.GetReferralsQuery,
  },
  leaderboards: {
    leaderboards: Leaderboards.LeaderboardsRequest,
  },
  pages: {
    rules: Pages.LoadHtmlQuery,
    privacy: Pages.LoadHtmlQuery,
    beginners_guide: Pages.LoadHtmlQuery,
  },
  admin: {
    whoami: Admin.AdminWhoamiQuery,
    listAnnouncements: Admin.ListAnnouncementsQuery,
    postAnnouncement: Admin.PostAnnouncementRequest,
    editAnnouncement: Admin.EditAnnouncementRequest,
    deleteAnnouncement: Admin.DeleteAnnouncementRequest,
    findPlayers: Admin.FindPlayersQuery,
    player: Admin.PlayerDetailQuery,
    ban: Admin.BanRequest,
    unban: Admin.UnbanRequest,
    mute: Admin.MuteRequest,
    unmute: Admin.UnmuteRequest,
    grantItems: Admin.GrantItemsRequest,
    takeItems: Admin.TakeItemsRequest,
    economyAudit: Admin.EconomyAuditQuery,
    onlinePlayers: Admin.OnlinePlayersQuery,
    worldState: Admin.WorldStateQuery,
    auditTrail: Admin.AuditTrailQuery,
  },
} as const satisfies EndpointSchemas;

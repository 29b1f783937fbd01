/**
 * The zod schema of every endpoint, keyed like ENDPOINTS (`../endpoints.ts`). `satisfies
 * EndpointSchemas` makes each entry the very schema the table names, so the server validates
 * exactly what the client's request type says.
 */
import type { EndpointSchemas } from '../endpoints';
import * as Clan from './clan';
import * as Land from './land';
import * as Premium from './premium';
import * as Chat from './chat';
import { LoginRequest, RegisterRequest } from './account';
import { CaptchaRequest } from './actions';
import {
  BossTickRequest,
  DungeonStopAfterRequest,
  EnterAreaRequest,
  EnterDungeonRequest,
  LeaveDungeonRequest,
  LoadBossesQuery,
  LoadDungeonsQuery,
  LoadHeroicQuery,
  LoadSpecialBattlesQuery,
  UseHeroicPotionRequest,
  UseHeroicShardsRequest,
  UseUpgradeStonesRequest,
} from './battle';
import { NoFields } from './common';
import {
  AlchemyTickRequest,
  CreateGemTickRequest,
  DestroyJewelRequest,
  EquipJewelRequest,
  GatheringTickRequest,
  JewelcraftingTickRequest,
  LoadCraftingQuery,
  LoadGatheringQuery,
  RemoveJewelMarketRequest,
  RunecraftingFlagsRequest,
  RunecraftingTickRequest,
  SellJewelMarketRequest,
  SendJewelRequest,
  BuyJewelMarketRequest,
  UnequipJewelRequest,
  UpgradeGatheringLevelRequest,
  UpgradeGatheringUpgradeRequest,
} from './crafting';
import {
  ChangePasswordRequest,
  ChangeUsernameRequest,
  GetAnnouncementsQuery,
  GetLogRequest,
  GetPreferencesQuery,
  GetReferralsQuery,
  LeaderboardsRequest,
  LoadHtmlQuery,
  ProfileRequest,
} from './info';
import {
  DestroyItemsRequest,
  EquipRuneRequest,
  UnequipRuneRequest,
  UpgradeLevelRequest,
  UpgradeToolRequest,
  UpgradeTypeRequest,
  UpgradeUpgradeableRequest,
  UseItemRequest,
} from './inventory';
import {
  BuyRequest,
  CancelOrderRequest,
  LoadItemsQuery,
  PlaceBuyOrderRequest,
  PlaceSellOrderRequest,
  SellRequest,
  YourListingsQuery,
  LoadJewelsRequest,
  PriceHistoryQuery,
} from './market';
import {
  CaptchaChallengeQuery,
  ChangeActiveAttributeQuery,
  ChangeActiveMasteryQuery,
  GetUseridRequest,
  LogoutQuery,
  PingQuery,
  PlayersOnlineQuery,
  StopActionQuery,
} from './misc';
import { SendItemsRequest } from './send-items';
import {
  BlackMarketCacheRequest,
  BlackMarketCreditsRequest,
  BlackMarketQuery,
  BuyJewelSlotsRequest,
  SpendBossTokensRequest,
  TokenStoreQuery,
} from './store';

export const ENDPOINT_SCHEMAS = {
  account: {
    register: RegisterRequest,
    login: LoginRequest,
  },
  misc: {
    ping: PingQuery,
    logout: LogoutQuery,
    captchaChallenge: CaptchaChallengeQuery,
    captcha: CaptchaRequest,
  },
  initialData: {
    load: NoFields,
  },
  actions: {
    refresh: NoFields,
    current: NoFields,
    stopAction: StopActionQuery,
    battling: NoFields,
    specialBattling: NoFields,
    dungeoneering: NoFields,
    bossBattle: BossTickRequest,
    mining: GatheringTickRequest,
    woodcutting: GatheringTickRequest,
    quarrying: GatheringTickRequest,
    runecrafting: RunecraftingTickRequest,
    jewelcrafting: JewelcraftingTickRequest,
    jewelcrafting_create_gem: CreateGemTickRequest,
    alchemy: AlchemyTickRequest,
    clanMobBattle: Clan.ClanMobTickRequest,
    clanBossBattle: NoFields,
    labyrinth: NoFields,
  },
  training: {
    changeActiveMastery: ChangeActiveMasteryQuery,
    changeActiveAttribute: ChangeActiveAttributeQuery,
  },
  players: {
    playersOnline: PlayersOnlineQuery,
    getUserid: GetUseridRequest,
  },
  battle: {
    enterArea: EnterAreaRequest,
    loadSpecialBattlesRemaining: LoadSpecialBattlesQuery,
  },
  dungeons: {
    loadDungeons: LoadDungeonsQuery,
    enterDungeon: EnterDungeonRequest,
    leaveDungeon: LeaveDungeonRequest,
    dungeonStopAfter: DungeonStopAfterRequest,
  },
  bosses: {
    loadBosses: LoadBossesQuery,
  },
  heroic: {
    loadHeroic: LoadHeroicQuery,
    useHeroicPotion: UseHeroicPotionRequest,
    useHeroicShards: UseHeroicShardsRequest,
    useUpgradeStones: UseUpgradeStonesRequest,
  },
  inventory: {
    upgradeUpgradeableItem: UpgradeUpgradeableRequest,
    equipRune: EquipRuneRequest,
    unequipRune: UnequipRuneRequest,
    upgradeTool: UpgradeToolRequest,
    destroyItems: DestroyItemsRequest,
    useItem: UseItemRequest,
  },
  equipment: {
    upgradeLevel: UpgradeLevelRequest,
    upgradeType: UpgradeTypeRequest,
    equipJewel: EquipJewelRequest,
    unequipJewel: UnequipJewelRequest,
    destroyJewel: DestroyJewelRequest,
    sendJewel: SendJewelRequest,
  },
  trinkets: {
    loadTrinkets: Land.LoadTrinketsQuery,
    equipTrinket: Land.EquipTrinketRequest,
    upgradeTrinket: Land.UpgradeTrinketRequest,
    destroyTrinket: Land.DestroyTrinketRequest,
    rerollTrinket: Land.RerollTrinketRequest,
    convertTrinketToCelestial: Land.ConvertTrinketRequest,
    craftTrinket: Land.CraftTrinketRequest,
    increaseCelestial: Land.IncreaseCelestialRequest,
  },
  sendItems: {
    sendItems: SendItemsRequest,
  },
  market: {
    loadItems: LoadItemsQuery,
    placeBuyOrder: PlaceBuyOrderRequest,
    placeSellOrder: PlaceSellOrderRequest,
    cancelOrder: CancelOrderRequest,
    sell: SellRequest,
    buy: BuyRequest,
    yourListings: YourListingsQuery,
    priceHistory: PriceHistoryQuery,
  },
  jewelMarket: {
    loadJewels: LoadJewelsRequest,
    sellJewelMarket: SellJewelMarketRequest,
    removeJewelMarket: RemoveJewelMarketRequest,
    buyJewelMarket: BuyJewelMarketRequest,
  },
  blackMarket: {
    blackMarket: BlackMarketQuery,
    blackMarketCredits: BlackMarketCreditsRequest,
    blackMarketCache: BlackMarketCacheRequest,
  },
  tokenStore: {
    tokenStore: TokenStoreQuery,
    spendBossTokens: SpendBossTokensRequest,
    buyJewelSlots: BuyJewelSlotsRequest,
  },
  gathering: {
    loadGathering: LoadGatheringQuery,
    upgradeGatheringUpgradeLevel: UpgradeGatheringLevelRequest,
    upgradeGatheringUpgrade: UpgradeGatheringUpgradeRequest,
  },
  crafting: {
    loadCrafting: LoadCraftingQuery,
    runecraftingFlags: RunecraftingFlagsRequest,
  },
  labyrinth: {
    loadLabyrinth: Land.LoadLabyrinthQuery,
    getLabyrinthRewards: Land.LabyrinthRewardsQuery,
    upgradeArtisanTotem: Land.UpgradeArtisanTotemRequest,
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
    load: ProfileRequest,
  },
  preferences: {
    getPreferences: GetPreferencesQuery,
    changeUsername: ChangeUsernameRequest,
    changePassword: ChangePasswordRequest,
  },
  log: {
    getLog: GetLogRequest,
  },
  announcements: {
    getAnnouncements: GetAnnouncementsQuery,
  },
  referrals: {
    getReferrals: GetReferralsQuery,
  },
  leaderboards: {
    leaderboards: LeaderboardsRequest,
  },
  pages: {
    rules: LoadHtmlQuery,
    privacy: LoadHtmlQuery,
    beginners_guide: LoadHtmlQuery,
  },
} as const satisfies EndpointSchemas;

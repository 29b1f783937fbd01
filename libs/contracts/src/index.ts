/**
 * @idle/contracts: the shapes server and client agree on. This entry holds no zod, so the apps'
 * bundles stay small; the request schemas the server validates with are in
 * `@idle/contracts/schemas`.
 */
export { CONTRACTS_VERSION, contractsMajor, isCompatibleContractsVersion } from './version';
export { APP_OWNERS, OWNER_LABELS, ROUTES, federationName, routesOwnedBy } from './routes';
export type { AppOwner, RemoteName, RouteEntry } from './routes';
export type { BusEvents, NotificationKind } from './events';
export {
  REMOTE_CALCULATORS_MODULE,
  REMOTE_ROUTES_MODULE,
  REMOTE_SLOTS,
  REMOTE_SLOTS_MODULE,
  ROUTES_MODULE_SLOTS,
} from './remotes';
export type {
  RemoteRegistry,
  RemoteRegistryEntry,
  RemoteRoutesModule,
  RemoteSlot,
  RemoteSlotsModule,
} from './remotes';
export { CALCULATORS } from './calculators';
export type { CalculatorId, RemoteCalculatorsModule } from './calculators';
export { API_BASE } from './api/common';
export type { ErrorAnswer, FatalErrorAnswer, ItemAmount, ItemCounts } from './api/common';
export {
  LOGIN_FAILED_TEXT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TOO_MANY_ATTEMPTS_TEXT,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_TAKEN_TEXT,
} from './api/account';
export type { AccountAnswer } from './api/account';
export {
  ACTION_BONUS_KINDS,
  ACTION_TYPES,
  ANNOUNCEMENT_CHANGED_MESSAGE_TYPE,
  DEFAULT_ACTION_TYPES,
  NEW_ANNOUNCEMENT_MESSAGE_TYPE,
  SKILL_IDS,
  STATISTIC_KEYS,
} from './api/game';
export type {
  ActiveMob,
  ActiveSelection,
  EquipmentSlot,
  Mastery,
  Player,
  Skill,
  Tools,
  ActionBonusKind,
  ActionType,
  AreaData,
  ChatAccess,
  ClanSummary,
  ClanAttributeTotems,
  ClientData,
  Equipment,
  EquipmentTypeData,
  ItemDefinition,
  ItemType,
  LootEntry,
  Misc,
  MobData,
  SkillId,
  Skills,
  StatisticKey,
  Statistics,
  UpgradeableItemData,
} from './api/game';
export type { InitialData } from './api/initial';
export { ACTION_ENDPOINTS, actionPath } from './api/actions';
export { ENDPOINTS, listEndpoints } from './endpoints';
export type {
  AnswerOf,
  Endpoint,
  EndpointGroup,
  EndpointSchemas,
  Endpoints,
  HttpMethod,
  RequestOf,
  SchemaOf,
} from './endpoints';
export type {
  BattleResult,
  BattleTickAnswer,
  BattleTracker,
  EnterAreaAnswer,
  Fighter,
  CurrentActionAnswer,
  RefreshAnswer,
  StopAction,
  TickAnswer,
  TooEarlyAnswer,
} from './api/actions';
export type {
  AddItemsMessage,
  BonusTimeMessage,
  FightFiguresAnswer,
  FighterFigures,
  RewardPercents,
  SimulatedOpponent,
  SimulatedDungeon,
  SimulatedAction,
  SpecialBattleResult,
  SpecialBattleTickAnswer,
  SpecialBattlesRemaining,
} from './api/battle';
export type { BossChargeData, BossFightData, BossTickAnswer, WorldBoss } from './api/bosses';
export type {
  DungeonBattleResult,
  DungeonData,
  DungeonRun,
  DungeonTickAnswer,
  DungeonTickInfo,
  EnterDungeonAnswer,
  LoadDungeonsAnswer,
} from './api/dungeons';
export type { LoadHeroicAnswer, UseHeroicAnswer, UseUpgradeStonesAnswer } from './api/heroic';
export type {
  AddJewelMessage,
  AlchemyData,
  AlchemyResult,
  AlchemyTickAnswer,
  DestroyJewelAnswer,
  GemCreationResult,
  GemCreationTickAnswer,
  JewelcraftingResult,
  JewelcraftingTickAnswer,
  LoadCraftingAnswer,
  RuneCraftingData,
  RuneFlags,
  RunecraftingResult,
  RunecraftingTickAnswer,
} from './api/crafting';
export type {
  GatheringDrop,
  GatheringEvent,
  GatheringEventMessage,
  GatheringResult,
  GatheringSkillData,
  GatheringSkillId,
  GatheringTickAnswer,
  LoadGatheringAnswer,
  UpgradeGatheringLevelAnswer,
  UpgradeGatheringUpgradeAnswer,
} from './api/gathering';
export type {
  CraftTrinketAnswer,
  DestroyTrinketAnswer,
  EquipTrinketAnswer,
  IncreaseCelestialAnswer,
  LoadTrinketsAnswer,
  RerollTrinketAnswer,
  Trinket,
  TrinketAnswer,
  TrinketMod,
  UpgradeTrinketAnswer,
} from './api/trinkets';
export { LOADOUT_ACTIVITY_IDS, LOADOUT_NAME_MAX } from './api/loadouts';
export type { RateFigures, RatesAnswer, TrackedRates } from './api/rates';
export { PUSH_RULES, VISIBLE_TAB_TTL_MS, type PushAnswer, type PushRule } from './api/push';
export type { NetWorthAnswer, NotValued } from './api/net-worth';
export type {
  BoundLoadoutNotice,
  EquipLoadoutAnswer,
  Loadout,
  LoadoutGear,
  LoadoutActivity,
  LoadoutChangeAnswer,
  LoadoutsAnswer,
} from './api/loadouts';
export type {
  CurrentRaid,
  EndRaidAnswer,
  LandBonus,
  LandChangeAnswer,
  LandData,
  LandPanelData,
  LoadLandAnswer,
  LoadPersonnelAnswer,
  LoadRaidsAnswer,
  Personnel,
  PersonnelKindId,
  Portal,
  PortalDataAnswer,
  Raid,
  RaidSocketData,
  StartRaidAnswer,
  UpgradePersonnelAnswer,
  UpgradePortalAnswer,
} from './api/land';
export type {
  LabyrinthResult,
  LabyrinthRoom,
  LabyrinthTickAnswer,
  LoadLabyrinthAnswer,
  UpgradeArtisanTotemAnswer,
} from './api/labyrinth';
export { BOOST_DURATIONS_HOURS, BOOST_KINDS } from './api/premium';
export type {
  ActiveBoost,
  BoostDurationHours,
  BoostKind,
  BuyBoostAnswer,
  CreateCheckoutAnswer,
  FinalizeCheckoutAnswer,
  LoadPremiumAnswer,
  Nobility,
  PurchaseAutosAnswer,
  UseHonorTokensAnswer,
} from './api/premium';
export {
  CHAT_ERROR_MESSAGE_TYPE,
  CHAT_HISTORY_MESSAGE_TYPE,
  CHAT_SEND_CHANNELS,
  SERVER_RESTART_CLOSE_CODE,
} from './api/chat';
export type {
  ChatAuthor,
  ChatChannel,
  ChatErrorData,
  ChatLine,
  ChatLineType,
  ChatSendChannel,
  ChatSendFrame,
  ChatSettingsAnswer,
  IgnoredEntry,
  ProfanityFilterAnswer,
} from './api/chat';
export { CLAN_PERMISSIONS, CLAN_STORAGE_ITEMS } from './api/clan';
export type {
  ChangeRankAnswer,
  ClanBattleTickAnswer,
  ClanBoss,
  ClanBuilding,
  ClanData,
  ClanDonations,
  ClanInvite,
  ClanListEntry,
  ClanLogEntry,
  ClanMember,
  ClanMob,
  ClanPermission,
  ClanPermissions,
  ClanProfileAnswer,
  ClanProfileLookup,
  ClanRank,
  ClanRanksAnswer,
  ClanSentInvite,
  ClanSentInvitesAnswer,
  ClanStorageAnswer,
  ClanStorageItem,
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
export type { OnlinePlayer } from './api/players';
export type {
  BuyAnswer,
  CancelOrderAnswer,
  EditOrderAnswer,
  LedgerTrade,
  LoadItemsAnswer,
  MarketDay,
  MarketDepthAnswer,
  MarketDepthLevel,
  MarketOrder,
  MarketOrderChange,
  MarketOrderFilledMessage,
  MarketTrade,
  MarketValue,
  MarketValuesAnswer,
  PlaceBuyOrderAnswer,
  PlaceSellOrderAnswer,
  PriceHistoryAnswer,
  SellAnswer,
  TradeHistoryAnswer,
  YourListingsAnswer,
} from './api/market';
export { MARKET_ORDER_FILLED_MESSAGE_TYPE } from './api/market';
export { applyListingChange, applyOrderChange } from './market-book';
export type {
  BuyJewelMarketAnswer,
  JewelListing,
  JewelMarketAnswer,
  JewelSoldMessage,
  LoadJewelsAnswer,
} from './api/jewel-market';
export { JEWEL_SOLD_MESSAGE_TYPE } from './api/jewel-market';
export type { SendItemsAnswer } from './api/send-items';
export type {
  BlackMarketAnswer,
  BlackMarketCacheAnswer,
  BlackMarketCreditsAnswer,
} from './api/black-market';
export type {
  BossTokenStoreEntry,
  BuyJewelSlotsAnswer,
  SpendBossTokensAnswer,
  TokenStoreAnswer,
} from './api/token-store';
export type {
  AttributeName,
  DestroyItemsAnswer,
  EqStats,
  EquipJewelAnswer,
  EquipRuneAnswer,
  Jewel,
  PotionBonus,
  RuneEntry,
  ToolId,
  UnequipJewelAnswer,
  UnequipRuneAnswer,
  UpgradeLevelAnswer,
  UpgradeToolAnswer,
  UpgradeTypeAnswer,
  UpgradeUpgradeableAnswer,
  UseItemAnswer,
} from './api/inventory';
export { STATIC_PAGES } from './api/pages';
export type { Announcement } from './api/announcements';
export {
  ADMIN_ACTIONS,
  ADMIN_ITEMS_MAX,
  ADMIN_MAX_MINUTES,
  ADMIN_PERMISSIONS,
  ADMIN_REASON_MAX_LENGTH,
  ADMIN_REASON_MIN_LENGTH,
  ADMIN_REFUSAL_TEXT,
  ADMIN_ROLES,
  ADMIN_ROLE_PERMISSIONS,
  ANNOUNCEMENT_MESSAGE_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  CONSOLE_COMMAND_OPERATOR,
  ITEMS_TAKEN_MESSAGE_TYPE,
} from './api/admin';
export type {
  AdminAction,
  AdminAnnouncement,
  AdminAuditEntry,
  AdminAuditPage,
  AdminBan,
  AdminEconomyAudit,
  AdminEconomyRow,
  AdminItemsAnswer,
  AdminMute,
  AdminOnlinePlayer,
  AdminOperatorGrant,
  AdminPermission,
  AdminPlayerDetail,
  AdminPlayerRow,
  AdminRole,
  AdminTrade,
  AdminWhoami,
  AdminWorldLease,
  AdminWorldState,
} from './api/admin';
export type { LeaderboardCategory, LeaderboardRow, LeaderboardsAnswer } from './api/leaderboards';
export type { LogEntry, LogEntryType, LogPage } from './api/log';
export type { ChangeUsernameAnswer, PreferencesAnswer } from './api/preferences';
export {
  API_KEY_HEADER,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPES,
  API_KEYS_PER_PLAYER,
  PUBLIC_API_BASE,
  PUBLIC_API_DOCS_PATH,
  PUBLIC_API_OPENAPI_PATH,
  type ApiKeyScope,
  type ApiKeySummary,
  type CreatedApiKey,
} from './api/api-keys';
export type { ProfileAnswer, ProfileStatistic } from './api/profile';
export type { Referral } from './api/referrals';
export type { StaticPage } from './api/pages';

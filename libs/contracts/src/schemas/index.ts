/** The zod schemas of requests and entities: the server validates with them, tests check data. */
export {
  FormId,
  ItemAmount,
  ItemCounts,
  ItemId,
  NoFields,
  PlayerName,
  controlCharacterText,
  decimalFormValue,
  fieldWords,
  formInt,
  jsonField,
  jsonInt,
  lineText,
  modOnly,
  multilineText,
  playerIssueText,
} from './common';
export { ENDPOINT_SCHEMAS } from './endpoints';
export {
  AdminWhoamiQuery,
  AuditTrailQuery,
  BanEnd,
  BanRequest,
  DeleteAnnouncementRequest,
  EconomyAuditQuery,
  EditAnnouncementRequest,
  FindPlayersQuery,
  GrantItemsRequest,
  ListAnnouncementsQuery,
  MuteEnd,
  MuteRequest,
  OnlinePlayersQuery,
  PlayerDetailQuery,
  PostAnnouncementRequest,
  TakeItemsRequest,
  UnbanRequest,
  UnmuteRequest,
  WorldStateQuery,
} from './admin';
export { AccountRequest, LoginRequest, Password, RegisterRequest, Username } from './account';
export { ActiveMob, ActiveSelection, EquipmentSlot, Mastery, Player, Skill, Tools } from './game';
export { CaptchaChallengeQuery, CaptchaRequest, LogoutQuery, PingQuery } from './misc';
export {
  AREA_14_MAX_POWER,
  EnterAreaRequest,
  LoadFightFiguresQuery,
  LoadSpecialBattlesQuery,
  SIMULATED_ACTIONS,
} from './battle';
export { BossTickRequest, LoadBossesQuery } from './bosses';
export {
  DungeonStopAfterRequest,
  EnterDungeonRequest,
  LeaveDungeonRequest,
  LoadDungeonsQuery,
} from './dungeons';
export {
  LoadHeroicQuery,
  UseHeroicPotionRequest,
  UseHeroicShardsRequest,
  UseUpgradeStonesRequest,
} from './heroic';
export { ChangeActiveAttributeQuery, ChangeActiveMasteryQuery } from './training';
export { GetUseridRequest, PlayersOnlineQuery } from './players';
export { StopActionQuery } from './actions';
export { DevRequest } from './dev';
export {
  DestroyItemsRequest,
  EquipRuneRequest,
  UnequipRuneRequest,
  UpgradeToolRequest,
  UpgradeUpgradeableRequest,
  UseItemRequest,
} from './inventory';
export {
  DestroyJewelRequest,
  EquipJewelRequest,
  EquipmentRequest,
  SendJewelRequest,
  UnequipJewelRequest,
  UpgradeLevelRequest,
  UpgradeTypeRequest,
} from './equipment';
export { ChangePasswordRequest, ChangeUsernameRequest, GetPreferencesQuery } from './preferences';
export {
  ApiKeyScope,
  CreateApiKeyRequest,
  ListApiKeysQuery,
  RevokeApiKeyRequest,
} from './api-keys';
export {
  LeaderboardParams,
  MarketItemParams,
  PUBLIC_API_ROUTES,
  PublicApiError,
  PublicBookOrder,
  PublicInventory,
  PublicLeaderboard,
  PublicLeaderboardList,
  PublicMarketItem,
  PublicProfile,
  type PublicApiRoute,
} from './public-api';
export { GetAnnouncementsQuery } from './announcements';
export { GetLogRequest } from './log';
export { GetReferralsQuery } from './referrals';
export { LeaderboardsRequest } from './leaderboards';
export { LoadHtmlQuery } from './pages';
export { ProfileRequest } from './profile';
export {
  AlchemyTickRequest,
  CRAFT_AMOUNT_MAX,
  CreateGemTickRequest,
  JewelcraftingTickRequest,
  LoadCraftingQuery,
  RunecraftingFlagsRequest,
  RunecraftingTickRequest,
} from './crafting';
export {
  GatheringTickRequest,
  LoadGatheringQuery,
  UpgradeGatheringLevelRequest,
  UpgradeGatheringUpgradeRequest,
} from './gathering';
export {
  BuyJewelMarketRequest,
  LoadJewelsRequest,
  RemoveJewelMarketRequest,
  SellJewelMarketRequest,
} from './jewel-market';
export {
  BuyRequest,
  CancelOrderRequest,
  LoadItemsQuery,
  PlaceBuyOrderRequest,
  PlaceSellOrderRequest,
  PriceHistoryQuery,
  SellRequest,
  YourListingsQuery,
} from './market';
export { SendItemsRequest } from './send-items';
export {
  BlackMarketCacheRequest,
  BlackMarketCreditsRequest,
  BlackMarketQuery,
} from './black-market';
export { BuyJewelSlotsRequest, SpendBossTokensRequest, TokenStoreQuery } from './token-store';
export * as ClanSchemas from './clan';
export { CLAN_NAME_MAX_LENGTH, CLAN_RANKS, CLAN_TAX_MAX } from './clan';
export * as LandSchemas from './land';
export * as TrinketSchemas from './trinkets';
export * as LoadoutSchemas from './loadouts';
export * as RateSchemas from './rates';
export * as PushSchemas from './push';
export * as NetWorthSchemas from './net-worth';
export * as PremiumSchemas from './premium';
export * as ChatSchemas from './chat';

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
export { AccountRequest, LoginRequest, Password, RegisterRequest, Username } from './account';
export { ActiveMob, ActiveSelection, EquipmentSlot, Mastery, Player, Skill, Tools } from './game';
export { CaptchaRequest } from './actions';
export {
  AREA_14_MAX_POWER,
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
export {
  CaptchaChallengeQuery,
  ChangeActiveAttributeQuery,
  ChangeActiveMasteryQuery,
  GetUseridRequest,
  LogoutQuery,
  PingQuery,
  PlayersOnlineQuery,
  StopActionQuery,
} from './misc';
export { DevRequest } from './dev';
export {
  DestroyItemsRequest,
  EquipRuneRequest,
  EquipmentRequest,
  UnequipRuneRequest,
  UpgradeLevelRequest,
  UpgradeToolRequest,
  UpgradeTypeRequest,
  UpgradeUpgradeableRequest,
  UseItemRequest,
} from './inventory';
export {
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
export {
  AlchemyTickRequest,
  CRAFT_AMOUNT_MAX,
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
export {
  BuyRequest,
  CancelOrderRequest,
  LoadItemsQuery,
  LoadJewelsRequest,
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
  BuyJewelSlotsRequest,
  SpendBossTokensRequest,
  TokenStoreQuery,
} from './store';
export * as ClanSchemas from './clan';
export { CLAN_NAME_MAX_LENGTH, CLAN_RANKS, CLAN_TAX_MAX } from './clan';
export * as LandSchemas from './land';
export * as PremiumSchemas from './premium';
export * as ChatSchemas from './chat';

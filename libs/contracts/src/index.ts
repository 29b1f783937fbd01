export { CONTRACTS_VERSION, contractsMajor, isCompatibleContractsVersion } from './version';
export { APP_OWNERS, OWNER_LABELS, ROUTES, federationName, routesOwnedBy } from './routes';
export type { AppOwner, RemoteName, RouteEntry } from './routes';
export type { BusEvents, NotificationKind } from './events';
export { REMOTE_ROUTES_MODULE } from './remotes';
export type { RemoteRegistry, RemoteRegistryEntry, RemoteRoutesModule } from './remotes';
export {
  API_BASE,
  ErrorAnswer,
  FatalErrorAnswer,
  FormId,
  ItemAmount,
  ItemCounts,
  ItemId,
  formInt,
  jsonField,
} from './api/common';
export {
  AccountAnswer,
  AccountRequest,
  LOGIN_FAILED_TEXT,
  LoginRequest,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  Password,
  RegisterRequest,
  TOO_MANY_ATTEMPTS_TEXT,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_TAKEN_TEXT,
  Username,
} from './api/account';
export {
  ACTION_BONUS_KINDS,
  ACTION_TYPES,
  ActiveMob,
  ActiveSelection,
  DEFAULT_ACTION_TYPES,
  EquipmentSlot,
  Mastery,
  Player,
  SKILL_IDS,
  STATISTIC_KEYS,
  Skill,
  Tools,
} from './api/game';
export type {
  ActionBonusKind,
  ActionType,
  AreaData,
  ChatAccess,
  ClanSummary,
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
} from './api/game';
export type { InitialData } from './api/initial';
export { ACTION_ENDPOINTS, CaptchaRequest, EnterAreaRequest, actionPath } from './api/actions';
export type {
  BattleResult,
  BattleTickAnswer,
  BattleTracker,
  EnterAreaAnswer,
  Fighter,
  RefreshAnswer,
  StopAction,
  TickAnswer,
} from './api/actions';
export { ChangeActiveAttributeQuery, ChangeActiveMasteryQuery, GetUseridRequest } from './api/misc';
export type { OnlinePlayer } from './api/misc';
export { DevRequest } from './api/dev';

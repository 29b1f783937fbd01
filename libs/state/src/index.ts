/**
 * @idle/state: the game state as nanostores stores, one per concern, and the pure reducer that
 * applies tick answers. A Module Federation singleton: one copy of every store per page.
 */
export { STATE_INSTANCE_ID } from './instance';
export { $boosts, runningBoosts, setBoosts } from './boosts';
export { learnServerTime, resetServerClock, serverNow } from './server-clock';
export {
  $actionView,
  $active,
  $bosses,
  $captchaRequired,
  $chatAccess,
  $clan,
  $clientData,
  $equipment,
  $event,
  $gameData,
  $items,
  $jewels,
  $jewelSlots,
  $clanAttributeTotems,
  $labyrinthRewards,
  $land,
  $masteries,
  $misc,
  $player,
  $runes,
  $skills,
  $tools,
  $upgradeableItems,
} from './stores';
export type { GameData, Rune } from './stores';
export {
  $action,
  $lastTick,
  IDLE_ACTION,
  beginAction,
  endAction,
  joinsEvent,
  updateAction,
} from './action';
export type { ActionState, ActionStatus } from './action';
export {
  $notifications,
  clearNotifications,
  dismissNotification,
  notify,
  setNotificationTimer,
} from './notifications';
export type { GameNotification, NotificationTimer } from './notifications';
export {
  $chatConnected,
  $chatError,
  $chatLines,
  applyChatSocketMessage,
  readChatLine,
  resetChat,
  setChatConnected,
  setChatError,
} from './chat';
export type { ChatError, ChatSocketMessage } from './chat';
export { $log, addToLog, clearLog, decodeLog, prependToLog } from './log';
export type { DeviceLogEntry } from './log';
export { DEVICE_PREFERENCE_PREFIX, decodeBooleanRecord, devicePreference } from './persistence';
export type { DevicePreferenceOptions } from './persistence';
export {
  $defaultAction,
  $panels,
  $trackers,
  isDefaultActionType,
  isPanelCollapsed,
  setPanelCollapsed,
  togglePanel,
} from './preferences';
export type { DefaultAction, DefaultActionType } from './preferences';
export { reduceTick } from './reducer';
export { $sessionRates, addSessionRates, resetSessionRates } from './rates';
export type { SessionRates } from './rates';
export { $marketValues, setMarketValues, setMarketValuesLoader } from './market-values';
export type { MarketValueLookup } from './market-values';
export { applyLoadoutGear, applyLoadoutNotice } from './loadout-gear';
export type { TickSnapshot } from './reducer';
export {
  applyInitialData,
  applyItemChanges,
  applyTick,
  readTickSnapshot,
  resetState,
} from './apply';
export {
  STATE_SOCKET_TYPES,
  applySocketMessage,
  readActionBonusMessage,
  readItemsMessage,
  readAddJewelMessage,
  readJewelSoldMessage,
  readRaidMessage,
  readBonusTimeMessage,
  readBossesMessage,
} from './socket';
export { readEventMessage, readGatheringEvent } from './gathering-event';
export type { StateSocketType } from './socket';

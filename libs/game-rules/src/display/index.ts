export {
  DEFAULT_MAX_FRACTION_DIGITS,
  MAX_FRACTION_DIGITS,
  formatNumber,
  statPercent,
  formatStatPercent,
  formatProgressChance,
} from './number-format';
export type { FormatNumberOptions } from './number-format';
export {
  NOBILITY_RANKS,
  NOBILITY_RANK_MIN,
  NOBILITY_RANK_MAX,
  nobilityRankName,
  nobilityRankBonusPercent,
  ACCOUNT_STATUS_LABELS,
  accountStatusLabel,
} from './nobility';
export type { NobilityRankName, AccountStatusLabel } from './nobility';
export {
  BONUS_TIME_BASE_PERCENT,
  bonusTimePercent,
  bonusTimeVisible,
  ACTION_BONUS_HINTS,
  ACTION_BONUS_HINT_KINDS,
  actionBonusHint,
} from './bonuses';
export type { ActionBonusHintKind, ActionBonusNumbers } from './bonuses';
export {
  RARITIES,
  RARITY_MIN,
  RARITY_MAX,
  GOLD_COLOURED_ITEMS,
  GOLD_COLOUR_HEX,
  rarityName,
  rarityColourName,
  rarityColour,
  isGoldColouredItem,
  itemColour,
} from './rarity';
export type { Rarity, RarityName, RarityColourName, RarityHex, GoldColouredItem } from './rarity';
export {
  TIMINGS,
  AUTOS_EXPIRED_TITLE,
  autosTitle,
  DEVICE_LOG_MAX_ENTRIES,
  PERSONAL_LOG_PAGE_SIZE,
  LOG_ENTRY_TYPES,
  EMPTY_LOG_TEXT,
  ANNOUNCEMENT_TYPE_UPDATE,
  ANNOUNCEMENT_TYPE_NAMES,
  announcementTypeName,
  newAnnouncementsText,
  BEGINNER_GUIDE_MAX_AGE_DAYS,
  showsBeginnerGuide,
  INVALID_ITEM_TEXT,
  withUrlScheme,
  SERVER_DOWN_TEXT,
} from './shell';
export type { TimingName, LogEntryType } from './shell';

export {
  DODGE_SOFT_CAP,
  DODGE_HARD_CAP,
  AREA_14_ID,
  AREA_14_DEFAULT_POWER,
  AREA_14_LOOT_BASE,
  TIMER_BAR_COLOURS,
  LOW_AUTOS_THRESHOLD,
  BATTLE_OUTCOME_TEXT,
  BOSS_CHARGE_TEXT,
  hitChance,
  effectiveDodgePercent,
  area14Modifier,
  area14LootFactor,
  perHour,
  timerBarColour,
  battleOutcomeText,
} from './combat';
export type { HitChance, TimerBarColour, BattleOutcomeText } from './combat';
export {
  DUNGEON_TEXTS,
  WAITING_FOR_ACTION_TEXT,
  UNABLE_TO_ENTER_TEXT,
  dungeonRoomState,
  canEnterDungeon,
  dungeonProgressChancePercent,
} from './dungeon';
export type {
  DungeonRoomState,
  DungeonEntryInput,
  DungeonEntryRefusal,
  DungeonEntryCheck,
} from './dungeon';

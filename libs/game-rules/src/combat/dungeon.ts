/**
 * Dungeons: the entry check, the room strip and the dungeon battle texts.
 * Spec 000, sections 2, 3, 4, 5 and 9.
 */
import { RuleInputError, assertInteger } from '../guards';

/** Lines of the dungeon battle screen. Spec 000, section 2. */
export const DUNGEON_TEXTS = {
  progress: 'You progress to the next room.',
  end: 'You have reached the end of the dungeon, and find a chest.',
} as const;
/** Shown on an action screen until the first answer arrives. Spec 000, section 2. */
export const WAITING_FOR_ACTION_TEXT = 'Waiting for current action to finish...';
/** Shown on the dungeon list instead of Enter when entry is impossible. Spec 000, section 2. */
export const UNABLE_TO_ENTER_TEXT = '[Unable To Enter]';

/** How a room of the strip is drawn. */
export type DungeonRoomState = 'completed' | 'active' | 'incomplete';

/**
 * State of `room` (numbered from 1) given the current room: rooms before it are completed,
 * rooms after it incomplete, and the current room is active, or completed once the whole
 * dungeon is. Spec 000, section 4.
 */
export function dungeonRoomState(
  room: number,
  currentRoom: number,
  completedDungeon: boolean,
): DungeonRoomState {
  assertInteger('room', room, 1);
  assertInteger('current room', currentRoom, 1);
  if (typeof completedDungeon !== 'boolean') {
    throw new RuleInputError('completed dungeon must be true or false');
  }
  if (room < currentRoom) return 'completed';
  if (room > currentRoom) return 'incomplete';
  return completedDungeon ? 'completed' : 'active';
}

/** What entering a dungeon needs. */
export interface DungeonEntryInput {
  /** Keys of this dungeon the player owns. */
  readonly keys: number;
  readonly dungeoneeringLevel: number;
  readonly levelRequired: number;
}

/** Why a dungeon cannot be entered; either way the list shows {@link UNABLE_TO_ENTER_TEXT}. */
export type DungeonEntryRefusal = 'noKey' | 'levelTooLow';

export type DungeonEntryCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: DungeonEntryRefusal;
      readonly text: typeof UNABLE_TO_ENTER_TEXT;
    };

/**
 * Whether the player may enter a dungeon: at least 1 key and a dungeoneering level at or above
 * the requirement. A missing key is reported before a low level. Spec 000, sections 4 and 5.
 */
export function canEnterDungeon({
  keys,
  dungeoneeringLevel,
  levelRequired,
}: DungeonEntryInput): DungeonEntryCheck {
  assertInteger('keys', keys);
  assertInteger('dungeoneering level', dungeoneeringLevel, 1);
  assertInteger('level required', levelRequired, 1);
  if (keys < 1) return { ok: false, reason: 'noKey', text: UNABLE_TO_ENTER_TEXT };
  if (dungeoneeringLevel < levelRequired) {
    return { ok: false, reason: 'levelTooLow', text: UNABLE_TO_ENTER_TEXT };
  }
  return { ok: true };
}

/**
 * The chance to progress to the next room, in percent: the dungeon data gives it in tenths of
 * a percent (a whole number from 0 to 1000), and the screen shows it with 2 decimals.
 * Spec 000, sections 3 and 9.
 */
export function dungeonProgressChancePercent(progressChance: number): number {
  assertInteger('progress chance', progressChance);
  if (progressChance > 1000) {
    throw new RuleInputError(`progress chance must be at most 1000, got ${progressChance}`);
  }
  return progressChance / 10;
}

/** Progress chance (tenths of a percent) added per dungeoneering level above the requirement. Ours. */
export const DUNGEON_PROGRESS_CHANCE_PER_LEVEL = 5;

/**
 * Chance to progress after a won dungeon fight, in tenths of a percent: the dungeon's own,
 * plus half a percent per dungeoneering level above its requirement, at most 100%. Ours.
 */
export function dungeonProgressChance(
  dungeon: { progressChance: number; levelRequired: number },
  dungeoneeringLevel: number,
): number {
  assertInteger('dungeoneering level', dungeoneeringLevel);
  const above = Math.max(0, dungeoneeringLevel - dungeon.levelRequired);
  return Math.min(1000, dungeon.progressChance + DUNGEON_PROGRESS_CHANCE_PER_LEVEL * above);
}

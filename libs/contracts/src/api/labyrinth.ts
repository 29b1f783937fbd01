/** Answers of the labyrinth's calls and tick (spec 002). */
import type { TickAnswer } from './actions';

/** A room of today's layout: [skill id 1-8, difficulty 1-5]. */
export type LabyrinthRoom = [skill: number, difficulty: number];

/** `loadLabyrinth`. */
export interface LoadLabyrinthAnswer {
  /** Today's layout, one entry a room. */
  data: { layout: LabyrinthRoom[]; roomsCompleted: number };
  /** 1-based room the player is in (layout length + 1 once every room is passed). */
  currentRoom: number;
  turns: number;
  maxTurns: number;
  /** Today's chest was already opened. */
  rewardObtained: boolean;
  /** The artisan shrine's level. */
  totemLevel: number;
}

/** `upgradeArtisanTotem`. */
export interface UpgradeArtisanTotemAnswer {
  newLvl: number;
  /** Artisan shards it took. */
  cost: number;
}

/** A labyrinth attempt (spec 002 §3 "Labyrinth"). */
export interface LabyrinthResult {
  currentRoom: number;
  skillName: string;
  /** The room's difficulty, 1 to 5. */
  roomNumber: number;
  /** Percent. */
  successChance: number;
  successDifficulty: number;
  currentAttempts: number;
  maxAttempts: number;
  turns: number;
  maxTurns: number;
  text1: string;
  text2: string;
  success: boolean;
  exp: number;
}

export type LabyrinthTickAnswer = TickAnswer<LabyrinthResult>;

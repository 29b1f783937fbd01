/**
 * Labyrinth planner: for a day's layout, each room's chance at the player's skill levels, the
 * attempts it is expected to take with the pity rule, and whether the day's turns reach the end.
 */
import { assertInteger } from '../guards';
import {
  LABYRINTH_MAX_TURNS,
  labyrinthPityAttempts,
  labyrinthSuccessChancePercent,
} from '../labyrinth/labyrinth';

/**
 * Mean attempts at a room of `chancePercent`: each attempt passes with that chance, and the
 * {@link labyrinthPityAttempts}-th passes anyway, so the count is a geometric draw capped at
 * N attempts, whose mean is (1 - (1 - p)^N) / p.
 */
export function labyrinthExpectedAttempts(chancePercent: number): number {
  const cap = labyrinthPityAttempts(chancePercent);
  const chance = chancePercent / 100;
  return (1 - (1 - chance) ** cap) / chance;
}

export interface LabyrinthRoomPlan {
  /** Room number, from 1. */
  readonly room: number;
  /** Labyrinth skill id, 1 to 8. */
  readonly skill: number;
  /** 1 to 5. */
  readonly difficulty: number;
  readonly chancePercent: number;
  readonly pityAttempts: number;
  readonly expectedAttempts: number;
  /** Expected turns from the current room up to and including this one; 0 for rooms passed. */
  readonly turnsToClear: number;
}

export interface LabyrinthPlan {
  readonly rooms: readonly LabyrinthRoomPlan[];
  /** Expected turns to clear every room still ahead. */
  readonly expectedTurns: number;
  readonly turnsLeft: number;
  /** The expected turns fit in the turns left: the run is expected to reach the last room's chest. */
  readonly reachesChest: boolean;
  /** Rooms expected to be cleared within the turns left, counted from room 1. */
  readonly expectedRoomsCleared: number;
}

export interface LabyrinthPlanInput {
  /** The day's rooms as the layout gives them: [skill id 1-8, difficulty 1-5]. */
  readonly layout: readonly (readonly [skill: number, difficulty: number])[];
  /** The player's level in the skill a room tests, by labyrinth skill id (1 to 8). */
  readonly skillLevel: (skill: number) => number;
  /** The room the player is at, from 1 (rooms before it are passed). */
  readonly currentRoom: number;
  readonly turnsUsed: number;
  readonly maxTurns?: number;
}

/** The plan of a day's run, from where the player stands. */
export function labyrinthPlan(input: LabyrinthPlanInput): LabyrinthPlan {
  const { layout, currentRoom, turnsUsed, maxTurns = LABYRINTH_MAX_TURNS } = input;
  assertInteger('labyrinth room', currentRoom, 1);
  assertInteger('labyrinth turns used', turnsUsed);
  assertInteger('labyrinth max turns', maxTurns);
  const turnsLeft = Math.max(0, maxTurns - turnsUsed);
  let expectedTurns = 0;
  let expectedRoomsCleared = currentRoom - 1;
  const rooms = layout.map(([skill, difficulty], index): LabyrinthRoomPlan => {
    const chancePercent = labyrinthSuccessChancePercent(input.skillLevel(skill), difficulty);
    const expectedAttempts = labyrinthExpectedAttempts(chancePercent);
    const room = index + 1;
    const ahead = room >= currentRoom;
    if (ahead) {
      expectedTurns += expectedAttempts;
      if (expectedTurns <= turnsLeft) expectedRoomsCleared = room;
    }
    return {
      room,
      skill,
      difficulty,
      chancePercent,
      pityAttempts: labyrinthPityAttempts(chancePercent),
      expectedAttempts,
      turnsToClear: ahead ? expectedTurns : 0,
    };
  });
  return {
    rooms,
    expectedTurns,
    turnsLeft,
    reachesChest: expectedTurns <= turnsLeft,
    expectedRoomsCleared: Math.min(expectedRoomsCleared, layout.length),
  };
}

/**
 * `actions/labyrinth.php` (no fields): one attempt at the player's current room of today's
 * labyrinth. It spends an Auto and a turn and gives the room's skill its exp, pass or fail; the
 * room is passed with the game-rules chance, or by pity at the attempt game-rules gives. The run
 * ends (labEnd, the action stops) when its turns run out or every room is passed, and its chest
 * is rolled then, to be opened with misc.php getLabyrinthRewards. Rules in labyrinth/labyrinth.ts.
 */
import type { ItemAmount, LabyrinthResult, LabyrinthRoom, SkillId } from '@idle/contracts';
import { SKILL_IDS } from '@idle/contracts';
import {
  difficultyStars,
  LABYRINTH_BASE_DIFFICULTY,
  LABYRINTH_MAX_TURNS,
  LABYRINTH_ROOMS_PER_DAY,
  labyrinthAttemptExp,
  type LabyrinthDifficulty,
  labyrinthPityAttempts,
  labyrinthRunOver,
  labyrinthSkillName,
  labyrinthSuccessChancePercent,
  skillFromExp,
} from '@idle/game-rules';
import { rollLabyrinthChest } from './chest';
import { labyrinthKeeperExpPercent } from '../land/effects';
import { dayLayout, dayRun, labyrinthDay, type LabyrinthRun } from './labyrinth';
import { loadBonuses } from '../bonus-sources';
import { rollPercent } from '../random';
import { type ActionHandler, hardStop, TickRefusal } from '../actions/handler';
import { worldBonusFor } from '../world/world-bonus';
import { saveRunIfUnchanged } from './labyrinth-runs.repository';
import { skillExps } from '../players/skills.repository';

export const NO_TURNS_TEXT = 'You have no labyrinth turns left today.';
export const ALL_ROOMS_PASSED_TEXT = "You have passed every room of today's labyrinth.";
export const RUN_ENDED_TEXT = 'Your labyrinth run is over: your reward chest awaits.';
export const NEW_LABYRINTH_TEXT = 'A new day has begun: the labyrinth has changed.';
export const RUN_CHANGED_TEXT = 'Your labyrinth run has changed. Enter the labyrinth again.';
export const SUCCESS_TEXT = 'Success! You find the way into the next room.';
export const PITY_TEXT = 'After so many tries, you finally find the way into the next room.';
export const FAILURE_TEXT = 'You fail to find the way through.';

export function attemptText(skillName: string, difficulty: number): string {
  return `You attempt the ${skillName} room (${difficultyStars(difficulty)})...`;
}

/** The labyrinth's part of the cached state: today's rooms, the run, the skills and bonuses. */
export interface LabyrinthOwn {
  day: string;
  layout: LabyrinthRoom[];
  run: LabyrinthRun;
  skillExp: Record<SkillId, number>;
  /** The artisan shrine's and the labyrinth keeper's exp percent. */
  expPercent: number;
}

function runOverText(run: LabyrinthRun): string {
  return run.turns >= LABYRINTH_MAX_TURNS ? NO_TURNS_TEXT : ALL_ROOMS_PASSED_TEXT;
}

/** The run after an attempt, stored only over the run this state read (`turnsBefore`). */
interface LabyrinthWrite {
  userId: number;
  day: string;
  turnsBefore: number;
  saved: LabyrinthRun;
  chest: ItemAmount[] | null;
}

export const labyrinthHandler: ActionHandler<
  Record<string, never>,
  LabyrinthOwn,
  LabyrinthResult,
  LabyrinthWrite,
  void
> = {
  action: 'labyrinth',
  requestKey: () => 'labyrinth',
  async load({ game, userId, now, user }) {
    const day = labyrinthDay(now);
    const run = await dayRun(game.db, userId, day);
    if (labyrinthRunOver(run.turns, run.currentRoom)) {
      return {
        delay: game.actionDelayMs,
        autos: user.autos,
        stopAction: { msg: runOverText(run), hardExit: true },
      };
    }
    const rows = await skillExps(game.db, userId);
    const skillExp = Object.fromEntries(SKILL_IDS.map((id) => [id, 0])) as Record<SkillId, number>;
    for (const row of rows) skillExp[row.skill as SkillId] = row.exp;
    const shrine = (await loadBonuses(game.db, userId, ['artisanShrine'])).artisanShrine;
    return {
      own: {
        day,
        layout: await dayLayout(game.db, day),
        run,
        skillExp,
        expPercent: shrine.expPercent + (await labyrinthKeeperExpPercent(game.db, userId)),
      },
    };
  },
  step({ game, state, now, delay }) {
    const { own } = state;
    const { run } = own;
    if (labyrinthDay(now) !== own.day) {
      return { ...hardStop(state, delay, NEW_LABYRINTH_TEXT), forget: true };
    }
    if (labyrinthRunOver(run.turns, run.currentRoom)) {
      return hardStop(state, delay, runOverText(run));
    }
    const room = own.layout[run.currentRoom - 1];
    if (!room) return { ...hardStop(state, delay, RUN_CHANGED_TEXT), forget: true };
    const [skillNumber, difficulty] = room;
    const skillId = SKILL_IDS[skillNumber - 1] as SkillId;
    const level = skillFromExp(own.skillExp[skillId]).level;
    const chance = labyrinthSuccessChancePercent(level, difficulty);
    const maxAttempts = labyrinthPityAttempts(chance);
    const attempts = run.roomAttempts + 1;
    const lucky = rollPercent(game.random, chance);
    const success = lucky || attempts >= maxAttempts;
    // The labyrinth is an artisan's trial: the Gathering Exp boost counts here.
    const expPercent =
      own.expPercent +
      state.personal.gatheringExpPercent +
      worldBonusFor(game.world, 'labyrinth').expPercent;
    const exp = Math.floor(labyrinthAttemptExp(level, difficulty) * (1 + expPercent / 100));

    const attemptedRoom = run.currentRoom;
    const turnsBefore = run.turns;
    run.turns += 1;
    run.currentRoom += success ? 1 : 0;
    run.roomAttempts = success ? 0 : attempts;
    own.skillExp[skillId] += exp;
    const ended = labyrinthRunOver(run.turns, run.currentRoom);
    const chest: ItemAmount[] | null = ended
      ? rollLabyrinthChest(game.random, run.currentRoom - 1)
      : null;
    run.rewards = chest;
    const saved = { ...run };
    const day = own.day;
    const skillName = labyrinthSkillName(skillNumber);
    const data: LabyrinthResult = {
      currentRoom: attemptedRoom,
      skillName,
      roomNumber: difficulty,
      successChance: chance,
      successDifficulty: LABYRINTH_BASE_DIFFICULTY[difficulty as LabyrinthDifficulty],
      currentAttempts: attempts,
      maxAttempts,
      turns: run.turns,
      maxTurns: LABYRINTH_MAX_TURNS,
      text1: attemptText(skillName, difficulty),
      text2: lucky ? SUCCESS_TEXT : success ? PITY_TEXT : FAILURE_TEXT,
      success,
      exp,
    };
    const skill = { id: skillId, ...skillFromExp(own.skillExp[skillId]) };
    return {
      kind: 'tick',
      skills: [[skillId, exp]],
      writes: { userId: state.userId, day, turnsBefore, saved, chest },
      answer: {
        data,
        skill,
        ...(ended
          ? {
              labEnd: true,
              // The run's normal end: news for the player, not a refusal.
              stopAction: {
                msg:
                  saved.currentRoom > LABYRINTH_ROOMS_PER_DAY
                    ? ALL_ROOMS_PASSED_TEXT
                    : RUN_ENDED_TEXT,
                finished: true,
              },
            }
          : {}),
      },
    };
  },
  async write(trx, { writes }) {
    if (!writes) return;
    const { userId, day, turnsBefore, saved, chest } = writes;
    // Only from the run this state read: a change made meanwhile refuses the tick.
    const unchanged = await saveRunIfUnchanged(trx, userId, day, turnsBefore, {
      current_room: saved.currentRoom,
      turns: saved.turns,
      room_attempts: saved.roomAttempts,
      rewards: chest ? JSON.stringify(chest) : null,
    });
    if (!unchanged) throw new TickRefusal(RUN_CHANGED_TEXT);
  },
};

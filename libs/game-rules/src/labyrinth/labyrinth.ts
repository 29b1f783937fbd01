/**
 * The labyrinth: room skills and difficulties, success chance, daily limits, the artisan shrine
 * (totem) and the reward chest panel. Spec 002, sections 3, 5 and 9; spec 000, section 4 (chest
 * panel); GAME-FACTS.md, "Labyrinth" (base difficulties, rooms and turns).
 */
import { assertInteger, assertIntegerInRange, assertSafeResult, RuleInputError } from '../guards';

/** The skill a room tests, keyed by the first value of a layout entry. Spec 002, section 9. */
export const LABYRINTH_SKILLS = {
  1: 'Battling',
  2: 'Dungeoneering',
  3: 'Mining',
  4: 'Woodcutting',
  5: 'Quarrying',
  6: 'Runecrafting',
  7: 'Jewelcrafting',
  8: 'Alchemy',
} as const;
export type LabyrinthSkillId = keyof typeof LABYRINTH_SKILLS;
export type LabyrinthSkillName = (typeof LABYRINTH_SKILLS)[LabyrinthSkillId];
export const LABYRINTH_SKILL_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const satisfies LabyrinthSkillId[];

/** Name of a room's skill, e.g. 3 -> "Mining". Spec 002, section 9. */
export function labyrinthSkillName(skillId: number): LabyrinthSkillName {
  return LABYRINTH_SKILLS[
    assertIntegerInRange('labyrinth skill', skillId, 1, 8) as LabyrinthSkillId
  ];
}

/** Room difficulties run from 1 to 5 and are shown as that many stars out of 5. */
export const LABYRINTH_MAX_DIFFICULTY = 5;
export type LabyrinthDifficulty = 1 | 2 | 3 | 4 | 5;

function assertDifficulty(difficulty: number): LabyrinthDifficulty {
  return assertIntegerInRange(
    'labyrinth difficulty',
    difficulty,
    1,
    LABYRINTH_MAX_DIFFICULTY,
  ) as LabyrinthDifficulty;
}

/** Filled and empty star characters of the difficulty display. */
export const DIFFICULTY_STAR_FILLED = '★';
export const DIFFICULTY_STAR_EMPTY = '☆';

/** A difficulty as five stars, filled up to the difficulty: 3 -> "★★★☆☆". Spec 002, section 9. */
export function difficultyStars(difficulty: number): string {
  const filled = assertDifficulty(difficulty);
  return (
    DIFFICULTY_STAR_FILLED.repeat(filled) +
    DIFFICULTY_STAR_EMPTY.repeat(LABYRINTH_MAX_DIFFICULTY - filled)
  );
}

/**
 * Skill level that gives a 100% chance at each difficulty (GAME-FACTS.md, "Labyrinth"; the
 * spec gives no numbers).
 */
export const LABYRINTH_BASE_DIFFICULTY = {
  1: 700,
  2: 1000,
  3: 1400,
  4: 1900,
  5: 2500,
} as const satisfies Record<LabyrinthDifficulty, number>;

/**
 * Chance in percent of clearing a room: min(100, skill level x 100 / base difficulty), not
 * rounded (level 100 at difficulty 3 gives 7.142857...%). GAME-FACTS.md, "Labyrinth".
 */
export function labyrinthSuccessChancePercent(skillLevel: number, difficulty: number): number {
  assertInteger('skill level', skillLevel, 1);
  const base = LABYRINTH_BASE_DIFFICULTY[assertDifficulty(difficulty)];
  return Math.min(100, (skillLevel * 100) / base);
}

/** Rooms a player can clear a day (GAME-FACTS.md, "Labyrinth"). */
export const LABYRINTH_ROOMS_PER_DAY = 35;
/** Turns (labyrinth actions) a day, at most (GAME-FACTS.md, "Labyrinth"). */
export const LABYRINTH_MAX_TURNS = 100;
/** Rooms and turns reset at this server time each day (GAME-FACTS.md, "Labyrinth"). */
export const LABYRINTH_RESET_TIME = '00:00';

/**
 * Whether Enter Labyrinth is shown: only while turns used are below the maximum (the
 * server's `maxTurns`, normally {@link LABYRINTH_MAX_TURNS}). Spec 002, sections 2 and 5.
 */
export function canEnterLabyrinth(turns: number, maxTurns: number = LABYRINTH_MAX_TURNS): boolean {
  assertInteger('labyrinth turns', turns);
  assertInteger('labyrinth max turns', maxTurns);
  return turns < maxTurns;
}

/** Item id of the artisan shards the shrine is upgraded with. Spec 002, section 3. */
export const ARTISAN_SHARD_ITEM = 'artisan_shard';

/**
 * Artisan shards to raise the artisan shrine (totem) to `targetLevel`: 12000 + 500 x target
 * level (level 1 costs 12500). Spec 002, section 9.
 */
export function artisanShrineUpgradeCost(targetLevel: number): number {
  assertInteger('shrine target level', targetLevel, 1);
  return assertSafeResult('shrine upgrade cost', 12000 + 500 * targetLevel);
}

/** What an artisan shrine level gives. */
export interface ArtisanShrineEffects {
  /** Extra gold, in percent. */
  readonly goldPercent: number;
  /** Extra resources, in percent. */
  readonly resourcePercent: number;
  /** Extra experience, in percent. */
  readonly expPercent: number;
  /** Crafting time taken off each action, in milliseconds (0.01 s a level). */
  readonly craftingTimeReductionMs: number;
}

/**
 * Effects of a shrine level: per level +1% gold and resources, +2% experience and 10 ms
 * (0.01 s) less crafting time; level 0 gives nothing. Spec 002, section 9.
 */
export function artisanShrineEffects(level: number): ArtisanShrineEffects {
  assertInteger('shrine level', level);
  return {
    goldPercent: level,
    resourcePercent: level,
    expPercent: 2 * level,
    craftingTimeReductionMs: 10 * level,
  };
}

/** One reward in the labyrinth chest (getLabyrinthRewards answer). Spec 000, section 7. */
export interface LabyrinthChestReward {
  readonly id: string;
  readonly amount: number;
}

/** The reward chest panel: waiting to be opened, or opened and listing its rewards. */
export type LabyrinthChestState = 'waiting' | 'opened';

/** What the chest panel says while its reward list is empty (our wording). */
export const LAB_CHEST_WAITING_TEXT = 'Your chest is waiting to be opened.';

// Array.isArray narrows a typed list to any[]; this check keeps the declared type.
function isList(value: unknown): boolean {
  return Array.isArray(value);
}

/**
 * State of the Labyrinth Reward Chest panel: an empty reward list means the chest waits to be
 * opened; opening fills the list. Spec 000, section 4 ("Panels").
 */
export function labyrinthChestState(rewards: readonly LabyrinthChestReward[]): LabyrinthChestState {
  if (!isList(rewards)) {
    throw new RuleInputError(`labyrinth rewards must be a list, got ${typeof rewards}`);
  }
  for (const reward of rewards) {
    if (typeof reward.id !== 'string' || reward.id === '') {
      throw new RuleInputError('labyrinth reward id must be a non-empty string');
    }
    assertInteger('labyrinth reward amount', reward.amount);
  }
  return rewards.length === 0 ? 'waiting' : 'opened';
}

/**
 * Attempts after which a room that keeps failing is passed anyway: about twice the expected
 * attempts (100 / chance), rounded up (our rule: the spec is silent). A 1% room passes by the
 * 200th attempt at the latest.
 */
export function labyrinthPityAttempts(chancePercent: number): number {
  if (!Number.isFinite(chancePercent) || chancePercent <= 0 || chancePercent > 100) {
    throw new RuleInputError(`success chance must be in (0, 100], got ${chancePercent}`);
  }
  return Math.ceil(200 / chancePercent);
}

/**
 * Experience of one attempt at a room, pass or fail, before bonuses: (10 + skill level) x
 * difficulty (our rule: the spec only says every attempt gives that skill's exp).
 */
export function labyrinthAttemptExp(skillLevel: number, difficulty: number): number {
  assertInteger('skill level', skillLevel, 1);
  return (10 + skillLevel) * assertDifficulty(difficulty);
}

/** Items in the reward chest: one, plus one per room passed after the fifth. GAME-FACTS.md. */
export function labyrinthChestItemCount(roomsPassed: number): number {
  assertIntegerInRange('rooms passed', roomsPassed, 0, LABYRINTH_ROOMS_PER_DAY);
  return 1 + Math.max(0, roomsPassed - 5);
}

/** The run is over: no turns left, or the room after the last (every room passed). */
export function labyrinthRunOver(turns: number, currentRoom: number): boolean {
  assertInteger('labyrinth turns', turns);
  assertInteger('labyrinth room', currentRoom, 1);
  return turns >= LABYRINTH_MAX_TURNS || currentRoom > LABYRINTH_ROOMS_PER_DAY;
}

/** A room of a layout: [skill id 1-8, difficulty 1-5]. */
export type LabyrinthLayoutRoom = [skill: LabyrinthSkillId, difficulty: LabyrinthDifficulty];

/** 32-bit FNV-1a of a text: the day's seed. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: a small generator whose sequence is the same on every machine. */
function seededSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The layout of a UTC day ("YYYY-MM-DD"), the same for every player and server: 35 rooms, each
 * a random skill, with difficulties rising along the way (room i's tier 1 + 5i/35, moved by -1,
 * 0 or +1 at random, within 1..5). Our rule: the spec only gives the room's fields.
 */
export function labyrinthDayLayout(day: string): LabyrinthLayoutRoom[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    throw new RuleInputError(`labyrinth day must be YYYY-MM-DD, got ${day}`);
  }
  const next = seededSequence(fnv1a(`labyrinth/${day}`));
  return Array.from({ length: LABYRINTH_ROOMS_PER_DAY }, (_, index) => {
    const skill = LABYRINTH_SKILL_IDS[Math.floor(next() * LABYRINTH_SKILL_IDS.length)] ?? 1;
    const tier = 1 + Math.floor((index * LABYRINTH_MAX_DIFFICULTY) / LABYRINTH_ROOMS_PER_DAY);
    const moved = tier + Math.floor(next() * 3) - 1;
    const difficulty = Math.min(
      LABYRINTH_MAX_DIFFICULTY,
      Math.max(1, moved),
    ) as LabyrinthDifficulty;
    return [skill, difficulty];
  });
}

/** Zod schemas of the game entities (server side and tests; the client imports only types). */
import { z } from 'zod';
import { ACTION_TYPES, SKILL_IDS } from '../api/ids';

export const Player = z.object({
  userid: z.number().int(),
  username: z.string(),
  /** Days since registration. */
  age: z.number().int().nonnegative(),
  accountStatus: z.number().int(),
  nobilityRank: z.number().int().min(1).max(27),
  autos: z.number().int(),
  maxAutos: z.number().int().positive(),
  health: z.number().int(),
  attack: z.number().int(),
  defence: z.number().int(),
  accuracy: z.number().int(),
  dodge: z.number().int(),
  eqHealth: z.number().int(),
  eqAttack: z.number().int(),
  eqDefence: z.number().int(),
  eqAccuracy: z.number().int(),
  eqDodge: z.number().int(),
  /**
   * eqMastery{n} (spec 000 §3): what equipment adds to battling mastery n (1 to 5), ours: the
   * percent more mastery exp from the equipped battling trinkets' Mastery Boost.
   */
  eqMastery1: z.number().nonnegative(),
  eqMastery2: z.number().nonnegative(),
  eqMastery3: z.number().nonnegative(),
  eqMastery4: z.number().nonnegative(),
  eqMastery5: z.number().nonnegative(),
});

export const Skill = z.object({
  level: z.number().int().positive(),
  exp: z.number().int().nonnegative(),
  /** Total experience at the start of the current level. */
  expStart: z.number().int().nonnegative(),
  /** Total experience needed for the next level. */
  expToLevel: z.number().int().positive(),
});

export const Mastery = z.object({
  name: z.string(),
  description: z.string(),
  level: z.number().int().nonnegative(),
  exp: z.number().int().nonnegative(),
  expToLevel: z.number().int().positive(),
});

export const ActiveMob = z.object({
  id: z.number().int(),
  name: z.string(),
  area: z.number().int(),
});

/** The player's active selection (spec 000 section 3). */
export const ActiveSelection = z.object({
  skill: z.enum(SKILL_IDS).nullable(),
  /** 0 when no mastery is active. */
  mastery: z.number().int().nonnegative(),
  /** 0 (none) to 5. */
  attribute: z.number().int().min(0).max(5),
  mob: ActiveMob.nullable(),
  action: z.enum(ACTION_TYPES).nullable(),
});

export const EquipmentSlot = z.object({
  level: z.number().int().positive(),
  type: z.number().int().positive(),
  rarity: z.number().int().min(1).max(7),
  levelUpgradeCost: z.number().int().nonnegative(),
});

export const Tools = z.object({
  pickaxe: z.number().int().positive(),
  hatchet: z.number().int().positive(),
  hammer: z.number().int().positive(),
});

/**
 * Battle numbers: hit and double-hit chance, effective dodge, the area 14 test entry, the
 * action trackers, the action timer colour and the battle outcome texts.
 * Spec 000, sections 2, 4 and 9; the dodge reading is in the spec README.
 */
import { RuleInputError, assertAtLeast, assertInteger, assertOneOf } from '../guards';

function assertFiniteResult(name: string, value: number): number {
  if (!Number.isFinite(value)) {
    throw new RuleInputError(`${name} is too large to compute (${value})`);
  }
  return value;
}

/** Chance to hit and, past 100%, to hit twice, both in percent. */
export interface HitChance {
  readonly hitPercent: number;
  readonly doubleHitPercent: number;
}

/**
 * Hit chance from the accuracy stat, which reads as a percent once divided by 100 (the base
 * 5000 is 50%). The hit chance stops at 100%; what lies beyond becomes the double-hit chance,
 * itself at most 100%. Accuracy is finite and at least 0. Spec 000, section 9.
 */
export function hitChance(accuracy: number): HitChance {
  assertAtLeast('accuracy', accuracy);
  const percent = accuracy / 100;
  return {
    hitPercent: Math.min(100, percent),
    doubleHitPercent: Math.min(100, Math.max(0, percent - 100)),
  };
}

/** Where effective dodge bends: full value up to 50%, a third up to 80%, a tenth beyond. */
export const DODGE_SOFT_CAP = 50;
export const DODGE_HARD_CAP = 80;

/**
 * Effective dodge in percent from the dodge percent `d` (finite, at least 0): d up to 50,
 * then 50 + (d - 50) / 3 up to 80 (60 at 80), then 60 + (d - 80) / 10 with no upper limit.
 * The curve is continuous. Spec 000, section 9, as decided in the spec README.
 */
export function effectiveDodgePercent(dodge: number): number {
  assertAtLeast('dodge', dodge);
  if (dodge <= DODGE_SOFT_CAP) return dodge;
  if (dodge <= DODGE_HARD_CAP) return DODGE_SOFT_CAP + (dodge - DODGE_SOFT_CAP) / 3;
  return 60 + (dodge - DODGE_HARD_CAP) / 10;
}

/** A fighter's chances against any opponent: hit, double hit and effective dodge, in percent. */
export interface FightChances extends HitChance {
  readonly dodgePercent: number;
}

/**
 * The chances a fight uses for the accuracy and dodge stats (hundredths of a percent, as the
 * player's fields hold them): {@link hitChance} of the accuracy and
 * {@link effectiveDodgePercent} of the dodge percent. Spec 000, section 9.
 */
export function fightChances(accuracy: number, dodge: number): FightChances {
  assertAtLeast('dodge', dodge);
  return { ...hitChance(accuracy), dodgePercent: effectiveDodgePercent(dodge / 100) };
}

/**
 * What each battling mastery (ids 1 to 5) raises by 1% a level: damage, defence, accuracy,
 * dodge, gold from mobs. Ours (the game's content names them Might ... Greed).
 */
export const BATTLE_MASTERY_EFFECTS = {
  1: 'damage',
  2: 'defence',
  3: 'accuracy',
  4: 'dodge',
  5: 'gold',
} as const;
export type BattleMasteryEffect =
  (typeof BATTLE_MASTERY_EFFECTS)[keyof typeof BATTLE_MASTERY_EFFECTS];

/**
 * The percents the active mastery adds in a fight: its level to its own figure, 0 to the others
 * (no mastery, id 0, adds nothing). Level is a whole number from 0.
 */
export function battleMasteryPercents(
  masteryId: number,
  level: number,
): Record<BattleMasteryEffect, number> {
  assertInteger('mastery level', level);
  const effect = BATTLE_MASTERY_EFFECTS[masteryId as keyof typeof BATTLE_MASTERY_EFFECTS] as
    BattleMasteryEffect | undefined;
  const percents = { damage: 0, defence: 0, accuracy: 0, dodge: 0, gold: 0 };
  if (effect) percents[effect] = level;
  return percents;
}

/** Area 14 has a test-style entry whose power level the player types in. */
export const AREA_14_ID = 14;
/** The power level the entry starts with; at or below it the modifier is 1. */
export const AREA_14_DEFAULT_POWER = 1.5e9;
/** The loot factor at modifier 1. */
export const AREA_14_LOOT_BASE = 5150;

/**
 * Drop modifier of area 14 for a power level (finite, at least 0):
 * max(1, power / 1.5e9)^0.4, so power below 1.5 billion counts as 1.5 billion.
 * Spec 000, section 9.
 */
export function area14Modifier(power: number): number {
  assertAtLeast('power level', power);
  return Math.max(1, power / AREA_14_DEFAULT_POWER) ** 0.4;
}

/** Loot factor of area 14: 5150 times {@link area14Modifier}. Spec 000, section 9. */
export function area14LootFactor(power: number): number {
  return AREA_14_LOOT_BASE * area14Modifier(power);
}

/**
 * What area 14 multiplies a mob's loot chances by at a typed power level, for a mob whose own
 * power level is `ownPower`: the loot factor over its base ({@link area14Modifier}, 1 up to
 * 1.5 billion) and, below the mob's own power, the same 0.4 power law downwards, so a mob made
 * weaker drops less (at power 1 almost nothing). Ours: the spec's factor alone never falls
 * below its base, which let the weakest setting farm the full loot.
 */
export function area14LootScale(power: number, ownPower: number): number {
  assertAtLeast('own power level', ownPower, Number.MIN_VALUE);
  return area14Modifier(power) * Math.min(1, power / ownPower) ** 0.4;
}

/**
 * An hourly rate from a tracker: 600 / actions * amount (the battle tracker's gold per hour,
 * and the same rate for a gathering tracker). Before any action it is 0. Actions is a whole
 * number from 0, amount finite and at least 0; the result is not rounded. Spec 000, section 9.
 */
export function perHour(actions: number, amount: number): number {
  assertInteger('actions', actions);
  assertAtLeast('amount', amount);
  if (actions === 0) return 0;
  return assertFiniteResult('hourly rate', (600 * amount) / actions);
}

/** Colours of the action timer bar. */
export const TIMER_BAR_COLOURS = ['red', 'yellow', 'green'] as const;
export type TimerBarColour = (typeof TIMER_BAR_COLOURS)[number];
/** Up to this many Autos the bar warns in yellow. */
export const LOW_AUTOS_THRESHOLD = 10;

/**
 * Colour of the action timer bar for an Autos count (a whole number, negative allowed): red at
 * 0 or fewer, yellow from 1 to 10, green above 10. Spec 000, section 4.
 */
export function timerBarColour(autos: number): TimerBarColour {
  assertInteger('autos', autos, Number.MIN_SAFE_INTEGER);
  if (autos <= 0) return 'red';
  return autos <= LOW_AUTOS_THRESHOLD ? 'yellow' : 'green';
}

/** The battle outcome lines. Spec 000, sections 2 and 8. */
export const BATTLE_OUTCOME_TEXT = {
  victory: 'You were victorious!',
  defeat: 'You were defeated!',
} as const;
export type BattleOutcomeText = (typeof BATTLE_OUTCOME_TEXT)[keyof typeof BATTLE_OUTCOME_TEXT];

/** Shown while a boss battle starts (its answer carries wait=1). Spec 000, section 2. */
export const BOSS_CHARGE_TEXT = 'You charge into battle...';

/**
 * The outcome line of a battle result: `winner` is 1 when the player (p1) won and 2 when the
 * opponent (p2) did. Spec 000, sections 2 and 3.
 */
export function battleOutcomeText(winner: number): BattleOutcomeText {
  assertOneOf('winner', winner, [1, 2]);
  return winner === 1 ? BATTLE_OUTCOME_TEXT.victory : BATTLE_OUTCOME_TEXT.defeat;
}

/** What area 14 grows of a mob: its fighting figures, rewards and loot chances. */
export interface Area14Mob<Loot extends { frequency: number }> {
  powerLevel: number;
  health: number;
  attack: number;
  defence: number;
  gold: readonly [number, number];
  exp: number;
  loot: readonly Loot[];
  /** The mob's own loot chance multiplier (1 when absent). */
  dropModifier?: number;
}

/**
 * Area 14's mob grown to a typed power level (0: its own): health, attack, defence, gold and exp
 * scaled by power / own power and rounded (health, attack and exp at least 1); each loot entry's
 * one-in-`frequency` chance scaled by {@link area14LootScale} and the mob's drop modifier. Ours.
 */
export function area14Opponent<Loot extends { frequency: number }>(
  mob: Area14Mob<Loot>,
  power: number,
) {
  assertAtLeast('power level', power);
  const ownPower = mob.powerLevel;
  const scale = power > 0 ? power / ownPower : 1;
  const lootScale = area14LootScale(power || ownPower, ownPower) * (mob.dropModifier ?? 1);
  return {
    health: Math.max(1, Math.round(mob.health * scale)),
    attack: Math.max(1, Math.round(mob.attack * scale)),
    defence: Math.round(mob.defence * scale),
    gold: [Math.round(mob.gold[0] * scale), Math.round(mob.gold[1] * scale)] as [number, number],
    exp: Math.max(1, Math.round(mob.exp * scale)),
    loot: mob.loot.map((entry) => ({ ...entry, frequency: entry.frequency / lootScale })),
  };
}

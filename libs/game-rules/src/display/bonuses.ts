/**
 * The Bonus Time and Action Bonus panels: what they grant and when they show.
 * Spec 000, sections 4 and 9.
 */
import { assertAtLeast, assertFinite, assertOneOf } from '../guards';

/** Bonus Time grants this base percent to gold, resources and experience, plus its modifier. */
export const BONUS_TIME_BASE_PERCENT = 75;

/**
 * The percent Bonus Time adds to gold, resources and experience: 75 plus the modifier.
 * Spec 000, section 9.
 */
export function bonusTimePercent(modifier: number): number {
  assertAtLeast('bonus time modifier', modifier, 0);
  return BONUS_TIME_BASE_PERCENT + modifier;
}

/** Whether the Bonus Time panel shows: only while time remains. Spec 000, section 4. */
export function bonusTimeVisible(timeRemaining: number): boolean {
  assertFinite('bonus time remaining', timeRemaining);
  return timeRemaining > 0;
}

/** What one action bonus grants; 0 where it grants nothing of that kind. */
export interface ActionBonusNumbers {
  readonly goldPercent: number;
  readonly resourcesPercent: number;
  readonly actionTimerMs: number;
  readonly expPercent: number;
}

/**
 * What an active action bonus grants, per kind of action. Zero means "not part of this bonus";
 * `actionTimerMs` is negative because it shortens the timer. Spec 000, section 9.
 */
export const ACTION_BONUS_HINTS = {
  battling: { goldPercent: 10, resourcesPercent: 0, actionTimerMs: 0, expPercent: 25 },
  dungeons: { goldPercent: 0, resourcesPercent: 0, actionTimerMs: 0, expPercent: 25 },
  gathering: { goldPercent: 0, resourcesPercent: 10, actionTimerMs: 0, expPercent: 25 },
  crafting: { goldPercent: 0, resourcesPercent: 0, actionTimerMs: -500, expPercent: 25 },
} as const satisfies Record<string, ActionBonusNumbers>;
export type ActionBonusHintKind = keyof typeof ACTION_BONUS_HINTS;
export const ACTION_BONUS_HINT_KINDS = Object.keys(ACTION_BONUS_HINTS) as ActionBonusHintKind[];

/** What players call the kind of action the world counts (the Action Bonus panel, the console). */
export const ACTION_BONUS_NAMES = {
  battling: 'Battling',
  gathering: 'Gathering',
  crafting: 'Crafting',
} as const;

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/**
 * The hint text of an action bonus, built from {@link ACTION_BONUS_HINTS} in the order gold,
 * resources, action timer, exp: battling reads "+10% gold, +25% exp", crafting
 * "-0.5 s action timer, +25% exp". Spec 000, section 9.
 */
export function actionBonusHint(kind: ActionBonusHintKind): string {
  assertOneOf('action bonus kind', kind, ACTION_BONUS_HINT_KINDS);
  const bonus: ActionBonusNumbers = ACTION_BONUS_HINTS[kind];
  const parts: string[] = [];
  if (bonus.goldPercent !== 0) parts.push(`${signed(bonus.goldPercent)}% gold`);
  if (bonus.resourcesPercent !== 0) parts.push(`${signed(bonus.resourcesPercent)}% resources`);
  if (bonus.actionTimerMs !== 0) parts.push(`${signed(bonus.actionTimerMs / 1000)} s action timer`);
  if (bonus.expPercent !== 0) parts.push(`${signed(bonus.expPercent)}% exp`);
  return parts.join(', ');
}

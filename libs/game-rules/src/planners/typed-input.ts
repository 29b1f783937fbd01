/**
 * What the player types into a planner of the tools page, read with refusals a player can act
 * on ("Enter the target tier.", "The target tier can be at most 15."), never a field name or a
 * developer's wording. The planners check their typed inputs with it; what the game itself
 * passes (the current level, rarity...) keeps the generic guards.
 */
import { formatNumber } from '../display/number-format';
import { RuleInputError } from '../guards';

/** `value` (NaN for an empty field) as a whole number from `min` to `max`, else the refusal. */
export function typedWholeNumber(
  label: string,
  value: number,
  min: number,
  max: number = Number.MAX_SAFE_INTEGER,
): number {
  if (Number.isNaN(value)) throw new RuleInputError(`Enter the ${label}.`);
  if (!Number.isSafeInteger(value)) throw new RuleInputError(`The ${label} is a whole number.`);
  if (value < min) throw new RuleInputError(`The ${label} must be at least ${formatNumber(min)}.`);
  if (value > max) throw new RuleInputError(`The ${label} can be at most ${formatNumber(max)}.`);
  return value;
}

/**
 * A target the player typed, which cannot be below where they stand (`current`): `belowText`
 * says so when it is; otherwise as {@link typedWholeNumber}.
 */
export function typedTarget(
  label: string,
  value: number,
  current: number,
  belowText: string,
  max?: number,
): number {
  if (Number.isSafeInteger(value) && value < current) throw new RuleInputError(belowText);
  return typedWholeNumber(label, value, current, max);
}

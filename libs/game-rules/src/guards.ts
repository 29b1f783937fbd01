/**
 * Input guards shared by every rule. A rule never answers NaN or a silently wrong number for
 * input outside its domain: it throws a {@link RuleInputError} that names the argument and says
 * what was expected. The server turns these into `{"error": ...}` answers; the client checks
 * input with the same guards before it sends anything.
 */

/** Thrown when a rule is called with input outside its documented domain. */
export class RuleInputError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'RuleInputError';
  }
}

function describe(value: unknown): string {
  return typeof value === 'number' ? String(value) : `${typeof value} ${JSON.stringify(value)}`;
}

/** A finite number (not NaN, not ±Infinity). */
export function assertFinite(name: string, value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RuleInputError(`${name} must be a finite number, got ${describe(value)}`);
  }
  return value;
}

/** A whole number of at least `min` (default 0). */
export function assertInteger(name: string, value: number, min = 0): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new RuleInputError(`${name} must be a whole number, got ${describe(value)}`);
  }
  if (value < min) {
    throw new RuleInputError(`${name} must be at least ${min}, got ${value}`);
  }
  return value;
}

/** A whole number within `[min, max]`. */
export function assertIntegerInRange(
  name: string,
  value: number,
  min: number,
  max: number,
): number {
  assertInteger(name, value, min);
  if (value > max) {
    throw new RuleInputError(`${name} must be at most ${max}, got ${value}`);
  }
  return value;
}

/** A finite number of at least `min` (default 0). */
export function assertAtLeast(name: string, value: number, min = 0): number {
  assertFinite(name, value);
  if (value < min) {
    throw new RuleInputError(`${name} must be at least ${min}, got ${value}`);
  }
  return value;
}

/** A result that must still be exact in a double (gold totals and costs). */
export function assertSafeResult(name: string, value: number): number {
  if (!Number.isSafeInteger(value)) {
    throw new RuleInputError(`${name} is too large to compute exactly (${value})`);
  }
  return value;
}

/** One of a fixed set of keys. */
export function assertOneOf<T extends string | number>(
  name: string,
  value: T,
  allowed: readonly T[],
): T {
  if (!allowed.includes(value)) {
    throw new RuleInputError(
      `${name} must be one of ${allowed.join(', ')}, got ${describe(value)}`,
    );
  }
  return value;
}

/**
 * Rounding that ignores binary floating-point noise: 290000 * 1.207 is 350030 in the spec's
 * arithmetic, and must not round up to 350031 because a double stores it as 350030.0000000001.
 * A value within a relative 1e-14 of a whole number (a few dozen units in the last place,
 * capped at 0.01) counts as that whole number; real fractions are far larger than that.
 */
const RELATIVE_TOLERANCE = 1e-14;
const ABSOLUTE_CAP = 0.01;

function nearestWhole(value: number): number | null {
  const whole = Math.round(value);
  const tolerance = Math.min(ABSOLUTE_CAP, RELATIVE_TOLERANCE * Math.max(1, Math.abs(value)));
  return Math.abs(value - whole) <= tolerance ? whole : null;
}

/** Math.ceil, treating a value that is whole up to float noise as whole. */
export function ceilExact(value: number): number {
  return nearestWhole(value) ?? Math.ceil(value);
}

/** Math.floor, treating a value that is whole up to float noise as whole. */
export function floorExact(value: number): number {
  return nearestWhole(value) ?? Math.floor(value);
}

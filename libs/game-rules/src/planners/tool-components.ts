/**
 * Tool components planner: what taking a tool from its level to a target level costs, summed from
 * {@link toolComponentsForUpgrade}, against the components the player owns.
 */
import { formatNumber } from '../display/number-format';
import { assertInteger, assertSafeResult } from '../guards';
import { typedTarget } from './typed-input';
import { toolComponentsForUpgrade, toolComponentsOwned } from '../tools/tools';

export interface ToolComponentsPlan {
  /** Components for every upgrade from the current level to the target. */
  readonly needed: number;
  /** Components owned, unbound and bound together. */
  readonly owned: number;
  /** What is still to find; 0 when the owned components are enough. */
  readonly missing: number;
}

/**
 * The highest target level whose components the planner can still count exactly (each upgrade
 * costs about 20% more than the last; beyond this the total no longer fits a double).
 */
export const TOOL_PLANNER_MAX_LEVEL: number = (() => {
  let total = 0;
  for (let level = 1; ; level += 1) {
    try {
      total = assertSafeResult('tool components needed', total + toolComponentsForUpgrade(level));
    } catch {
      return level;
    }
  }
})();

/**
 * Components to raise a tool from `fromLevel` to `toLevel` (0 when they are equal), with what
 * the player owns (`unbound` and `bound` components) and what is missing.
 */
export function toolComponentsPlan(
  fromLevel: number,
  toLevel: number,
  unbound: number,
  bound: number,
): ToolComponentsPlan {
  assertInteger('tool level', fromLevel, 1);
  typedTarget(
    'target level',
    toLevel,
    fromLevel,
    `The target level must be at least your tool's level, ${formatNumber(fromLevel)}.`,
    TOOL_PLANNER_MAX_LEVEL,
  );
  let needed = 0;
  for (let level = fromLevel; level < toLevel; level += 1) {
    needed += toolComponentsForUpgrade(level);
  }
  assertSafeResult('tool components needed', needed);
  const owned = toolComponentsOwned(unbound, bound);
  return { needed, owned, missing: Math.max(0, needed - owned) };
}

/**
 * Tool components planner: what taking a tool from its level to a target level costs, summed from
 * {@link toolComponentsForUpgrade}, against the components the player owns.
 */
import { assertInteger, assertSafeResult, RuleInputError } from '../guards';
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
  assertInteger('target tool level', toLevel, 1);
  if (toLevel < fromLevel) {
    throw new RuleInputError(
      `target tool level must be at least the current level ${fromLevel}, got ${toLevel}`,
    );
  }
  let needed = 0;
  for (let level = fromLevel; level < toLevel; level += 1) {
    needed += toolComponentsForUpgrade(level);
  }
  assertSafeResult('tool components needed', needed);
  const owned = toolComponentsOwned(unbound, bound);
  return { needed, owned, missing: Math.max(0, needed - owned) };
}

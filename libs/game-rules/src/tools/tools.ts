/**
 * Gathering tools (pickaxe, hatchet, hammer): their bonuses and upgrade costs.
 * Spec 000, sections 3 and 9.
 */
import { assertInteger, assertSafeResult } from '../guards';
import { ceilExact } from '../numeric';

/** The three tools, keyed as in the `tools` entity; each belongs to one gathering skill. */
export const TOOLS = {
  pickaxe: { name: 'Pickaxe', skill: 'mining' },
  hatchet: { name: 'Hatchet', skill: 'woodcutting' },
  hammer: { name: 'Hammer', skill: 'quarrying' },
} as const;
export type ToolId = keyof typeof TOOLS;
export const TOOL_IDS = Object.keys(TOOLS) as ToolId[];

/** Item ids of tool components; unbound and bound both count towards an upgrade. */
export const TOOL_COMPONENT_ITEM = 'tool_component';
export const TOOL_COMPONENT_BOUND_ITEM = 'tool_component_bound';
/** Shown instead of the upgrade when too few components are owned. Spec 000, sections 4 and 8. */
export const NOT_ENOUGH_COMPONENTS_TEXT = 'You do not have enough components to upgrade.';

/**
 * Resource bonus of a tool, in percent: 5% per level above 1 up to level 10, then
 * 45 + 100 * (1.05^(level - 10) - 1) from level 11 (the two ranges meet: 45% at 10, 50% at 11).
 */
export function toolResourceBonusPercent(level: number): number {
  assertInteger('tool level', level, 1);
  if (level <= 10) return 5 * (level - 1);
  return 45 + 100 * (1.05 ** (level - 10) - 1);
}

/** Extra experience of a tool, in percent: 2.2 per level above 1. */
export function toolExtraExpPercent(level: number): number {
  assertInteger('tool level', level, 1);
  return Math.round(2.2 * (level - 1) * 1e9) / 1e9;
}

/**
 * Components needed to upgrade a tool from `level` to `level + 1`, for levels 1 to 30
 * (index 0 is level 1). From level 31 see {@link toolComponentsForUpgrade}.
 */
export const TOOL_COMPONENTS_TABLE: readonly number[] = [
  1, 5, 25, 100, 300, 750, 1500, 2500, 4000, 6000, 8500, 11500, 15000, 19000, 23500, 28500, 34000,
  40000, 47000, 55000, 65000, 77000, 91000, 107000, 125000, 145000, 170000, 200000, 240000, 290000,
];

/**
 * Components needed to upgrade a tool that is at `level`: the table up to level 30, then
 * ceil(290000 * 1.207^(level - 30)) from level 31.
 */
export function toolComponentsForUpgrade(level: number): number {
  assertInteger('tool level', level, 1);
  const fromTable = TOOL_COMPONENTS_TABLE[level - 1];
  if (fromTable !== undefined) return fromTable;
  return assertSafeResult('tool component cost', ceilExact(290000 * 1.207 ** (level - 30)));
}

/** Components a player can put towards an upgrade: unbound plus bound. */
export function toolComponentsOwned(unbound: number, bound: number): number {
  assertInteger('unbound tool components', unbound);
  assertInteger('bound tool components', bound);
  return unbound + bound;
}

/**
 * How an upgrade is paid: bound components first (they cannot be traded), then unbound ones.
 * Returns null when the two together are not enough.
 */
export function splitToolComponentPayment(
  cost: number,
  unbound: number,
  bound: number,
): { bound: number; unbound: number } | null {
  assertInteger('cost', cost);
  if (toolComponentsOwned(unbound, bound) < cost) return null;
  const fromBound = Math.min(bound, cost);
  return { bound: fromBound, unbound: cost - fromBound };
}

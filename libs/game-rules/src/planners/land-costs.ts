/**
 * Land planner: the cost of every plot upgrade from the current level to a target, summed per
 * resource, as paid (each upgrade after the quartermaster's discount, as the server charges it).
 */
import { formatNumber } from '../display/number-format';
import { assertIntegerInRange, assertSafeResult } from '../guards';
import {
  LAND_COST_ITEMS,
  LAND_MAX_LEVEL,
  LAND_MIN_LEVEL,
  type LandCostItem,
  type LandCostLine,
  landLevelUpgradeCost,
} from '../land/land';
import { quartermasterPrice } from '../land/personnel';
import { typedTarget } from './typed-input';

/**
 * Gold, metal, wood and stone to raise a plot from `fromLevel` to `toLevel` (1 to 16; all zero
 * when they are equal), each upgrade priced with {@link landLevelUpgradeCost} and the
 * quartermaster's `discountPercent` applied to it.
 */
export function landCostsToLevel(
  fromLevel: number,
  toLevel: number,
  discountPercent = 0,
): readonly LandCostLine[] {
  assertIntegerInRange('land level', fromLevel, LAND_MIN_LEVEL, LAND_MAX_LEVEL);
  typedTarget(
    'target land level',
    toLevel,
    fromLevel,
    `The target land level must be at least your land's level, ${formatNumber(fromLevel)}.`,
    LAND_MAX_LEVEL,
  );
  const totals = Object.fromEntries(LAND_COST_ITEMS.map((item) => [item, 0])) as Record<
    LandCostItem,
    number
  >;
  for (let level = fromLevel + 1; level <= toLevel; level += 1) {
    for (const line of landLevelUpgradeCost(level)) {
      totals[line.itemId] += quartermasterPrice(line.amount, discountPercent);
    }
  }
  return LAND_COST_ITEMS.map((itemId) => ({
    itemId,
    amount: assertSafeResult(`land ${itemId} total`, totals[itemId]),
  }));
}

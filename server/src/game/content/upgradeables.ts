/**
 * Upgradeable items: items a player owns one of and raises level by level. The rune belt's level
 * is the number of runes it holds (GAME-FACTS: its slots cost 1, 5, 25, 125 and 375 leather).
 */
import type { UpgradeableItemData } from '@idle/contracts';
import { ownTable } from './own-table';

export interface UpgradeableItem extends UpgradeableItemData {
  /** The level every player starts at. */
  startLevel: number;
}

export const RUNE_BELT = 'rune_belt';

export const UPGRADEABLE_ITEMS: Record<string, UpgradeableItem> = ownTable({
  [RUNE_BELT]: {
    name: 'Rune Belt',
    description: 'Holds your equipped runes: each level adds one rune slot.',
    maxLevel: 5,
    startLevel: 1,
    // costs[level] raises `level` to `level + 1`; players start with the first slot.
    costs: [1, 5, 25, 125, 375].map((amount) => [{ id: 'leather_strap', amount }]),
  },
});

/** What the client sees: the items without the server-only start level. */
export const UPGRADEABLE_ITEM_DATA: Record<string, UpgradeableItemData> = ownTable(
  Object.fromEntries(
    Object.entries(UPGRADEABLE_ITEMS).map(([id, item]) => [
      id,
      {
        name: item.name,
        description: item.description,
        maxLevel: item.maxLevel,
        costs: item.costs,
      },
    ]),
  ),
);

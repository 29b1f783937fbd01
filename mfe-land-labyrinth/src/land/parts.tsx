/** Pieces the land screens share: cost lists coloured by what the player owns, and rarities. */
import type { ItemAmount, ItemDefinition } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import { $gameData, $items } from '@idle/state';
import { itemNameText, Text } from '@idle/ui';
import { useStore } from '@nanostores/react';
import styles from './parts.module.css';

/** Whether the inventory holds every line of `costs`. */
export function canAfford(costs: readonly ItemAmount[], owned: Readonly<Record<string, number>>) {
  return costs.every((cost) => (owned[cost.id] ?? 0) >= cost.amount);
}

/** The names of items from the game data, by id (empty before it loads). */
export function useItemNames(): Readonly<Record<string, ItemDefinition>> {
  return useStore($gameData)?.itemData ?? {};
}

/** A list of costs: each line green when the inventory pays for it, red otherwise. */
export function CostList({ costs, label }: { costs: readonly ItemAmount[]; label: string }) {
  const owned = useStore($items);
  const items = useItemNames();
  return (
    <ul className={styles.costs} aria-label={label}>
      {costs.map((cost) => {
        const affordable = (owned[cost.id] ?? 0) >= cost.amount;
        return (
          <li key={cost.id} data-affordable={affordable}>
            <Text tone={affordable ? 'success' : 'error'}>
              {formatNumber(cost.amount)} {itemNameText(cost.id, items)}
            </Text>
          </li>
        );
      })}
    </ul>
  );
}

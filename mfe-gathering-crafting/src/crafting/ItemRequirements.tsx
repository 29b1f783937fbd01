/**
 * The items a rune or a potion needs, each with what the player owns over what is needed
 * ("Blank Rune 5 / 1"), the counts in red when the player owns fewer.
 */
import type { ItemDefinition, ItemCounts } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import { ItemLabel, Requirement, Muted } from '@idle/ui';
import styles from './crafting.module.css';

export function ItemRequirements({
  required,
  owned,
  items,
  times = 1,
  label,
}: {
  required: readonly (readonly [itemId: string, amount: number])[];
  owned: Readonly<ItemCounts>;
  items: Readonly<Record<string, ItemDefinition>>;
  /** How many crafts the amounts are for. */
  times?: number;
  /** Accessible name of the list. */
  label: string;
}) {
  if (required.length === 0) return <Muted inline>Nothing</Muted>;
  return (
    <ul className={styles.requirements} aria-label={label}>
      {required.map(([itemId, amount]) => {
        const needed = amount * times;
        const have = owned[itemId] ?? 0;
        const short = have < needed;
        return (
          <li key={itemId} data-short={short}>
            <ItemLabel itemId={itemId} items={items} />{' '}
            <Requirement met={!short}>
              {formatNumber(have)} / {formatNumber(needed)}
            </Requirement>
          </li>
        );
      })}
    </ul>
  );
}

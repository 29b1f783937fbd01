/** Small pieces the home page's sections share: item names, cost lists, refusals, rarities. */
import type { ItemAmount } from '@idle/contracts';
import {
  INVALID_ITEM_TEXT,
  JEWEL_STAT_LABELS,
  JEWEL_STATS,
  formatNumber,
  isRarity,
  rarityName,
} from '@idle/game-rules';
import type { GameData } from '@idle/state';
import { ItemName, type ItemNameData, Text } from '@idle/ui';
import styles from './HomeItems.module.css';

/** What an item id shows as; an id missing from the item data reads "[Invalid Item]". */
export function itemInfo(data: GameData | null, itemId: string): ItemNameData {
  return data?.itemData[itemId] ?? { name: INVALID_ITEM_TEXT, description: '', rarity: 1 };
}

/** The name of an attribute as the stat tables write it ("attack" reads "Attack"). */
export function statLabel(stat: string): string {
  const index = (JEWEL_STATS as readonly string[]).indexOf(stat);
  return index === -1 ? stat : (JEWEL_STAT_LABELS[index] ?? stat);
}

/** A rarity's name and CSS colour; a rarity outside 1 to 7 reads "Unknown" in the text colour. */
export function rarityLook(rarity: number): { name: string; colour: string | undefined } {
  if (!isRarity(rarity)) return { name: 'Unknown', colour: undefined };
  return { name: rarityName(rarity), colour: `var(--idle-rarity-${rarity})` };
}

/** Whether the player owns every amount of `cost`. */
export function canPay(cost: readonly ItemAmount[], owned: Readonly<Record<string, number>>) {
  return cost.every(({ id, amount }) => (owned[id] ?? 0) >= amount);
}

/** A cost: each item with the amount needed and the amount owned, red when short. */
export function CostList({
  cost,
  owned,
  data,
  id,
}: {
  cost: readonly ItemAmount[];
  owned: Readonly<Record<string, number>>;
  data: GameData | null;
  id?: string;
}) {
  return (
    <ul className={styles.costs} id={id}>
      {cost.map(({ id: itemId, amount }) => {
        const have = owned[itemId] ?? 0;
        const short = have < amount;
        return (
          <li key={itemId} data-short={short || undefined}>
            <Text tone={short ? 'error' : undefined}>{formatNumber(amount)}</Text>{' '}
            <ItemName itemId={itemId} item={itemInfo(data, itemId)} />{' '}
            <Text tone={short ? 'error' : 'muted'}>(you have {formatNumber(have)})</Text>
          </li>
        );
      })}
    </ul>
  );
}

/** The text of a refused call, announced at once. */
export function CallError({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <Text as="p" role="alert" tone="error">
      {text}
    </Text>
  );
}

/** An item's name from the game data (colour and hover popup), or its id when the data lacks it. */
import type { ItemDefinition } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import { ItemName } from '../ItemName/ItemName';

export function ItemLabel({
  itemId,
  items,
  amount,
}: {
  itemId: string;
  items: Readonly<Record<string, ItemDefinition>>;
  amount?: number | undefined;
}) {
  const item = items[itemId];
  if (item) {
    return amount === undefined ? (
      <ItemName itemId={itemId} item={item} />
    ) : (
      <ItemName itemId={itemId} item={item} amount={amount} />
    );
  }
  return <span>{amount === undefined ? itemId : `${itemId} x${formatNumber(amount)}`}</span>;
}

/** An item's name as plain text: its name in the game data, else its id. */
export function itemNameText(itemId: string, items: Readonly<Record<string, ItemDefinition>>) {
  return items[itemId]?.name ?? itemId;
}

import type { ItemDefinition } from '@idle/contracts';
import {
  RARITY_MAX,
  RARITY_MIN,
  TIMINGS,
  formatNumber,
  itemColour,
  rarityColour,
  rarityName,
} from '@idle/game-rules';
import { $marketValues } from '@idle/state';
import { useStore } from '@nanostores/react';
import { cx } from '../../internal/cx';
import { PopupSurface } from '../HoverPopup/HoverPopup';
import { useHoverPopup } from '../HoverPopup/useHoverPopup';
import { itemTag } from '../Markup/parse';
import styles from './ItemName.module.css';

/** "Market value: 2.13 gold each (7-day average)", or null for an item not traded lately. */
export function marketValueText(
  values: { days: number; cents: ReadonlyMap<string, number> } | null,
  itemId: string,
): string | null {
  const cents = values?.cents.get(itemId);
  if (values === null || cents === undefined) return null;
  return `Market value: ${formatNumber(cents / 100)} gold each (${formatNumber(values.days)}-day average)`;
}

/** What ItemName needs of an item's data. */
export type ItemNameData = Pick<ItemDefinition, 'name' | 'description' | 'rarity'>;

export interface ItemNameProps {
  /** The item id (gold, credits, bound_credits and honor_tokens are drawn in the gold colour). */
  itemId: string;
  /** The item's data (name, rarity, description) from the item data of the game. */
  item: ItemNameData;
  /** An amount shown after the name ("Copper Ore x1,250"). */
  amount?: number;
  /** Makes the name a button (e.g. opening the item's market page). */
  onClick?: () => void;
  /** Whether hovering or focusing shows the popup (name, rarity, description). Default true. */
  showPopup?: boolean;
  /** Popup delay in ms. Default TIMINGS.HOVER_POPUP_DELAY (80 ms). */
  popupDelay?: number;
  className?: string;
}

function isKnownRarity(rarity: number): boolean {
  return Number.isInteger(rarity) && rarity >= RARITY_MIN && rarity <= RARITY_MAX;
}

/**
 * An item's name in its colour (itemColour of @idle/game-rules), with a hover popup after 80 ms
 * that shows the name, the rarity name, the description and, for an item traded over the last 7
 * days, its average price (from `$marketValues`, filled by whoever asked `marketValues`). An item with a rarity outside 1 to 7
 * is drawn in the text colour with the rarity "Unknown" rather than breaking the screen.
 */
export function ItemName({
  itemId,
  item,
  amount,
  onClick,
  showPopup = true,
  popupDelay = TIMINGS.HOVER_POPUP_DELAY,
  className,
}: ItemNameProps) {
  const known = isKnownRarity(item.rarity);
  const colour = known ? itemColour(itemId, item.rarity) : undefined;
  const popup = useHoverPopup<HTMLElement>(popupDelay, !showPopup);
  const label = (
    <>
      <span className={styles.name}>{item.name}</span>
      {amount !== undefined && Number.isFinite(amount) && (
        <span className={styles.amount}> x{formatNumber(amount)}</span>
      )}
    </>
  );
  const common = {
    className: cx(styles.item, onClick !== undefined && styles.link, className),
    style: colour === undefined ? undefined : { color: colour },
    'data-item-id': itemId,
    // Shift-click anywhere pastes this tag into the chat input.
    'data-chat-link': itemTag(itemId),
    'aria-describedby': popup.open ? popup.popupId : undefined,
    ...popup.triggerProps,
  };

  return (
    <>
      {onClick !== undefined ? (
        <button
          type="button"
          ref={(element) => {
            popup.anchorRef.current = element;
          }}
          onClick={onClick}
          {...common}
        >
          {label}
        </button>
      ) : (
        <span
          ref={(element) => {
            popup.anchorRef.current = element;
          }}
          tabIndex={showPopup ? 0 : undefined}
          {...common}
        >
          {label}
        </span>
      )}
      {popup.open && (
        <PopupSurface id={popup.popupId} position={popup.position}>
          <span
            className={styles.popupName}
            style={colour === undefined ? undefined : { color: colour }}
          >
            {item.name}
          </span>
          <span
            className={styles.popupRarity}
            style={known ? { color: rarityColour(item.rarity) } : undefined}
          >
            {known ? rarityName(item.rarity) : 'Unknown'}
          </span>
          {item.description !== '' && (
            <span className={styles.popupDescription}>{item.description}</span>
          )}
          <MarketValueLine itemId={itemId} />
        </PopupSurface>
      )}
    </>
  );
}

/** The popup's market value line; it subscribes only while a popup is open. */
function MarketValueLine({ itemId }: { itemId: string }) {
  const text = marketValueText(useStore($marketValues), itemId);
  return text === null ? null : <span className={styles.popupValue}>{text}</span>;
}

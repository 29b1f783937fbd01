/**
 * The Equipment panel (spec 000 §3, §4, §9): slots 1 to 8, each item named from its type data and
 * slot, in its rarity colour, with its level and its Power (weapons) or Armor, and under it its
 * rarity and the Base Gold Rush that rarity gives (3.5% a step above Common). Clicking an item
 * opens its two upgrades under it: Upgrade level (gold) and Upgrade type (components and items),
 * or "This item is fully upgraded." at the last type. The panel is narrow: one item at a time.
 */
import { useServerCall } from '@idle/api-client';
import {
  type Equipment,
  type EquipmentSlot as EquipmentItem,
  type EquipmentTypeData,
  type ItemAmount,
} from '@idle/contracts';
import {
  EQUIPMENT_FULLY_UPGRADED_TEXT,
  EQUIPMENT_SLOT_IDS,
  EQUIPMENT_SLOTS,
  EQUIPMENT_UPGRADED_TEXT,
  INVALID_ITEM_TEXT,
  type EquipmentSlot,
  equipmentPower,
  EQUIPMENT_RARITY_MAX,
  EQUIPMENT_RARITY_MIN,
  equipmentTypeName,
  formatNumber,
  goldRushPercent,
  nextEquipmentType,
  rarityName,
  slotStatLabel,
  upgradeTypeComponentCost,
} from '@idle/game-rules';
import { $equipment, $gameData, $items, notify, type GameData } from '@idle/state';
import { Amount, Button, ItemName, LoadingState, Muted, Text } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { upgradeEquipmentLevel, upgradeEquipmentType } from '../../api';
import styles from './EquipmentPanel.module.css';

type SlotKey = keyof Equipment;

function slotKey(slot: EquipmentSlot): SlotKey {
  return String(slot) as SlotKey;
}

/** The item's name: the type's weapon or armor name with `*` replaced by the slot name. */
export function equipmentName(slot: EquipmentSlot, type: EquipmentTypeData | undefined): string {
  const info = EQUIPMENT_SLOTS[slot];
  if (!type) return info.name;
  return equipmentTypeName(info.kind === 'weapon' ? type.weaponName : type.armorName, info.name);
}

/** The next type of an item, or null when its type data has no successor (fully upgraded). */
export function nextTypeOf(type: number, equipmentData: GameData['equipmentData']): number | null {
  const count = Object.keys(equipmentData).length;
  const next = type >= 1 && type <= count ? nextEquipmentType(type, count) : null;
  return next !== null && equipmentData[String(next)] ? next : null;
}

/**
 * "Rare · Gold Rush +7%": the item's rarity and the Base Gold Rush it adds to mob gold ("Common"
 * alone, which adds none). A rarity the rules do not know shows nothing.
 */
export function rarityLine(rarity: number): string {
  if (!Number.isInteger(rarity) || rarity < EQUIPMENT_RARITY_MIN || rarity > EQUIPMENT_RARITY_MAX) {
    return '';
  }
  const rush = goldRushPercent(rarity);
  return rush > 0
    ? `${rarityName(rarity)} \u00b7 Gold Rush +${formatNumber(rush)}%`
    : rarityName(rarity);
}

function notifyUpgraded(): void {
  notify('success', EQUIPMENT_UPGRADED_TEXT);
}

function Cost({
  cost,
  owned,
  data,
  id,
}: {
  cost: readonly ItemAmount[];
  owned: Readonly<Record<string, number>>;
  data: GameData;
  id: string;
}) {
  return (
    <ul className={styles.costs} id={id}>
      {cost.map(({ id: itemId, amount }) => {
        const have = owned[itemId] ?? 0;
        const short = have < amount;
        return (
          <li key={itemId} data-short={short || undefined}>
            <Text tone={short ? 'error' : undefined}>{formatNumber(amount)}</Text>{' '}
            <ItemName
              itemId={itemId}
              item={
                data.itemData[itemId] ?? { name: INVALID_ITEM_TEXT, description: '', rarity: 1 }
              }
            />{' '}
            <Text tone={short ? 'error' : 'muted'}>({formatNumber(have)})</Text>
          </li>
        );
      })}
    </ul>
  );
}

interface DetailsProps {
  slot: EquipmentSlot;
  item: EquipmentItem;
  data: GameData;
  items: Readonly<Record<string, number>>;
  id: string;
  busy: boolean;
  onUpgradeLevel: () => void;
  onUpgradeType: () => void;
}

function SlotDetails({
  slot,
  item,
  data,
  items,
  id,
  busy,
  onUpgradeLevel,
  onUpgradeType,
}: DetailsProps) {
  const levelCostId = useId();
  const typeCostId = useId();
  const gold = items.gold ?? 0;
  const type = data.equipmentData[String(item.type)];
  const next = nextTypeOf(item.type, data.equipmentData);
  const components = type ? upgradeTypeComponentCost(slot, type.componentsRequired) : null;
  const typeCost: ItemAmount[] =
    type && components
      ? [{ id: components.itemId, amount: components.amount }, ...type.itemsRequired]
      : [];
  const canPayType = typeCost.every(({ id: itemId, amount }) => (items[itemId] ?? 0) >= amount);

  return (
    <div id={id} className={styles.details}>
      <div className={styles.action}>
        <Button
          size="sm"
          variant="primary"
          disabled={busy || gold < item.levelUpgradeCost}
          aria-describedby={levelCostId}
          onClick={onUpgradeLevel}
        >
          Upgrade level
        </Button>
        <Text id={levelCostId} tone={gold < item.levelUpgradeCost ? 'error' : undefined}>
          Cost: <Amount value={item.levelUpgradeCost} gold={gold >= item.levelUpgradeCost} /> gold
        </Text>
      </div>
      {next === null ? (
        <p className={styles.fullyUpgraded}>{EQUIPMENT_FULLY_UPGRADED_TEXT}</p>
      ) : (
        <div className={styles.action}>
          <Button
            size="sm"
            variant="primary"
            disabled={busy || !canPayType}
            aria-describedby={typeCostId}
            onClick={onUpgradeType}
          >
            Upgrade type
          </Button>
          <Muted inline>To {equipmentName(slot, data.equipmentData[String(next)])}:</Muted>
          <Cost cost={typeCost} owned={items} data={data} id={typeCostId} />
        </div>
      )}
    </div>
  );
}

export interface EquipmentPanelProps {
  /** The slot whose upgrades show at first (the player opens one by clicking it). */
  initialExpanded?: EquipmentSlot | null;
}

export function EquipmentPanel({ initialExpanded = null }: EquipmentPanelProps) {
  const equipment = useStore($equipment);
  const data = useStore($gameData);
  const items = useStore($items);
  const [expanded, setExpanded] = useState<EquipmentSlot | null>(initialExpanded);
  const call = useServerCall();
  const baseId = useId();
  if (!data) return <LoadingState />;

  const upgradeLevel = (slot: EquipmentSlot) =>
    void call.run(`level:${slot}`, () => upgradeEquipmentLevel(slot), notifyUpgraded);
  const upgradeType = (slot: EquipmentSlot) =>
    void call.run(`type:${slot}`, () => upgradeEquipmentType(slot), notifyUpgraded);

  return (
    <>
      <ul className={styles.list} aria-label="Equipment slots">
        {EQUIPMENT_SLOT_IDS.map((slot) => {
          const item = equipment[slotKey(slot)];
          if (!item) {
            return (
              <li key={slot} className={styles.slot}>
                <Muted inline>{EQUIPMENT_SLOTS[slot].name}</Muted>
                <Muted inline>Empty</Muted>
              </li>
            );
          }
          const open = expanded === slot;
          const detailsId = `${baseId}-slot-${slot}`;
          return (
            <li key={slot} className={styles.slot}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={open ? detailsId : undefined}
                onClick={() => {
                  setExpanded(open ? null : slot);
                }}
              >
                <span
                  className={styles.name}
                  style={{ color: `var(--idle-rarity-${item.rarity})` }}
                >
                  {equipmentName(slot, data.equipmentData[String(item.type)])} +{item.level}
                </span>
              </button>
              <span className={styles.stat}>
                {slotStatLabel(slot)} {formatNumber(equipmentPower(item))}
              </span>
              <span className={styles.rarity}>{rarityLine(item.rarity)}</span>
              {open && (
                <SlotDetails
                  slot={slot}
                  item={item}
                  data={data}
                  items={items}
                  id={detailsId}
                  busy={call.pending !== null}
                  onUpgradeLevel={() => {
                    upgradeLevel(slot);
                  }}
                  onUpgradeType={() => {
                    upgradeType(slot);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      {call.error !== null && (
        <Text as="p" role="alert" tone="error">
          {call.error}
        </Text>
      )}
    </>
  );
}

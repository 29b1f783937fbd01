/**
 * items.php: upgradeable items (the rune belt), runes on the belt, tool upgrades, deconstructing
 * and using potions (spec 000 §4, §7; spec 002 §7 useItem). Every change is one transaction: a
 * refusal thrown inside rolls everything back, so nothing is half done.
 */
import type {
  DestroyItemsAnswer,
  EquipRuneAnswer,
  ItemAmount,
  ToolId,
  UnequipRuneAnswer,
  UpgradeToolAnswer,
  UpgradeUpgradeableAnswer,
  UseItemAnswer,
} from '@idle/contracts';
import {
  EQUIPMENT_FULLY_UPGRADED_TEXT,
  formatNumber,
  NOT_ENOUGH_COMPONENTS_TEXT,
  splitToolComponentPayment,
  TOOL_COMPONENT_BOUND_ITEM,
  TOOL_COMPONENT_ITEM,
  toolComponentsForUpgrade,
  TOOLS,
} from '@idle/game-rules';
import type { Db } from '../../db/database';
import { playerTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import { ITEM_TYPES, ITEMS } from '../content/items';
import { RUNE_BELT, UPGRADEABLE_ITEMS } from '../content/upgradeables';
import type { GameContext } from '../context';
import { notEnoughText } from './equipment';
import { addItems, itemCount, removeItems } from './items';
import { addLogEntry } from '../log/log';
import { loadEqStats, loadPotions } from '../players/players';
import { addPotionActions } from './potions.repository';
import {
  countRuneBeltEntries,
  deleteRuneBeltEntry,
  insertRuneBeltEntry,
} from './rune-belt.repository';
import { setToolLevel, toolLevel } from './tools.repository';
import {
  storeUpgradeableLevel,
  storedUpgradeableLevel,
  upgradeableLevels,
} from './upgradeable-items.repository';

export const UNKNOWN_UPGRADEABLE_TEXT = 'There is no such upgradeable item.';
export const STALE_LEVEL_TEXT =
  'That item is no longer at that level. Reload the page and try again.';
export const NOT_A_RUNE_TEXT = 'That item is not a rune.';
export const NO_SUCH_RUNE_TEXT = 'You do not have that rune.';
export const RUNE_BELT_FULL_TEXT = 'Your rune belt is full. Upgrade it to hold more runes.';
export const NOT_ON_BELT_TEXT = 'That rune is not on your rune belt.';
export const UNKNOWN_ITEM_TEXT = 'There is no such item.';
export const NOT_DESTROYABLE_TEXT = 'Those items cannot be deconstructed.';
export const NOT_USEABLE_TEXT = 'That item cannot be used.';

/** "Wolf Pelt is not one of the Trophies." */
export function notOfTypeText(itemId: string, typeId: string): string {
  return `${ITEMS[itemId]?.name ?? itemId} is not one of the ${ITEM_TYPES[typeId]?.name ?? typeId}.`;
}

/** "You do not have that many Wolf Pelt." */
export function notThatManyText(itemId: string): string {
  return `You do not have that many ${ITEMS[itemId]?.name ?? itemId}.`;
}

/** Levels of every upgradeable item: the stored level, or the item's start level. */
export async function loadUpgradeableItems(
  db: Db,
  userId: number,
): Promise<Record<string, number>> {
  const rows = await upgradeableLevels(db, userId);
  const levels = Object.fromEntries(
    Object.entries(UPGRADEABLE_ITEMS).map(([id, item]) => [id, item.startLevel]),
  );
  for (const row of rows) if (row.item_id in levels) levels[row.item_id] = row.level;
  return levels;
}

/** How many runes the player's belt holds at once (its level). */
export function runeBeltSlots(db: Db, userId: number): Promise<number> {
  return upgradeableLevel(db, userId, RUNE_BELT);
}

async function upgradeableLevel(db: Db, userId: number, itemId: string): Promise<number> {
  return (
    (await storedUpgradeableLevel(db, userId, itemId)) ?? UPGRADEABLE_ITEMS[itemId]?.startLevel ?? 0
  );
}

export async function upgradeUpgradeableItem(
  game: GameContext,
  userId: number,
  itemId: string,
  seenLevel: number,
): Promise<UpgradeUpgradeableAnswer> {
  const item = UPGRADEABLE_ITEMS[itemId];
  if (!item) throw new GameError(UNKNOWN_UPGRADEABLE_TEXT);
  const now = game.clock.now();
  return playerTransaction(game.db, [userId], async (trx) => {
    const level = await upgradeableLevel(trx, userId, itemId);
    if (level >= item.maxLevel) throw new GameError(EQUIPMENT_FULLY_UPGRADED_TEXT);
    if (seenLevel !== level) throw new GameError(STALE_LEVEL_TEXT);
    const cost = item.costs[level];
    if (!cost) throw new Error(`${itemId} has no cost at level ${level}`);
    const itemsToRemove = cost.map(({ id, amount }) => ({ id, amount }));
    await removeItems(trx, userId, itemsToRemove, notEnoughText, 'destroyed');
    await storeUpgradeableLevel(trx, userId, itemId, level + 1);
    await addLogEntry(
      trx,
      userId,
      'msg',
      `You upgraded your ${item.name} to level ${formatNumber(level + 1)}.`,
      now,
    );
    return { id: itemId, level: level + 1, itemsToRemove };
  });
}

/** Moves one rune of `runeId` from the inventory to a free slot of the rune belt. */
export async function equipRune(
  game: GameContext,
  userId: number,
  runeId: string,
): Promise<EquipRuneAnswer> {
  if (ITEMS[runeId]?.type !== 'rune') throw new GameError(NOT_A_RUNE_TEXT);
  return playerTransaction(game.db, [userId], async (trx) => {
    if ((await itemCount(trx, userId, runeId)) < 1) throw new GameError(NO_SUCH_RUNE_TEXT);
    const slots = await runeBeltSlots(trx, userId);
    if ((await countRuneBeltEntries(trx, userId)) >= slots) {
      throw new GameError(RUNE_BELT_FULL_TEXT);
    }
    // The rune moves onto the belt, where the economy audit counts it.
    await removeItems(trx, userId, [{ id: runeId, amount: 1 }], () => NO_SUCH_RUNE_TEXT, 'moved');
    const entryId = await insertRuneBeltEntry(trx, userId, runeId);
    return {
      rune: { id: entryId, runeid: runeId },
      eqStats: await loadEqStats(trx, userId),
    };
  });
}

/** Takes the caller's own belt entry off the belt and puts its rune back in the inventory. */
export async function unequipRune(
  game: GameContext,
  userId: number,
  entryId: number,
): Promise<UnequipRuneAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const runeId = await deleteRuneBeltEntry(trx, userId, entryId);
    if (runeId === undefined) throw new GameError(NOT_ON_BELT_TEXT);
    await addItems(trx, userId, [{ id: runeId, amount: 1 }], 'moved');
    return { eqStats: await loadEqStats(trx, userId) };
  });
}

/** Raises a tool by one level, paying bound components first. */
export async function upgradeTool(
  game: GameContext,
  userId: number,
  tool: ToolId,
): Promise<UpgradeToolAnswer> {
  const now = game.clock.now();
  return playerTransaction(game.db, [userId], async (trx) => {
    const level = (await toolLevel(trx, userId, tool)) ?? 1;
    const payment = splitToolComponentPayment(
      toolComponentsForUpgrade(level),
      await itemCount(trx, userId, TOOL_COMPONENT_ITEM),
      await itemCount(trx, userId, TOOL_COMPONENT_BOUND_ITEM),
    );
    if (!payment) throw new GameError(NOT_ENOUGH_COMPONENTS_TEXT);
    const itemsToRemove: ItemAmount[] = [];
    if (payment.bound > 0)
      itemsToRemove.push({ id: TOOL_COMPONENT_BOUND_ITEM, amount: payment.bound });
    if (payment.unbound > 0)
      itemsToRemove.push({ id: TOOL_COMPONENT_ITEM, amount: payment.unbound });
    await removeItems(trx, userId, itemsToRemove, () => NOT_ENOUGH_COMPONENTS_TEXT, 'destroyed');
    await setToolLevel(trx, userId, tool, level + 1);
    await addLogEntry(
      trx,
      userId,
      'msg',
      `You upgraded your ${TOOLS[tool].name} to level ${formatNumber(level + 1)}.`,
      now,
    );
    return { itemsToRemove, toolLevel: level + 1 };
  });
}

/** Deconstructs items of one destroyable type into that type's item (trophies into gold). */
export async function destroyItems(
  game: GameContext,
  userId: number,
  typeId: string,
  data: readonly ItemAmount[],
): Promise<DestroyItemsAnswer> {
  const type = ITEM_TYPES[typeId];
  const obtained = type?.destroyItemObtained;
  if (!type?.destroyable || !obtained) throw new GameError(NOT_DESTROYABLE_TEXT);
  const amounts = new Map<string, number>();
  for (const { id, amount } of data) {
    const item = ITEMS[id];
    if (!item) throw new GameError(UNKNOWN_ITEM_TEXT);
    if (item.type !== typeId) throw new GameError(notOfTypeText(id, typeId));
    amounts.set(id, (amounts.get(id) ?? 0) + amount);
  }
  const itemsToRemove = [...amounts].map(([id, amount]) => ({ id, amount }));
  const total = itemsToRemove.reduce(
    (sum, { id, amount }) => sum + (ITEMS[id]?.destroyValue ?? 0) * amount,
    0,
  );
  const itemsToAdd = total > 0 ? [{ id: obtained, amount: total }] : [];
  await playerTransaction(game.db, [userId], async (trx) => {
    await removeItems(trx, userId, itemsToRemove, notThatManyText, 'destroyed');
    await addItems(trx, userId, itemsToAdd, 'created');
  });
  return { itemsToAdd, itemsToRemove };
}

/** Drinks `amount` doses of a potion: its bonus lasts actionsPerDose battles a dose. */
export async function useItem(
  game: GameContext,
  userId: number,
  itemId: string,
  amount: number,
): Promise<UseItemAnswer> {
  const item = ITEMS[itemId];
  if (!item) throw new GameError(UNKNOWN_ITEM_TEXT);
  const effect = item.potion;
  if (!item.useable || !effect) throw new GameError(NOT_USEABLE_TEXT);
  const actions = amount * effect.actionsPerDose;
  return playerTransaction(game.db, [userId], async (trx) => {
    await removeItems(trx, userId, [{ id: itemId, amount }], notThatManyText, 'destroyed');
    await addPotionActions(trx, userId, itemId, effect.percent, actions);
    return { used: amount, potionData: await loadPotions(trx, userId) };
  });
}

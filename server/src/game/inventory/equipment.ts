/**
 * equipment.php: raising an equipped item's level (gold) or type (components and trophies), and
 * equipping jewels (spec 000 §4, §7, §9; spec 001 §4). Every change is one transaction: a refusal
 * thrown inside rolls the payment back.
 */
import type {
  AddJewelMessage,
  DestroyJewelAnswer,
  EquipJewelAnswer,
  EquipmentSlot,
  JewelMarketAnswer,
  UnequipJewelAnswer,
  UpgradeLevelAnswer,
  UpgradeTypeAnswer,
} from '@idle/contracts';
import {
  assertGemType,
  canDeconstructJewel,
  canEquipJewel,
  canRemoveJewelFromMarket,
  canSellJewel,
  canSendJewel,
  canUnequipJewel,
  GEM_FRAGMENTS_ITEM,
  EQUIPMENT_FULLY_UPGRADED_TEXT,
  formatNumber,
  EQUIPMENT_SLOTS,
  equipmentLevelUpgradeCost,
  equipmentTypeName,
  isWeaponSlot,
  nextEquipmentType,
  NOT_ENOUGH_COMPONENTS_TEXT,
  NOT_ENOUGH_GOLD_TEXT,
  upgradeTypeComponentCost,
} from '@idle/game-rules';
import type { Db } from '../../db/database';
import type { EquipmentTable } from '../../db/schema';
import { playerTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import { ITEMS } from '../content/items';
import { EQUIPMENT_TYPES, LAST_EQUIPMENT_TYPE } from '../content/progression';
import type { GameContext } from '../context';
import { usernameKey } from '../accounts/accounts';
import { findUserByNameKey, usernameOf } from '../accounts/users.repository';
import { equippedItem, updateEquippedItem } from './equipment.repository';
import {
  deleteJewel,
  equippedJewelsOfGemType,
  loadJewelRow,
  ownedJewel,
  updateJewel,
} from './jewels.repository';
import { jewelFragments } from '../crafting/jewelcrafting';
import { countFlow, jewelKey } from '../economy/economy';
import { addItems, itemCount, removeItems } from './items';
import { UNKNOWN_PLAYER_TEXT } from '../players/players';
import { addLogEntry } from '../log/log';
import { jewelSlotsOf } from '../token-store/token-store';
import { jewelView, loadEqStats } from '../players/players';

export const EMPTY_SLOT_TEXT = 'You have nothing equipped in that slot.';
export const NO_SUCH_JEWEL_TEXT = 'You do not own that jewel.';

type Row = Pick<EquipmentTable, 'slot' | 'level' | 'type' | 'rarity'>;

/** "You do not have enough Troll Tooth." */
export function notEnoughText(itemId: string): string {
  return `You do not have enough ${ITEMS[itemId]?.name ?? itemId}.`;
}

function slotView(row: Row): EquipmentSlot {
  return {
    level: row.level,
    type: row.type,
    rarity: row.rarity,
    levelUpgradeCost: equipmentLevelUpgradeCost(row.level),
  };
}

/** The item's name in its slot, e.g. "Iron Helm" or "Iron Sword". */
export function equipmentName(slot: number, type: number): string {
  const data = EQUIPMENT_TYPES[String(type)];
  const slotName = EQUIPMENT_SLOTS[slot as keyof typeof EQUIPMENT_SLOTS].name;
  if (!data) return slotName;
  return equipmentTypeName(isWeaponSlot(slot) ? data.weaponName : data.armorName, slotName);
}

async function equippedRow(db: Db, userId: number, slot: number): Promise<Row> {
  const row = await equippedItem(db, userId, slot);
  if (!row) throw new GameError(EMPTY_SLOT_TEXT);
  return row;
}

export async function upgradeLevel(
  game: GameContext,
  userId: number,
  slot: number,
): Promise<UpgradeLevelAnswer> {
  const now = game.clock.now();
  return playerTransaction(game.db, [userId], async (trx) => {
    const row = await equippedRow(trx, userId, slot);
    const cost = equipmentLevelUpgradeCost(row.level);
    await removeItems(
      trx,
      userId,
      [{ id: 'gold', amount: cost }],
      () => NOT_ENOUGH_GOLD_TEXT,
      'destroyed',
    );
    const upgraded = { ...row, level: row.level + 1 };
    await updateEquippedItem(trx, userId, slot, { level: upgraded.level });
    await addLogEntry(
      trx,
      userId,
      'msg',
      `You upgraded your ${equipmentName(slot, row.type)} to level ${formatNumber(upgraded.level)}.`,
      now,
    );
    return { eq: slotView(upgraded), gold: await itemCount(trx, userId, 'gold') };
  });
}

export async function upgradeType(
  game: GameContext,
  userId: number,
  slot: number,
): Promise<UpgradeTypeAnswer> {
  const now = game.clock.now();
  return playerTransaction(game.db, [userId], async (trx) => {
    const row = await equippedRow(trx, userId, slot);
    const next = nextEquipmentType(row.type, LAST_EQUIPMENT_TYPE);
    const data = EQUIPMENT_TYPES[String(row.type)];
    if (next === null || !data) throw new GameError(EQUIPMENT_FULLY_UPGRADED_TEXT);
    const components = upgradeTypeComponentCost(slot, data.componentsRequired);
    const itemsToRemove = [
      { id: components.itemId, amount: components.amount },
      ...data.itemsRequired.map(({ id, amount }) => ({ id, amount })),
    ];
    const shortfall = (itemId: string) =>
      itemId === components.itemId ? NOT_ENOUGH_COMPONENTS_TEXT : notEnoughText(itemId);
    await removeItems(trx, userId, itemsToRemove, shortfall, 'destroyed');
    const upgraded = { ...row, type: next };
    await updateEquippedItem(trx, userId, slot, { type: next });
    await addLogEntry(
      trx,
      userId,
      'msg',
      `You upgraded your ${equipmentName(slot, row.type)} to a ${equipmentName(slot, next)}.`,
      now,
    );
    return { eq: slotView(upgraded), itemsToRemove };
  });
}

async function ownJewel(db: Db, userId: number, jewelId: number) {
  const jewel = await ownedJewel(db, userId, jewelId);
  if (!jewel) throw new GameError(NO_SUCH_JEWEL_TEXT);
  return {
    id: jewel.id,
    gemType: jewel.gem_type,
    rarity: jewel.rarity,
    equipped: jewel.equipped !== 0,
    listed: jewel.market_price !== null,
  };
}

/**
 * Equips one of the player's jewels. With every jewel slot of its gem type taken (one until the
 * token store sells more), the oldest equipped jewel of that type goes back to the jewel
 * inventory (`replaced`).
 */
export async function equipJewel(
  game: GameContext,
  userId: number,
  jewelId: number,
): Promise<EquipJewelAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const jewel = await ownJewel(trx, userId, jewelId);
    const sameType = await equippedJewelsOfGemType(trx, userId, jewel.gemType);
    const slots = await jewelSlotsOf(trx, userId, jewel.gemType);
    const check = canEquipJewel(jewel, sameType, () => slots);
    if (!check.allowed) throw new GameError(check.reason);
    if (check.replaces) {
      await updateJewel(trx, check.replaces.id, { equipped: 0 });
    }
    await updateJewel(trx, jewel.id, { equipped: 1 });
    return { eqStats: await loadEqStats(trx, userId), replaced: check.replaces?.id ?? null };
  });
}

export async function unequipJewel(
  game: GameContext,
  userId: number,
  jewelId: number,
): Promise<UnequipJewelAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const jewel = await ownJewel(trx, userId, jewelId);
    const check = canUnequipJewel(jewel);
    if (!check.allowed) throw new GameError(check.reason);
    await updateJewel(trx, jewel.id, { equipped: 0 });
    return { eqStats: await loadEqStats(trx, userId) };
  });
}

/** Deconstructs an unequipped, unlisted jewel into gem fragments. */
export async function destroyJewel(
  game: GameContext,
  userId: number,
  jewelId: number,
): Promise<DestroyJewelAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const jewel = await ownJewel(trx, userId, jewelId);
    const check = canDeconstructJewel(jewel);
    if (!check.allowed) throw new GameError(check.reason);
    const fragments = jewelFragments(assertGemType(jewel.gemType), jewel.rarity);
    await deleteJewel(trx, jewel.id);
    await countFlow(trx, userId, [{ id: jewelKey(jewel.gemType), amount: 1 }], 'destroyed');
    const itemsToAdd = [{ id: GEM_FRAGMENTS_ITEM, amount: fragments }];
    await addItems(trx, userId, itemsToAdd, 'created');
    return { id: jewel.id, fragments, itemsToAdd };
  });
}

/** Lists an unequipped jewel on the jewel market at `cost` gold. */
export async function sellJewelMarket(
  game: GameContext,
  userId: number,
  jewelId: number,
  cost: number,
): Promise<JewelMarketAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const jewel = await ownJewel(trx, userId, jewelId);
    const check = canSellJewel(jewel);
    if (!check.allowed) throw new GameError(check.reason);
    await updateJewel(trx, jewel.id, { market_price: cost });
    return { id: jewel.id, marketPrice: cost };
  });
}

export async function removeJewelMarket(
  game: GameContext,
  userId: number,
  jewelId: number,
): Promise<JewelMarketAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const jewel = await ownJewel(trx, userId, jewelId);
    const check = canRemoveJewelFromMarket(jewel);
    if (!check.allowed) throw new GameError(check.reason);
    await updateJewel(trx, jewel.id, { market_price: null });
    return { id: jewel.id, marketPrice: null };
  });
}

export const SEND_JEWEL_TO_SELF_TEXT = 'You cannot send a jewel to yourself.';

/**
 * Gives an unequipped, unlisted jewel to another player (by name); the log tells them, and once
 * committed the live socket brings it to their jewel inventory (`addJewelToUser`, spec 002 §4)
 * with the same line as a notification.
 */
export async function sendJewel(
  game: GameContext,
  userId: number,
  jewelId: number,
  username: string,
): Promise<true> {
  const now = game.clock.now();
  const target = await findUserByNameKey(game.db, usernameKey(username), ['id', 'username']);
  // Both players locked, in the one order every transfer uses (a player's id never changes).
  const players = target ? [userId, target.id] : [userId];
  const received = await playerTransaction(game.db, players, async (trx) => {
    const jewel = await ownJewel(trx, userId, jewelId);
    const check = canSendJewel(jewel);
    if (!check.allowed) throw new GameError(check.reason);
    if (!target) throw new GameError(UNKNOWN_PLAYER_TEXT);
    if (target.id === userId) throw new GameError(SEND_JEWEL_TO_SELF_TEXT);
    const sender = await usernameOf(trx, userId);
    await updateJewel(trx, jewel.id, { user_id: target.id });
    const msg = `${sender} sent you a jewel [jewel:${jewel.gemType}:${jewel.rarity}].`;
    await addLogEntry(trx, target.id, 'jewel', msg, now);
    const row = await loadJewelRow(trx, jewel.id);
    return { receiverId: target.id, message: { jewel: jewelView(row), msg } };
  });
  const { receiverId, message } = received;
  game.live.toUser(receiverId, { type: 'addJewelToUser', data: message satisfies AddJewelMessage });
  game.live.toUser(receiverId, {
    type: 'notification',
    data: message.msg,
    channel: 'notifications',
  });
  // Their jewels changed outside their own calls.
  game.actionCache.forget(userId);
  return true;
}

/**
 * The token store (spec 000): items for boss tokens, and jewel slots for dungeoneering tokens.
 * A gem type's jewel slots are how many jewels of it can be equipped at once; a player starts
 * with one of each. Each purchase is one transaction of the player, whose row it locks, and
 * takes the tokens only while they are there.
 */
import type { BuyJewelSlotsAnswer, SpendBossTokensAnswer, TokenStoreAnswer } from '@idle/contracts';
import {
  BOSS_TOKENS_ITEM,
  BOSS_TOKEN_STORE_ITEMS,
  DUNGEONEERING_TOKENS_ITEM,
  GEM_TYPE_IDS,
  JEWEL_SLOTS_MAX,
  JEWEL_SLOTS_START,
  TOKEN_STORE_TEXTS,
  canBuyBossTokenItem,
  canBuyJewelSlot,
  jewelSlotCost,
} from '@idle/game-rules';
import type { Db } from '../../db/database';
import { playerTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import type { GameContext } from '../context';
import { setJewelSlots, storedJewelSlots } from '../inventory/jewel-slots.repository';
import { addItems, itemCount, removeItems } from '../inventory/items';

export const NO_SUCH_STORE_ITEM_TEXT = 'There is no such item in the store.';

/** The player's jewel slots of each gem type that has a row (others have the starting count). */
async function jewelSlotsStored(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await storedJewelSlots(db, userId);
  return new Map(rows.map((row) => [row.gem_type, row.slots]));
}

/** The player's jewel slots of every gem type (the initial data's `jewelSlots`). */
export async function jewelSlotsByGemType(db: Db, userId: number): Promise<Record<number, number>> {
  const stored = await jewelSlotsStored(db, userId);
  return Object.fromEntries(
    GEM_TYPE_IDS.map((gemType) => [gemType, stored.get(gemType) ?? JEWEL_SLOTS_START]),
  );
}

/** How many jewels of `gemType` the player can have equipped at once. */
export async function jewelSlotsOf(db: Db, userId: number, gemType: number): Promise<number> {
  return (await jewelSlotsStored(db, userId)).get(gemType) ?? JEWEL_SLOTS_START;
}

function nextSlotCost(slots: number): number | null {
  return slots >= JEWEL_SLOTS_MAX ? null : jewelSlotCost(slots);
}

/** `tokenStore`: the boss-token list and the jewel slots of each gem type with their next price. */
export async function loadTokenStore(game: GameContext, userId: number): Promise<TokenStoreAnswer> {
  const jewelSlots = await jewelSlotsByGemType(game.db, userId);
  const jewelSlotsCost: Record<number, number | null> = {};
  for (const gemType of GEM_TYPE_IDS)
    jewelSlotsCost[gemType] = nextSlotCost(jewelSlots[gemType] ?? JEWEL_SLOTS_START);
  return {
    bossTokensItems: BOSS_TOKEN_STORE_ITEMS.map(({ id, itemId, cost }) => ({
      id,
      itemid: itemId,
      cost,
    })),
    jewelSlots,
    maxJewelSlots: JEWEL_SLOTS_MAX,
    jewelSlotsCost,
  };
}

/** `spendBossTokens`: one of the list entry `id`'s item for its price in boss tokens. */
export async function spendBossTokens(
  game: GameContext,
  userId: number,
  id: number,
): Promise<SpendBossTokensAnswer> {
  const entry = BOSS_TOKEN_STORE_ITEMS.find((item) => item.id === id);
  if (!entry) throw new GameError(NO_SUCH_STORE_ITEM_TEXT);
  return playerTransaction(game.db, [userId], async (trx) => {
    const check = canBuyBossTokenItem(id, await itemCount(trx, userId, BOSS_TOKENS_ITEM));
    if (!check.ok) throw new GameError(check.text);
    const itemsToRemove = [{ id: BOSS_TOKENS_ITEM, amount: check.cost }];
    const itemsToAdd = [{ id: entry.itemId, amount: 1 }];
    const notEnough = () => TOKEN_STORE_TEXTS.notEnoughBossTokens;
    await removeItems(trx, userId, itemsToRemove, notEnough, 'destroyed');
    await addItems(trx, userId, itemsToAdd, 'created');
    return { itemsToAdd, itemsToRemove };
  });
}

/** `buyJewelSlots`: one more jewel slot of `gemType` for dungeoneering tokens. */
export async function buyJewelSlot(
  game: GameContext,
  userId: number,
  gemType: number,
): Promise<BuyJewelSlotsAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const slots = await jewelSlotsOf(trx, userId, gemType);
    const tokens = await itemCount(trx, userId, DUNGEONEERING_TOKENS_ITEM);
    const check = canBuyJewelSlot(slots, tokens);
    if (!check.ok) throw new GameError(check.text);
    const itemsToRemove = [{ id: DUNGEONEERING_TOKENS_ITEM, amount: check.cost }];
    await removeItems(
      trx,
      userId,
      itemsToRemove,
      () => TOKEN_STORE_TEXTS.notEnoughDungeoneeringTokens,
      'destroyed',
    );
    const jewelSlots = slots + 1;
    await setJewelSlots(trx, userId, gemType, jewelSlots);
    return { jewelSlots, nextSlotCost: nextSlotCost(jewelSlots), itemsToRemove };
  });
}

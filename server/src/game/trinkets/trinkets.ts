/**
 * The trinket calls of equipment.php (spec 002 §3, §4, §5, §7, §9): load, equip (a toggle),
 * tier upgrade, destroy, the staged re-roll, conversion to celestial, crafting and celestial
 * slots. Each call is one transaction of the player: a refusal thrown inside rolls back any
 * payment, and two calls of one player never interleave.
 */
import type {
  CraftTrinketAnswer,
  DestroyTrinketAnswer,
  EquipTrinketAnswer,
  IncreaseCelestialAnswer,
  ItemAmount,
  LoadTrinketsAnswer,
  RerollTrinketAnswer,
  TrinketAnswer,
  TrinketMod,
  UpgradeTrinketAnswer,
} from '@idle/contracts';
import type { TrinketSchemas } from '@idle/contracts/schemas';
import {
  formatCount,
  CELESTIAL_SLOT_CAP,
  celestialSlotIncreaseCost,
  REROLL_STAGES,
  rerollTrinketMods,
  rollTrinketMods,
  TRINKET_DESTROY_MAX_RARITY,
  TRINKET_EQUIP_SLOTS,
  TRINKET_ESSENCE_ITEM,
  TRINKET_FRAGMENTS_ITEM,
  TRINKET_MAX_TIER,
  TRINKET_REROLL_MIN_RARITY,
  trinketCraftCost,
  trinketDestroyYield,
  trinketRerollCost,
  trinketTierUpgradeCost,
  trinketTypeName,
  type TrinketCurrencies,
} from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { playerTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import type { GameContext } from '../context';
import { countFlow } from '../economy/economy';
import { notEnoughText } from '../inventory/equipment';
import { addItems, removeItems } from '../inventory/items';
import { loadEqStats } from '../players/players';
import { createTrinket, ownTrinket, trinketKey, trinketView } from './store';
import { celestialSlotsOf, setCelestialSlots } from './player-progress.repository';
import {
  countCelestial,
  countEquippedOfType,
  deleteTrinket,
  listTrinkets,
  setEquipped,
  updateTrinket,
} from './trinkets.repository';

export const UNEQUIP_FIRST_TEXT = 'Unequip that trinket first.';
export const MAX_TIER_TEXT = 'That trinket is already at the highest tier.';
export const CANNOT_DESTROY_TEXT = 'That trinket cannot be destroyed.';
export const CANNOT_REROLL_TEXT = 'Only trinkets above rare can be re-rolled.';
export const REROLL_PENDING_TEXT = 'Accept or reject the new values first.';
export const NO_REROLL_TEXT = 'There are no new values to accept or reject.';
export const ONLY_MYTHICAL_CELESTIAL_TEXT = 'Only mythical trinkets can be made celestial.';
export const NO_FREE_CELESTIAL_SLOT_TEXT = 'You have no free celestial slot.';
export const CELESTIAL_ALWAYS_ACTIVE_TEXT = 'A celestial trinket is always active.';
export const CELESTIAL_SLOTS_FULL_TEXT = `You already have ${formatCount(CELESTIAL_SLOT_CAP, 'celestial slot')}.`;

/** "You already have 3 battling trinkets equipped." */
export function equipSlotsFullText(type: number): string {
  return `You already have ${formatCount(TRINKET_EQUIP_SLOTS, `${trinketTypeName(type)} trinket`)} equipped.`;
}

type Input<Schema extends z.ZodType> = z.infer<Schema>;

/** A price in the two trinket currencies as item amounts (zero amounts left out). */
function currencyItems(price: TrinketCurrencies): ItemAmount[] {
  return [
    { id: TRINKET_FRAGMENTS_ITEM, amount: price.fragments },
    { id: TRINKET_ESSENCE_ITEM, amount: price.essence },
  ].filter((item) => item.amount > 0);
}

/** Pays `items`, spent out of the economy; a shortfall refuses the whole call. */
function pay(trx: Transaction<Database>, userId: number, items: ItemAmount[]): Promise<void> {
  return removeItems(trx, userId, items, notEnoughText, 'destroyed');
}

export async function loadTrinkets(game: GameContext, userId: number): Promise<LoadTrinketsAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => ({
    trinkets: (await listTrinkets(trx, userId)).map(trinketView),
    celestialSlots: await celestialSlotsOf(trx, userId),
  }));
}

/**
 * Equips an unequipped trinket or unequips an equipped one. Battling and gathering trinkets
 * have 3 slots each (GAME-FACTS: they are equipped separately); celestial trinkets sit in their
 * celestial slots, always active, and are never equipped.
 */
export async function equipTrinket(
  game: GameContext,
  userId: number,
  input: Input<typeof TrinketSchemas.EquipTrinketRequest>,
): Promise<EquipTrinketAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const trinket = await ownTrinket(trx, userId, input.id);
    if (trinket.celestial === 1) throw new GameError(CELESTIAL_ALWAYS_ACTIVE_TEXT);
    const equipped = trinket.equipped === 0;
    if (equipped) {
      if ((await countEquippedOfType(trx, userId, trinket.type)) >= TRINKET_EQUIP_SLOTS) {
        throw new GameError(equipSlotsFullText(trinket.type));
      }
    }
    await setEquipped(trx, trinket.id, equipped ? 1 : 0);
    return { equipped, eqStats: await loadEqStats(trx, userId) };
  });
}

/** One tier up for fragments, only while unequipped and below tier 15. */
export async function upgradeTrinket(
  game: GameContext,
  userId: number,
  input: Input<typeof TrinketSchemas.UpgradeTrinketRequest>,
): Promise<UpgradeTrinketAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const trinket = await ownTrinket(trx, userId, input.id);
    if (trinket.equipped === 1) throw new GameError(UNEQUIP_FIRST_TEXT);
    const frags = trinketTierUpgradeCost(trinket.tier, trinket.rarity);
    if (frags === null || trinket.tier >= TRINKET_MAX_TIER) throw new GameError(MAX_TIER_TEXT);
    await pay(trx, userId, [{ id: TRINKET_FRAGMENTS_ITEM, amount: frags }]);
    const row = await updateTrinket(trx, trinket.id, { tier: trinket.tier + 1 });
    return { trinket: trinketView(row), frags };
  });
}

/** Destroys a trinket of rarity up to 6 for fragments and essence (equipped or not). */
export async function destroyTrinket(
  game: GameContext,
  userId: number,
  input: Input<typeof TrinketSchemas.DestroyTrinketRequest>,
): Promise<DestroyTrinketAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const trinket = await ownTrinket(trx, userId, input.id);
    if (trinket.rarity > TRINKET_DESTROY_MAX_RARITY) throw new GameError(CANNOT_DESTROY_TEXT);
    const gained = trinketDestroyYield(trinket.tier, trinket.rarity);
    await deleteTrinket(trx, trinket.id);
    await countFlow(trx, userId, [{ id: trinketKey(trinket.rarity), amount: 1 }], 'destroyed');
    await addItems(trx, userId, currencyItems(gained), 'created');
    return {
      frags: gained.fragments,
      essence: gained.essence,
      eqStats: await loadEqStats(trx, userId),
    };
  });
}

/**
 * The staged re-roll (rarity above 3): 0 answers the pending values, 1 pays and rolls new
 * values of the same mods (refused while a roll is pending, so nothing is paid twice), 2 puts
 * the pending values on the trinket, 3 drops them and keeps the current ones.
 */
export async function rerollTrinket(
  game: GameContext,
  userId: number,
  input: Input<typeof TrinketSchemas.RerollTrinketRequest>,
): Promise<RerollTrinketAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const trinket = await ownTrinket(trx, userId, input.id);
    if (trinket.rarity < TRINKET_REROLL_MIN_RARITY) throw new GameError(CANNOT_REROLL_TEXT);
    const pending = trinket.rerolled_mods;
    let itemsToRemove: ItemAmount[] = [];
    let change: { mods?: string; rerolled_mods: string | null } | null = null;
    switch (input.stage) {
      case REROLL_STAGES.preview:
        break;
      case REROLL_STAGES.payAndRoll: {
        if (pending !== null) throw new GameError(REROLL_PENDING_TEXT);
        itemsToRemove = currencyItems(trinketRerollCost(trinket.rarity));
        await pay(trx, userId, itemsToRemove);
        const current = JSON.parse(trinket.mods) as TrinketMod[];
        const rolled = rerollTrinketMods(current, () => game.random.next());
        change = { rerolled_mods: JSON.stringify(rolled) };
        break;
      }
      case REROLL_STAGES.accept:
        if (pending === null) throw new GameError(NO_REROLL_TEXT);
        change = { mods: pending, rerolled_mods: null };
        break;
      case REROLL_STAGES.reject:
        if (pending === null) throw new GameError(NO_REROLL_TEXT);
        change = { rerolled_mods: null };
        break;
    }
    const row = change ? await updateTrinket(trx, trinket.id, change) : trinket;
    const view = trinketView(row);
    return { rerolledMods: view.rerolledMods, itemsToRemove, trinket: view };
  });
}

/**
 * Makes a mythical trinket celestial: it becomes rarity 7 (no longer destroyable) and takes a
 * free celestial slot, where it stays active without an equip slot.
 */
export async function convertTrinketToCelestial(
  game: GameContext,
  userId: number,
  input: Input<typeof TrinketSchemas.ConvertTrinketRequest>,
): Promise<TrinketAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const trinket = await ownTrinket(trx, userId, input.id);
    if (trinket.rarity !== 6) throw new GameError(ONLY_MYTHICAL_CELESTIAL_TEXT);
    if ((await countCelestial(trx, userId)) >= (await celestialSlotsOf(trx, userId))) {
      throw new GameError(NO_FREE_CELESTIAL_SLOT_TEXT);
    }
    const rarity = 7;
    await countFlow(trx, userId, [{ id: trinketKey(trinket.rarity), amount: 1 }], 'destroyed');
    await countFlow(trx, userId, [{ id: trinketKey(rarity), amount: 1 }], 'created');
    const row = await updateTrinket(trx, trinket.id, { rarity, celestial: 1, equipped: 0 });
    return { trinket: trinketView(row) };
  });
}

/** Crafts a tier-1 trinket of rarity 4 to 6 and a type for fragments and essence. */
export async function craftTrinket(
  game: GameContext,
  userId: number,
  input: Input<typeof TrinketSchemas.CraftTrinketRequest>,
): Promise<CraftTrinketAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const itemsToRemove = currencyItems(trinketCraftCost(input.rarity));
    await pay(trx, userId, itemsToRemove);
    const mods = rollTrinketMods(input.type, input.rarity, () => game.random.next());
    const trinket = await createTrinket(
      trx,
      userId,
      { type: input.type, tier: 1, rarity: input.rarity, mods },
      game.clock.now(),
    );
    return { trinket, itemsToRemove };
  });
}

/** One more celestial slot for 75 + 25 x slots essence, below the cap of 3. */
export async function increaseCelestial(
  game: GameContext,
  userId: number,
): Promise<IncreaseCelestialAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const slots = await celestialSlotsOf(trx, userId);
    const cost = celestialSlotIncreaseCost(slots);
    if (cost === null) throw new GameError(CELESTIAL_SLOTS_FULL_TEXT);
    await pay(trx, userId, [{ id: TRINKET_ESSENCE_ITEM, amount: cost }]);
    const celestialSlots = slots + 1;
    await setCelestialSlots(trx, userId, celestialSlots);
    return { celestialSlots, cost };
  });
}

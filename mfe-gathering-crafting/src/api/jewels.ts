/**
 * The player's jewels (the `$jewels` store of the initial data): equipping, unequipping,
 * deconstructing, sending, and listing on or taking off the jewel market, whose lists the
 * listings change.
 */
import { api, queryCache } from '@idle/api-client';
import {
  ENDPOINTS,
  type DestroyJewelAnswer,
  type EqStats,
  type EquipJewelAnswer,
  type Jewel,
  type JewelMarketAnswer,
  type UnequipJewelAnswer,
} from '@idle/contracts';
import { $jewels, $player, applyItemChanges } from '@idle/state';

function changeJewels(change: (jewels: readonly Jewel[]) => readonly Jewel[]): void {
  $jewels.set(change($jewels.get()));
}

function setEqStats(eqStats: EqStats | undefined): void {
  const player = $player.get();
  if (player && eqStats) $player.set({ ...player, ...eqStats });
}

export async function equipJewel(id: number): Promise<EquipJewelAnswer> {
  const answer = await api.call(ENDPOINTS.equipment.equipJewel, { id });
  changeJewels((jewels) =>
    jewels.map((entry) => {
      if (entry.id === id) return { ...entry, equipped: true };
      // With every slot of the gem type taken, the server swapped this one out.
      if (entry.id === answer.replaced) return { ...entry, equipped: false };
      return entry;
    }),
  );
  setEqStats(answer.eqStats);
  return answer;
}

export async function unequipJewel(id: number): Promise<UnequipJewelAnswer> {
  const answer = await api.call(ENDPOINTS.equipment.unequipJewel, { id });
  changeJewels((jewels) =>
    jewels.map((entry) => (entry.id === id ? { ...entry, equipped: false } : entry)),
  );
  setEqStats(answer.eqStats);
  return answer;
}

/** Deconstructs a jewel into fragments. */
export async function destroyJewel(id: number): Promise<DestroyJewelAnswer> {
  const answer = await api.call(ENDPOINTS.equipment.destroyJewel, { id });
  applyItemChanges(answer.itemsToAdd, []);
  changeJewels((jewels) => jewels.filter((entry) => entry.id !== id));
  return answer;
}

/** Gives a jewel to another player. */
export async function sendJewel(id: number, username: string): Promise<void> {
  await api.call(ENDPOINTS.equipment.sendJewel, { username, jid: id });
  changeJewels((jewels) => jewels.filter((entry) => entry.id !== id));
}

/** The jewel's new market price (null: not listed); the market's lists show it or not. */
function applyListing(id: number, answer: JewelMarketAnswer): JewelMarketAnswer {
  changeJewels((jewels) =>
    jewels.map((entry) =>
      entry.id === id ? { ...entry, marketPrice: answer.marketPrice } : entry,
    ),
  );
  queryCache.invalidate(ENDPOINTS.jewelMarket.loadJewels);
  return answer;
}

/** Lists a jewel on the jewel market at `cost`. */
export async function listJewel(id: number, cost: number): Promise<JewelMarketAnswer> {
  return applyListing(id, await api.call(ENDPOINTS.jewelMarket.sellJewelMarket, { id, cost }));
}

/** Takes a jewel off the jewel market. */
export async function unlistJewel(id: number): Promise<JewelMarketAnswer> {
  return applyListing(id, await api.call(ENDPOINTS.jewelMarket.removeJewelMarket, { id }));
}

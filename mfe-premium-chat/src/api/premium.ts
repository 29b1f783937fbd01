/**
 * The premium store (`misc.php mod=loadPremium` and its purchases). A purchase writes what its
 * answer carries (nobility, Autos owned, boosts) into the kept store and the item stores.
 */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import {
  type BoostDurationHours,
  type BoostKind,
  ENDPOINTS,
  type LoadPremiumAnswer,
} from '@idle/contracts';
import { $items, $player, applyItemChanges, setBoosts } from '@idle/state';
import { useEffect } from 'react';

const PREMIUM = ENDPOINTS.premium.loadPremium;

export function usePremium(): ServerData<LoadPremiumAnswer> {
  const premium = useQuery(PREMIUM);
  const answer = premium.state.status === 'ready' ? premium.state.data : null;
  useEffect(() => {
    // The freshest list of boosts: the Effects panel shows it too.
    if (answer !== null) setBoosts(answer.boosts);
  }, [answer]);
  return premium;
}

/** A hosted checkout for `amount` dollars of credits; resolves where to pay. */
export function createCheckout(amount: string) {
  return api.call(ENDPOINTS.premium.createCheckout, { amount });
}

/**
 * Finishes a checkout the browser came back from (the server's fulfilment is idempotent). When
 * paid, the player's credits become the server's total, so one session never counts twice.
 */
export async function finalizeCheckout(sessionId: string) {
  const answer = await api.call(ENDPOINTS.premium.finalizeCheckout, { sessionId });
  if (answer.status === 'paid') $items.set({ ...$items.get(), credits: answer.credits });
  return answer;
}

/** Turns honor tokens into `honor` points of honor (ten tokens each). */
export async function spendHonorTokens(honor: number) {
  const used = await api.call(ENDPOINTS.premium.useHonorTokens, { honor });
  applyItemChanges([], used.itemsToRemove);
  queryCache.update(PREMIUM, undefined, (premium) => ({ ...premium, nobility: used.nobility }));
  return used;
}

/** Buys `autos` more maximum Autos for credits. */
export async function purchaseAutos(autos: number) {
  const bought = await api.call(ENDPOINTS.premium.purchaseAutos, { autos });
  applyItemChanges([], bought.itemsToRemove);
  const player = $player.get();
  if (player !== null) $player.set({ ...player, maxAutos: bought.maxAutos });
  queryCache.update(PREMIUM, undefined, (premium) => ({
    ...premium,
    autosOwned: bought.autosOwned,
  }));
  return bought;
}

/** Buys (or extends) a boost of `kind` for `hours` hours. */
export async function buyBoost(kind: BoostKind, hours: BoostDurationHours) {
  const bought = await api.call(ENDPOINTS.premium.buyBoost, { kind, hours: `${hours}` });
  applyItemChanges([], bought.itemsToRemove);
  setBoosts(bought.boosts);
  queryCache.update(PREMIUM, undefined, (premium) => ({ ...premium, boosts: bought.boosts }));
  return bought;
}

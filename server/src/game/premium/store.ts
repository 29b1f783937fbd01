/** misc.php's premium calls: the premium state, honor tokens into honor, Autos for credits. */
import type { LoadPremiumAnswer, PurchaseAutosAnswer, UseHonorTokensAnswer } from '@idle/contracts';
import type { PremiumSchemas } from '@idle/contracts/schemas';
import {
  HONOR_TOKENS_PER_HONOR,
  STARTING_MAX_AUTOS,
  autosPurchaseCost,
  canUseHonorTokens,
} from '@idle/game-rules';
import type { z } from 'zod';
import { playerTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import { effectiveMaxAutos } from '../autos/autos';
import { addMaxAutos } from '../accounts/users.repository';
import type { GameContext } from '../context';
import { itemCount, removeItems } from '../inventory/items';
import { loadBoosts } from './running-boosts';
import { addHonor, nobilityOf, premiumProgressOf } from './nobility';
import { addAutosBought } from './premium-progress.repository';

export const NO_HONOR_TOKENS_TEXT = 'You have no honor tokens.';
export const TOO_FEW_HONOR_TOKENS_TEXT = 'You do not have enough honor tokens.';
export const TOO_FEW_CREDITS_TEXT = 'You do not have enough credits.';

export async function loadPremium(game: GameContext, userId: number): Promise<LoadPremiumAnswer> {
  const progress = await premiumProgressOf(game.db, userId);
  return {
    nobility: nobilityOf(progress.honor),
    autosOwned: STARTING_MAX_AUTOS + progress.autosBought,
    boosts: await loadBoosts(game.db, userId, game.clock.now()),
  };
}

/** Ten honor tokens a point of honor; only with tokens above 0 (spec 002, section 5). */
export function useHonorTokens(
  game: GameContext,
  userId: number,
  input: z.infer<typeof PremiumSchemas.UseHonorTokensRequest>,
): Promise<UseHonorTokensAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    if (!canUseHonorTokens(await itemCount(trx, userId, 'honor_tokens'))) {
      throw new GameError(NO_HONOR_TOKENS_TEXT);
    }
    const spent = [{ id: 'honor_tokens', amount: input.honor * HONOR_TOKENS_PER_HONOR }];
    await removeItems(trx, userId, spent, () => TOO_FEW_HONOR_TOKENS_TEXT, 'destroyed');
    return { nobility: await addHonor(trx, userId, input.honor), itemsToRemove: spent };
  });
}

/**
 * Autos for credits: each priced at the owned count before it (autosPurchaseCost); the stored
 * maximum rises for good. The owned count starts at the starting maximum, as the price formula
 * expects (spec 002, section 9).
 */
export function purchaseAutos(
  game: GameContext,
  userId: number,
  input: z.infer<typeof PremiumSchemas.PurchaseAutosRequest>,
): Promise<PurchaseAutosAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const owned = STARTING_MAX_AUTOS + (await premiumProgressOf(trx, userId)).autosBought;
    const paid = [{ id: 'credits', amount: autosPurchaseCost(owned, input.autos) }];
    await removeItems(trx, userId, paid, () => TOO_FEW_CREDITS_TEXT, 'destroyed');
    await addAutosBought(trx, userId, input.autos);
    const maxAutos = await addMaxAutos(trx, userId, input.autos);
    return {
      itemsToRemove: paid,
      maxAutos: await effectiveMaxAutos(trx, userId, maxAutos),
      autosOwned: owned + input.autos,
    };
  });
}

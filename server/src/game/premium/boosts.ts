/**
 * Boosts: timed bonuses bought with credits (the rules in game-rules premium/boosts.ts and
 * server/README.md). One row a player and kind (player_boosts); buying a running boost moves
 * its end, so a row is a boost that runs or ran.
 */
import type { BuyBoostAnswer } from '@idle/contracts';
import type { PremiumSchemas } from '@idle/contracts/schemas';
import {
  BOOST_CAP_TEXT,
  BOOST_PERCENT,
  boostPriceCredits,
  boostRunning,
  extendedBoostEnd,
} from '@idle/game-rules';
import type { z } from 'zod';
import { playerTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import type { GameContext } from '../context';
import { removeItems } from '../inventory/items';
import { loadBoosts } from './running-boosts';
import { findBoostEnd, saveBoost } from './player-boosts.repository';
import { TOO_FEW_CREDITS_TEXT } from './store';

/**
 * Buys `hours` of a boost: the credits are destroyed and the boost starts, or runs that much
 * longer, in one transaction of the player (their row locked, so simultaneous buys queue and
 * each reads the end the one before it wrote). Beyond 30 days ahead it refuses, changing
 * nothing. The running action reads its boosts afresh at its next tick.
 */
export async function buyBoost(
  game: GameContext,
  userId: number,
  input: z.infer<typeof PremiumSchemas.BuyBoostRequest>,
): Promise<BuyBoostAnswer> {
  const hours = Number(input.hours);
  const paid = [{ id: 'credits', amount: boostPriceCredits(hours) }];
  const answer = await playerTransaction(game.db, [userId], async (trx) => {
    const now = game.clock.now();
    const currentEnd = await findBoostEnd(trx, userId, input.kind);
    const runningEnd =
      currentEnd !== undefined && boostRunning({ endsAt: currentEnd }, now) ? currentEnd : null;
    const endsAt = extendedBoostEnd(runningEnd, now, hours);
    if (endsAt === null) throw new GameError(BOOST_CAP_TEXT);
    await removeItems(trx, userId, paid, () => TOO_FEW_CREDITS_TEXT, 'destroyed');
    await saveBoost(trx, {
      user_id: userId,
      kind: input.kind,
      percent: BOOST_PERCENT,
      ends_at: endsAt,
    });
    return { itemsToRemove: paid, boosts: await loadBoosts(trx, userId, now) };
  });
  // A tick that read the old boosts while this bought (after the call forgot the cache) is
  // not kept.
  game.actionCache.forget(userId);
  return answer;
}

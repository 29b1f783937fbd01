/**
 * Fulfilment: a paid checkout session becomes credits, honor and honor tokens, once. The webhook
 * and finalizeCheckout both run it; a session moves from 'pending' to 'paid' only once, in the
 * same transaction as the grant, and a webhook's event id is inserted first, so a redelivered
 * event (even 50 at the same time) collides on its primary key and changes nothing.
 *
 * The rates (issue 17; GAME-FACTS.md, "Premium") are game-rules' purchaseGrant: 100 credits a
 * dollar (one a cent; the spec gives no rate, and Autos at 1 to 8 credits each make a cent a
 * credit a fair price), one honor and one honor token per whole dollar, 10% of the credits to the
 * referrer (spec 001, section 9), and one minute of server-wide Bonus Time per whole dollar.
 */
import { PURCHASE_BONUS_TIME_MODIFIER, purchaseBonusTimeMs, purchaseGrant } from '@idle/game-rules';
import { writeTransaction, lockPlayers } from '../../db/transactions';
import type { GameContext } from '../context';
import { addItems } from '../inventory/items';
import { addHonor } from './nobility';
import { findCheckoutWithReferrer, markCheckoutPaid } from './payment-checkouts.repository';
import { insertEventOnce } from './payment-events.repository';
import type { PaymentProviderName } from './provider';
import { BONUS_TIME } from '../world/bonus-time.schedule';

export interface PaidSession {
  sessionId: string;
  amountCents: number;
}

/** What a fulfilment did: `credited` is what this session brought its buyer (0 before paid). */
export type FulfilmentResult =
  | { outcome: 'credited' | 'already_paid'; userId: number; credited: number }
  | { outcome: 'duplicate_event' | 'unknown_session' | 'amount_mismatch' };

/**
 * Fulfils `paid` for `provider`'s session. `eventId`: the verified webhook's id (recorded once);
 * null when the provider's own answer after the redirect is the proof.
 */
export async function fulfilPaidSession(
  game: GameContext,
  provider: PaymentProviderName,
  paid: PaidSession,
  eventId: string | null,
): Promise<FulfilmentResult> {
  const result = await writeTransaction(game.db, async (trx): Promise<FulfilmentResult> => {
    const session = await findCheckoutWithReferrer(trx, paid.sessionId, provider);
    // Not recorded: an event for a session this server does not know changes nothing.
    if (session === undefined) return { outcome: 'unknown_session' };
    if (session.amount_cents !== paid.amountCents) return { outcome: 'amount_mismatch' };
    const { user_id: userId, referrer_id: referrerId } = session;
    await lockPlayers(trx, referrerId === null ? [userId] : [userId, referrerId]);
    if (eventId !== null) {
      const recorded = await insertEventOnce(trx, {
        event_id: eventId,
        provider,
        session_id: paid.sessionId,
        received_at: game.clock.now(),
      });
      if (!recorded) return { outcome: 'duplicate_event' };
    }
    const grant = purchaseGrant(session.amount_cents);
    if (!(await markCheckoutPaid(trx, paid.sessionId, grant.credits))) {
      return { outcome: 'already_paid', userId, credited: grant.credits };
    }
    await addItems(
      trx,
      userId,
      [
        { id: 'credits', amount: grant.credits },
        { id: 'honor_tokens', amount: grant.honorTokens },
      ],
      'created',
    );
    await addHonor(trx, userId, grant.honor);
    if (referrerId !== null) {
      await addItems(
        trx,
        referrerId,
        [{ id: 'credits', amount: grant.referralCredits }],
        'created',
      );
    }
    return { outcome: 'credited', userId, credited: grant.credits };
  });
  if (result.outcome === 'credited') {
    // The honor may raise the nobility rank, whose bonus the running action then reads afresh.
    game.actionCache.forget(result.userId);
    await extendBonusTime(game, paid.amountCents);
  }
  return result;
}

/**
 * Adds the purchase's minutes to the server-wide Bonus Time (kept at the running modifier, or
 * {@link PURCHASE_BONUS_TIME_MODIFIER} when none runs). After the commit: the world lives in
 * memory and must not change for a transaction that may still roll back.
 */
async function extendBonusTime(game: GameContext, amountCents: number): Promise<void> {
  const added = purchaseBonusTimeMs(amountCents);
  if (added === 0) return;
  const bonusTime = game.world.get(BONUS_TIME);
  const running = bonusTime.view();
  await bonusTime.start(
    running.timeRemaining * 1000 + added,
    running.timeRemaining > 0 ? running.modifier : PURCHASE_BONUS_TIME_MODIFIER,
  );
}

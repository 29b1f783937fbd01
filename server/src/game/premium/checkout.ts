/** premium.php: buying credits through the payment provider (spec 002, sections 5 and 7). */
import type { CreateCheckoutAnswer, FinalizeCheckoutAnswer } from '@idle/contracts';
import type { PremiumSchemas } from '@idle/contracts/schemas';
import type { z } from 'zod';
import { GameError } from '../errors';
import type { GameContext } from '../context';
import { itemCount } from '../inventory/items';
import { fulfilPaidSession } from './fulfilment';
import {
  findPlayerCheckout,
  findProviderCheckout,
  getCheckoutStatus,
  insertCheckout,
} from './payment-checkouts.repository';
import { paymentProviderOf } from './providers';

export const PAYMENTS_UNAVAILABLE_TEXT = 'Payments are not available on this server.';
export const UNKNOWN_CHECKOUT_TEXT = 'That checkout session is not yours or does not exist.';

export async function createCheckout(
  game: GameContext,
  userId: number,
  input: z.infer<typeof PremiumSchemas.CreateCheckoutRequest>,
): Promise<CreateCheckoutAnswer> {
  const provider = paymentProviderOf(game);
  if (provider === null) throw new GameError(PAYMENTS_UNAVAILABLE_TEXT);
  // The schema allows at most two decimals: rounding only removes float noise.
  const amountCents = Math.round(Number(input.amount) * 100);
  const checkout = await provider.createCheckout({ id: userId }, amountCents);
  await insertCheckout(game.db, {
    session_id: checkout.sessionId,
    user_id: userId,
    amount_cents: amountCents,
    provider: provider.name,
    status: 'pending',
    created_at: game.clock.now(),
  });
  return checkout;
}

/**
 * After the redirect back: the player's own session, fulfilled if the provider says it is paid
 * (the sandbox: once its webhook came). Running it again changes nothing.
 */
export async function finalizeCheckout(
  game: GameContext,
  userId: number,
  input: z.infer<typeof PremiumSchemas.FinalizeCheckoutRequest>,
): Promise<FinalizeCheckoutAnswer> {
  const provider = paymentProviderOf(game);
  if (provider === null) throw new GameError(PAYMENTS_UNAVAILABLE_TEXT);
  const session = await findPlayerCheckout(game.db, input.sessionId, userId, provider.name);
  if (session === undefined) throw new GameError(UNKNOWN_CHECKOUT_TEXT);
  if (session.status === 'pending') {
    const payment = await provider.sessionPayment(input.sessionId);
    if (payment?.paid === true) {
      await fulfilPaidSession(
        game,
        provider.name,
        { sessionId: input.sessionId, amountCents: payment.amountCents },
        null,
      );
    }
  }
  const now = await getCheckoutStatus(game.db, input.sessionId);
  return {
    status: now.status,
    credited: now.credited,
    credits: await itemCount(game.db, userId, 'credits'),
  };
}

const SESSION_PATTERN = /^[\w-]{1,200}$/;

/** A sandbox checkout session for its pay page; null unless the sandbox is the provider. */
export async function sandboxCheckout(
  game: GameContext,
  sessionId: string | undefined,
): Promise<{ session_id: string; amount_cents: number; status: 'pending' | 'paid' } | null> {
  if (paymentProviderOf(game)?.name !== 'sandbox') return null;
  if (sessionId === undefined || !SESSION_PATTERN.test(sessionId)) return null;
  const session = await findProviderCheckout(game.db, sessionId, 'sandbox');
  return session ?? null;
}

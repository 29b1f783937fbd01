/**
 * The Stripe payment provider: Checkout Sessions for the amount, webhooks verified with
 * `stripe.webhooks.constructEvent` and STRIPE_WEBHOOK_SECRET, and the session retrieved after the
 * redirect back. A session counts as paid only when Stripe reports `payment_status: 'paid'`.
 */
import Stripe from 'stripe';
import type { PaymentProvider, VerifiedPaymentEvent } from './provider';

/** The parts of the Stripe client used (tests replace `checkout.sessions` calls). */
export type StripeClient = Pick<Stripe, 'checkout' | 'webhooks'>;

/** Events that may complete a payment: card payments at once, delayed methods later. */
const PAYING_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

export function stripeClient(secretKey: string): StripeClient {
  return new Stripe(secretKey);
}

function verifiedEvent(event: Stripe.Event): VerifiedPaymentEvent {
  if (!PAYING_EVENTS.has(event.type)) return { id: event.id, type: 'other' };
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid' || session.amount_total === null) {
    return { id: event.id, type: 'other' };
  }
  return { id: event.id, type: 'paid', sessionId: session.id, amountCents: session.amount_total };
}

export function stripeProvider(
  client: StripeClient,
  webhookSecret: string,
  publicOrigin: string,
): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(user, amountCents) {
      const session = await client.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: amountCents,
              product_data: { name: 'Credits' },
            },
          },
        ],
        client_reference_id: String(user.id),
        success_url: `${publicOrigin}/premium?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicOrigin}/premium`,
      });
      if (session.url === null) throw new Error('Stripe gave the checkout session no address.');
      return { checkoutUrl: session.url, sessionId: session.id };
    },
    verifyWebhook(rawBody, signature) {
      if (signature === undefined) return { ok: false, reason: 'no signature' };
      try {
        const event = client.webhooks.constructEvent(rawBody, signature, webhookSecret);
        return { ok: true, event: verifiedEvent(event) };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : 'bad signature' };
      }
    },
    async sessionPayment(sessionId) {
      const session = await client.checkout.sessions.retrieve(sessionId);
      return session.payment_status === 'paid' && session.amount_total !== null
        ? { paid: true, amountCents: session.amount_total }
        : { paid: false };
    },
  };
}

/**
 * What the game needs from whoever takes the money: a checkout page for an amount, webhooks it
 * can verify, and (after the redirect back) whether a session is paid. Credits are only ever
 * granted from a verified answer (see fulfilment.ts).
 */

export type PaymentProviderName = 'sandbox' | 'stripe';

/** A webhook whose signature checked out. `paid` events carry the session paid and its amount. */
export type VerifiedPaymentEvent =
  | { id: string; type: 'paid'; sessionId: string; amountCents: number }
  /** Any other event: recorded as verified, but it changes nothing. */
  | { id: string; type: 'other' };

export type WebhookVerification =
  { ok: true; event: VerifiedPaymentEvent } | { ok: false; reason: string };

/** What the provider itself says of a session, asked after the redirect back. */
export type SessionPayment = { paid: true; amountCents: number } | { paid: false };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(
    user: { id: number },
    amountCents: number,
  ): Promise<{ checkoutUrl: string; sessionId: string }>;
  /** Checks the signature header against the raw body exactly as it arrived. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookVerification;
  /**
   * The session's payment as the provider reports it; null when only a webhook can tell (the
   * sandbox).
   */
  sessionPayment(sessionId: string): Promise<SessionPayment | null>;
}

export const WEBHOOK_REFUSED_TEXT = 'The payment notification could not be verified.';

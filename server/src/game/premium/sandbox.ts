/**
 * The sandbox payment provider (development and tests): its checkout page is served by this
 * server (routes/payments.ts); its Pay button makes the server send itself a webhook signed with
 * SANDBOX_WEBHOOK_SECRET, in the same `t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">` form as
 * Stripe's, and only that signed webhook pays the session.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@idle/contracts';
import type { PaymentProvider, VerifiedPaymentEvent, WebhookVerification } from './provider';

export const SANDBOX_CHECKOUT_PATH = `${API_BASE}payments/sandbox/checkout`;
export const SANDBOX_PAY_PATH = `${API_BASE}payments/sandbox/pay`;
/** A signature older than this is refused, so a captured webhook cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The body the sandbox's Pay button sends: `checkout.paid`, or (tests) any other kind. */
export interface SandboxEventBody {
  id: string;
  type: string;
  sessionId?: string;
  amountCents?: number;
}

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signSandboxPayload(
  secret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export function newSandboxEventId(): string {
  return `evt_sbx_${randomBytes(12).toString('hex')}`;
}

function eventFrom(body: SandboxEventBody): VerifiedPaymentEvent | null {
  if (typeof body.id !== 'string' || body.id === '') return null;
  if (body.type !== 'checkout.paid') return { id: body.id, type: 'other' };
  if (typeof body.sessionId !== 'string' || !Number.isSafeInteger(body.amountCents)) return null;
  return {
    id: body.id,
    type: 'paid',
    sessionId: body.sessionId,
    amountCents: body.amountCents as number,
  };
}

export function sandboxProvider(secret: string): PaymentProvider {
  return {
    name: 'sandbox',
    createCheckout() {
      const sessionId = `sbx_${randomBytes(16).toString('hex')}`;
      return Promise.resolve({
        checkoutUrl: `${SANDBOX_CHECKOUT_PATH}?session=${sessionId}`,
        sessionId,
      });
    },
    verifyWebhook(rawBody, signature): WebhookVerification {
      const parts = new Map(
        (signature ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
      );
      const timestamp = Number(parts.get('t'));
      const given = Buffer.from(parts.get('v1') ?? '', 'hex');
      if (!Number.isSafeInteger(timestamp)) return { ok: false, reason: 'no signature' };
      if (Math.abs(Date.now() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
        return { ok: false, reason: 'signature too old' };
      }
      const expected = Buffer.from(hmac(secret, timestamp, rawBody.toString('utf8')), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'bad signature' };
      }
      let body: SandboxEventBody;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as SandboxEventBody;
      } catch {
        return { ok: false, reason: 'not JSON' };
      }
      const event = eventFrom(body);
      return event === null ? { ok: false, reason: 'not an event' } : { ok: true, event };
    },
    // Only the signed webhook tells that a sandbox session is paid.
    sessionPayment: () => Promise.resolve(null),
  };
}

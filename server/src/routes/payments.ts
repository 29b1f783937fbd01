/**
 * Payment routes outside the endpoint table: the provider's webhook (raw body, no session: the
 * signature is the only proof) and the sandbox's own checkout page and Pay button.
 */
import { API_BASE } from '@idle/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GameContext } from '../game/context';
import { sandboxCheckout } from '../game/premium/checkout';
import { fulfilPaidSession } from '../game/premium/fulfilment';
import { WEBHOOK_REFUSED_TEXT } from '../game/premium/provider';
import { paymentProviderOf } from '../game/premium/providers';
import {
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_PAY_PATH,
  newSandboxEventId,
  signSandboxPayload,
} from '../game/premium/sandbox';

export const WEBHOOK_PATH = `${API_BASE}payments/webhook/`;
/** The header each provider signs its webhooks in. */
const SIGNATURE_HEADERS = { sandbox: 'sandbox-signature', stripe: 'stripe-signature' } as const;
/** Where the sandbox sends the browser back: the premium page finalizes the session. */
const RETURN_PATH = '/premium?session_id=';
/** The sandbox page of a session already paid (a second Pay, after Back, pays nothing). */
export const SANDBOX_ALREADY_PAID_TEXT = 'This checkout is already paid.';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function alreadyPaidPage(reply: FastifyReply): FastifyReply {
  return reply
    .code(409)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox checkout</title></head>` +
        `<body><h1>Sandbox checkout</h1><p>${SANDBOX_ALREADY_PAID_TEXT}</p>` +
        `<p><a href="/premium">Back to the Premium Store</a></p></body></html>`,
    );
}

export function paymentRoutes(app: FastifyInstance, game: GameContext): void {
  void app.register((scope, _options, registered) => {
    // The signature covers the body byte for byte: keep it raw, whatever its content type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post<{ Params: { provider: string } }>(
      `${WEBHOOK_PATH}:provider`,
      async (request, reply) => {
        const provider = paymentProviderOf(game);
        if (provider === null || provider.name !== request.params.provider) {
          return reply.code(404).send({ error: 'No such payment provider.' });
        }
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers[SIGNATURE_HEADERS[provider.name]];
        const verified = provider.verifyWebhook(
          rawBody,
          typeof signature === 'string' ? signature : undefined,
        );
        if (!verified.ok) return reply.code(400).send({ error: WEBHOOK_REFUSED_TEXT });
        const { event } = verified;
        if (event.type !== 'paid') return { received: true, outcome: 'ignored' };
        const result = await fulfilPaidSession(game, provider.name, event, event.id);
        return { received: true, outcome: result.outcome };
      },
    );
    registered();
  });

  app.get<{ Querystring: { session?: string } }>(SANDBOX_CHECKOUT_PATH, async (request, reply) => {
    const session = await sandboxCheckout(game, request.query.session);
    if (session === null) return reply.code(404).send({ error: 'No such checkout session.' });
    if (session.status !== 'pending') return alreadyPaidPage(reply);
    const dollars = (session.amount_cents / 100).toFixed(2);
    const id = escapeHtml(session.session_id);
    return (
      reply
        .type('text/html; charset=utf-8')
        // Under `no-referrer` the browser posts the Pay form with `Origin: null`, which the
        // origin guard refuses; `same-origin` names this page's origin on its own form.
        .header('referrer-policy', 'same-origin')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox checkout</title></head>` +
            `<body><h1>Sandbox checkout</h1><p>Test payment of $${dollars} (no money moves).</p>` +
            `<form method="post" action="${SANDBOX_PAY_PATH}"><input type="hidden" name="session" value="${id}">` +
            `<button type="submit">Pay</button></form><p><a href="/premium">Cancel</a></p></body></html>`,
        )
    );
  });

  app.post<{ Body: { session?: string } | undefined }>(SANDBOX_PAY_PATH, async (request, reply) => {
    const session = await sandboxCheckout(game, request.body?.session);
    if (session === null) return reply.code(404).send({ error: 'No such checkout session.' });
    // Paid already: no second webhook, and no way back with the session, whose finalize would
    // tell the player again what they received the first time.
    if (session.status !== 'pending') return alreadyPaidPage(reply);
    // The server sends itself the signed webhook a real provider would send.
    const body = JSON.stringify({
      id: newSandboxEventId(),
      type: 'checkout.paid',
      sessionId: session.session_id,
      amountCents: session.amount_cents,
    });
    const delivered = await app.inject({
      method: 'POST',
      url: `${WEBHOOK_PATH}sandbox`,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADERS.sandbox]: signSandboxPayload(game.config.sandboxWebhookSecret, body),
      },
      payload: body,
    });
    if (delivered.statusCode !== 200) {
      return reply.code(502).send({ error: 'The sandbox payment was not delivered.' });
    }
    return reply.redirect(`${RETURN_PATH}${encodeURIComponent(session.session_id)}`, 303);
  });
}

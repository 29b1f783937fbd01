import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditEconomy } from '../economy/economy-audit';
import { UNKNOWN_CHECKOUT_TEXT } from './checkout';
import { WEBHOOK_REFUSED_TEXT } from './provider';
import { usePaymentProvider } from './providers';
import { signSandboxPayload } from './sandbox';
import { SANDBOX_ALREADY_PAID_TEXT } from '../../routes/payments';
import { stripeProvider } from './stripe';
import {
  createTestGame,
  expectRefusedUnchanged,
  gameTables,
  itemsOf,
  type TestGame,
  userIdOf,
} from '../../test-support';
import { BONUS_TIME } from '../world/bonus-time.schedule';

let t: TestGame;
let cookie: string;
beforeEach(async () => {
  t = await createTestGame();
  cookie = await t.register('Buyer_1');
});
afterEach(async () => {
  await t.close();
});

async function checkout(amount: string): Promise<string> {
  const response = await t.post('premium.php', { mod: 'createCheckout', amount }, cookie);
  expect(response.statusCode).toBe(200);
  return response.json<{ sessionId: string }>().sessionId;
}

function sandboxWebhook(
  event: Record<string, unknown>,
  secret = t.game.config.sandboxWebhookSecret,
) {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/php/payments/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signSandboxPayload(secret, body),
    },
    payload: body,
  });
}

const paidEvent = (id: string, sessionId: string, amountCents: number) => ({
  id,
  type: 'checkout.paid',
  sessionId,
  amountCents,
});

async function credits(username = 'Buyer_1'): Promise<number> {
  return (await itemsOf(t.game, username)).credits ?? 0;
}

describe('sandbox checkout', () => {
  it("keeps the page's origin on its Pay form: a browser's same-origin post pays, Origin null is refused", async () => {
    const sessionId = await checkout('5');
    const page = await t.app.inject({
      method: 'GET',
      url: `/php/payments/sandbox/checkout?session=${sessionId}`,
    });
    // Helmet's default no-referrer would make the browser post the form with Origin: null.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const pay = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/php/payments/sandbox/pay',
        headers: { origin, host: 'localhost:80' },
        payload: { session: sessionId },
      });
    const refused = await pay('null');
    expect(refused.statusCode).toBe(403);
    expect(await credits()).toBe(0);
    const paid = await pay('http://localhost:80');
    expect(paid.statusCode).toBe(303);
    expect(await credits()).toBe(500);
  });

  it('pays through its own page: Pay sends a signed webhook, redirects back, credits once', async () => {
    const created = await t.post('premium.php', { mod: 'createCheckout', amount: '25.50' }, cookie);
    const { checkoutUrl, sessionId } = created.json<{ checkoutUrl: string; sessionId: string }>();
    const page = await t.app.inject({ method: 'GET', url: checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$25.50');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/php/payments/sandbox/pay',
      payload: { session: sessionId },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/premium?session_id=${sessionId}`);
    // 2550 credits, 25 honor tokens; the fraction of a dollar gives no honor.
    expect(await itemsOf(t.game, 'Buyer_1')).toMatchObject({ credits: 2550, honor_tokens: 25 });
    const load = await t.get('misc.php', { mod: 'loadPremium' }, cookie);
    expect(load.json()).toMatchObject({ nobility: { honor: 25, name: 'Baronet', rank: 4 } });
    const finalize = () => t.post('premium.php', { mod: 'finalizeCheckout', sessionId }, cookie);
    for (let round = 0; round < 3; round++) {
      expect((await finalize()).json()).toEqual({ status: 'paid', credited: 2550, credits: 2550 });
    }
    expect(t.game.world.view(BONUS_TIME).timeRemaining).toBeGreaterThanOrEqual(25 * 60);
    expect((await auditEconomy(t.game.db)).differences).toEqual([]);
  });

  it('a second Pay of a paid session (Back, Pay) pays nothing and does not lead back to finalize', async () => {
    const sessionId = await checkout('5');
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: '/php/payments/sandbox/pay',
        payload: { session: sessionId },
      });
    expect((await pay()).statusCode).toBe(303);
    const before = await gameTables(t.game);
    const again = await pay();
    expect(again.statusCode).toBe(409);
    expect(again.headers.location).toBeUndefined();
    expect(again.body).toContain(SANDBOX_ALREADY_PAID_TEXT);
    expect(await gameTables(t.game)).toEqual(before);
    const page = await t.app.inject({
      method: 'GET',
      url: `/php/payments/sandbox/checkout?session=${sessionId}`,
    });
    expect(page.body).toContain(SANDBOX_ALREADY_PAID_TEXT);
    expect(page.body).not.toContain('<button');
    expect(await credits()).toBe(500);
  });

  it('finalize before the webhook is pending and grants nothing', async () => {
    const sessionId = await checkout('5');
    const answer = await t.post('premium.php', { mod: 'finalizeCheckout', sessionId }, cookie);
    expect(answer.json()).toEqual({ status: 'pending', credited: 0, credits: 0 });
  });

  it('the sandbox pages refuse an unknown session', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/php/payments/sandbox/checkout?session=sbx_unknown',
    });
    expect(page.statusCode).toBe(404);
    const before = await gameTables(t.game);
    const pay = await t.app.inject({ method: 'POST', url: '/php/payments/sandbox/pay' });
    expect(pay.statusCode).toBe(404);
    expect(await gameTables(t.game)).toEqual(before);
  });

  it("refuses another player's session", async () => {
    const sessionId = await checkout('5');
    const other = await t.register('Other_1');
    await expectRefusedUnchanged(
      t.game,
      () => t.post('premium.php', { mod: 'finalizeCheckout', sessionId }, other),
      UNKNOWN_CHECKOUT_TEXT,
    );
  });
});

describe('sandbox webhook', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const sessionId = await checkout('10');
    const before = await gameTables(t.game);
    const forged = await sandboxWebhook(paidEvent('evt_1', sessionId, 1000), 'not-the-secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: WEBHOOK_REFUSED_TEXT });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/php/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(paidEvent('evt_1', sessionId, 1000)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await gameTables(t.game)).toEqual(before);
    expect(await t.game.db.selectFrom('payment_events').selectAll().execute()).toEqual([]);
  });

  it('credits a replayed event once (10 in a row, 50 at once)', async () => {
    const sessionId = await checkout('10');
    for (let round = 0; round < 10; round++) {
      expect((await sandboxWebhook(paidEvent('evt_replay', sessionId, 1000))).statusCode).toBe(200);
    }
    const concurrent = await Promise.all(
      Array.from({ length: 50 }, () => sandboxWebhook(paidEvent('evt_replay', sessionId, 1000))),
    );
    expect(concurrent.every((response) => response.statusCode === 200)).toBe(true);
    expect(await itemsOf(t.game, 'Buyer_1')).toMatchObject({ credits: 1000, honor_tokens: 10 });
    expect((await auditEconomy(t.game.db)).differences).toEqual([]);
  });

  it('50 concurrent deliveries of one new event credit once', async () => {
    const sessionId = await checkout('20');
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => sandboxWebhook(paidEvent('evt_burst', sessionId, 2000))),
    );
    const credited = outcomes.filter((r) => r.json<{ outcome: string }>().outcome === 'credited');
    expect(credited).toHaveLength(1);
    expect(await credits()).toBe(2000);
  });

  it('two events out of order: an unknown kind and a second paid event change nothing', async () => {
    const sessionId = await checkout('5');
    const ignored = await sandboxWebhook({ id: 'evt_2', type: 'checkout.expired', sessionId });
    expect(ignored.json()).toMatchObject({ outcome: 'ignored' });
    expect(await credits()).toBe(0);
    expect((await sandboxWebhook(paidEvent('evt_3', sessionId, 500))).json()).toMatchObject({
      outcome: 'credited',
    });
    expect((await sandboxWebhook(paidEvent('evt_1', sessionId, 500))).json()).toMatchObject({
      outcome: 'already_paid',
    });
    expect(await credits()).toBe(500);
  });

  it('an event for an unknown session or a different amount changes nothing', async () => {
    const sessionId = await checkout('5');
    const before = await gameTables(t.game);
    expect((await sandboxWebhook(paidEvent('evt_4', 'sbx_nope', 500))).json()).toMatchObject({
      outcome: 'unknown_session',
    });
    expect((await sandboxWebhook(paidEvent('evt_5', sessionId, 50_000))).json()).toMatchObject({
      outcome: 'amount_mismatch',
    });
    expect(await gameTables(t.game)).toEqual(before);
  });

  it('gives the referrer 10% of the credits', async () => {
    await t.register('Patron_1');
    const patronId = await userIdOf(t.game, 'Patron_1');
    await t.game.db
      .updateTable('users')
      .set({ referrer_id: patronId })
      .where('username', '=', 'Buyer_1')
      .execute();
    const sessionId = await checkout('25');
    await sandboxWebhook(paidEvent('evt_ref', sessionId, 2500));
    expect(await credits('Patron_1')).toBe(250);
    expect((await auditEconomy(t.game.db)).differences).toEqual([]);
  });
});

describe('Stripe provider (offline)', () => {
  const webhookSecret = 'whsec_test_secret';
  const client = new Stripe('sk_test_offline');
  const provider = stripeProvider(client, webhookSecret, 'https://game.example');

  function stripeEvent(
    id: string,
    sessionId: string,
    amount: number,
    type = 'checkout.session.completed',
  ) {
    return JSON.stringify({
      id,
      object: 'event',
      type,
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: amount,
        },
      },
    });
  }

  async function stripeCheckout(): Promise<string> {
    vi.spyOn(client.checkout.sessions, 'create').mockResolvedValue({
      id: 'cs_test_abc',
      url: 'https://checkout.stripe.com/c/pay/cs_test_abc',
    } as Stripe.Response<Stripe.Checkout.Session>);
    usePaymentProvider(t.game, provider);
    const answer = await t.post('premium.php', { mod: 'createCheckout', amount: '10' }, cookie);
    expect(answer.json()).toEqual({
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_abc',
      sessionId: 'cs_test_abc',
    });
    return 'cs_test_abc';
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('credits a webhook verified with its signature, once; refuses a bad one', async () => {
    const sessionId = await stripeCheckout();
    const payload = stripeEvent('evt_stripe_1', sessionId, 1000);
    const send = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/php/payments/webhook/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const before = await gameTables(t.game);
    const forged = client.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await send(forged)).statusCode).toBe(400);
    expect(await gameTables(t.game)).toEqual(before);
    const header = client.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    for (let round = 0; round < 3; round++) expect((await send(header)).statusCode).toBe(200);
    expect(await credits()).toBe(1000);
  });

  it('finalize retrieves the session and fulfils it once', async () => {
    const sessionId = await stripeCheckout();
    const retrieve = vi.spyOn(client.checkout.sessions, 'retrieve').mockResolvedValue({
      id: sessionId,
      payment_status: 'paid',
      amount_total: 1000,
    } as Stripe.Response<Stripe.Checkout.Session>);
    for (let round = 0; round < 3; round++) {
      const answer = await t.post('premium.php', { mod: 'finalizeCheckout', sessionId }, cookie);
      expect(answer.json()).toEqual({ status: 'paid', credited: 1000, credits: 1000 });
    }
    expect(retrieve).toHaveBeenCalledTimes(1);
    expect(retrieve).toHaveBeenCalledWith(sessionId);
  });
});

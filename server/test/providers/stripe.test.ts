import { randomUUID } from 'node:crypto';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paymentsCreatePaymentLink, paymentsRefund } from '../../src/domain/catalog/operations/payments.js';
import { connectApp } from '../support/connected-apps.js';
import { call } from '../support/identity.js';
import { installSandboxApp, startInstall } from '../routers/connected-apps/fixtures.js';
import { agentWithBindings, balanceOf, dispatchAs } from '../support/dispatch.js';
import {
  adapterContexts,
  answerAndRecord,
  connectedAppAccess,
  detailOf,
  executeLive,
  liveKeyApp,
  mockProviders,
  neverAnswers,
  pricingContext,
} from '../support/providers.js';

const API = 'https://api.stripe.com/v1';
/** The organization's Stripe app: its connected account's own key, as the Connect install answered it. */
const APP = connectedAppAccess('stripe', 'sk_live_51AcmeOwnAccountKey', { stripe_user_id: 'acct_1AcmeAcme', livemode: 'true' });
const NO_APP =
  "acts through the organization's own payments app, and this organization has none: an admin installs one with POST /api/v1/connected-apps/stripe/install";
const LINK = { amount: 2500, currency: 'usd', product_name: 'Consultation, 30 minutes' };
const REFUND = { payment: 'pi_3MtwBwLkdIwHu7ix28a3tqPa', amount: 1000, reason: 'requested_by_customer' };

/** Stripe's documented objects (docs.stripe.com/api), trimmed of fields the adapter does not read, but not of their kinds. */
const price = (fields: { id?: string; unit_amount?: number; currency?: string } = {}) => ({
  id: fields.id ?? 'price_1MoBy5LkdIwHu7ixZhnattbh',
  object: 'price',
  active: true,
  billing_scheme: 'per_unit',
  currency: fields.currency ?? 'usd',
  livemode: true,
  metadata: {},
  product: 'prod_NZKdYqrwEYx6iK',
  recurring: null,
  type: 'one_time',
  unit_amount: fields.unit_amount ?? 2500,
});
const paymentLink = (id = 'plink_1MoC3ULkdIwHu7ixZjtGpVl2') => ({
  id,
  object: 'payment_link',
  active: true,
  currency: 'usd',
  livemode: true,
  metadata: {},
  restrictions: { completed_sessions: { count: 0, limit: 1 } },
  url: `https://buy.stripe.com/${id.slice(6, 20)}`,
});
const refund = (fields: { id?: string; amount?: number; status?: string } = {}) => ({
  id: fields.id ?? 're_3MtwBwLkdIwHu7ix2LFJjCC9',
  object: 'refund',
  amount: fields.amount ?? 1000,
  balance_transaction: 'txn_3MtwBwLkdIwHu7ix2Q5hhnrI',
  charge: 'ch_3MtwBwLkdIwHu7ix2NjW4Vyo',
  created: 1680651763,
  currency: 'usd',
  metadata: {},
  payment_intent: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
  reason: 'requested_by_customer',
  status: fields.status ?? 'succeeded',
});
const stripeError = (status: number, error: Record<string, string>) => HttpResponse.json({ error }, { status });

const server = mockProviders();
const contextWith = adapterContexts('sr_stripe_1', {}, 5_000, APP);
const createLink = (payload: unknown, context = contextWith()) => paymentsCreatePaymentLink.live!(paymentsCreatePaymentLink.payload.parse(payload), context);
const createRefund = (payload: unknown, context = contextWith()) => paymentsRefund.live!(paymentsRefund.payload.parse(payload), context);

const formOf = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.clone().text()));
const stripeAnswers = (path: string, response: () => Response | Promise<Response>) => answerAndRecord(server, 'post', `${API}${path}`, response);

describe('payments payloads and sandboxes', () => {
  it('refuse amounts that are not whole positive minor units, currencies not ISO lowercase, and ids of other objects', () => {
    for (const amount of [0, -5, 12.5, 100_000_000]) {
      expect(paymentsCreatePaymentLink.payload.safeParse({ ...LINK, amount }).error?.issues[0]?.path, String(amount)).toEqual(['amount']);
    }
    expect(paymentsCreatePaymentLink.payload.safeParse({ ...LINK, currency: 'USD' }).error?.issues[0]?.message).toBe(
      'must be a lowercase three-letter ISO currency code, such as "usd"',
    );
    expect(paymentsCreatePaymentLink.payload.safeParse({ ...LINK, product_name: '' }).error?.issues[0]?.path).toEqual(['product_name']);
    expect(paymentsCreatePaymentLink.payload.safeParse({ ...LINK, app: 'stripe' }).error?.issues[0]?.code).toBe('unrecognized_keys');
    for (const payment of ['py_123', 'cs_test_1', 'pi_', 'pi_1/../refunds', 're_1']) {
      expect(paymentsRefund.payload.safeParse({ payment }).error?.issues[0]?.message, payment).toBe('must be a Stripe PaymentIntent (pi_…) or Charge (ch_…) id');
    }
    expect(paymentsRefund.payload.safeParse({ ...REFUND, reason: 'changed_mind' }).error?.issues[0]?.path).toEqual(['reason']);
  });

  it('sandboxes answer realistic results for free and fail on their triggers', async () => {
    const context = contextWith({}, 'sr_sandbox', null);
    const link = await paymentsCreatePaymentLink.sandbox(paymentsCreatePaymentLink.payload.parse(LINK), context);
    expect(link).toEqual({
      status: 'executed',
      result: { payment_link_id: expect.stringMatching(/^plink_/), url: expect.stringMatching(/^https:\/\/buy\.stripe\.com\/test_/), price_id: expect.stringMatching(/^price_/), amount: 2500, currency: 'usd' },
      costCents: 0,
    });
    expect(await paymentsCreatePaymentLink.sandbox(paymentsCreatePaymentLink.payload.parse(LINK), context)).toEqual(link);
    expect(await paymentsCreatePaymentLink.sandbox(paymentsCreatePaymentLink.payload.parse({ ...LINK, product_name: 'sandbox:fail' }), context)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: product_name is "sandbox:fail"/),
    });
    expect(await paymentsRefund.sandbox(paymentsRefund.payload.parse(REFUND), context)).toMatchObject({
      status: 'executed',
      result: { refund_id: expect.stringMatching(/^re_/), amount: 1000, currency: 'usd', status: 'succeeded' },
      costCents: 0,
    });
    expect(await paymentsRefund.sandbox(paymentsRefund.payload.parse({ payment: 'pi_sandboxfail' }), context)).toMatchObject({ status: 'failed' });
  });

  it('price the call, not the money moved: 2 cents whatever the amount', async () => {
    expect(await paymentsCreatePaymentLink.pricing.estimateCents(paymentsCreatePaymentLink.payload.parse({ ...LINK, amount: 99_999_999 }), pricingContext())).toBe(2);
    expect(await paymentsRefund.pricing.estimateCents(paymentsRefund.payload.parse({ ...REFUND, amount: 99_999_999 }), pricingContext())).toBe(2);
  });
});

describe('payments.create_payment_link live through Stripe', () => {
  it("POSTs a one-time Price, then a Payment Link closed after one payment, form-encoded with the account's own key and an Idempotency-Key per step", async () => {
    const prices = stripeAnswers('/prices', () => HttpResponse.json(price()));
    const links = stripeAnswers('/payment_links', () => HttpResponse.json(paymentLink()));
    expect(await createLink(LINK, contextWith({}, 'sr_01JZLINK'))).toEqual({
      status: 'executed',
      result: {
        payment_link_id: 'plink_1MoC3ULkdIwHu7ixZjtGpVl2',
        url: 'https://buy.stripe.com/1MoC3ULkdIwHu7',
        price_id: 'price_1MoBy5LkdIwHu7ixZhnattbh',
        amount: 2500,
        currency: 'usd',
      },
      costCents: 2,
    });
    for (const [request, key] of [
      [prices[0]!, 'proctor-sr_01JZLINK-price'],
      [links[0]!, 'proctor-sr_01JZLINK-payment-link'],
    ] as const) {
      expect(request.headers.get('authorization')).toBe('Bearer sk_live_51AcmeOwnAccountKey');
      expect(request.headers.get('idempotency-key')).toBe(key);
      expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
      expect(request.headers.get('stripe-account')).toBeNull();
    }
    expect(await formOf(prices[0]!)).toEqual({
      currency: 'usd',
      unit_amount: '2500',
      'product_data[name]': 'Consultation, 30 minutes',
      'metadata[proctor_service_request]': 'sr_01JZLINK',
    });
    expect(await formOf(links[0]!)).toEqual({
      'line_items[0][price]': 'price_1MoBy5LkdIwHu7ixZhnattbh',
      'line_items[0][quantity]': '1',
      'restrictions[completed_sessions][limit]': '1',
      'metadata[proctor_service_request]': 'sr_01JZLINK',
    });
  });

  it.each([
    [
      400,
      { type: 'invalid_request_error', code: 'parameter_invalid_integer', message: 'Invalid integer: 12.5', param: 'unit_amount' },
      'Stripe answered HTTP 400: invalid_request_error (parameter_invalid_integer): Invalid integer: 12.5 [unit_amount]',
    ],
    [
      401,
      { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_live_****Key' },
      'Stripe answered HTTP 401: invalid_request_error: Invalid API Key provided: sk_live_****Key (reconnect the Stripe app (POST /api/v1/connected-apps/stripe/install))',
    ],
    [500, { type: 'api_error', message: 'An unknown error occurred' }, 'Stripe answered HTTP 500: api_error: An unknown error occurred'],
  ])('maps HTTP %i to a failure carrying Stripe\'s error', async (status, error, detail) => {
    stripeAnswers('/prices', () => stripeError(status, error));
    await expect(createLink(LINK)).rejects.toThrow(detail);
  });

  it('maps 429 with its Retry-After', async () => {
    stripeAnswers('/prices', () =>
      HttpResponse.json(
        { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests hit the API too quickly.' } },
        { status: 429, headers: { 'retry-after': '2' } },
      ),
    );
    await expect(createLink(LINK)).rejects.toThrow(
      'Stripe answered HTTP 429: invalid_request_error (rate_limit): Too many requests hit the API too quickly. (retry after 2 s)',
    );
  });

  it('fails on an answer that is not a Payment Link', async () => {
    stripeAnswers('/prices', () => HttpResponse.json(price()));
    stripeAnswers('/payment_links', () => HttpResponse.json({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/1', active: true }));
    await expect(createLink(LINK)).rejects.toThrow(/^Stripe answered in an unexpected shape \(id: /);
  });

  it("without the organization's Stripe app fails naming the install endpoint, before any request", async () => {
    const seen = stripeAnswers('/prices', () => HttpResponse.json(price()));
    await expect(createLink(LINK, contextWith({}, undefined, null))).rejects.toThrow(`payments.create_payment_link ${NO_APP}`);
    await expect(createLink(LINK, contextWith({}, undefined, connectedAppAccess('hubspot', 'hs-token', { hub_id: '1' })))).rejects.toThrow(NO_APP);
    expect(seen).toHaveLength(0);
  });

  it('ends as a timeout failure when Stripe does not answer within the deadline', async () => {
    stripeAnswers('/prices', neverAnswers);
    const outcome = await executeLive(paymentsCreatePaymentLink, paymentsCreatePaymentLink.payload.parse(LINK), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP);
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });
});

describe('payments.refund live through Stripe', () => {
  it("POSTs /v1/refunds form-encoded: the PaymentIntent, amount and reason, the account's own key and the request's Idempotency-Key", async () => {
    const seen = stripeAnswers('/refunds', () => HttpResponse.json(refund()));
    expect(await createRefund(REFUND, contextWith({}, 'sr_01JZREFUND'))).toEqual({
      status: 'executed',
      result: { refund_id: 're_3MtwBwLkdIwHu7ix2LFJjCC9', amount: 1000, currency: 'usd', status: 'succeeded' },
      costCents: 2,
    });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer sk_live_51AcmeOwnAccountKey');
    expect(seen[0]!.headers.get('idempotency-key')).toBe('proctor-sr_01JZREFUND-refund');
    expect(await formOf(seen[0]!)).toEqual({
      payment_intent: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
      amount: '1000',
      reason: 'requested_by_customer',
      'metadata[proctor_service_request]': 'sr_01JZREFUND',
    });
  });

  it('refunds a Charge in full when no amount is given, and answers a pending refund as pending', async () => {
    const seen = stripeAnswers('/refunds', () => HttpResponse.json(refund({ amount: 2500, status: 'pending' })));
    expect(await createRefund({ payment: 'ch_3MtwBwLkdIwHu7ix2NjW4Vyo' })).toMatchObject({ result: { amount: 2500, status: 'pending' } });
    expect(await formOf(seen[0]!)).toEqual({ charge: 'ch_3MtwBwLkdIwHu7ix2NjW4Vyo', 'metadata[proctor_service_request]': 'sr_stripe_1' });
  });

  it("maps Stripe's refusals: a refund above what is left, an unknown payment", async () => {
    stripeAnswers('/refunds', () =>
      stripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: 'Refund amount ($50.00) is greater than unrefunded amount on charge ($25.00)',
        param: 'amount',
      }),
    );
    await expect(createRefund(REFUND)).rejects.toThrow(
      'Stripe answered HTTP 400: invalid_request_error (amount_too_large): Refund amount ($50.00) is greater than unrefunded amount on charge ($25.00) [amount]',
    );
    stripeAnswers('/refunds', () =>
      stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: "No such payment_intent: 'pi_3MtwBwLkdIwHu7ix28a3tqPa'", param: 'payment_intent' }),
    );
    await expect(createRefund(REFUND)).rejects.toThrow("Stripe answered HTTP 404: invalid_request_error (resource_missing): No such payment_intent: 'pi_3MtwBwLkdIwHu7ix28a3tqPa' [payment_intent]");
  });

  it('ends as a timeout failure when Stripe does not answer within the deadline', async () => {
    stripeAnswers('/refunds', neverAnswers);
    const outcome = await executeLive(paymentsRefund, paymentsRefund.payload.parse(REFUND), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP);
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });
});

describe('payments through the API', () => {
  // The operator's own Stripe account (wallet top-ups) and the Connect platform are both configured: neither may ever pay or refund for an organization.
  const OPERATOR_KEY = 'sk_live_OPERATORWALLET';
  const PLATFORM_KEY = 'sk_live_CONNECTPLATFORM';
  const live = liveKeyApp({
    STRIPE_SECRET_KEY: OPERATOR_KEY,
    STRIPE_WEBHOOK_SECRET: 'whsec_operator',
    STRIPE_CONNECT_CLIENT_ID: 'ca_platform',
    STRIPE_CONNECT_SECRET_KEY: PLATFORM_KEY,
  });
  const credentialsOf = (requests: Request[]) => requests.map((request) => [...request.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n'));

  it("never reach Stripe through the server's keys: without the organization's app they are blocked, debiting nothing", async () => {
    const seen = [...stripeAnswers('/prices', () => HttpResponse.json(price())), ...stripeAnswers('/refunds', () => HttpResponse.json(refund()))];
    for (const [operation, payload] of [
      ['payments.create_payment_link', LINK],
      ['payments.refund', REFUND],
    ] as const) {
      const { body, balance } = await live.dispatch(operation, payload);
      expect(body, operation).toMatchObject({ status: 'blocked', reason_code: 'requires_connected_app', cost_cents: 0 });
      expect(detailOf(body)).toContain('POST /api/v1/connected-apps/stripe/install');
      expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
    }
    expect(seen).toHaveLength(0);
  });

  it("each organization's dispatch reaches its own Stripe account with its own key, never the operator's or the platform's", async () => {
    const prices = stripeAnswers('/prices', () => HttpResponse.json(price()));
    stripeAnswers('/payment_links', () => HttpResponse.json(paymentLink()));
    const refunds = stripeAnswers('/refunds', () => HttpResponse.json(refund()));
    const acme = await live.dispatch('payments.create_payment_link', LINK, {}, { provider: 'stripe', accessToken: 'sk_live_ACME', details: { stripe_user_id: 'acct_ACME' } });
    const globex = await live.dispatch('payments.refund', REFUND, {}, { provider: 'stripe', accessToken: 'sk_live_GLOBEX', details: { stripe_user_id: 'acct_GLOBEX' } });
    expect(acme.body).toMatchObject({ status: 'executed', cost_cents: 2, result: { payment_link_id: 'plink_1MoC3ULkdIwHu7ixZjtGpVl2' } });
    expect(acme.balance).toMatchObject({ balance_cents: 498, held_cents: 0 });
    expect(globex.body).toMatchObject({ status: 'executed', cost_cents: 2, result: { refund_id: 're_3MtwBwLkdIwHu7ix2LFJjCC9', amount: 1000 } });
    expect(prices.map((request) => request.headers.get('authorization'))).toEqual(['Bearer sk_live_ACME']);
    expect(refunds.map((request) => request.headers.get('authorization'))).toEqual(['Bearer sk_live_GLOBEX']);
    for (const headers of credentialsOf([...prices, ...refunds])) {
      expect(headers).not.toContain(OPERATOR_KEY);
      expect(headers).not.toContain(PLATFORM_KEY);
      expect(headers).not.toContain('stripe-account');
    }
  });

  it('a refund sent again under its Idempotency-Key reaches Stripe once; Stripe is asked with the same key when a dispatch is retried', async () => {
    const refunds = stripeAnswers('/refunds', () => HttpResponse.json(refund()));
    const fixture = await agentWithBindings(live.app, { 'payments.refund': {} });
    await connectApp(live.app, fixture.owner.session.organization.id, { provider: 'stripe', accessToken: 'sk_live_ONCE', details: { stripe_user_id: 'acct_ONCE' } });
    const key = randomUUID();
    const first = await dispatchAs(live.app, fixture.liveKey, { operation: 'payments.refund', payload: REFUND }, key);
    const again = await dispatchAs(live.app, fixture.liveKey, { operation: 'payments.refund', payload: REFUND }, key);
    expect(again.body.id).toBe(first.body.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.headers.get('idempotency-key')).toBe(`proctor-${first.body.id}-refund`);
    expect(await balanceOf(live.app, fixture)).toMatchObject({ balance_cents: 498 });
  });

  it('a binding whose approval threshold is 0 holds every refund for a person, whatever its amount, before Stripe is called', async () => {
    const refunds = stripeAnswers('/refunds', () => HttpResponse.json(refund()));
    const { body } = await live.dispatch('payments.refund', { payment: REFUND.payment, amount: 1 }, { approval_threshold_cents: 0 }, {
      provider: 'stripe',
      accessToken: 'sk_live_APPROVE',
      details: { stripe_user_id: 'acct_APPROVE' },
    });
    expect(body).toMatchObject({ status: 'approval_required', reason_code: 'approval_threshold' });
    expect(refunds).toHaveLength(0);
  });
});

describe('payments through the API with a test key', () => {
  const live = liveKeyApp();

  it('run the sandbox at no cost and need no app; the failure trigger fails as live would', async () => {
    const fixture = await agentWithBindings(live.app, { 'payments.create_payment_link': {}, 'payments.refund': {} });
    const link = await dispatchAs(live.app, fixture.testKey, { operation: 'payments.create_payment_link', payload: LINK });
    expect(link.body).toMatchObject({ status: 'executed', cost_cents: 0, result: { amount: 2500, currency: 'usd', url: expect.stringMatching(/^https:\/\/buy\.stripe\.com\//) } });
    const failed = await dispatchAs(live.app, fixture.testKey, { operation: 'payments.refund', payload: { payment: 'pi_sandboxfail' } });
    expect(failed.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(failed.body)).toMatch(/^Sandbox failure trigger: payment is "pi_sandboxfail"/);
  });
});

describe("an organization's Stripe app installed through the sandbox (no DATABASE_URL: PROCTOR_SANDBOX_APPS is on)", () => {
  const live = liveKeyApp();

  it('installs with Stripe Connect over HTTP without PKCE, runs live payments offline at the live price, and deauthorizes on removal', async () => {
    const fixture = await agentWithBindings(live.app, { 'payments.create_payment_link': {} });
    const started = await startInstall(live.app, fixture.owner, 'stripe');
    const authorize = new URL(started.authorize_url);
    expect(authorize.pathname).toBe('/sandbox/oauth/stripe/authorize');
    expect(authorize.searchParams.get('scope')).toBe('read_write');
    expect(authorize.searchParams.has('code_challenge')).toBe(false);
    const id = await installSandboxApp(live.app, fixture.owner, 'stripe');
    const installed = await live.app.db.prisma.connectedApp.findUniqueOrThrow({ where: { id } });
    expect(installed).toMatchObject({ family: 'payments', sandbox: true, accountLabel: expect.stringMatching(/^acct_\w+ \(test mode\)$/), refreshToken: null, tokenExpiresAt: null });

    const seen = stripeAnswers('/prices', () => HttpResponse.json(price()));
    const { body } = await dispatchAs(live.app, fixture.liveKey, { operation: 'payments.create_payment_link', payload: LINK });
    expect(body).toMatchObject({ status: 'executed', cost_cents: 2, result: { url: expect.stringMatching(/^https:\/\/buy\.stripe\.com\/test_/) } });
    expect(seen).toHaveLength(0);

    const removed = await call(live.app, 'DELETE', `/api/v1/connected-apps/${id}`, { as: { cookie: fixture.owner.cookie } });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ deleted: true, remote_revocation: 'revoked' });
    expect(await live.app.db.prisma.connectedApp.findUnique({ where: { id } })).toBeNull();
  });
});

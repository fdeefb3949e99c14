import { describe, expect, it } from 'vitest';
import { sandboxEventId } from '../../../src/domain/billing/sandbox-provider.js';
import { useTestApp } from '../../support/app.js';
import { call, signup } from '../../support/identity.js';
import type { CheckoutSessionResponse } from '../../../src/routers/billing/checkout-session.types.js';
import { balanceOf, checkout } from './fixtures.js';

// No DATABASE_URL and no Stripe key: the sandbox provider is on by default (config.ts).
const app = useTestApp();

/** The sandbox page's Pay button, pressed as a browser submits a form, redirects left to the caller. */
const pay = (url: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });

describe('POST /v1/billing/checkout-sessions with the sandbox provider', () => {
  it('answers an open session whose page, paid over HTTP, credits the workspace once however often Pay is pressed', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const before = await balanceOf(app, as);
    const session = await checkout(app, as, { amount_cents: 1234, success_url: 'https://example.com/paid?x=1' });
    expect(session).toMatchObject({ status: 'open', amount_cents: 1234, provider: 'sandbox', currency: 'usd', completed_at: null });
    expect(session.id).toMatch(/^chk_/);
    expect(session.url).toBe(`${app.baseUrl}/sandbox/checkout/${session.id}`);

    const shown = await fetch(session.url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await shown.text();
    expect(html).toContain('$12.34');
    expect(html).toContain('<form method="post">');

    const paid = await pay(session.url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('https://example.com/paid?x=1');
    expect(await balanceOf(app, as)).toBe(before + 1234);

    const again = await pay(session.url);
    expect(again.status).toBe(303);
    expect(await balanceOf(app, as)).toBe(before + 1234);

    const read = await call<CheckoutSessionResponse>(app, 'GET', `/api/v1/billing/checkout-sessions/${session.id}`, { as });
    expect(read.body).toMatchObject({ id: session.id, status: 'complete' });
    expect(read.body.completed_at).not.toBeNull();
    const trail = await app.db.prisma.auditEntry.findMany({ where: { orgId: owner.session.organization.id, targetId: session.id }, orderBy: { seq: 'asc' } });
    expect(trail.map((entry) => entry.action)).toEqual(['billing.checkout_created', 'billing.payment_received']);
    expect(trail[1]!.details).toMatchObject({ amount_cents: 1234, checkout_session_id: session.id, provider_event_id: sandboxEventId(session.id) });
  });

  it('writes the checkout id into the return URLs where they say {CHECKOUT_ID}, so the page paid from knows which it was', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const session = await checkout(app, as, {
      amount_cents: 500,
      success_url: 'https://example.com/usage?checkout={CHECKOUT_ID}',
      cancel_url: 'https://example.com/usage?cancelled={CHECKOUT_ID}&again={CHECKOUT_ID}',
    });
    expect(session.success_url).toBe(`https://example.com/usage?checkout=${session.id}`);
    expect(session.cancel_url).toBe(`https://example.com/usage?cancelled=${session.id}&again=${session.id}`);
    expect((await pay(session.url)).headers.get('location')).toBe(`https://example.com/usage?checkout=${session.id}`);
  });

  it('shows a paid page when the session has no success_url, and presses of Pay in parallel credit once', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const before = await balanceOf(app, as);
    const session = await checkout(app, as, { amount_cents: 500 });
    const presses = await Promise.all(Array.from({ length: 5 }, () => pay(session.url)));
    for (const press of presses) {
      expect(press.status).toBe(200);
      expect(await press.text()).toContain('<h1>Paid</h1>');
    }
    expect(await balanceOf(app, as)).toBe(before + 500);
  });

});

describe('with PROCTOR_PUBLIC_URL', () => {
  const behindProxy = useTestApp({ env: { PROCTOR_PUBLIC_URL: 'https://proctor.example.com/' } });

  it('links the sandbox page under it', async () => {
    const owner = await signup(behindProxy);
    const result = await call<CheckoutSessionResponse>(behindProxy, 'POST', '/api/v1/billing/checkout-sessions', {
      as: { cookie: owner.cookie },
      body: { amount_cents: 100 },
      headers: { origin: 'https://proctor.example.com' },
    });
    expect(result.status).toBe(201);
    const session = result.body;
    expect(session.url).toBe(`https://proctor.example.com/sandbox/checkout/${session.id}`);
  });
});

import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, signup } from '../../support/identity.js';

const app = useTestApp();

describe('who may start a checkout', () => {
  it('an admin may; a member gets 403 saying the admin role is needed, for checkout and top-up alike', async () => {
    const owner = await signup(app);
    const orgId = owner.session.organization.id;
    const admin = await addMember(app, orgId, 'admin');
    const member = await addMember(app, orgId, 'member');
    for (const path of ['/api/v1/billing/checkout-sessions', '/api/v1/balance/top-up']) {
      expect((await call(app, 'POST', path, { as: { cookie: admin.cookie }, body: { amount_cents: 500 } })).status).toBe(201);
      const refused = await call<ErrorEnvelope>(app, 'POST', path, { as: { cookie: member.cookie }, body: { amount_cents: 500 } });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toMatch(/admin/);
    }
    expect(await app.db.prisma.checkoutSession.count({ where: { orgId, createdBy: member.session.user.id } })).toBe(0);
  });

  it('the sandbox page escapes what it shows, and loads no script', async () => {
    const owner = await signup(app);
    const result = await call<{ id: string; url: string }>(app, 'POST', '/api/v1/billing/checkout-sessions', {
      as: { cookie: owner.cookie },
      body: { amount_cents: 500, cancel_url: 'https://example.com/?q="><script>alert(1)</script>' },
    });
    expect(result.status).toBe(201);
    const page = await fetch(result.body.url);
    const html = await page.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
  });
});

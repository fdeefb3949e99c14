import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { call } from '../../support/identity.js';
import { createCode, uniqueCode, usePromoApp } from './fixtures.js';

const { app, admin } = usePromoApp();

describe('the platform admin routes of /v1/promo/codes refuse', () => {
  it('a code taken before, in any case, deleted or not: 409', async () => {
    const code = uniqueCode();
    await createCode(app, admin, { code, amount_cents: 100 });
    const again = await call<ErrorEnvelope>(app, 'POST', '/api/v1/promo/codes', { as: { cookie: admin.cookie }, body: { code: code.toLowerCase(), amount_cents: 100 } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already exists/);
    await call(app, 'DELETE', `/api/v1/promo/codes?code=${code}`, { as: { cookie: admin.cookie } });
    expect((await call(app, 'POST', '/api/v1/promo/codes', { as: { cookie: admin.cookie }, body: { code, amount_cents: 100 } })).status).toBe(409);
  });

  it.each([
    ['a code with spaces', { code: 'TWO WORDS', amount_cents: 100 }, 'code'],
    ['a code too short', { code: 'AB', amount_cents: 100 }, 'code'],
    ['a zero amount', { code: 'ZERO-AMOUNT', amount_cents: 0 }, 'amount_cents'],
    ['a fractional amount', { code: 'FRACTION', amount_cents: 1.5 }, 'amount_cents'],
    ['a string amount', { code: 'STRINGY', amount_cents: '100' }, 'amount_cents'],
    ['zero redemptions', { code: 'NO-USES', amount_cents: 100, max_redemptions: 0 }, 'max_redemptions'],
    ['an expiry that is not a timestamp', { code: 'WHEN', amount_cents: 100, expires_at: 'tomorrow' }, 'expires_at'],
  ])('%s: 400 naming the field', async (_case, body, field) => {
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/promo/codes', { as: { cookie: admin.cookie }, body });
    expect(result.status).toBe(400);
    expect(result.body.error.details?.map((detail) => detail.path)).toContain(field);
  });

  it('deleting an unknown or already deleted code: 404', async () => {
    const code = uniqueCode();
    expect((await call(app, 'DELETE', `/api/v1/promo/codes?code=${code}`, { as: { cookie: admin.cookie } })).status).toBe(404);
    await createCode(app, admin, { code, amount_cents: 100 });
    expect((await call(app, 'DELETE', `/api/v1/promo/codes?code=${code}`, { as: { cookie: admin.cookie } })).status).toBe(204);
    expect((await call(app, 'DELETE', `/api/v1/promo/codes?code=${code}`, { as: { cookie: admin.cookie } })).status).toBe(404);
  });
});

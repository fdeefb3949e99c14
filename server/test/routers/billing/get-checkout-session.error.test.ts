import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, signup } from '../../support/identity.js';
import { checkout } from './fixtures.js';

const app = useTestApp();

describe('GET /v1/billing/checkout-sessions/{id} refuses', () => {
  it("another organization's session, and an unknown id: 404 alike", async () => {
    const owner = await signup(app);
    const stranger = await signup(app);
    const session = await checkout(app, { cookie: owner.cookie }, { amount_cents: 500 });
    for (const id of [session.id, 'chk_01jh0xq7w3e5r7t9y1u3i5o7p9']) {
      const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/billing/checkout-sessions/${id}`, { as: { cookie: stranger.cookie } });
      expect(result.status).toBe(404);
      expect(result.body.error).toMatchObject({ code: 'not_found', message: 'Checkout session not found' });
    }
  });
});

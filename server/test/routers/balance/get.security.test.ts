import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

describe('GET /api/v1/balance', () => {
  it("shows only the caller's organization's wallet, to people only", async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    await dispatchAs(app, fixture.liveKey, CSV);
    const stranger = await agentWithBindings(app, {});
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 499 });
    expect(await balanceOf(app, stranger)).toEqual({ balance_cents: 500, held_cents: 0, currency: 'usd' });
    expect((await call(app, 'GET', '/api/v1/balance', { as: { bearer: fixture.liveKey } })).status).toBe(403);
    expect((await call(app, 'GET', '/api/v1/balance')).status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

describe('GET /api/v1/usage', () => {
  it("shows only the caller's organization, to people only", async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    await dispatchAs(app, fixture.liveKey, CSV);
    const stranger = await agentWithBindings(app, {});
    expect((await call<{ data: unknown[] }>(app, 'GET', '/api/v1/usage', { as: { bearer: stranger.token } })).body.data).toEqual([]);
    expect((await call(app, 'GET', '/api/v1/usage', { as: { bearer: fixture.liveKey } })).status).toBe(403);
    expect((await call(app, 'GET', '/api/v1/usage')).status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { call, createAgent, signup } from '../../support/identity.js';

const app = useTestApp();

describe('GET /api/v1/audit-logs', () => {
  it('refuses agent keys (403), no credential (401) and a malformed filter (400)', async () => {
    const owner = await signup(app);
    const { api_key } = await createAgent(app, { cookie: owner.cookie });
    expect((await call(app, 'GET', '/api/v1/audit-logs', { as: { bearer: api_key } })).status).toBe(403);
    expect((await call(app, 'GET', '/api/v1/audit-logs/verify', { as: { bearer: api_key } })).status).toBe(403);
    expect((await call(app, 'GET', '/api/v1/audit-logs')).status).toBe(401);
    expect((await call(app, 'GET', '/api/v1/audit-logs/verify')).status).toBe(401);
    expect((await call(app, 'GET', '/api/v1/audit-logs?from=yesterday', { as: { cookie: owner.cookie } })).status).toBe(400);
    expect((await call(app, 'GET', '/api/v1/audit-logs?cursor=abc', { as: { cookie: owner.cookie } })).status).toBe(400);
    // Found by the API fuzzer: a cursor past PostgreSQL's bigint was a 500.
    expect((await call(app, 'GET', '/api/v1/audit-logs?cursor=43609279904006029495', { as: { cookie: owner.cookie } })).status).toBe(400);
  });
});

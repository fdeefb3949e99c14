import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { call, useOwnerWithToken } from '../../support/identity.js';

const app = useTestApp();
const owner = useOwnerWithToken(app);

describe('GET /api/v1/usage', () => {
  it('refuses a reversed time window or an unknown grouping with 400', async () => {
    expect((await call(app, 'GET', '/api/v1/usage?from=2021-01-01T00:00:00Z&to=2020-01-01T00:00:00Z', { as: { bearer: owner.token } })).status).toBe(400);
    expect((await call(app, 'GET', '/api/v1/usage?group_by=week', { as: { bearer: owner.token } })).status).toBe(400);
  });
});

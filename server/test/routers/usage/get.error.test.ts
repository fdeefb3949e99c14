import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.js';
import { mintToken, signup, call } from '../../support/identity.js';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = await mintToken(app, await signup(app));
});
afterAll(() => app.close());

describe('GET /api/v1/usage', () => {
  it('refuses a reversed time window or an unknown grouping with 400', async () => {
    expect((await call(app, 'GET', '/api/v1/usage?from=2021-01-01T00:00:00Z&to=2020-01-01T00:00:00Z', { as: { bearer: token } })).status).toBe(400);
    expect((await call(app, 'GET', '/api/v1/usage?group_by=week', { as: { bearer: token } })).status).toBe(400);
  });
});

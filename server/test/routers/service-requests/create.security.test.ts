import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /api/v1/service-requests', () => {
  it('refuses people dispatching: only agent keys dispatch', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    expect((await dispatchAs(app, fixture.token, CSV)).status).toBe(403);
    expect((await call(app, 'POST', '/api/v1/service-requests', { body: CSV, headers: { 'idempotency-key': 'k' } })).status).toBe(401);
  });
});

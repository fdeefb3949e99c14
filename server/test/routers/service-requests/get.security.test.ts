import { describe, expect, it } from 'vitest';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

describe('GET /api/v1/service-requests/{id}', () => {
  it("lets the agent poll its own requests, people read the organization's, and nobody else", async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const { body } = await dispatchAs(app, fixture.liveKey, CSV);
    const path = `/api/v1/service-requests/${body.id}`;
    expect((await call<ServiceRequestResponse>(app, 'GET', path, { as: { bearer: fixture.liveKey } })).body).toEqual(body);
    expect((await call(app, 'GET', path, { as: { bearer: fixture.token } })).status).toBe(200);
    expect((await call(app, 'GET', path, { as: { cookie: fixture.owner.cookie } })).status).toBe(200);
    const sibling = await call<{ api_key: string }>(app, 'POST', '/api/v1/agents', { as: { bearer: fixture.token }, body: { name: 'Sibling' } });
    expect((await call(app, 'GET', path, { as: { bearer: sibling.body.api_key } })).status).toBe(404);
    const stranger = await agentWithBindings(app, {});
    expect((await call(app, 'GET', path, { as: { bearer: stranger.token } })).status).toBe(404);
    expect((await call(app, 'GET', path)).status).toBe(401);
  });
});

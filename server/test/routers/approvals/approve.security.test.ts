import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs } from '../../support/dispatch.js';
import { addMember, call } from '../../support/identity.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /api/v1/approvals/{id}/approve', () => {
  it('is for admins and owners of the organization only', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 } });
    const queued = await dispatchAs(app, fixture.liveKey, CSV);
    const path = `/api/v1/approvals/${queued.body.approval_id}/approve`;
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    expect((await call(app, 'POST', path, { as: { cookie: member.cookie } })).status).toBe(403);
    expect((await call(app, 'POST', path, { as: { bearer: fixture.liveKey } })).status).toBe(403);
    expect((await call(app, 'POST', path)).status).toBe(401);
    const stranger = await agentWithBindings(app, {});
    expect((await call(app, 'POST', path, { as: { bearer: stranger.token } })).status).toBe(404);
    expect((await call(app, 'GET', '/api/v1/approvals', { as: { cookie: member.cookie } })).status).toBe(403);
    expect((await call(app, 'POST', path, { as: { bearer: fixture.token }, body: { note: 7 } })).status).toBe(400);
  });
});

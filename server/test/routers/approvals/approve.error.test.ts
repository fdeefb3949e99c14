import { describe, expect, it } from 'vitest';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

// Who may approve (401, 403 by kind and role, 404 across organizations) is the security matrix's.
const app = useTestApp();

describe('POST /api/v1/approvals/{id}/approve', () => {
  it('refuses a note that is not text, and the request keeps waiting', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 } });
    const queued = await dispatchAs(app, fixture.liveKey, CSV);
    const refused = await call(app, 'POST', `/api/v1/approvals/${queued.body.approval_id}/approve`, { as: { bearer: fixture.token }, body: { note: 7 } });
    expect(refused.status).toBe(400);
    const polled = await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${queued.body.id}`, { as: { bearer: fixture.token } });
    expect(polled.body.status).toBe('approval_required');
  });
});

import { describe, expect, it } from 'vitest';
import type { ApprovalResponse } from '../../../src/routers/approvals/approval.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

describe('POST /api/v1/approvals/{id}/reject', () => {
  it('ends the request blocked with approval_rejected; it cannot be approved afterwards', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 } });
    const queued = await dispatchAs(app, fixture.liveKey, CSV);
    const rejected = await call<ApprovalResponse>(app, 'POST', `/api/v1/approvals/${queued.body.approval_id}/reject`, {
      as: { cookie: fixture.owner.cookie },
      body: { reason: 'too pricey' },
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', note: 'too pricey', service_request: { status: 'blocked', reason_code: 'approval_rejected' } });
    expect((await call(app, 'POST', `/api/v1/approvals/${queued.body.approval_id}/approve`, { as: { bearer: fixture.token } })).status).toBe(409);
    expect((await balanceOf(app, fixture)).balance_cents).toBe(500);
  });
});

import { describe, expect, it } from 'vitest';
import type { ApprovalResponse } from '../../../src/routers/approvals/approval.types.js';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs, setBalance } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

/** data.csv_parse costs 1 cent: a threshold of 0 makes every call need approval. */
const gated = () => agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 } });

describe('POST /api/v1/approvals/{id}/approve', () => {
  it('executes the request and debits it; the outcome shows when polling', async () => {
    const fixture = await gated();
    const queued = await dispatchAs(app, fixture.liveKey, CSV);
    const approved = await call<ApprovalResponse>(app, 'POST', `/api/v1/approvals/${queued.body.approval_id}/approve`, {
      as: { bearer: fixture.token },
      body: { note: 'fine' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', note: 'fine', decided_by: fixture.owner.session.user.id, service_request: { status: 'executed', cost_cents: 1 } });
    const polled = await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${queued.body.id}`, { as: { bearer: fixture.liveKey } });
    expect(polled.body).toMatchObject({ status: 'executed', cost_cents: 1, approval_id: queued.body.approval_id });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 499, held_cents: 0 });

    const twice = await call<ErrorEnvelope>(app, 'POST', `/api/v1/approvals/${queued.body.approval_id}/approve`, { as: { bearer: fixture.token } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toMatch(/already approved/);
    expect((await balanceOf(app, fixture)).balance_cents).toBe(499);
  });

  it('re-checks budgets and balance at that moment', async () => {
    const fixture = await gated();
    const queued = await dispatchAs(app, fixture.liveKey, CSV);
    await setBalance(app, fixture.owner.session.organization.id, 0);
    const approved = await call<ApprovalResponse>(app, 'POST', `/api/v1/approvals/${queued.body.approval_id}/approve`, { as: { bearer: fixture.token } });
    expect(approved.body.service_request).toMatchObject({ status: 'blocked', reason_code: 'insufficient_balance', cost_cents: 0 });
  });
});

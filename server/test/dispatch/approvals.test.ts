import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireApprovals } from '../../src/domain/dispatch/approvals.js';
import type { ApprovalResponse } from '../../src/routers/approvals/approval.types.js';
import type { ServiceRequestResponse } from '../../src/routers/service-requests/service-request.types.js';
import type { ErrorEnvelope } from '../../src/trpc/errors.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs, setBalance } from '../support/dispatch.js';
import { addMember, call } from '../support/identity.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** data.csv_parse costs 1 cent: a threshold of 0 makes every call need approval. */
const gated = () => agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 } });

describe('the approval gate', () => {
  it('queues a request costing more than the threshold, holding nothing', async () => {
    const fixture = await gated();
    const result = await dispatchAs(app, fixture.liveKey, CSV);
    expect(result.body).toMatchObject({ status: 'approval_required', reason_code: 'approval_threshold', cost_cents: 0, approval_id: expect.stringMatching(/^apr_/) });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
    const pending = await call<{ data: ApprovalResponse[] }>(app, 'GET', '/api/v1/approvals?status=pending', { as: { bearer: fixture.token } });
    expect(pending.body.data).toEqual([
      expect.objectContaining({ id: result.body.approval_id, status: 'pending', cost_cents: 1, threshold_cents: 0, service_request: expect.objectContaining({ id: result.body.id, status: 'approval_required' }) }),
    ]);
  });

  it('does not gate a cost equal to the threshold', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 1 } });
    expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');
  });

  it('gates test mode alike, on the live price', async () => {
    const fixture = await gated();
    expect((await dispatchAs(app, fixture.testKey, CSV)).body.status).toBe('approval_required');
  });
});

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

  it('is for admins and owners of the organization only', async () => {
    const fixture = await gated();
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

describe('POST /api/v1/approvals/{id}/reject', () => {
  it('ends the request blocked with approval_rejected; it cannot be approved afterwards', async () => {
    const fixture = await gated();
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

describe('expiry', () => {
  it('ends a pending approval past its time blocked with approval_expired', async () => {
    const short = await startTestApp({ env: { PROCTOR_APPROVAL_TTL_SECONDS: '1' } });
    try {
      const fixture = await agentWithBindings(short, { 'data.csv_parse': { approval_threshold_cents: 0 } });
      const first = await dispatchAs(short, fixture.liveKey, CSV);
      const second = await dispatchAs(short, fixture.liveKey, CSV);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await expireApprovals(short.db.prisma)).toBeGreaterThanOrEqual(1);
      const polled = await call<ServiceRequestResponse>(short, 'GET', `/api/v1/service-requests/${first.body.id}`, { as: { bearer: fixture.liveKey } });
      expect(polled.body).toMatchObject({ status: 'blocked', reason_code: 'approval_expired' });
      const late = await call<ErrorEnvelope>(short, 'POST', `/api/v1/approvals/${second.body.approval_id}/approve`, { as: { bearer: fixture.token } });
      expect(late.status).toBe(409);
    } finally {
      await short.close();
    }
  });
});

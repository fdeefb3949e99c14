import { describe, expect, it } from 'vitest';
import { expireApprovals } from '../../../src/domain/approvals/approvals.js';
import type { ApprovalResponse } from '../../../src/routers/approvals/approval.types.js';
import { useTestApp } from '../../support/app.js';
import { useBackgroundWork } from '../../support/background.js';
import { agentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { runWaitingForApproval, runWhen } from './fixtures.js';

const app = useTestApp();
useBackgroundWork(app);

/** A fresh agent's run of GATED, waiting at Approve, with its approval. */
async function waitingRun() {
  const fixture = await agentWithBindings(app, {});
  return { fixture, ...(await runWaitingForApproval(app, fixture)) };
}

describe('approval steps', () => {
  it('wait for a person on the approvals endpoints; approving completes the step and the run goes on', async () => {
    const { fixture, cookie, workflowId, runId, approval } = await waitingRun();
    expect(approval).toMatchObject({
      kind: 'workflow_step',
      status: 'pending',
      service_request: null,
      cost_cents: 0,
      workflow_step: { workflow_id: workflowId, run_id: runId, step_label: 'Approve', title: 'Pay Acme?', description: 'The quote is in the run input' },
    });
    const approved = await call<ApprovalResponse>(app, 'POST', `/api/v1/approvals/${approval.id}/approve`, { as: { bearer: fixture.token }, body: { note: 'Fine' } });
    expect(approved.status, approved.raw).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', note: 'Fine', kind: 'workflow_step', workflow_step: { run_id: runId } });
    const run = await runWhen(app, cookie, workflowId, runId);
    expect(run.status).toBe('completed');
    expect(run.steps[0]).toMatchObject({ status: 'completed', output: { approval_id: approval.id, status: 'approved', decided_by: fixture.owner.session.user.id, note: 'Fine' } });
    const twice = await call(app, 'POST', `/api/v1/approvals/${approval.id}/approve`, { as: { bearer: fixture.token } });
    expect(twice.status).toBe(409);
    const asked = await app.db.prisma.auditEntry.findMany({ where: { targetId: approval.id }, orderBy: { occurredAt: 'asc' } });
    expect(asked.map((entry) => [entry.action, entry.actorType])).toEqual([
      ['workflow.approval_requested', 'agent'],
      ['approval.approved', 'user'],
    ]);
  });

  it("fail the run when a person rejects, naming who and why", async () => {
    const { fixture, cookie, workflowId, runId, approval } = await waitingRun();
    const rejected = await call<ApprovalResponse>(app, 'POST', `/api/v1/approvals/${approval.id}/reject`, { as: { bearer: fixture.token }, body: { reason: 'Too dear' } });
    expect(rejected.body).toMatchObject({ status: 'rejected', note: 'Too dear' });
    const run = await runWhen(app, cookie, workflowId, runId);
    expect(run.status).toBe('failed');
    expect(run.steps.map((step) => [step.label, step.status])).toEqual([
      ['Approve', 'failed'],
      ['After', 'skipped'],
    ]);
    expect(run.steps[0]!.error).toBe(`Rejected by ${fixture.owner.session.user.id}: Too dear`);
  });

  it('fail the run when nobody decides in time', async () => {
    const { cookie, workflowId, runId, approval } = await waitingRun();
    expect(await expireApprovals(app.db.prisma, new Date(Date.now() + 2 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const run = await runWhen(app, cookie, workflowId, runId);
    expect(run.steps[0]).toMatchObject({ status: 'failed', error: `Nobody decided the approval ${approval.id} in time` });
  });

  it('are cancelled with their run, and are decided in the organization only', async () => {
    const { cookie, workflowId, runId, approval } = await waitingRun();
    const stranger = await agentWithBindings(app, {});
    const foreign = await call(app, 'POST', `/api/v1/approvals/${approval.id}/approve`, { as: { bearer: stranger.token } });
    expect(foreign.status).toBe(404);
    await call(app, 'POST', `/api/v1/workflows/${workflowId}/runs/${runId}/cancel`, { as: { cookie } });
    expect((await runWhen(app, cookie, workflowId, runId)).status).toBe('cancelled');
    // Out of the reviewers' queue: nothing is left to approve.
    expect(await app.db.prisma.approval.findUniqueOrThrow({ where: { id: approval.id } })).toMatchObject({ status: 'expired', note: 'The workflow run was cancelled' });
  });
});

import { describe, expect, it } from 'vitest';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { useTestApp } from '../../support/app.js';
import { useBackgroundWork } from '../../support/background.js';
import { agentWithBindings, balanceOf, setBalance, type DispatchFixture } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { dispatchForTask, family, move } from '../agents/delegated-tasks/fixtures.js';
import { publish, runnableWorkflow, runWhen, startRun } from './fixtures.js';

const app = useTestApp();
useBackgroundWork(app);

const cancel = (cookie: string, workflowId: string, runId: string) => call(app, 'POST', `/api/v1/workflows/${workflowId}/runs/${runId}/cancel`, { as: { cookie }, body: {} });

describe('a run cancelled closes what its steps made and left open', () => {
  it('an open agent request is dismissed, saying why, audited once; a person answering it then is refused', async () => {
    const fixture = await agentWithBindings(app, {});
    const definition = { steps: [{ label: 'Ask', type: 'agent_request', input: { kind: 'question', title: 'Which supplier?', body: 'For ${input.item}' } }], edges: [] };
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, definition);
    const started = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test', input: { item: 'bolts' } });
    const waiting = await runWhen(app, cookie, workflowId, started.id, (run) => run.steps[0]!.status === 'waiting');
    const requestId = (waiting.steps[0]!.output as { agent_request_id: string }).agent_request_id;

    expect((await cancel(cookie, workflowId, started.id)).status).toBe(200);
    const run = await runWhen(app, cookie, workflowId, started.id);
    expect(run).toMatchObject({ status: 'cancelled', steps: [{ status: 'cancelled' }] });
    expect(await app.db.prisma.agentRequest.findUniqueOrThrow({ where: { id: requestId } })).toMatchObject({
      status: 'dismissed',
      response: 'The workflow run was cancelled',
      resolvedBy: null,
      resolvedAt: expect.any(Date),
    });
    const dismissed = await app.db.prisma.auditEntry.findMany({ where: { targetId: requestId, action: 'agent_request.dismissed' } });
    expect(dismissed.map((entry) => [entry.actorType, entry.actorId, entry.details])).toEqual([['agent', fixture.agentId, { kind: 'question', workflow_run_id: started.id }]]);

    expect((await call(app, 'PATCH', `/api/v1/agent-requests/${requestId}`, { as: { cookie }, body: { status: 'resolved', response: 'Acme' } })).status).toBe(409);
    expect((await cancel(cookie, workflowId, started.id)).status).toBe(409);
    expect(await app.db.prisma.auditEntry.count({ where: { targetId: requestId, action: 'agent_request.dismissed' } })).toBe(1);
  });

  it('an open delegated task is cancelled, audited; its child’s spend stays charged once and its next dispatch is refused task_closed', async () => {
    const { parent, childId, childKey } = await family(app);
    const definition = { steps: [{ label: 'Hand', type: 'delegation', input: { child_agent_id: childId, title: 'Parse it', budget_cents: 20, operations: ['data.csv_parse'] } }], edges: [] };
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, parent, definition);
    const started = await startRun(app, cookie, workflowId, { agent_id: parent.agentId, version_id: versionId, mode: 'live', input: {} });
    const waiting = await runWhen(app, cookie, workflowId, started.id, (run) => run.steps[0]!.status === 'waiting');
    const taskId = (waiting.steps[0]!.output as { delegated_task_id: string }).delegated_task_id;
    expect((await move(app, { bearer: childKey }, childId, taskId, { status: 'in_progress' })).status).toBe(200);
    const spent = await dispatchForTask(app, childKey, taskId);
    expect(spent.body, spent.raw).toMatchObject({ status: 'executed' });
    const before = await app.db.prisma.serviceRequest.aggregate({ where: { agentId: childId }, _sum: { costCents: true }, _count: true });

    expect((await cancel(cookie, workflowId, started.id)).status).toBe(200);
    const run = await runWhen(app, cookie, workflowId, started.id);
    expect(run).toMatchObject({ status: 'cancelled', steps: [{ status: 'cancelled' }] });
    expect(await app.db.prisma.delegatedTask.findUniqueOrThrow({ where: { id: taskId } })).toMatchObject({ status: 'cancelled', completedAt: expect.any(Date) });
    const moved = await app.db.prisma.auditEntry.findMany({ where: { targetId: taskId, action: 'delegated_task.updated' }, orderBy: { id: 'asc' } });
    expect(moved.map((entry) => [entry.actorType, entry.actorId, entry.details])).toEqual([
      ['agent', childId, { from: 'accepted', to: 'in_progress' }],
      ['agent', parent.agentId, { from: 'in_progress', to: 'cancelled', workflow_run_id: started.id }],
    ]);

    expect((await dispatchForTask(app, childKey, taskId)).body).toMatchObject({ status: 'blocked', reason_code: 'task_closed', cost_cents: 0 });
    const after = await app.db.prisma.serviceRequest.aggregate({ where: { agentId: childId }, _sum: { costCents: true }, _count: true });
    expect(after._sum.costCents).toBe(before._sum.costCents);
    expect(after._count).toBe(before._count + 1);
    // The child finishing it late is refused: the task is over.
    expect((await move(app, { bearer: childKey }, childId, taskId, { status: 'completed', result: {} })).status).toBe(409);
  });
});

/** A live-priced CSV parse and a webhook, each above its binding's approval threshold (0): both wait for a person. */
const GATED_DISPATCHES = {
  steps: [
    { label: 'Parse', type: 'service_call', input: { operation: 'data.csv_parse', payload: { csv: 'a\n1\n' } } },
    { label: 'Notify', type: 'webhook', input: { url: 'https://hooks.example.com/builds', payload: { build: 142 } } },
  ],
  edges: [],
};

/** An agent whose CSV parses and webhooks need a person's approval, with money in its workspace's wallet. */
async function gatedAgent(): Promise<DispatchFixture> {
  const fixture = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 }, 'notification.webhook': { approval_threshold_cents: 0 } });
  await setBalance(app, fixture.owner.session.organization.id, 10_000);
  return fixture;
}

/**
 * The requests of a cancelled run's dispatch steps, waiting for approval when it was cancelled:
 * each ended blocked (workflow_run_ended, naming the run), audited once as the run's agent; its
 * approval is out of the queue, and approving or rejecting it now is 409 as for any decided
 * approval: the request stays blocked, no provider is called and the wallet is as it was.
 */
async function expectClosed(fixture: DispatchFixture, runId: string, requestIds: string[]): Promise<void> {
  const { cookie } = fixture.owner;
  const before = await balanceOf(app, fixture);
  for (const id of requestIds) {
    const request = await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id }, include: { approval: true } });
    expect(request).toMatchObject({ status: 'blocked', reasonCode: 'workflow_run_ended', costCents: 0n, holdCents: 0n, completedAt: expect.any(Date) });
    expect(request.result).toEqual({ detail: `The workflow run ${runId} was cancelled before anyone decided the approval` });
    expect(request.approval).toMatchObject({ status: 'expired', note: 'The workflow run was cancelled', decidedBy: null, decidedAt: expect.any(Date) });
    const approvalId = request.approval!.id;
    for (const decision of ['approve', 'reject']) {
      const late = await call<{ error: { code: string; message: string } }>(app, 'POST', `/api/v1/approvals/${approvalId}/${decision}`, { as: { cookie }, body: {} });
      expect(late.status, late.raw).toBe(409);
      expect(late.body.error.message).toBe('The approval was already expired');
    }
    const read = await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${id}`, { as: { bearer: fixture.liveKey } });
    expect(read.body).toMatchObject({ status: 'blocked', reason_code: 'workflow_run_ended', cost_cents: 0, approval_id: approvalId });
    const audited = await app.db.prisma.auditEntry.findMany({ where: { targetId: id, action: 'service_request.blocked' } });
    expect(audited.map((entry) => [entry.actorType, entry.actorId, entry.reasonCode])).toEqual([['agent', fixture.agentId, 'workflow_run_ended']]);
  }
  expect(await app.db.prisma.approval.count({ where: { agentId: fixture.agentId, status: 'pending' } })).toBe(0);
  expect(await balanceOf(app, fixture)).toEqual(before);
  expect(before).toMatchObject({ balance_cents: 10_000, held_cents: 0 });
  expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId, status: { in: ['executed', 'admitted', 'running'] } } })).toBe(0);
}

describe('a run cancelled closes the approvals its dispatches wait for', () => {
  it('a service_call and a webhook step waiting for approval: their requests end blocked, and approving them later runs and charges nothing', async () => {
    const fixture = await gatedAgent();
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, GATED_DISPATCHES);
    const started = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'live', input: {} });
    const waiting = await runWhen(app, cookie, workflowId, started.id, (run) => run.steps.every((step) => step.status === 'waiting' && step.service_request_id !== null));
    const requestIds = waiting.steps.map((step) => step.service_request_id!);
    expect(await app.db.prisma.serviceRequest.count({ where: { id: { in: requestIds }, status: 'approval_required' } })).toBe(2);

    expect((await cancel(cookie, workflowId, started.id)).status).toBe(200);
    expect(await runWhen(app, cookie, workflowId, started.id)).toMatchObject({ status: 'cancelled', steps: [{ status: 'cancelled' }, { status: 'cancelled' }] });
    await expectClosed(fixture, started.id, requestIds);
  });

  it('a sub-run cancelled with its parent closes the approval its service_call step waits for', async () => {
    const fixture = await gatedAgent();
    const child = await runnableWorkflow(app, fixture, { steps: [GATED_DISPATCHES.steps[0]], edges: [] });
    await publish(app, child.cookie, child.workflowId, child.versionId);
    const parent = await runnableWorkflow(app, fixture, { steps: [{ label: 'Child', type: 'run_workflow', input: { workflow_id: child.workflowId } }], edges: [] });
    const started = await startRun(app, parent.cookie, parent.workflowId, { agent_id: fixture.agentId, version_id: parent.versionId, mode: 'live', input: {} });
    const waiting = await runWhen(app, parent.cookie, parent.workflowId, started.id, (run) => run.steps[0]?.status === 'waiting');
    const subId = (waiting.steps[0]!.output as { run_id: string }).run_id;
    const sub = await runWhen(app, child.cookie, child.workflowId, subId, (run) => run.steps[0]?.status === 'waiting' && run.steps[0].service_request_id !== null);

    expect((await cancel(parent.cookie, parent.workflowId, started.id)).status).toBe(200);
    expect((await runWhen(app, parent.cookie, parent.workflowId, started.id)).status).toBe('cancelled');
    expect(await runWhen(app, child.cookie, child.workflowId, subId)).toMatchObject({ status: 'cancelled', steps: [{ status: 'cancelled' }] });
    await expectClosed(fixture, subId, [sub.steps[0]!.service_request_id!]);
  });
});

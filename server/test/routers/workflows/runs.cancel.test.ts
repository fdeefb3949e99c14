import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { useBackgroundWork } from '../../support/background.js';
import { agentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { dispatchForTask, family, move } from '../agents/delegated-tasks/fixtures.js';
import { runnableWorkflow, runWhen, startRun } from './fixtures.js';

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

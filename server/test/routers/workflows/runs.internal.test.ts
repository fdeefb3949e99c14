import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { useBackgroundWork } from '../../support/background.js';
import { agentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { family, move } from '../agents/delegated-tasks/fixtures.js';
import { runnableWorkflow, runWhen, startRun } from './fixtures.js';

const app = useTestApp();
useBackgroundWork(app);

describe('workflow steps that act as the agent inside Proctor', () => {
  it('writes a memory and finds it by meaning in a later step, once each, as the run’s agent', async () => {
    const fixture = await agentWithBindings(app, {});
    const definition = {
      steps: [
        { label: 'Note', type: 'memory_write', input: { content: 'The supplier ${input.supplier} ships bolts within two days', tags: ['suppliers'] } },
        { label: 'Other', type: 'memory_write', input: { content: 'Invoices are paid on the first of the month' } },
        { label: 'Recall', type: 'memory_read', input: { query: 'which supplier ships bolts', limit: 1 } },
      ],
      edges: [
        { from: 'Note', to: 'Recall' },
        { from: 'Other', to: 'Recall' },
      ],
    };
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, definition);
    const run = await runWhen(app, cookie, workflowId, (await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test', input: { supplier: 'Acme' } })).id);
    expect(run.status, JSON.stringify(run)).toBe('completed');
    const memories = await app.db.prisma.memory.findMany({ where: { agentId: fixture.agentId }, orderBy: { id: 'asc' } });
    expect(memories.map((memory) => memory.content).sort()).toEqual(['Invoices are paid on the first of the month', 'The supplier Acme ships bolts within two days']);
    const note = memories.find((memory) => memory.content.startsWith('The supplier'))!;
    expect(run.steps[0]!.output).toEqual({ memory_id: note.id });
    expect(run.output).toEqual({
      Recall: { memories: [{ id: note.id, content: note.content, kind: 'note', tags: ['suppliers'], relevance_score: expect.any(Number) }] },
    });
    const written = await app.db.prisma.auditEntry.findMany({ where: { action: 'memory.created', agentId: fixture.agentId } });
    expect(written.map((entry) => [entry.actorType, entry.actorId, entry.mode])).toEqual([
      ['agent', fixture.agentId, 'test'],
      ['agent', fixture.agentId, 'test'],
    ]);
  });

  it('delegates a task to a spawned agent and waits until the child completes it; its result is the step’s output', async () => {
    const { parent, childId, childKey } = await family(app);
    const definition = {
      steps: [
        { label: 'Hand', type: 'delegation', input: { child_agent_id: childId, title: 'Parse ${input.file}', budget_cents: 20, operations: ['data.csv_parse'] } },
        { label: 'Check', type: 'condition', input: { expression: { '==': [{ var: 'steps.Hand.output.result.rows' }, 3] } } },
      ],
      edges: [{ from: 'Hand', to: 'Check' }],
    };
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, parent, definition);
    const started = await startRun(app, cookie, workflowId, { agent_id: parent.agentId, version_id: versionId, mode: 'live', input: { file: 'orders.csv' } });
    const waiting = await runWhen(app, cookie, workflowId, started.id, (run) => run.steps[0]!.status === 'waiting');
    const taskId = (waiting.steps[0]!.output as { delegated_task_id: string }).delegated_task_id;
    const task = await app.db.prisma.delegatedTask.findUniqueOrThrow({ where: { id: taskId } });
    expect(task).toMatchObject({ parentAgentId: parent.agentId, childAgentId: childId, title: 'Parse orders.csv', budgetCents: 20n, mode: 'live', status: 'accepted' });
    expect((await move(app, { bearer: childKey }, childId, taskId, { status: 'in_progress' })).status).toBe(200);
    expect((await move(app, { bearer: childKey }, childId, taskId, { status: 'completed', result: { rows: 3 } })).status).toBe(200);
    const run = await runWhen(app, cookie, workflowId, started.id);
    expect(run.status).toBe('completed');
    expect(run.steps[0]!.output).toEqual({ delegated_task_id: taskId, status: 'completed', result: { rows: 3 } });
    expect(run.steps[1]!.output).toEqual({ result: true });
    expect(await app.db.prisma.delegatedTask.count({ where: { parentAgentId: parent.agentId } })).toBe(1);
  });

  it('asks a person and waits for the answer, which becomes the step’s output', async () => {
    const fixture = await agentWithBindings(app, {});
    const definition = {
      steps: [
        { label: 'Ask', type: 'agent_request', input: { kind: 'decision', title: 'Order from ${input.supplier}?', body: 'Quote attached', options: ['yes', 'no'] } },
        { label: 'Then', type: 'condition', input: { expression: { '==': [{ var: 'steps.Ask.output.response' }, 'yes'] } } },
      ],
      edges: [{ from: 'Ask', to: 'Then' }],
    };
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, definition);
    const started = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test', input: { supplier: 'Acme' } });
    const waiting = await runWhen(app, cookie, workflowId, started.id, (run) => run.steps[0]!.status === 'waiting');
    const requestId = (waiting.steps[0]!.output as { agent_request_id: string }).agent_request_id;
    const request = await app.db.prisma.agentRequest.findUniqueOrThrow({ where: { id: requestId } });
    expect(request).toMatchObject({ agentId: fixture.agentId, kind: 'decision', title: 'Order from Acme?', status: 'open' });
    const answered = await call(app, 'PATCH', `/api/v1/agent-requests/${requestId}`, { as: { cookie }, body: { status: 'resolved', response: 'yes' } });
    expect(answered.status, answered.raw).toBe(200);
    const run = await runWhen(app, cookie, workflowId, started.id);
    expect(run.status).toBe('completed');
    expect(run.steps[0]!.output).toEqual({ agent_request_id: requestId, status: 'resolved', response: 'yes' });
    expect(run.steps[1]!.output).toEqual({ result: true });
    expect(await app.db.prisma.agentRequest.count({ where: { agentId: fixture.agentId } })).toBe(1);
  });
});

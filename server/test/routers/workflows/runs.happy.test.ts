import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { useBackgroundWork } from '../../support/background.js';
import { agentWithBindings, balanceOf, dispatchAs } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { readRun, runnableWorkflow, runWhen, startRun } from './fixtures.js';

const app = useTestApp();
useBackgroundWork(app);

const CSV = 'data.csv_parse';

/** Parse, then a condition on the row count: Many when there is more than one row, else One. */
const BRANCHING = {
  steps: [
    { label: 'Parse', type: 'service_call', input: { operation: CSV, payload: { csv: '${input.csv}' } } },
    { label: 'Check', type: 'condition', input: { expression: { '>': [{ var: 'steps.Parse.output.row_count' }, '${input.min}'] } } },
    { label: 'Many', type: 'service_call', input: { operation: CSV, payload: { csv: 'rows\n${steps.Parse.output.row_count}\n' } } },
    { label: 'One', type: 'delay', input: { seconds: 1 } },
  ],
  edges: [
    { from: 'Parse', to: 'Check' },
    { from: 'Check', to: 'Many', when: true },
    { from: 'Check', to: 'One', when: false },
  ],
};

describe('workflow runs', () => {
  it('runs a branching workflow in test mode: each step once, the branch not taken skipped, the output of the last step, audited', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, { ...BRANCHING, steps: BRANCHING.steps.map((step) => (step.label === 'Check' ? { ...step, input: { expression: { '>': [{ var: 'steps.Parse.output.row_count' }, 1] } } } : step)) });
    const started = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test', input: { csv: 'name\nbolt\nnut\n' } });
    expect(started).toMatchObject({ status: 'running', mode: 'test', version_id: versionId, steps: [{ label: 'Parse', status: 'pending' }, { label: 'Check' }, { label: 'Many' }, { label: 'One' }] });
    const run = await runWhen(app, cookie, workflowId, started.id);
    expect(run.status, JSON.stringify(run)).toBe('completed');
    expect(run.steps.map((step) => [step.label, step.status, step.attempt])).toEqual([
      ['Parse', 'completed', 1],
      ['Check', 'completed', 1],
      ['Many', 'completed', 1],
      ['One', 'skipped', 1],
    ]);
    expect(run.steps[1]!.output).toEqual({ result: true });
    expect(run.steps[2]!.input).toEqual({ operation: CSV, payload: { csv: 'rows\n2\n' } });
    expect(run.output).toEqual({ Many: { columns: ['rows'], rows: [{ rows: '2' }], row_count: 1 } });
    expect(run.cost_cents).toBe(0);
    const requests = await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId }, orderBy: { createdAt: 'asc' } });
    expect(requests.map((request) => [request.idempotencyKey, request.mode, request.status])).toEqual([
      [`workflow:${run.id}:Parse:1`, 'test', 'executed'],
      [`workflow:${run.id}:Many:1`, 'test', 'executed'],
    ]);
    const actions = await app.db.prisma.auditEntry.findMany({ where: { targetId: run.id }, orderBy: { seq: 'asc' }, select: { action: true } });
    expect(actions.map((entry) => entry.action)).toEqual(['workflow.run_started', 'workflow.run_completed']);
  });

  it('takes the other branch when the condition is false, and waits out a delay', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, BRANCHING);
    const started = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test', input: { csv: 'name\nbolt\n', min: 5 } });
    const waiting = await runWhen(app, cookie, workflowId, started.id, (run) => run.steps[3]!.status === 'waiting' || run.status !== 'running');
    expect(waiting.status).toBe('running');
    const run = await runWhen(app, cookie, workflowId, started.id);
    expect(run.steps.map((step) => step.status)).toEqual(['completed', 'completed', 'skipped', 'completed']);
    expect(run.output).toEqual({ One: { waited_seconds: 1 } });
    const delay = run.steps[3]!;
    expect(new Date(delay.finished_at!).getTime() - new Date(delay.started_at!).getTime()).toBeGreaterThanOrEqual(1000);
  });

  it('charges a live run per dispatch, as the agent, and adds the costs up on the run', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const definition = {
      steps: [
        { label: 'A', type: 'service_call', input: { operation: CSV, payload: { csv: 'a\n1\n' } } },
        { label: 'B', type: 'service_call', input: { operation: CSV, payload: { csv: 'b\n2\n' } } },
      ],
    };
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, definition);
    const before = await balanceOf(app, fixture);
    const run = await runWhen(app, cookie, workflowId, (await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId })).id);
    expect(run).toMatchObject({ status: 'completed', mode: 'live', cost_cents: 2 });
    expect(run.steps.map((step) => step.cost_cents)).toEqual([1, 1]);
    // Independent steps start together.
    expect(Math.abs(new Date(run.steps[0]!.started_at!).getTime() - new Date(run.steps[1]!.started_at!).getTime())).toBeLessThan(1000);
    expect(await balanceOf(app, fixture)).toEqual({ ...before, balance_cents: before.balance_cents - 2 });
    const completed = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { targetId: run.id, action: 'workflow.run_completed' } });
    expect(completed.costCents).toBe(2n);
  });

  it("keeps a step's Idempotency-Key its own: an agent's dispatch under it in advance is 400, and the step dispatches its request", async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const workflow = await runnableWorkflow(app, fixture, {
      steps: [
        { label: 'Wait', type: 'delay', input: { seconds: 1 } },
        { label: 'Parse', type: 'service_call', input: { operation: CSV, payload: { csv: 'a\n1\n2\n' } } },
      ],
      edges: [{ from: 'Wait', to: 'Parse' }],
    });
    const started = await startRun(app, workflow.cookie, workflow.workflowId, { agent_id: fixture.agentId, version_id: workflow.versionId, mode: 'test' });
    const stepKey = `workflow:${started.id}:Parse:1`;
    const claimed = await dispatchAs(app, fixture.testKey, { operation: CSV, payload: { csv: 'x\n9\n' } }, stepKey);
    expect(claimed.status).toBe(400);
    expect(claimed.body.error).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('"workflow:" are reserved') });
    const run = await runWhen(app, workflow.cookie, workflow.workflowId, started.id);
    expect(run.steps.find((step) => step.label === 'Parse')).toMatchObject({ status: 'completed', output: { row_count: 2 } });
    const requests = await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId } });
    expect(requests.map((request) => [request.idempotencyKey, request.workflowStepRunId !== null])).toEqual([[stepKey, true]]);
  });

  it('fails the run when a step fails, naming it, and skips what follows', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const definition = {
      steps: [
        { label: 'Parse', type: 'service_call', input: { operation: CSV, payload: { csv: '"unclosed\n' } } },
        { label: 'After', type: 'delay', input: { seconds: 1 } },
      ],
      edges: [{ from: 'Parse', to: 'After' }],
    };
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, definition);
    const run = await runWhen(app, cookie, workflowId, (await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test' })).id);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/^Step Parse failed: data\.csv_parse was failed \(adapter_error\): Malformed CSV/);
    expect(run.steps.map((step) => step.status)).toEqual(['failed', 'skipped']);
    expect(run.output).toBeNull();
  });

  it('waits on an approval and goes on once a person approves the step’s request', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: { approval_threshold_cents: 0 } });
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, { steps: [{ label: 'Gated', type: 'service_call', input: { operation: CSV, payload: { csv: 'a\n1\n' } } }] });
    const started = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId });
    const waiting = await runWhen(app, cookie, workflowId, started.id, (run) => run.steps[0]!.status === 'waiting');
    const request = await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id: waiting.steps[0]!.service_request_id! }, include: { approval: true } });
    expect(request.status).toBe('approval_required');
    const approved = await call(app, 'POST', `/api/v1/approvals/${request.approval!.id}/approve`, { as: { cookie }, body: {} });
    expect(approved.status, approved.raw).toBe(200);
    const run = await runWhen(app, cookie, workflowId, started.id);
    expect(run).toMatchObject({ status: 'completed', cost_cents: 1, steps: [{ status: 'completed', service_request_id: request.id }] });
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(1);
  });

  it('cancels a running run: its unfinished steps cancelled, audited; a second cancel changes nothing, a finished run is 409', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, { steps: [{ label: 'Long', type: 'delay', input: { seconds: 3600 } }] });
    const started = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test' });
    await runWhen(app, cookie, workflowId, started.id, (run) => run.steps[0]!.status === 'waiting');
    const cancel = () => call<{ cancel_requested_at: string | null }>(app, 'POST', `/api/v1/workflows/${workflowId}/runs/${started.id}/cancel`, { as: { cookie }, body: {} });
    const asked = await cancel();
    expect(asked.status, asked.raw).toBe(200);
    expect(asked.body.cancel_requested_at).toEqual(expect.any(String));
    const run = await runWhen(app, cookie, workflowId, started.id);
    expect(run).toMatchObject({ status: 'cancelled', steps: [{ status: 'cancelled' }] });
    expect((await cancel()).status).toBe(409);
    const actions = await app.db.prisma.auditEntry.findMany({ where: { targetId: run.id }, orderBy: { seq: 'asc' }, select: { action: true } });
    expect(actions.map((entry) => entry.action)).toEqual(['workflow.run_started', 'workflow.run_cancel_requested', 'workflow.run_cancelled']);
  });

  it('lists a workflow’s runs, newest first with order=desc', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, { steps: [{ label: 'Wait', type: 'delay', input: { seconds: 1 } }] });
    const first = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test' });
    const second = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test' });
    const listed = await call<{ data: { id: string }[] }>(app, 'GET', `/api/v1/workflows/${workflowId}/runs?order=desc`, { as: { cookie } });
    expect(listed.body.data.map((run) => run.id)).toEqual([second.id, first.id]);
    expect((await readRun(app, cookie, workflowId, first.id)).id).toBe(first.id);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { useBackgroundWork } from '../../support/background.js';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { agentWithBindings, dispatchAs, type DispatchFixture } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { createWorkflow, publish, runnableWorkflow, runWhen, saveVersion, startRun } from './fixtures.js';

const app = useTestApp();
useBackgroundWork(app);

const CSV = 'data.csv_parse';
const RUN = 'workflow.run';

describe('run_workflow steps', () => {
  it("run the child workflow's published version as a sub-run of the same agent: its output and cost become the step's", async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const child = await runnableWorkflow(app, fixture, { steps: [{ label: 'Parse', type: 'service_call', input: { operation: CSV, payload: { csv: '${input.csv}' } } }] });
    await publish(app, child.cookie, child.workflowId, child.versionId);
    const parent = await runnableWorkflow(app, fixture, {
      steps: [
        { label: 'Child', type: 'run_workflow', input: { workflow_id: child.workflowId, input: { csv: '${input.csv}' } } },
        { label: 'Count', type: 'service_call', input: { operation: CSV, payload: { csv: 'rows\n${steps.Child.output.output.Parse.row_count}\n' } } },
      ],
      edges: [{ from: 'Child', to: 'Count' }],
    });
    const started = await startRun(app, parent.cookie, parent.workflowId, { agent_id: fixture.agentId, version_id: parent.versionId, mode: 'live', input: { csv: 'a\n1\n2\n' } });
    const run = await runWhen(app, parent.cookie, parent.workflowId, started.id);
    expect(run.status, JSON.stringify(run)).toBe('completed');
    const sub = await app.db.prisma.workflowRun.findFirstOrThrow({ where: { workflowId: child.workflowId } });
    expect(sub).toMatchObject({ status: 'completed', agentId: fixture.agentId, mode: 'live', depth: 1, versionId: child.versionId });
    const step = run.steps.find((candidate) => candidate.label === 'Child')!;
    expect(step).toMatchObject({ status: 'completed', output: { run_id: sub.id, output: { Parse: { row_count: 2 } } }, cost_cents: Number(sub.costCents) });
    expect(Number(sub.costCents)).toBeGreaterThan(0);
    expect(run.output).toEqual({ Count: expect.objectContaining({ row_count: 1 }) });
    // The parent's total counts the sub-run's dispatches once, and each was charged once.
    const charged = await app.db.prisma.serviceRequest.aggregate({ where: { agentId: fixture.agentId }, _sum: { costCents: true } });
    expect(run.cost_cents).toBe(Number(charged._sum.costCents));
  });

  it('stop a workflow that runs itself at depth 3, failing each run up the chain', async () => {
    const fixture = await agentWithBindings(app, {});
    const workflow = await createWorkflow(app, fixture.owner.cookie, { name: 'Recursive' });
    const version = await saveVersion(app, fixture.owner.cookie, workflow.id, { steps: [{ label: 'Again', type: 'run_workflow', input: { workflow_id: 'recursive' } }] });
    await call(app, 'POST', `/api/v1/workflows/${workflow.id}/agents`, { as: { cookie: fixture.owner.cookie }, body: { agent_id: fixture.agentId } });
    await publish(app, fixture.owner.cookie, workflow.id, version.id);
    const started = await startRun(app, fixture.owner.cookie, workflow.id, { agent_id: fixture.agentId, mode: 'test' });
    const run = await runWhen(app, fixture.owner.cookie, workflow.id, started.id);
    expect(run.status).toBe('failed');
    const runs = await app.db.prisma.workflowRun.findMany({ where: { workflowId: workflow.id }, orderBy: { depth: 'asc' } });
    expect(runs.map((each) => [each.depth, each.status])).toEqual([
      [0, 'failed'],
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
    ]);
    expect(runs[3]!.error).toContain('nest at most 3 deep');
  });

  it('stop a five-way fan-out in test mode at 100 runs in its tree, failing the steps past it', async () => {
    const fixture = await agentWithBindings(app, {});
    const workflow = await createWorkflow(app, fixture.owner.cookie, { name: 'Wide tree' });
    const again = (index: number) => ({ label: `Again${index}`, type: 'run_workflow', input: { workflow_id: 'wide tree' } });
    const version = await saveVersion(app, fixture.owner.cookie, workflow.id, { steps: [0, 1, 2, 3, 4].map(again) });
    await call(app, 'POST', `/api/v1/workflows/${workflow.id}/agents`, { as: { cookie: fixture.owner.cookie }, body: { agent_id: fixture.agentId } });
    await publish(app, fixture.owner.cookie, workflow.id, version.id);
    const started = await startRun(app, fixture.owner.cookie, workflow.id, { agent_id: fixture.agentId, mode: 'test' });
    expect((await runWhen(app, fixture.owner.cookie, workflow.id, started.id)).status).toBe('failed');
    const runs = await app.db.prisma.workflowRun.findMany({ where: { workflowId: workflow.id } });
    expect(runs).toHaveLength(100);
    expect(runs.every((run) => run.rootRunId === started.id)).toBe(true);
    expect((await app.db.prisma.workflowRun.findUniqueOrThrow({ where: { id: started.id } })).treeRuns).toBe(100);
    const full = await app.db.prisma.workflowStepRun.count({ where: { run: { workflowId: workflow.id }, error: { contains: 'A run tree holds at most 100 runs' } } });
    expect(full).toBeGreaterThan(0);
  });

  it("fail for a workflow not granted to the run's agent, or without a published version, starting nothing", async () => {
    const fixture = await agentWithBindings(app, {});
    const ungranted = await createWorkflow(app, fixture.owner.cookie);
    const draftOnly = await runnableWorkflow(app, fixture, { steps: [{ label: 'Wait', type: 'delay', input: { seconds: 1 } }] });
    for (const [target, message] of [
      [ungranted.id, 'not granted'],
      [draftOnly.workflowId, 'no published version'],
    ] as const) {
      const parent = await runnableWorkflow(app, fixture, { steps: [{ label: 'Child', type: 'run_workflow', input: { workflow_id: target } }] });
      const started = await startRun(app, parent.cookie, parent.workflowId, { agent_id: fixture.agentId, version_id: parent.versionId, mode: 'test' });
      const run = await runWhen(app, parent.cookie, parent.workflowId, started.id);
      expect(run.steps[0]).toMatchObject({ status: 'failed', error: expect.stringContaining(message) });
      expect(await app.db.prisma.workflowRun.count({ where: { workflowId: target } })).toBe(0);
    }
  });

  it('are cancelled with the run that started them', async () => {
    const fixture = await agentWithBindings(app, {});
    const child = await runnableWorkflow(app, fixture, { steps: [{ label: 'Wait', type: 'delay', input: { seconds: 60 } }] });
    await publish(app, child.cookie, child.workflowId, child.versionId);
    const parent = await runnableWorkflow(app, fixture, { steps: [{ label: 'Child', type: 'run_workflow', input: { workflow_id: child.workflowId } }] });
    const started = await startRun(app, parent.cookie, parent.workflowId, { agent_id: fixture.agentId, version_id: parent.versionId, mode: 'test' });
    await runWhen(app, parent.cookie, parent.workflowId, started.id, (run) => run.steps[0]?.status === 'waiting');
    await call(app, 'POST', `/api/v1/workflows/${parent.workflowId}/runs/${started.id}/cancel`, { as: { cookie: parent.cookie } });
    expect((await runWhen(app, parent.cookie, parent.workflowId, started.id)).status).toBe('cancelled');
    const sub = await app.db.prisma.workflowRun.findFirstOrThrow({ where: { workflowId: child.workflowId } });
    const deadline = Date.now() + 15_000;
    let status = sub.status;
    while (status === 'running' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await app.db.prisma.workflowRun.findUniqueOrThrow({ where: { id: sub.id } })).status;
    }
    expect(status).toBe('cancelled');
  });
});

/** The request once it has left `running`, read every 20 ms for up to `seconds`. */
async function settled(key: string, id: string, seconds = 15): Promise<ServiceRequestResponse> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const read = await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${id}`, { as: { bearer: key } });
    if (read.body.status !== 'running') return read.body;
    if (Date.now() > deadline) throw new Error(`request ${id} still running: ${read.raw}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A workflow named `name` whose `count` steps each dispatch workflow.run of itself (its newest draft), granted to the fixture's agent. */
async function selfRunning(fixture: DispatchFixture, name: string, count: number) {
  const again = (label: string) => ({ label, type: 'service_call', input: { operation: RUN, payload: { workflow_id: name, allow_draft: true } } });
  return runnableWorkflow(app, fixture, { steps: Array.from({ length: count }, (_, index) => again(`Again${index}`)) }, { name });
}

describe('workflow.run dispatched by a service_call step', () => {
  it('starts a sub-run of the step: a workflow that runs itself so from a test key stops at depth 3, blocked with workflow_depth_exceeded', async () => {
    // No daily_limit, and test mode is free: the depth is the only brake.
    const fixture = await agentWithBindings(app, { [RUN]: {} });
    const { workflowId } = await selfRunning(fixture, 'Chain', 1);
    const dispatched = await dispatchAs(app, fixture.testKey, { operation: RUN, payload: { workflow_id: 'Chain', allow_draft: true } });
    expect(dispatched.status, dispatched.raw).toBe(202);
    const done = await settled(fixture.testKey, dispatched.body.id);
    expect(done).toMatchObject({ status: 'failed', result: { detail: expect.stringContaining('nest at most 3 deep') } });

    const runs = await app.db.prisma.workflowRun.findMany({ where: { workflowId }, orderBy: { depth: 'asc' }, include: { steps: true } });
    expect(runs.map((run) => [run.depth, run.status])).toEqual([
      [0, 'failed'],
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
    ]);
    // Each sub-run hangs from the step whose dispatch started it, and settles that dispatch.
    for (const [index, run] of runs.entries()) {
      if (index === 0) continue;
      const parentStep = runs[index - 1]!.steps[0]!;
      expect(run.parentStepRunId).toBe(parentStep.id);
      expect(run.serviceRequestId).toBe(parentStep.serviceRequestId);
    }
    const requests = await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId, operation: RUN }, orderBy: { id: 'asc' } });
    expect(requests.map((request) => request.status)).toEqual(['failed', 'failed', 'failed', 'failed', 'blocked']);
    expect(requests[4]).toMatchObject({ reasonCode: 'workflow_depth_exceeded', workflowStepRunId: runs[3]!.steps[0]!.id });
    expect(runs[3]!.steps[0]!.error).toContain('workflow_depth_exceeded');
    expect(runs[3]!.error).toContain('nest at most 3 deep, and this run is at depth 3');
  });

  it('bounds a two-way fan-out at 1 + 2 + 4 + 8 runs', async () => {
    const fixture = await agentWithBindings(app, { [RUN]: {} });
    const { workflowId } = await selfRunning(fixture, 'Fan', 2);
    const dispatched = await dispatchAs(app, fixture.testKey, { operation: RUN, payload: { workflow_id: 'Fan', allow_draft: true } });
    expect((await settled(fixture.testKey, dispatched.body.id)).status).toBe('failed');
    const byDepth = await app.db.prisma.workflowRun.groupBy({ by: ['depth'], where: { workflowId }, _count: true, orderBy: { depth: 'asc' } });
    expect(byDepth.map((group) => [group.depth, group._count])).toEqual([
      [0, 1],
      [1, 2],
      [2, 4],
      [3, 8],
    ]);
    expect(await app.db.prisma.workflowRun.count({ where: { workflowId, status: { not: 'failed' } } })).toBe(0);
    // The 8 runs at depth 3 each had both their dispatches refused, starting nothing.
    const refused = await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId, reasonCode: 'workflow_depth_exceeded' } });
    expect(refused).toBe(16);
  });

  it('stops a five-way fan-out from a test key at 100 runs in its tree, the rest blocked with workflow_limit_exceeded', async () => {
    // Unbounded, 1 + 5 + 25 + 125 runs; parallel steps race for the tree's last places.
    const fixture = await agentWithBindings(app, { [RUN]: {} });
    const { workflowId } = await selfRunning(fixture, 'Wide', 5);
    const dispatched = await dispatchAs(app, fixture.testKey, { operation: RUN, payload: { workflow_id: 'Wide', allow_draft: true } });
    // About 500 dispatches: minutes on a busy machine.
    expect((await settled(fixture.testKey, dispatched.body.id, 100)).status).toBe('failed');
    const runs = await app.db.prisma.workflowRun.findMany({ where: { workflowId } });
    expect(runs).toHaveLength(100);
    const root = runs.find((run) => run.depth === 0)!;
    expect(root.treeRuns).toBe(100);
    expect(runs.every((run) => run.rootRunId === root.id && run.status === 'failed')).toBe(true);
    // Every run's five dispatches: 99 started a sub-run, the others were refused, starting nothing.
    const refused = await app.db.prisma.serviceRequest.groupBy({ by: ['reasonCode'], where: { agentId: fixture.agentId, status: 'blocked' }, _count: true });
    const counts = Object.fromEntries(refused.map((group) => [group.reasonCode, group._count]));
    expect(counts.workflow_limit_exceeded).toBeGreaterThan(0);
    expect(counts.workflow_limit_exceeded + (counts.workflow_depth_exceeded ?? 0)).toBe(5 * 100 - 99);
    const full = await app.db.prisma.serviceRequest.findFirstOrThrow({ where: { agentId: fixture.agentId, reasonCode: 'workflow_limit_exceeded' } });
    expect(full.result).toMatchObject({ detail: expect.stringContaining('at most 100 runs') });
  }, 120_000);

  it('starts a sub-run that is cancelled with the run that started it', async () => {
    const fixture = await agentWithBindings(app, { [RUN]: {} });
    const child = await runnableWorkflow(app, fixture, { steps: [{ label: 'Wait', type: 'delay', input: { seconds: 60 } }] });
    const parent = await runnableWorkflow(app, fixture, {
      steps: [{ label: 'Child', type: 'service_call', input: { operation: RUN, payload: { workflow_id: child.workflowId, allow_draft: true } } }],
    });
    const started = await startRun(app, parent.cookie, parent.workflowId, { agent_id: fixture.agentId, version_id: parent.versionId, mode: 'test' });
    await runWhen(app, parent.cookie, parent.workflowId, started.id, (run) => run.steps[0]?.status === 'waiting');
    const step = await app.db.prisma.workflowStepRun.findFirstOrThrow({ where: { runId: started.id } });
    const sub = await app.db.prisma.workflowRun.findFirstOrThrow({ where: { workflowId: child.workflowId } });
    expect(sub).toMatchObject({ depth: 1, parentStepRunId: step.id, serviceRequestId: step.serviceRequestId, mode: 'test' });
    await call(app, 'POST', `/api/v1/workflows/${parent.workflowId}/runs/${started.id}/cancel`, { as: { cookie: parent.cookie } });
    expect((await runWhen(app, parent.cookie, parent.workflowId, started.id)).status).toBe('cancelled');
    const ended = await runWhen(app, child.cookie, child.workflowId, sub.id);
    expect(ended.status).toBe('cancelled');
    expect(await settled(fixture.testKey, sub.serviceRequestId!)).toMatchObject({ status: 'failed', result: { detail: expect.stringContaining('cancelled') } });
  });
});

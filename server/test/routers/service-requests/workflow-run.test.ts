import { describe, expect, it } from 'vitest';
import { getOperation } from '../../../src/domain/catalog/index.js';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { useTestApp } from '../../support/app.js';
import { useBackgroundWork } from '../../support/background.js';
import { agentWithBindings, balanceOf, dispatchAs, setBalance, type DispatchFixture } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { publish, runnableWorkflow } from '../workflows/fixtures.js';

const app = useTestApp();
useBackgroundWork(app);

const RUN = 'workflow.run';
const CSV = 'data.csv_parse';

/** Parse the input's CSV, then parse a summary of it: two live-priced dispatches of the agent. */
const TWO_PARSES = {
  steps: [
    { label: 'Parse', type: 'service_call', input: { operation: CSV, payload: { csv: '${input.csv}' } } },
    { label: 'Count', type: 'service_call', input: { operation: CSV, payload: { csv: 'rows\n${steps.Parse.output.row_count}\n' } } },
  ],
  edges: [{ from: 'Parse', to: 'Count' }],
};

/** The request once it has left `running`, read every 20 ms for up to 15 s. */
async function settled(fixture: DispatchFixture, key: string, id: string): Promise<ServiceRequestResponse> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const read = await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${id}`, { as: { bearer: key } });
    if (read.body.status !== 'running') return read.body;
    if (Date.now() > deadline) throw new Error(`request ${id} still running for ${fixture.agentId}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('workflow.run through POST /service-requests', () => {
  it("answers running (202), runs the published version as the agent, then executes with the run's output and total cost", async () => {
    const fixture = await agentWithBindings(app, { [RUN]: {}, [CSV]: {} });
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, TWO_PARSES);
    await publish(app, cookie, workflowId, versionId);
    await setBalance(app, fixture.owner.session.organization.id, 1_000);

    const dispatched = await dispatchAs(app, fixture.liveKey, { operation: RUN, payload: { workflow_id: workflowId, input: { csv: 'name\nbolt\nnut\n' } } });
    expect(dispatched.status, dispatched.raw).toBe(202);
    expect(dispatched.body).toMatchObject({ status: 'running', operation: RUN });
    const run = await app.db.prisma.workflowRun.findFirstOrThrow({ where: { serviceRequestId: dispatched.body.id } });
    expect(run).toMatchObject({ agentId: fixture.agentId, mode: 'live', versionId, startedBy: null });

    const done = await settled(fixture, fixture.liveKey, dispatched.body.id);
    const parses = await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId, operation: CSV }, orderBy: { id: 'asc' } });
    const stepCost = parses.reduce((sum, request) => sum + Number(request.costCents), 0);
    expect(parses.map((request) => request.status)).toEqual(['executed', 'executed']);
    expect(stepCost).toBeGreaterThan(0);
    expect(done).toMatchObject({
      status: 'executed',
      cost_cents: getOperation(RUN).pricing.costCents,
      result: { run_id: run.id, workflow_id: workflowId, version_id: versionId, version_number: 1, output: { Count: { row_count: 1 } }, cost_cents: stepCost },
    });
    // Each dispatch debited once: the run's price and its steps' own, nothing held any more.
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 1_000 - getOperation(RUN).pricing.costCents! - stepCost, held_cents: 0 });
    const outcomes = await app.db.prisma.auditEntry.findMany({ where: { targetId: dispatched.body.id }, orderBy: { occurredAt: 'asc' } });
    expect(outcomes.map((entry) => [entry.action, entry.actorType, entry.actorId])).toEqual([
      ['service_request.running', 'agent', fixture.agentId],
      ['service_request.executed', 'agent', fixture.agentId],
    ]);
  });

  it('finds the workflow by name, and with a test key runs it in test mode end to end, free', async () => {
    const fixture = await agentWithBindings(app, { [RUN]: {}, [CSV]: {} });
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, TWO_PARSES);
    await publish(app, cookie, workflowId, versionId);
    const { name } = (await call<{ name: string }>(app, 'GET', `/api/v1/workflows/${workflowId}`, { as: { cookie } })).body;
    const dispatched = await dispatchAs(app, fixture.testKey, { operation: RUN, payload: { workflow_id: name.toUpperCase(), input: { csv: 'a\n1\n' } } });
    expect(dispatched.status, dispatched.raw).toBe(202);
    const done = await settled(fixture, fixture.testKey, dispatched.body.id);
    expect(done).toMatchObject({ status: 'executed', cost_cents: 0, mode: 'test', result: { workflow_id: workflowId, cost_cents: 0 } });
    const steps = await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId, operation: CSV } });
    expect(steps.map((request) => request.mode)).toEqual(['test', 'test']);
  });

  it('is blocked without a published version (workflow_unpublished); allow_draft runs the newest draft with a live key as with a test key', async () => {
    const fixture = await agentWithBindings(app, { [RUN]: {}, [CSV]: {} });
    const { workflowId, versionId } = await runnableWorkflow(app, fixture, TWO_PARSES);
    await setBalance(app, fixture.owner.session.organization.id, 1_000);
    const payload = { workflow_id: workflowId, input: { csv: 'a\n1\n' } };
    for (const key of [fixture.liveKey, fixture.testKey]) {
      const refused = await dispatchAs(app, key, { operation: RUN, payload });
      expect(refused.status, refused.raw).toBe(200);
      expect(refused.body).toMatchObject({ status: 'blocked', reason_code: 'workflow_unpublished', cost_cents: 0, result: { detail: expect.stringContaining('allow_draft: true') } });
    }
    expect(await app.db.prisma.workflowRun.count({ where: { workflowId } })).toBe(0);
    for (const [key, mode] of [[fixture.liveKey, 'live'], [fixture.testKey, 'test']] as const) {
      const draft = await dispatchAs(app, key, { operation: RUN, payload: { ...payload, allow_draft: true } });
      expect(draft.status, draft.raw).toBe(202);
      expect(await settled(fixture, key, draft.body.id)).toMatchObject({ status: 'executed', mode, result: { version_id: versionId, version_number: 1 } });
    }
  });

  it('takes allowDraft, the spec\'s spelling, as allow_draft; both given must agree, else 400 naming allowDraft and recording nothing', async () => {
    const fixture = await agentWithBindings(app, { [RUN]: {}, [CSV]: {} });
    const { workflowId } = await runnableWorkflow(app, fixture, TWO_PARSES);
    const payload = { workflow_id: workflowId, input: { csv: 'a\n1\n' } };
    const spelled = await dispatchAs(app, fixture.testKey, { operation: RUN, payload: { ...payload, allowDraft: true } });
    expect(spelled.status, spelled.raw).toBe(202);
    expect((await settled(fixture, fixture.testKey, spelled.body.id)).status).toBe('executed');
    const agreeing = await dispatchAs(app, fixture.testKey, { operation: RUN, payload: { ...payload, allowDraft: false, allow_draft: false } });
    expect(agreeing.body).toMatchObject({ status: 'blocked', reason_code: 'workflow_unpublished' });

    const before = await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } });
    const conflicting = await dispatchAs(app, fixture.testKey, { operation: RUN, payload: { ...payload, allowDraft: true, allow_draft: false } });
    expect(conflicting.status, conflicting.raw).toBe(400);
    expect(conflicting.body).toMatchObject({ error: { code: 'invalid_request', details: [expect.objectContaining({ path: 'payload.allowDraft' })] } });
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(before);
  });

  it('names a workflow by its id in any case, never by a name that reads as that id (one saved before names like ids were refused)', async () => {
    const fixture = await agentWithBindings(app, { [RUN]: {}, [CSV]: {} });
    // The lookalike is the older row, so that a lookup matching both would find it first.
    const lookalike = await runnableWorkflow(app, fixture, { steps: [{ label: 'Wait', type: 'delay', input: { seconds: 1 } }] });
    const target = await runnableWorkflow(app, fixture, TWO_PARSES);
    await publish(app, lookalike.cookie, lookalike.workflowId, lookalike.versionId);
    await publish(app, target.cookie, target.workflowId, target.versionId);
    const name = target.workflowId.toUpperCase();
    await app.db.prisma.workflow.update({ where: { id: lookalike.workflowId }, data: { name, nameKey: name.toLowerCase() } });
    for (const named of [target.workflowId, name]) {
      const dispatched = await dispatchAs(app, fixture.testKey, { operation: RUN, payload: { workflow_id: named, input: { csv: 'a\n1\n' } } });
      expect(dispatched.status, dispatched.raw).toBe(202);
      expect(await app.db.prisma.workflowRun.findFirstOrThrow({ where: { serviceRequestId: dispatched.body.id } })).toMatchObject({ workflowId: target.workflowId });
    }
    expect(await app.db.prisma.workflowRun.count({ where: { workflowId: lookalike.workflowId } })).toBe(0);
  });

  it('is blocked for a workflow not granted to the agent (workflow_not_granted), fails for one the organization lacks, and debits nothing', async () => {
    const fixture = await agentWithBindings(app, { [RUN]: {} });
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, TWO_PARSES);
    await publish(app, cookie, workflowId, versionId);
    await call(app, 'DELETE', `/api/v1/workflows/${workflowId}/agents?agent_id=${fixture.agentId}`, { as: { cookie } });
    await setBalance(app, fixture.owner.session.organization.id, 100);
    const refused = await dispatchAs(app, fixture.liveKey, { operation: RUN, payload: { workflow_id: workflowId } });
    expect(refused.body).toMatchObject({ status: 'blocked', reason_code: 'workflow_not_granted' });
    for (const { payload } of getOperation(RUN).sandboxFailures) {
      const failed = await dispatchAs(app, fixture.testKey, { operation: RUN, payload });
      expect(failed.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', result: { detail: expect.stringContaining('No workflow') } });
    }
    const other = await agentWithBindings(app, { [RUN]: {} });
    const foreign = await dispatchAs(app, other.liveKey, { operation: RUN, payload: { workflow_id: workflowId } });
    expect(foreign.body).toMatchObject({ status: 'failed', result: { detail: expect.stringContaining('No workflow') } });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 100, held_cents: 0 });
    expect(await app.db.prisma.workflowRun.count({ where: { workflowId } })).toBe(0);
  });

  it("ends failed, naming the step, when the run fails; a replay of the Idempotency-Key answers the same request and starts no second run", async () => {
    const fixture = await agentWithBindings(app, { [RUN]: {} });
    const failing = { steps: [{ label: 'Parse', type: 'service_call', input: { operation: CSV, payload: { csv: 'a\n1\n' } } }] };
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, failing);
    await publish(app, cookie, workflowId, versionId);
    const dispatched = await dispatchAs(app, fixture.testKey, { operation: RUN, payload: { workflow_id: workflowId } }, 'run-once');
    const replayed = await dispatchAs(app, fixture.testKey, { operation: RUN, payload: { workflow_id: workflowId } }, 'run-once');
    expect(replayed.body.id).toBe(dispatched.body.id);
    const done = await settled(fixture, fixture.testKey, dispatched.body.id);
    // The agent has no binding for data.csv_parse: the step is blocked by policy, the run fails.
    expect(done).toMatchObject({ status: 'failed', reason_code: 'adapter_error', result: { detail: expect.stringMatching(/^The run wfr_\w+ failed: Step Parse failed: data.csv_parse was blocked \(policy_violation\)/) } });
    expect(await app.db.prisma.workflowRun.count({ where: { workflowId } })).toBe(1);
  });

  it('ends failed when a person cancels the run', async () => {
    const fixture = await agentWithBindings(app, { [RUN]: {} });
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, { steps: [{ label: 'Wait', type: 'delay', input: { seconds: 60 } }] });
    await publish(app, cookie, workflowId, versionId);
    const dispatched = await dispatchAs(app, fixture.testKey, { operation: RUN, payload: { workflow_id: workflowId } });
    const run = await app.db.prisma.workflowRun.findFirstOrThrow({ where: { serviceRequestId: dispatched.body.id } });
    const cancelled = await call(app, 'POST', `/api/v1/workflows/${workflowId}/runs/${run.id}/cancel`, { as: { cookie } });
    expect(cancelled.status, cancelled.raw).toBe(200);
    const done = await settled(fixture, fixture.testKey, dispatched.body.id);
    expect(done).toMatchObject({ status: 'failed', result: { detail: `The run ${run.id} was cancelled` } });
  });
});

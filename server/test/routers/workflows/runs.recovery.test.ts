import { describe, expect, it } from 'vitest';
import type { WorkflowRunResponse } from '../../../src/routers/workflows/runs/run.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { useBackgroundWork } from '../../support/background.js';
import { agentWithBindings, type DispatchFixture } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { runnableWorkflow, runWhen, startRun } from './fixtures.js';

const app = useTestApp();
useBackgroundWork(app);

const CSV = 'data.csv_parse';
const PARSE_THEN_WAIT = {
  steps: [
    { label: 'Parse', type: 'service_call', input: { operation: CSV, payload: { csv: 'a\n1\n' } } },
    { label: 'Side', type: 'delay', input: { seconds: 1 } },
    { label: 'After', type: 'service_call', input: { operation: CSV, payload: { csv: 'rows\n${steps.Parse.output.row_count}\n' } } },
  ],
  edges: [{ from: 'Parse', to: 'After' }],
};

/** A run whose Parse step was blocked (its binding disabled), so that the run failed; the binding enabled again after. */
async function failedRun(fixture: DispatchFixture) {
  const bind = (enabled: boolean) => call(app, 'POST', `/api/v1/agents/${fixture.agentId}/services`, { as: { bearer: fixture.token }, body: { operation: CSV, enabled } });
  const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, PARSE_THEN_WAIT);
  await bind(false);
  const run = await runWhen(app, cookie, workflowId, (await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test' })).id);
  expect(run.status).toBe('failed');
  expect(run.steps.map((step) => [step.label, step.status])).toEqual([['Parse', 'failed'], ['Side', 'completed'], ['After', 'skipped']]);
  await bind(true);
  const post = (path: string) => call<WorkflowRunResponse & ErrorEnvelope>(app, 'POST', `/api/v1/workflows/${workflowId}/runs/${run.id}/${path}`, { as: { cookie }, body: {} });
  return { cookie, workflowId, run, post };
}

describe('recovering a failed run', () => {
  it('reruns the failed steps and the steps skipped after them, keeping what completed, each dispatch a new request', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const { cookie, workflowId, run, post } = await failedRun(fixture);
    const reopened = await post('rerun-failed');
    expect(reopened.status, reopened.raw).toBe(200);
    expect(reopened.body.status).toBe('running');
    const ended = await runWhen(app, cookie, workflowId, run.id);
    expect(ended.status).toBe('completed');
    expect(ended.steps.map((step) => [step.label, step.attempt, step.status])).toEqual([
      ['Parse', 1, 'failed'],
      ['Side', 1, 'completed'],
      ['After', 1, 'skipped'],
      ['Parse', 2, 'completed'],
      ['After', 2, 'completed'],
    ]);
    const keys = (await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId }, orderBy: { createdAt: 'asc' } })).map((request) => [request.idempotencyKey, request.status]);
    expect(keys).toEqual([
      [`workflow:${run.id}:Parse:1`, 'blocked'],
      [`workflow:${run.id}:Parse:2`, 'executed'],
      [`workflow:${run.id}:After:2`, 'executed'],
    ]);
    const retried = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { targetId: run.id, action: 'workflow.run_retried' } });
    expect(retried.details).toEqual({ steps: ['Parse'] });
  });

  it('retries one named step', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const { cookie, workflowId, run, post } = await failedRun(fixture);
    const retried = await post('steps/Parse/retry');
    expect(retried.status, retried.raw).toBe(200);
    expect((await runWhen(app, cookie, workflowId, run.id)).status).toBe('completed');
  });

  it('refuses a step that did not fail, an unknown step, and a run that has not failed (409/404), changing nothing', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const { cookie, workflowId, run, post } = await failedRun(fixture);
    const completedStep = await post('steps/Side/retry');
    expect(completedStep.status).toBe(409);
    expect(completedStep.body.error.message).toBe('Step Side is completed: only a failed step is retried');
    expect((await post('steps/Nowhere/retry')).status).toBe(404);
    expect(await app.db.prisma.workflowStepRun.count({ where: { runId: run.id } })).toBe(3);
    await post('rerun-failed');
    await runWhen(app, cookie, workflowId, run.id);
    const finished = await post('rerun-failed');
    expect(finished.status).toBe(409);
    expect(finished.body.error.message).toBe("The run is completed: only a failed run's steps are retried");
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { runBackgroundWork } from '../../support/background.js';
import { dispatch } from '../../../src/domain/dispatch/dispatch.js';
import { stepIdempotencyKey } from '../../../src/domain/workflows/step-keys.js';
import { createLogger } from '../../../src/logger.js';
import { agentWithBindings, balanceOf } from '../../support/dispatch.js';
import { runnableWorkflow, runWhen, startRun } from './fixtures.js';

const app = useTestApp();
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

const CSV = 'data.csv_parse';
const THREE = {
  steps: ['A', 'B', 'C'].map((label) => ({ label, type: 'service_call', input: { operation: CSV, payload: { csv: `${label}\n\${input.n}\n` } } })),
  edges: [{ from: 'A', to: 'C' }],
};

describe('the workflow engine', () => {
  it('runs each step exactly once with two server instances on one database', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, THREE);
    const runs = await Promise.all(Array.from({ length: 6 }, (_, n) => startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, input: { n } })));
    stops.push(runBackgroundWork(app.db, app.config), runBackgroundWork(app.db, app.config));
    const ended = await Promise.all(runs.map((run) => runWhen(app, cookie, workflowId, run.id)));
    expect(ended.map((run) => run.status)).toEqual(runs.map(() => 'completed'));
    for (const run of ended) expect(run.steps.map((step) => [step.label, step.attempt, step.cost_cents])).toEqual([['A', 1, 1], ['B', 1, 1], ['C', 1, 1]]);
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(18);
    expect(await app.db.prisma.workflowStepRun.count({ where: { runId: { in: runs.map((run) => run.id) } } })).toBe(18);
    expect(await app.db.prisma.auditEntry.count({ where: { action: 'workflow.run_completed', targetId: { in: runs.map((run) => run.id) } } })).toBe(6);
  });

  it('resumes a run whose instance died mid-step without charging the step twice', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, THREE);
    const run = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, input: { n: 7 } });
    // An instance claimed the run, marked A running and made A's dispatch, then died before recording it.
    await app.db.prisma.workflowRun.update({ where: { id: run.id }, data: { leaseUntil: new Date(Date.now() - 1) } });
    const stepA = await app.db.prisma.workflowStepRun.update({ where: { runId_label_attempt: { runId: run.id, label: 'A', attempt: 1 } }, data: { status: 'running', startedAt: new Date() } });
    const made = await dispatch(app.db.prisma, createLogger('silent'), app.config, {
      orgId: fixture.owner.session.organization.id,
      agentId: fixture.agentId,
      mode: 'live',
      operation: CSV,
      payload: { csv: 'A\n7\n' },
      idempotencyKey: stepIdempotencyKey(run.id, 'A', 1),
      workflowStepRunId: stepA.id,
      audit: { actor: { type: 'agent', id: fixture.agentId }, requestId: null },
    });
    expect(made.request).toMatchObject({ status: 'executed' });
    expect(Number(made.request.costCents)).toBe(1);
    const before = await balanceOf(app, fixture);

    stops.push(runBackgroundWork(app.db, app.config));
    const ended = await runWhen(app, cookie, workflowId, run.id);
    expect(ended).toMatchObject({ status: 'completed', cost_cents: 3 });
    expect(ended.steps[0]).toMatchObject({ label: 'A', attempt: 1, status: 'completed', service_request_id: made.request.id });
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(3);
    // Only B and C were charged after the restart.
    expect((await balanceOf(app, fixture)).balance_cents).toBe(before.balance_cents - 2);
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWorkflowEngine } from '../../src/domain/workflows/engine.js';
import { createLogger } from '../../src/logger.js';
import { useTestApp } from '../support/app.js';
import { CSV, dispatchAs, useAgentWithBindings } from '../support/dispatch.js';
import { hashingEmbedder } from '../support/hashing-embedder.js';
import { call } from '../support/identity.js';
import { MODERATE } from '../support/moderation-provider.js';
import { scrape, type Scrape } from '../support/prometheus.js';
import { mockProviders, neverAnswers } from '../support/providers.js';
import { readRun, runnableWorkflow, startRun } from '../routers/workflows/fixtures.js';

const OPENAI = 'https://api.openai.com/v1';
const server = mockProviders(
  http.post(`${OPENAI}/moderations`, () => HttpResponse.json({ id: 'modr-1', model: 'omni-moderation-latest', results: [{ flagged: false, categories: { hate: false }, category_scores: { hate: 0.0001 } }] })),
);
// A deadline short enough for a test to wait it out.
const app = useTestApp({ env: { OPENAI_API_KEY: 'sk-proj-test-key', PROCTOR_PROVIDER_TIMEOUT_MS: '1000' } });
const fixture = useAgentWithBindings(app, { [MODERATE.operation]: {}, [CSV.operation]: {} });

/** A CSV whose second line has a field more than its header: the in-process parser answers a failure, throwing nothing. */
const MALFORMED_CSV = { csv: 'name,qty\nbolt,3,extra\n' };

describe('proctor_provider_errors_total', () => {
  it('counts a live provider that answered with an error under its provider and mode, and not a call it answered', async () => {
    const before = await scrape(app);
    expect((await dispatchAs(app, fixture.liveKey, MODERATE)).body.status).toBe('executed');
    server.use(http.post(`${OPENAI}/moderations`, () => HttpResponse.json({ error: { message: 'The server had an error' } }, { status: 500 })));
    const failed = await dispatchAs(app, fixture.liveKey, MODERATE);
    expect(failed.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error' });
    const after = await scrape(app);

    expect(after.movedSince(before, 'proctor_provider_errors_total', { provider: 'moderation', mode: 'live' })).toBe(1);
    expect(after.movedSince(before, 'proctor_provider_errors_total', { provider: 'moderation', mode: 'test' })).toBe(0);
    expect(after.movedSince(before, 'proctor_provider_call_duration_seconds', { provider: 'moderation', mode: 'live' })).toBe(2);
    expect(after.family('proctor_provider_errors_total')?.type).toBe('counter');
  });

  it('counts a provider that did not answer within the deadline', async () => {
    server.use(http.post(`${OPENAI}/moderations`, neverAnswers));
    const before = await scrape(app);
    const failed = await dispatchAs(app, fixture.liveKey, MODERATE);
    expect(failed.body).toMatchObject({ status: 'failed', result: { detail: 'The provider did not answer within 1000 ms' } });
    const after = await scrape(app);
    expect(after.movedSince(before, 'proctor_provider_errors_total', { provider: 'moderation', mode: 'live' })).toBe(1);
  });

  it('counts an adapter that answered a failure, as an in-process parser does for a malformed input', async () => {
    const before = await scrape(app);
    const failed = await dispatchAs(app, fixture.liveKey, { operation: CSV.operation, payload: MALFORMED_CSV });
    expect(failed.body).toMatchObject({ status: 'failed', mode: 'live' });
    const after = await scrape(app);
    expect(after.movedSince(before, 'proctor_provider_errors_total', { provider: 'data', mode: 'live' })).toBe(1);
    expect(after.movedSince(before, 'proctor_provider_call_duration_seconds', { provider: 'data', mode: 'live' })).toBe(1);
  });
});

/** Ask a person, then parse a CSV: a run waits at Approve until someone decides. */
const APPROVE_THEN_PARSE = {
  steps: [
    { label: 'Approve', type: 'approval', input: { title: 'Parse the stock sheet?' } },
    { label: 'Parse', type: 'service_call', input: { operation: CSV.operation, payload: CSV.payload } },
  ],
  edges: [{ from: 'Approve', to: 'Parse' }],
};

const PARSE_MALFORMED = { steps: [{ label: 'Parse', type: 'service_call', input: { operation: CSV.operation, payload: MALFORMED_CSV } }], edges: [] };

/**
 * Advances the runs due now as the server's engine does, once, and waits for it to be done: no
 * engine runs beside this file's app, so a run stays where the test left it between scrapes.
 */
async function advance(): Promise<void> {
  const engine = createWorkflowEngine(app.db.prisma, createLogger('silent'), app.config, hashingEmbedder());
  expect(await engine.tick()).toBe(1);
  await engine.stop();
}

/** A test-mode run of `definition` as the fixture's agent, started and not yet advanced. */
async function startedRun(definition: unknown) {
  const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, definition);
  const run = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test', input: {} });
  return { cookie, workflowId, runId: run.id, read: () => readRun(app, cookie, workflowId, run.id) };
}

/** The one pending approval of the run's step, approved by the fixture's owner. */
async function approveStep(runId: string): Promise<void> {
  const approval = await app.db.prisma.approval.findFirstOrThrow({ where: { workflowStepRun: { runId }, status: 'pending' } });
  const approved = await call(app, 'POST', `/api/v1/approvals/${approval.id}/approve`, { as: { bearer: fixture.token } });
  expect(approved.status, approved.raw).toBe(200);
}

const STEPS = 'proctor_workflow_steps_total';
const FINISHED = 'proctor_workflow_runs_finished_total';

/** How far each state of proctor_workflow_runs_running moved between two scrapes. */
const runningMoved = (before: Scrape, after: Scrape) =>
  Object.fromEntries(['due', 'advancing', 'sleeping'].map((state) => [state, after.movedSince(before, 'proctor_workflow_runs_running', { state })]));

describe('workflow metrics', () => {
  it('counts a run as running while it waits at an approval, and no longer once it has finished', async () => {
    const before = await scrape(app);
    const run = await startedRun(APPROVE_THEN_PARSE);
    const due = await scrape(app);
    expect(runningMoved(before, due)).toEqual({ due: 1, advancing: 0, sleeping: 0 });

    await advance();
    expect((await run.read()).steps.map((step) => [step.label, step.status])).toEqual([
      ['Approve', 'waiting'],
      ['Parse', 'pending'],
    ]);
    const waiting = await scrape(app);
    expect(runningMoved(before, waiting)).toEqual({ due: 0, advancing: 0, sleeping: 1 });

    await approveStep(run.runId);
    await advance();
    expect((await run.read()).status).toBe('completed');
    const finished = await scrape(app);
    expect(runningMoved(before, finished)).toEqual({ due: 0, advancing: 0, sleeping: 0 });
  });

  it('counts each step execution by its type and the status it ended in, and the run by how it ended', async () => {
    const run = await startedRun(APPROVE_THEN_PARSE);
    const before = await scrape(app);
    await advance();
    const waiting = await scrape(app);
    expect(waiting.movedSince(before, STEPS, { type: 'approval', status: 'waiting' })).toBe(1);
    expect(waiting.movedSince(before, STEPS, { type: 'approval', status: 'completed' })).toBe(0);
    expect(waiting.movedSince(before, STEPS, { type: 'service_call', status: 'completed' })).toBe(0);
    expect(waiting.movedSince(before, FINISHED, { status: 'completed' })).toBe(0);

    await approveStep(run.runId);
    await advance();
    expect((await run.read()).status).toBe('completed');
    const after = await scrape(app);
    expect(after.movedSince(waiting, STEPS, { type: 'approval', status: 'waiting' })).toBe(0);
    expect(after.movedSince(waiting, STEPS, { type: 'approval', status: 'completed' })).toBe(1);
    expect(after.movedSince(waiting, STEPS, { type: 'service_call', status: 'completed' })).toBe(1);
    expect(after.movedSince(waiting, FINISHED, { status: 'completed' })).toBe(1);
    expect(after.movedSince(waiting, FINISHED, { status: 'failed' })).toBe(0);
    // Only the statuses a step ends in: an approval stores its own outcome, which is no status.
    for (const sample of after.family(STEPS)!.samples) expect(['completed', 'failed', 'waiting']).toContain(sample.labels.status);
  });

  it('counts a run whose step failed as failed, and the step as failed', async () => {
    const run = await startedRun(PARSE_MALFORMED);
    const before = await scrape(app);
    await advance();
    expect((await run.read()).status).toBe('failed');
    const after = await scrape(app);
    expect(after.movedSince(before, STEPS, { type: 'service_call', status: 'failed' })).toBe(1);
    expect(after.movedSince(before, STEPS, { type: 'service_call', status: 'completed' })).toBe(0);
    expect(after.movedSince(before, FINISHED, { status: 'failed' })).toBe(1);
    expect(after.movedSince(before, FINISHED, { status: 'completed' })).toBe(0);
    // The step's dispatch ran in the run's test mode, and the parser answered a failure.
    expect(after.movedSince(before, 'proctor_provider_errors_total', { provider: 'data', mode: 'test' })).toBe(1);
    expect(after.movedSince(before, 'proctor_provider_errors_total', { provider: 'data', mode: 'live' })).toBe(0);
  });

  it('counts a run cancelled while it waited as cancelled, its unfinished steps executed no more', async () => {
    const run = await startedRun(APPROVE_THEN_PARSE);
    await advance();
    const before = await scrape(app);
    const cancelled = await call(app, 'POST', `/api/v1/workflows/${run.workflowId}/runs/${run.runId}/cancel`, { as: { cookie: run.cookie } });
    expect(cancelled.status, cancelled.raw).toBe(200);
    await advance();
    expect((await run.read()).status).toBe('cancelled');
    const after = await scrape(app);
    expect(after.movedSince(before, FINISHED, { status: 'cancelled' })).toBe(1);
    for (const sample of after.family(STEPS)!.samples) expect(after.movedSince(before, STEPS, sample.labels), JSON.stringify(sample.labels)).toBe(0);
  });
});

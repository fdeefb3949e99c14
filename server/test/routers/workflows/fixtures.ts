import type { ApprovalResponse } from '../../../src/routers/approvals/approval.types.js';
import type { WorkflowResponse } from '../../../src/routers/workflows/workflow.types.js';
import type { WorkflowVersionResponse } from '../../../src/routers/workflows/versions/version.types.js';
import type { WorkflowRunResponse } from '../../../src/routers/workflows/runs/run.types.js';
import type { TestApp } from '../../support/app.js';
import type { DispatchFixture } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

/** A two-step definition: a search, then a summary of what it found. */
export const SEARCH_AND_SUMMARIZE = {
  steps: [
    { label: 'Search', type: 'service_call', input: { operation: 'web_search.search', payload: { query: '${input.supplier} reviews' } } },
    {
      label: 'Summarize',
      type: 'service_call',
      input: {
        operation: 'text_generation.generate',
        payload: { model: 'openai/gpt-4o-mini', messages: [{ role: 'user', content: 'Summarize: ${steps.Search.output.results}' }], max_tokens: 300 },
      },
    },
  ],
  edges: [{ from: 'Search', to: 'Summarize' }],
};

/**
 * A condition summing, for each element of input.a, all of input.a again (`val` reaching the
 * outer scope): n² additions, 900 million for 30,000 numbers (≈170 KB of body). Evaluated on the
 * event loop, it stalled a server for 17.7 s.
 */
export const QUADRATIC = {
  '>': [
    { reduce: [{ var: 'input.a' }, { '+': [{ var: 'accumulator' }, { reduce: [{ val: [[-2], 'input', 'a'] }, { '+': [{ var: 'accumulator' }, 1] }, 0] }] }, 0] },
    0,
  ],
};

export async function createWorkflow(app: TestApp, cookie: string, body: Record<string, unknown> = {}): Promise<WorkflowResponse> {
  const made = await call<WorkflowResponse>(app, 'POST', '/api/v1/workflows', { as: { cookie }, body: { name: `Workflow ${Math.random().toString(36).slice(2, 10)}`, ...body } });
  if (made.status !== 201) throw new Error(`workflow: ${made.raw}`);
  return made.body;
}

export async function saveVersion(app: TestApp, cookie: string, workflowId: string, definition: unknown = SEARCH_AND_SUMMARIZE): Promise<WorkflowVersionResponse> {
  const saved = await call<WorkflowVersionResponse>(app, 'POST', `/api/v1/workflows/${workflowId}/versions`, { as: { cookie }, body: definition });
  if (saved.status !== 201) throw new Error(`version: ${saved.raw}`);
  return saved.body;
}

/** Publishes a version (an organization with no reviewers approves it at once): what run_workflow and workflow.run run. */
export async function publish(app: TestApp, cookie: string, workflowId: string, versionId: string): Promise<void> {
  const published = await call<{ status: string }>(app, 'POST', `/api/v1/workflows/${workflowId}/versions/${versionId}/publish`, { as: { cookie } });
  if (published.body.status !== 'approved') throw new Error(`publish: ${published.raw}`);
}

/** Ask a person, then wait a second: a run waits at Approve until someone decides. */
const GATED = {
  steps: [
    { label: 'Approve', type: 'approval', input: { title: 'Pay ${input.supplier}?', description: 'The quote is in the run input' } },
    { label: 'After', type: 'delay', input: { seconds: 1 } },
  ],
  edges: [{ from: 'Approve', to: 'After' }],
};

/** A workflow (`body` for POST /workflows) of `definition`'s version 1, granted to the fixture's agent; its owner's cookie and the ids. */
export async function runnableWorkflow(app: TestApp, fixture: DispatchFixture, definition: unknown, body: Record<string, unknown> = {}) {
  const { cookie } = fixture.owner;
  const workflow = await createWorkflow(app, cookie, body);
  const version = await saveVersion(app, cookie, workflow.id, definition);
  const granted = await call(app, 'POST', `/api/v1/workflows/${workflow.id}/agents`, { as: { cookie }, body: { agent_id: fixture.agentId } });
  if (granted.status !== 201) throw new Error(`grant: ${granted.raw}`);
  return { cookie, workflow, workflowId: workflow.id, versionId: version.id };
}

/** A test-mode run of GATED (supplier Acme) as the fixture's agent, waiting at Approve; the approval the queue shows for it. */
export async function runWaitingForApproval(app: TestApp, fixture: DispatchFixture, body: Record<string, unknown> = {}) {
  const { cookie, workflow, versionId } = await runnableWorkflow(app, fixture, GATED, body);
  const run = await startRun(app, cookie, workflow.id, { agent_id: fixture.agentId, version_id: versionId, mode: 'test', input: { supplier: 'Acme' } });
  await runWhen(app, cookie, workflow.id, run.id, (current) => current.steps[0]?.status === 'waiting');
  const pending = await call<{ data: ApprovalResponse[] }>(app, 'GET', '/api/v1/approvals?status=pending', { as: { cookie } });
  const approval = pending.body.data.find((candidate) => candidate.workflow_step?.run_id === run.id);
  if (!approval) throw new Error(`no pending approval for ${run.id}: ${JSON.stringify(pending.body)}`);
  return { cookie, workflow, workflowId: workflow.id, runId: run.id, approval };
}

export async function startRun(app: TestApp, cookie: string, workflowId: string, body: Record<string, unknown>): Promise<WorkflowRunResponse> {
  const started = await call<WorkflowRunResponse>(app, 'POST', `/api/v1/workflows/${workflowId}/runs`, { as: { cookie }, body });
  if (started.status !== 202) throw new Error(`run: ${started.raw}`);
  return started.body;
}

export const readRun = async (app: TestApp, cookie: string, workflowId: string, runId: string) =>
  (await call<WorkflowRunResponse>(app, 'GET', `/api/v1/workflows/${workflowId}/runs/${runId}`, { as: { cookie } })).body;

/** The run once `until` holds of it (by default: it has ended), read every 20 ms for up to 15 s. */
export async function runWhen(
  app: TestApp,
  cookie: string,
  workflowId: string,
  runId: string,
  until: (run: WorkflowRunResponse) => boolean = (run) => run.status !== 'running',
): Promise<WorkflowRunResponse> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const run = await readRun(app, cookie, workflowId, runId);
    if (until(run)) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} never got there: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

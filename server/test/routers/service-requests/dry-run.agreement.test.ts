import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REASON_CODES, statusOf, type ReasonCode } from '../../../src/domain/dispatch/reasons.js';
import type { ServiceRequestDryRunResponse } from '../../../src/routers/service-requests/dry-run.types.js';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, setBalance, type DispatchFixture } from '../../support/dispatch.js';
import { footprint } from '../../support/footprint.js';
import { call } from '../../support/identity.js';
import { parentAgent, spawn } from '../../support/spawn.js';
import { placeInTeam } from '../../support/teams.js';
import { delegate, move } from '../agents/delegated-tasks/fixtures.js';

// A price list nobody answers: a model's price cannot be asked, so a text generation is failed
// adapter_error at admission, before any provider call.
const app = useTestApp({ env: { OPENROUTER_BASE_URL: 'http://127.0.0.1:9' } });

/** What a dispatch and its dry run are sent: the key, the body and the X-Delegated-Task header. */
interface Attempt {
  key: string;
  body: Record<string, unknown>;
  task?: string;
}

/**
 * The reasons a dispatch's answer never carries, each with why: a person decides them later, or
 * an internal operation's own checks decide them once the request is admitted (the dry run
 * answers those executed, as admission does).
 */
const NOT_DECIDED_AT_ADMISSION: Partial<Record<ReasonCode, string>> = {
  approval_rejected: 'a person decides it after the dispatch answered approval_required',
  approval_expired: 'nobody decides the approval in time, after the dispatch answered',
  workflow_run_ended: "the dispatching workflow run ends while the approval waits",
  workflow_not_granted: "workflow.run's own start, once admitted",
  workflow_unpublished: "workflow.run's own start, once admitted",
  workflow_depth_exceeded: "workflow.run's own start, once admitted",
  workflow_limit_exceeded: "workflow.run's own start, once admitted",
  resource_not_granted: "the operation's own start (knowledge, device, storage, document), once admitted",
};

const orgOf = (fixture: DispatchFixture) => fixture.owner.session.organization.id;
const csvAgent = (binding: Record<string, unknown> = {}) => agentWithBindings(app, { 'data.csv_parse': binding });

/** A task of `budget` cents delegated to a child spawned for CSV parsing, in live mode, the wallet funded. */
async function childWithTask(budget: number) {
  const parent = await parentAgent(app, null, { 'data.csv_parse': {} });
  await setBalance(app, orgOf(parent), 1000);
  const child = (await spawn(app, parent.liveKey, { name: 'Child', services: ['data.csv_parse'], monthly_budget_cents: 100 })).body;
  const task = (await delegate(app, parent.liveKey, parent.agentId, { child_agent_id: child.agent.id, title: 'T', budget_cents: budget, operations: ['data.csv_parse'] })).body;
  return { parent, childKey: child.api_key, taskId: task.id };
}

/** Each reason admission decides, and the state that brings it about. */
const CASES: Record<Exclude<ReasonCode, keyof typeof NOT_DECIDED_AT_ADMISSION>, () => Promise<Attempt>> = {
  policy_violation: async () => ({ key: (await csvAgent()).testKey, body: { operation: 'web_search.search', payload: { query: 'bolts' } } }),
  daily_limit_exceeded: async () => ({ key: (await csvAgent({ daily_limit: 0 })).testKey, body: CSV }),
  monthly_budget_exceeded: async () => ({ key: (await csvAgent({ monthly_budget_cents: 0 })).testKey, body: CSV }),
  agent_budget_exceeded: async () => ({ key: (await parentAgent(app, 0, { 'data.csv_parse': {} })).testKey, body: CSV }),
  team_budget_exceeded: async () => {
    const fixture = await csvAgent();
    await placeInTeam(app, fixture, { poolCents: 0 });
    return { key: fixture.liveKey, body: CSV };
  },
  worker_budget_exceeded: async () => {
    const fixture = await csvAgent();
    await placeInTeam(app, fixture, { poolCents: 1000, allocationCents: 0 });
    return { key: fixture.liveKey, body: CSV };
  },
  task_budget_exceeded: async () => {
    const { childKey, taskId } = await childWithTask(0);
    return { key: childKey, body: CSV, task: taskId };
  },
  task_closed: async () => {
    const { parent, childKey, taskId } = await childWithTask(10);
    await move(app, { bearer: parent.liveKey }, parent.agentId, taskId, { status: 'cancelled' });
    return { key: childKey, body: CSV, task: taskId };
  },
  insufficient_balance: async () => {
    const fixture = await csvAgent();
    await setBalance(app, orgOf(fixture), 0);
    return { key: fixture.testKey, body: CSV };
  },
  approval_threshold: async () => ({ key: (await csvAgent({ approval_threshold_cents: 0 })).testKey, body: CSV }),
  adapter_error: async () => ({
    key: (await agentWithBindings(app, { 'text_generation.generate': {} })).testKey,
    body: { operation: 'text_generation.generate', payload: { model: 'openai/gpt-4o', messages: [{ role: 'user', content: 'Hi' }], max_tokens: 10 } },
  }),
  requires_connected_app: async () => ({
    key: (await agentWithBindings(app, { 'chat.send': {} })).liveKey,
    body: { operation: 'chat.send', payload: { channel: 'ops', text: 'Deploy done' } },
  }),
  agent_disabled: async () => {
    const fixture = await csvAgent();
    const paused = await call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie }, body: { status: 'paused' } });
    expect(paused.status).toBe(200);
    return { key: fixture.testKey, body: CSV };
  },
};

const headersOf = (attempt: Attempt): Record<string, string> => (attempt.task ? { 'x-delegated-task': attempt.task } : {});

function dryRun(attempt: Attempt) {
  return call<ServiceRequestDryRunResponse>(app, 'POST', '/api/v1/service-requests/dry-run', { as: { bearer: attempt.key }, body: attempt.body, headers: headersOf(attempt) });
}

function dispatch(attempt: Attempt) {
  return call<ServiceRequestResponse>(app, 'POST', '/api/v1/service-requests', {
    as: { bearer: attempt.key },
    body: attempt.body,
    headers: { ...headersOf(attempt), 'idempotency-key': randomUUID() },
  });
}

describe('a dry run answers what the dispatch then does, and moves nothing', () => {
  it('covers every reason code: each is decided at admission, or named as decided later', () => {
    expect(new Set([...Object.keys(CASES), ...Object.keys(NOT_DECIDED_AT_ADMISSION)])).toEqual(new Set(REASON_CODES));
  });

  it.each(Object.entries(CASES) as [ReasonCode, () => Promise<Attempt>][])('%s', async (reason, setUp) => {
    const attempt = await setUp();
    const before = await footprint(app);
    const dry = await dryRun(attempt);
    expect(dry.status).toBe(200);
    expect(await footprint(app)).toEqual(before);
    expect(dry.body).toMatchObject({ decision: statusOf(reason), reason_code: reason });

    const dispatched = await dispatch(attempt);
    expect(dispatched.body).toMatchObject({ status: statusOf(reason), reason_code: reason });
    // The same words (a request waiting for approval adds its approval's id) and the same typed refusal.
    expect((dispatched.body.result as { detail: string }).detail.startsWith(dry.body.detail!)).toBe(true);
    expect(dispatched.body.refusal).toEqual(dry.body.refusal);
  });

  it('executed: the dry run answers the cost and the headroom, and the dispatch then executes', async () => {
    const fixture = await csvAgent({ daily_limit: 5, monthly_budget_cents: 100 });
    const attempt = { key: fixture.liveKey, body: CSV };
    const before = await footprint(app);
    const dry = await dryRun(attempt);
    expect(await footprint(app)).toEqual(before);
    expect(dry.body).toMatchObject({ decision: 'executed', detail: null, estimated_cost_cents: 1, mode: 'live', operation: 'data.csv_parse' });
    expect(dry.body).not.toHaveProperty('reason_code');
    expect((await dispatch(attempt)).body).toMatchObject({ status: 'executed', cost_cents: 1 });
    // The dispatch counted where the dry run said it would: the next dry run sees it.
    const after = await dryRun(attempt);
    expect(after.body.levels.find((level) => level.level === 'binding_day')).toMatchObject({ limit: 5, used: 1, remaining: 4 });
    expect(after.body.levels.find((level) => level.level === 'binding_month')).toMatchObject({ limit: 100, used: 1, remaining: 99 });
  });
});

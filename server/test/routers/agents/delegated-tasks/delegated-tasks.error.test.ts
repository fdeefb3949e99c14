import { describe, expect, it } from 'vitest';
import { COUNTERS } from '../../../../src/domain/dispatch/budgets.js';
import { useTestApp } from '../../../support/app.js';
import { agentWithBindings } from '../../../support/dispatch.js';
import { waitUntilBlockedBy } from '../../../support/locks.js';
import { call } from '../../../support/identity.js';
import { spawn } from '../../../support/spawn.js';
import { delegate, dispatchForTask, family, move, tasksOf, type DelegatedTaskResponse } from './fixtures.js';

const app = useTestApp({ env: { PROCTOR_RATE_LIMIT_REQUESTS: '0' } });

const TASK = { title: 'T', budget_cents: 5, operations: ['data.csv_parse'] };
const tasksIn = (orgId: string) => app.db.prisma.delegatedTask.count({ where: { orgId } });

describe('POST /api/v1/agents/{id}/delegated-tasks refuses, creating nothing', () => {
  it('an unknown child, a sibling, the parent itself, or another organization\'s agent: 404', async () => {
    const { parent, childId, childKey } = await family(app);
    const sibling = (await spawn(app, childKey, { name: 'Grandchild', services: ['data.csv_parse'], monthly_budget_cents: 0 })).body.agent.id;
    const stranger = await agentWithBindings(app, { 'data.csv_parse': {} });
    for (const child of ['agt_01jh0xzzzzzzzzzzzzzzzzzzzz', sibling, parent.agentId, stranger.agentId]) {
      const refused = await delegate(app, parent.liveKey, parent.agentId, { ...TASK, child_agent_id: child });
      expect(refused.status, refused.raw).toBe(404);
      expect(refused.body.error.message).toBe('Child agent not found');
    }
    // The child may delegate to its own child, not back to its parent.
    expect((await delegate(app, childKey, childId, { ...TASK, child_agent_id: sibling })).status).toBe(201);
    expect((await delegate(app, childKey, childId, { ...TASK, child_agent_id: parent.agentId })).status).toBe(404);
    expect(await tasksIn(parent.owner.session.organization.id)).toBe(1);
  });

  it("operations the child lacks: 403 naming each; another agent's path: 404", async () => {
    const { parent, childId, childKey } = await family(app);
    const refused = await delegate(app, parent.liveKey, parent.agentId, { ...TASK, child_agent_id: childId, operations: ['data.csv_parse', 'email.send'] });
    expect(refused.status, refused.raw).toBe(403);
    expect(refused.body.error.details).toEqual([{ path: 'operations.1', message: 'email.send is not an enabled service of the child' }]);
    expect((await delegate(app, childKey, parent.agentId, { ...TASK, child_agent_id: childId })).status).toBe(404);
    expect(await tasksIn(parent.owner.session.organization.id)).toBe(0);
  });

  it.each([
    ['no operations', { operations: [] }, 'operations'],
    ['an operation twice', { operations: ['data.csv_parse', 'data.csv_parse'] }, 'operations'],
    ['a negative budget', { budget_cents: -1 }, 'budget_cents'],
    ['an empty title', { title: ' ' }, 'title'],
    ['input not an object', { input: [1] }, 'input'],
  ])('%s: 400', async (_, change, path) => {
    const { parent, childId } = await family(app);
    const refused = await delegate(app, parent.liveKey, parent.agentId, { ...TASK, child_agent_id: childId, ...change });
    expect(refused.status, refused.raw).toBe(400);
    expect(refused.body.error.details?.map((detail) => detail.path)).toContain(path);
  });
});

describe('PATCH /api/v1/agents/{id}/delegated-tasks/{taskId}', () => {
  it('refuses every move the table does not give, 409, the task unchanged', async () => {
    const { parent, childId, childKey } = await family(app);
    const task = (await delegate(app, parent.liveKey, parent.agentId, { ...TASK, child_agent_id: childId })).body;
    const child = { bearer: childKey };
    const asParent = { bearer: parent.liveKey };
    const refusals: [typeof child, string, string][] = [
      [child, childId, 'completed'], // not started
      [child, childId, 'cancelled'], // the child does not cancel
      [asParent, parent.agentId, 'in_progress'], // the parent does not start it
      [asParent, parent.agentId, 'completed'],
    ];
    for (const [as, agentId, status] of refusals) {
      const refused = await move(app, as, agentId, task.id, { status });
      expect(refused.status, `${status}: ${refused.raw}`).toBe(409);
      expect(refused.body.error.code).toBe('conflict');
    }
    await move(app, child, childId, task.id, { status: 'in_progress' });
    await move(app, child, childId, task.id, { status: 'failed', result: { error: 'no data' } });
    for (const [as, agentId, status] of [[asParent, parent.agentId, 'cancelled'], [child, childId, 'completed'], [child, childId, 'in_progress']] as const) {
      expect((await move(app, as, agentId, task.id, { status })).status).toBe(409);
    }
    const read = await call<DelegatedTaskResponse>(app, 'GET', `${tasksOf(childId)}/${task.id}`, { as: child });
    expect(read.body).toMatchObject({ status: 'failed', result: { error: 'no data' } });
  });

  it('a result with a move that is not a finish: 400; accepted is no move: 400', async () => {
    const { parent, childId, childKey } = await family(app);
    const task = (await delegate(app, parent.liveKey, parent.agentId, { ...TASK, child_agent_id: childId })).body;
    expect((await move(app, { bearer: childKey }, childId, task.id, { status: 'in_progress', result: 1 })).status).toBe(400);
    expect((await move(app, { bearer: childKey }, childId, task.id, { status: 'accepted' })).status).toBe(400);
  });

  it('a task of neither side of the agent, or of another organization: 404', async () => {
    const { parent, childId, childKey } = await family(app);
    const task = (await delegate(app, parent.liveKey, parent.agentId, { ...TASK, child_agent_id: childId })).body;
    const other = await family(app);
    expect((await move(app, { bearer: other.childKey }, other.childId, task.id, { status: 'in_progress' })).status).toBe(404);
    expect((await call(app, 'GET', `${tasksOf(other.childId)}/${task.id}`, { as: { bearer: other.childKey } })).status).toBe(404);
    expect((await call(app, 'GET', `${tasksOf(childId)}/${task.id}`, { as: { bearer: other.parent.token } })).status).toBe(404);
    expect((await move(app, { bearer: childKey }, childId, task.id, { status: 'in_progress' })).status).toBe(200);
  });

  it('of two racing moves one wins, the other is 409', async () => {
    const { parent, childId, childKey } = await family(app);
    const task = (await delegate(app, parent.liveKey, parent.agentId, { ...TASK, child_agent_id: childId })).body;
    await move(app, { bearer: childKey }, childId, task.id, { status: 'in_progress' });
    const results = await Promise.all([
      move(app, { bearer: childKey }, childId, task.id, { status: 'completed' }),
      move(app, { bearer: parent.liveKey }, parent.agentId, task.id, { status: 'cancelled' }),
      move(app, { bearer: childKey }, childId, task.id, { status: 'failed' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
  });
});

describe('X-Delegated-Task on POST /api/v1/service-requests', () => {
  it('malformed: 400; a task not delegated to the caller: 404; neither leaves a request', async () => {
    const { parent, childId, childKey } = await family(app);
    const task = (await delegate(app, parent.liveKey, parent.agentId, { ...TASK, child_agent_id: childId })).body;
    const malformed = await dispatchForTask(app, childKey, 'not-a-task');
    expect(malformed.status, malformed.raw).toBe(400);
    const unknown = await dispatchForTask(app, childKey, 'tsk_01jh0xzzzzzzzzzzzzzzzzzzzz');
    expect(unknown.status, unknown.raw).toBe(404);
    expect(unknown.body.error.message).toBe('Delegated task not found');
    // The parent is not the task's child: its own dispatch for it is not found either.
    expect((await dispatchForTask(app, parent.liveKey, task.id)).status).toBe(404);
    expect(await app.db.prisma.serviceRequest.count({ where: { orgId: parent.owner.session.organization.id } })).toBe(0);
  });

  it('a task delegated in live mode, dispatched for with a test key: blocked policy_violation', async () => {
    const { parent, childId } = await family(app);
    const rotated = await call<{ api_key: string }>(app, 'PATCH', `/api/v1/agents/${childId}/key`, { as: { bearer: parent.token }, body: { mode: 'test' } });
    const task = (await delegate(app, parent.liveKey, parent.agentId, { ...TASK, child_agent_id: childId })).body;
    expect((await dispatchForTask(app, rotated.body.api_key, task.id)).body).toMatchObject({ status: 'blocked', reason_code: 'policy_violation' });
  });

  it('50 concurrent dispatches against a task cap of 20 cents: exactly 20 executed, the task charged exactly 20', async () => {
    const { parent, childId, childKey } = await family(app);
    const task = (await delegate(app, parent.liveKey, parent.agentId, { ...TASK, child_agent_id: childId, budget_cents: 20 })).body;
    const results = await Promise.all(Array.from({ length: 50 }, () => dispatchForTask(app, childKey, task.id)));
    const counts: Record<string, number> = {};
    for (const { body } of results) counts[body.reason_code ?? body.status] = (counts[body.reason_code ?? body.status] ?? 0) + 1;
    expect(counts).toEqual({ executed: 20, task_budget_exceeded: 30 });
    expect((await call<DelegatedTaskResponse>(app, 'GET', `${tasksOf(childId)}/${task.id}`, { as: { bearer: childKey } })).body.spent_cents).toBe(20);
  });

  it('a dispatch that read the task open, and reaches it after a cancel has committed, is refused task_closed', async () => {
    const { parent, childId, childKey } = await family(app);
    const task = (await delegate(app, parent.liveKey, parent.agentId, { ...TASK, child_agent_id: childId, budget_cents: 1000 })).body;
    let dispatched: ReturnType<typeof dispatchForTask> | undefined;
    await app.db.prisma.$transaction(
      async (tx) => {
        // Hold the task's counter, so that the dispatch reads its policy (the task open) and then
        // waits at the counter; cancel the task meanwhile. Once this commits, the dispatch reaches
        // the task's row already changed, and must see the change, not the row its snapshot saw.
        const counter = COUNTERS.taskCents(task.id);
        await tx.$executeRaw`INSERT INTO usage_counters (org_id, scope, period, mode, value)
          VALUES (${parent.owner.session.organization.id}, ${counter.scope}, ${counter.period}, 'live', 0)`;
        await tx.$queryRaw`SELECT 1 FROM usage_counters WHERE scope = ${counter.scope} FOR UPDATE`;
        dispatched = dispatchForTask(app, childKey, task.id);
        await waitUntilBlockedBy(app, tx);
        await tx.$executeRaw`UPDATE delegated_tasks SET status = 'cancelled' WHERE id = ${task.id}`;
      },
      { timeout: 20_000 },
    );
    expect((await dispatched!).body).toMatchObject({ status: 'blocked', reason_code: 'task_closed' });
  });
});

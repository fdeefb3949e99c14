import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../support/app.js';
import { addMember, call } from '../../../support/identity.js';
import { delegate, dispatchForTask, family, move, tasksOf, type DelegatedTaskResponse } from './fixtures.js';

const app = useTestApp();

type Page = { data: DelegatedTaskResponse[]; next_cursor: string | null };

describe('delegated tasks', () => {
  it('a parent delegates; the child works within its cap and operations, starts and finishes it; then it takes no more dispatches', async () => {
    const { parent, childId, childKey } = await family(app);
    const created = await delegate(app, parent.liveKey, parent.agentId, {
      child_agent_id: childId,
      title: 'Parse the invoices',
      input: { files: 3 },
      budget_cents: 3,
      operations: ['data.csv_parse'],
    });
    expect(created.status, created.raw).toBe(201);
    const task = created.body;
    expect(task).toMatchObject({
      parent_agent_id: parent.agentId,
      child_agent_id: childId,
      mode: 'live',
      title: 'Parse the invoices',
      input: { files: 3 },
      budget_cents: 3,
      spent_cents: 0,
      operations: ['data.csv_parse'],
      status: 'accepted',
      result: null,
      completed_at: null,
    });
    expect(task.id).toMatch(/^tsk_/);

    const started = await move(app, { bearer: childKey }, childId, task.id, { status: 'in_progress' });
    expect(started.status, started.raw).toBe(200);
    expect(started.body.status).toBe('in_progress');

    for (let i = 0; i < 3; i++) expect((await dispatchForTask(app, childKey, task.id)).body).toMatchObject({ status: 'executed', cost_cents: 1 });
    expect((await dispatchForTask(app, childKey, task.id)).body).toMatchObject({ status: 'blocked', reason_code: 'task_budget_exceeded' });
    expect((await dispatchForTask(app, childKey, task.id, { operation: 'web_search.search', payload: { query: 'x' } })).body).toMatchObject({
      status: 'blocked',
      reason_code: 'policy_violation',
    });
    const requests = await app.db.prisma.serviceRequest.count({ where: { delegatedTaskId: task.id } });
    expect(requests).toBe(5);

    const finished = await move(app, { bearer: childKey }, childId, task.id, { status: 'completed', result: { rows: 42 } });
    expect(finished.body).toMatchObject({ status: 'completed', result: { rows: 42 }, spent_cents: 3 });
    expect(finished.body.completed_at).not.toBeNull();
    expect((await dispatchForTask(app, childKey, task.id)).body).toMatchObject({ status: 'blocked', reason_code: 'task_closed' });

    const audit = await app.db.prisma.auditEntry.findMany({ where: { targetId: task.id }, orderBy: { seq: 'asc' } });
    expect(audit.map((entry) => [entry.action, entry.actorId, entry.details])).toEqual([
      ['delegated_task.created', parent.agentId, { child_agent_id: childId, budget_cents: 3, operations: ['data.csv_parse'] }],
      ['delegated_task.updated', childId, { from: 'accepted', to: 'in_progress' }],
      ['delegated_task.updated', childId, { from: 'in_progress', to: 'completed' }],
    ]);
  });

  it('a dispatch without the header is the child\'s own work: the task is not charged', async () => {
    const { parent, childId, childKey } = await family(app);
    const task = (await delegate(app, parent.liveKey, parent.agentId, { child_agent_id: childId, title: 'T', budget_cents: 1, operations: ['data.csv_parse'] })).body;
    await call(app, 'POST', '/api/v1/service-requests', {
      as: { bearer: childKey },
      body: { operation: 'data.csv_parse', payload: { csv: 'a\n1\n' } },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect((await call<DelegatedTaskResponse>(app, 'GET', `${tasksOf(childId)}/${task.id}`, { as: { bearer: childKey } })).body.spent_cents).toBe(0);
  });

  it('the parent, or an admin, cancels an open task', async () => {
    const { parent, childId } = await family(app);
    const body = { child_agent_id: childId, title: 'T', budget_cents: 5, operations: ['data.csv_parse'] };
    const first = (await delegate(app, parent.liveKey, parent.agentId, body)).body;
    const byParent = await move(app, { bearer: parent.liveKey }, parent.agentId, first.id, { status: 'cancelled' });
    expect(byParent.status, byParent.raw).toBe(200);
    expect(byParent.body).toMatchObject({ status: 'cancelled' });

    const second = (await delegate(app, parent.liveKey, parent.agentId, body)).body;
    const admin = await addMember(app, parent.owner.session.organization.id, 'admin');
    const byAdmin = await move(app, { cookie: admin.cookie }, childId, second.id, { status: 'cancelled' });
    expect(byAdmin.status, byAdmin.raw).toBe(200);
    expect(byAdmin.body.status).toBe('cancelled');
  });

  it('lists the tasks of both sides, filtered by side and status, newest first on request, for the agents and for members', async () => {
    const { parent, childId, childKey } = await family(app);
    const made: string[] = [];
    for (const title of ['one', 'two', 'three']) {
      made.push((await delegate(app, parent.liveKey, parent.agentId, { child_agent_id: childId, title, budget_cents: 5, operations: ['data.csv_parse'] })).body.id);
    }
    await move(app, { bearer: childKey }, childId, made[1]!, { status: 'in_progress' });
    const list = (agentId: string, query: string, as: { bearer: string } | { cookie: string }) =>
      call<Page>(app, 'GET', `${tasksOf(agentId)}${query}`, { as }).then((result) => result.body.data.map((task) => task.id));

    expect(await list(parent.agentId, '', { bearer: parent.liveKey })).toEqual(made);
    expect(await list(parent.agentId, '?side=received', { bearer: parent.liveKey })).toEqual([]);
    expect(await list(childId, '?side=received&order=desc', { bearer: childKey })).toEqual([...made].reverse());
    expect(await list(childId, '?status=in_progress', { bearer: childKey })).toEqual([made[1]]);
    const member = await addMember(app, parent.owner.session.organization.id, 'member');
    expect(await list(childId, '?limit=2', { cookie: member.cookie })).toEqual(made.slice(0, 2));
    const one = await call<DelegatedTaskResponse>(app, 'GET', `${tasksOf(parent.agentId)}/${made[0]}`, { as: { cookie: member.cookie } });
    expect(one.body).toMatchObject({ id: made[0], title: 'one' });
  });

  it('a test key delegates a test task, and the child works on it with its test key', async () => {
    const { parent, childId } = await family(app);
    const childTest = await call<{ api_key: string }>(app, 'PATCH', `/api/v1/agents/${childId}/key`, {
      as: { bearer: parent.token },
      body: { mode: 'test' },
    });
    expect(childTest.status, childTest.raw).toBe(200);
    const task = (await delegate(app, parent.testKey, parent.agentId, { child_agent_id: childId, title: 'T', budget_cents: 1, operations: ['data.csv_parse'] })).body;
    expect(task.mode).toBe('test');
    const key = childTest.body.api_key;
    expect((await dispatchForTask(app, key, task.id)).body).toMatchObject({ status: 'executed', cost_cents: 0 });
    // Test mode meets the cap at the live price, as every budget: the second is over it.
    expect((await dispatchForTask(app, key, task.id)).body).toMatchObject({ status: 'blocked', reason_code: 'task_budget_exceeded' });
  });
});

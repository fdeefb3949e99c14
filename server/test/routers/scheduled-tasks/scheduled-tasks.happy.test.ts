import { describe, expect, it } from 'vitest';
import { nextFire } from '../../../src/domain/event-sources/cron.js';
import type { ScheduledTaskResponse } from '../../../src/routers/scheduled-tasks/scheduled-task.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, type DispatchFixture } from '../../support/dispatch.js';
import { addMember, call } from '../../support/identity.js';
import { runnableWorkflow, saveVersion } from '../workflows/fixtures.js';

const app = useTestApp();

const body = (fixture: DispatchFixture, fields: Record<string, unknown> = {}) => ({
  agent_id: fixture.agentId,
  name: 'Nightly parse',
  operation: CSV.operation,
  payload: CSV.payload,
  schedule_type: 'recurring',
  cron_expr: '30 2 * * *',
  timezone: 'America/New_York',
  ...fields,
});

async function create(fixture: DispatchFixture, fields: Record<string, unknown> = {}, as: { cookie: string } | { bearer: string } = { bearer: fixture.token }) {
  return call<ScheduledTaskResponse & { test_run?: { status: string; service_request: { status: string } | null; workflow_run_id: string | null } }>(
    app,
    'POST',
    '/api/v1/scheduled-tasks',
    { as, body: body(fixture, fields) },
  );
}

describe('scheduled tasks', () => {
  it('are created with the spec’s body, their next run computed in their zone, and audited', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const before = new Date();
    const made = await create(fixture);
    expect(made.status, made.raw).toBe(201);
    const expected = nextFire({ cronExpr: '30 2 * * *', timezone: 'America/New_York' }, before)!;
    expect(made.body).toMatchObject({
      agent_id: fixture.agentId,
      name: 'Nightly parse',
      operation: CSV.operation,
      payload: CSV.payload,
      schedule_type: 'recurring',
      cron_expr: '30 2 * * *',
      timezone: 'America/New_York',
      mode: 'live',
      allow_draft: false,
      status: 'active',
      next_run_at: expected.toISOString(),
      created_by: fixture.owner.session.user.id,
      can_edit: true,
    });
    expect(made.body.id).toMatch(/^sch_/);
    expect(made.body).not.toHaveProperty('test_run');
    const audited = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { targetId: made.body.id } });
    expect(audited).toMatchObject({ action: 'scheduled_task.created', actorType: 'user', actorId: fixture.owner.session.user.id });
  });

  it('default to UTC, are listed a page at a time and by agent, and are read one at a time', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const ids = [];
    for (const name of ['One', 'Two', 'Three']) ids.push((await create(fixture, { name, timezone: undefined, cron_expr: '0 * * * *' })).body.id);
    const first = await call<{ data: ScheduledTaskResponse[]; next_cursor: string | null }>(app, 'GET', '/api/v1/scheduled-tasks?limit=2', { as: { bearer: fixture.token } });
    expect(first.body.data.map((task) => task.id)).toEqual(ids.slice(0, 2));
    expect(first.body.data[0]!.timezone).toBe('UTC');
    const second = await call<{ data: ScheduledTaskResponse[]; next_cursor: string | null }>(app, 'GET', `/api/v1/scheduled-tasks?limit=2&cursor=${first.body.next_cursor}`, { as: { bearer: fixture.token } });
    expect(second.body).toEqual({ data: [expect.objectContaining({ id: ids[2] })], next_cursor: null });
    const newest = await call<{ data: ScheduledTaskResponse[] }>(app, 'GET', `/api/v1/scheduled-tasks?order=desc&agent_id=${fixture.agentId}&status=active`, { as: { cookie: fixture.owner.cookie } });
    expect(newest.body.data.map((task) => task.id)).toEqual([...ids].reverse());
    const one = await call<ScheduledTaskResponse>(app, 'GET', `/api/v1/scheduled-tasks/${ids[1]}`, { as: { bearer: fixture.token } });
    expect(one.body).toMatchObject({ id: ids[1], name: 'Two' });
  });

  it('pause, resume at their next time after now, take a new schedule, and are deleted', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const task = (await create(fixture)).body;
    const patch = (fields: Record<string, unknown>) => call<ScheduledTaskResponse>(app, 'PATCH', `/api/v1/scheduled-tasks/${task.id}`, { as: { bearer: fixture.token }, body: fields });
    const paused = await patch({ status: 'paused' });
    expect(paused.body).toMatchObject({ status: 'paused', next_run_at: null });
    const resumed = await patch({ status: 'active', name: 'Hourly parse' });
    expect(resumed.body).toMatchObject({ status: 'active', name: 'Hourly parse', next_run_at: task.next_run_at });
    const moved = await patch({ cron_expr: '*/15 * * * *', timezone: 'Asia/Kolkata' });
    expect(moved.body).toMatchObject({ cron_expr: '*/15 * * * *', timezone: 'Asia/Kolkata', next_run_at: nextFire({ cronExpr: '*/15 * * * *', timezone: 'Asia/Kolkata' }, new Date(moved.body.updated_at))!.toISOString() });
    const deleted = await call(app, 'DELETE', `/api/v1/scheduled-tasks/${task.id}`, { as: { bearer: fixture.token } });
    expect(deleted.status).toBe(204);
    expect((await call(app, 'GET', `/api/v1/scheduled-tasks/${task.id}`, { as: { bearer: fixture.token } })).status).toBe(404);
    const actions = await app.db.prisma.auditEntry.findMany({ where: { targetId: task.id }, orderBy: { occurredAt: 'asc' }, select: { action: true } });
    expect(actions.map((entry) => entry.action)).toEqual(['scheduled_task.created', 'scheduled_task.updated', 'scheduled_task.updated', 'scheduled_task.updated', 'scheduled_task.deleted']);
  });

  it('run a workflow by name: published unless drafts are allowed, and a test run fires now with the newest version', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {}, 'workflow.run': {} });
    const parse = { steps: [{ label: 'Parse', type: 'service_call', input: { operation: CSV.operation, payload: { csv: '${input.csv}' } } }] };
    const { cookie, workflow, versionId } = await runnableWorkflow(app, fixture, parse);
    const payload = { workflow_id: workflow.name, input: { csv: 'a\n1\n' } };
    const unpublished = await create(fixture, { operation: 'workflow.run', payload }, { cookie });
    expect(unpublished.status, unpublished.raw).toBe(409);
    const drafted = await create(fixture, { operation: 'workflow.run', payload, allowDraft: true, mode: 'test', test_run: true }, { cookie });
    expect(drafted.status, drafted.raw).toBe(201);
    expect(drafted.body).toMatchObject({ allow_draft: true, test_run: { status: 'fired', service_request: { status: 'running' } } });
    expect(drafted.body.test_run!.workflow_run_id).toMatch(/^wfr_/);
    const published = await call(app, 'POST', `/api/v1/workflows/${workflow.id}/versions/${versionId}/publish`, { as: { cookie }, body: {} });
    expect(published.status, published.raw).toBe(201);
    await saveVersion(app, cookie, workflow.id, parse);
    const tested = await create(fixture, { operation: 'workflow.run', payload, mode: 'test', test_run: true }, { cookie });
    expect(tested.status, tested.raw).toBe(201);
    const run = await app.db.prisma.workflowRun.findUniqueOrThrow({ where: { id: tested.body.test_run!.workflow_run_id! }, include: { steps: true } });
    const newest = await app.db.prisma.workflowVersion.findFirstOrThrow({ where: { workflowId: workflow.id }, orderBy: { number: 'desc' } });
    expect(run.versionId).toBe(newest.id);
    expect(newest.id).not.toBe(versionId);
  });

  it('may be changed by their creator, admins and owners, and read by every member', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const orgId = fixture.owner.session.organization.id;
    const [member, other, admin] = await Promise.all([addMember(app, orgId, 'member'), addMember(app, orgId, 'member'), addMember(app, orgId, 'admin')]);
    const task = (await create(fixture, {}, { cookie: member.cookie })).body;
    expect(task.can_edit).toBe(true);
    const seen = await call<ScheduledTaskResponse>(app, 'GET', `/api/v1/scheduled-tasks/${task.id}`, { as: { cookie: other.cookie } });
    expect(seen.body.can_edit).toBe(false);
    const refused = await call<{ error: { code: string } }>(app, 'PATCH', `/api/v1/scheduled-tasks/${task.id}`, { as: { cookie: other.cookie }, body: { status: 'paused' } });
    expect(refused.status).toBe(403);
    expect((await call(app, 'DELETE', `/api/v1/scheduled-tasks/${task.id}`, { as: { cookie: other.cookie } })).status).toBe(403);
    const byAdmin = await call<ScheduledTaskResponse>(app, 'PATCH', `/api/v1/scheduled-tasks/${task.id}`, { as: { cookie: admin.cookie }, body: { status: 'paused' } });
    expect(byAdmin.body).toMatchObject({ status: 'paused', can_edit: true });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/client.js';
import { dispatch } from '../../src/domain/dispatch/dispatch.js';
import { fireAudit, fireKey } from '../../src/domain/event-sources/fire.js';
import { createScheduler } from '../../src/domain/event-sources/scheduler.js';
import { newId } from '../../src/domain/ids.js';
import { createLogger } from '../../src/logger.js';
import type { EventFireResponse } from '../../src/routers/scheduled-tasks/fire.types.js';
import type { ScheduledTaskResponse } from '../../src/routers/scheduled-tasks/scheduled-task.types.js';
import { useTestApp } from '../support/app.js';
import { agentWithBindings, balanceOf, CSV, type DispatchFixture } from '../support/dispatch.js';
import { call } from '../support/identity.js';

const app = useTestApp();
// The scheduler fires every due source of the database: each test's tasks stop when it ends.
afterEach(() => app.db.prisma.eventSource.updateMany({ data: { status: 'paused', nextRunAt: null } }));
const logger = createLogger('silent');
const MINUTE = 60_000;

/** A clock the test sets: the scheduler's "now" (its database time otherwise). */
function fakeClock(start: Date) {
  let now = start;
  return { clock: () => Promise.resolve(now), at: (time: Date) => (now = time) };
}

const schedulerAt = (clock: () => Promise<Date>, db = app.db.prisma) => createScheduler({ db, logger, config: app.config }, clock);

async function schedule(fixture: DispatchFixture, body: Record<string, unknown> = {}): Promise<ScheduledTaskResponse> {
  const made = await call<ScheduledTaskResponse>(app, 'POST', '/api/v1/scheduled-tasks', {
    as: { bearer: fixture.token },
    body: { agent_id: fixture.agentId, name: 'Every minute', operation: CSV.operation, payload: CSV.payload, cron_expr: '* * * * *', ...body },
  });
  if (made.status !== 201) throw new Error(`scheduled task: ${made.raw}`);
  return made.body;
}

const firesOf = (sourceId: string) => app.db.prisma.eventFire.findMany({ where: { sourceId }, orderBy: { scheduledFor: 'asc' } });
const plus = (time: string | Date, ms: number) => new Date(new Date(time).getTime() + ms);

describe('the scheduler', () => {
  it('fires each scheduled time once, as a governed dispatch keyed by task and time, charged once and audited', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const task = await schedule(fixture);
    const first = new Date(task.next_run_at!);
    const { clock, at } = fakeClock(plus(first, -1_000));
    const scheduler = schedulerAt(clock);
    expect(await scheduler.tick()).toEqual({ fires: 0, dispatched: 0 });
    const before = await balanceOf(app, fixture);
    at(plus(first, 1_000));
    expect(await scheduler.tick()).toEqual({ fires: 1, dispatched: 1 });
    expect(await scheduler.tick()).toEqual({ fires: 0, dispatched: 0 });
    const [fire] = await firesOf(task.id);
    expect(fire).toMatchObject({ status: 'fired', scheduledFor: first, attempts: 1, leaseUntil: null });
    const request = await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id: fire!.serviceRequestId! } });
    expect(request).toMatchObject({ agentId: fixture.agentId, mode: 'live', status: 'executed', idempotencyKey: `fire:${task.id}:${first.toISOString()}` });
    expect((await balanceOf(app, fixture)).balance_cents).toBe(before.balance_cents - Number(request.costCents));
    expect((await app.db.prisma.eventSource.findUniqueOrThrow({ where: { id: task.id } })).nextRunAt).toEqual(plus(first, MINUTE));
    const runs = await call<{ data: EventFireResponse[] }>(app, 'GET', `/api/v1/scheduled-tasks/${task.id}/runs`, { as: { bearer: fixture.token } });
    expect(runs.body.data).toEqual([
      expect.objectContaining({ source_id: task.id, scheduled_for: first.toISOString(), status: 'fired', service_request: { id: request.id, status: 'executed', reason_code: null, cost_cents: Number(request.costCents) } }),
    ]);
    const audited = await app.db.prisma.auditEntry.findMany({ where: { targetId: task.id }, orderBy: { occurredAt: 'asc' }, select: { action: true, details: true } });
    expect(audited.map((entry) => entry.action)).toEqual(['scheduled_task.created', 'scheduled_task.fired']);
    expect(audited[1]!.details).toEqual({ fire_id: fire!.id, service_request_id: request.id });
  });

  it('records a fire that needs approval, and one that is blocked, with its outcome, and goes on firing', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: { approval_threshold_cents: 0 } });
    const task = await schedule(fixture);
    const first = new Date(task.next_run_at!);
    const { clock, at } = fakeClock(plus(first, 1_000));
    const scheduler = schedulerAt(clock);
    await scheduler.tick();
    await call(app, 'DELETE', `/api/v1/agents/${fixture.agentId}/services/${CSV.operation}`, { as: { bearer: fixture.token } });
    at(plus(first, MINUTE + 1_000));
    await scheduler.tick();
    const runs = await call<{ data: EventFireResponse[] }>(app, 'GET', `/api/v1/scheduled-tasks/${task.id}/runs`, { as: { bearer: fixture.token } });
    expect(runs.body.data.map((fire) => [fire.status, fire.service_request?.status, fire.service_request?.reason_code])).toEqual([
      ['fired', 'approval_required', 'approval_threshold'],
      ['fired', 'blocked', 'policy_violation'],
    ]);
    expect((await app.db.prisma.eventSource.findUniqueOrThrow({ where: { id: task.id } })).nextRunAt).toEqual(plus(first, 2 * MINUTE));
  });

  it("skips a paused agent's fires, and a paused or deleted task's pending ones, with the reason", async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const task = await schedule(fixture);
    const first = new Date(task.next_run_at!);
    const paused = await call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie }, body: { status: 'paused' } });
    expect(paused.status, paused.raw).toBe(200);
    const { clock } = fakeClock(plus(first, 1_000));
    await schedulerAt(clock).tick();
    const [fire] = await firesOf(task.id);
    expect(fire).toMatchObject({ status: 'skipped', reason: 'agent_paused', serviceRequestId: null });
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(0);
    const skipped = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { targetId: task.id, action: 'scheduled_task.fire_skipped' } });
    expect(skipped).toMatchObject({ outcome: 'skipped', reasonCode: 'agent_paused' });
  });

  it('after the server was down across fire times, fires the latest once and records the older ones skipped as missed', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const task = await schedule(fixture, { mode: 'test' });
    const first = new Date(task.next_run_at!);
    const { clock, at } = fakeClock(plus(first, 1_000));
    await schedulerAt(clock).tick();
    // Down from here: the next two times pass with no instance running.
    at(plus(first, 3 * MINUTE + 1_000));
    const restarted = schedulerAt(clock);
    expect(await restarted.tick()).toEqual({ fires: 3, dispatched: 1 });
    const fires = await firesOf(task.id);
    expect(fires.map((fire) => [fire.scheduledFor!.getTime() - first.getTime(), fire.status, fire.reason])).toEqual([
      [0, 'fired', null],
      [MINUTE, 'skipped', 'missed'],
      [2 * MINUTE, 'skipped', 'missed'],
      [3 * MINUTE, 'fired', null],
    ]);
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(2);
    const missed = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { targetId: task.id, action: 'scheduled_task.fires_missed' } });
    expect(missed.details).toEqual({ recorded: 2, first: plus(first, MINUTE).toISOString(), last: plus(first, 2 * MINUTE).toISOString(), older_not_recorded: false });
  });

  it('dispatches again a fire whose instance died after dispatching, under the same key: one request, charged once', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const task = await schedule(fixture);
    const source = await app.db.prisma.eventSource.findUniqueOrThrow({ where: { id: task.id } });
    const scheduledFor = new Date(task.next_run_at!);
    // The instance claimed the fire and dispatched it, then died before recording it: its lease has passed.
    const fire = await app.db.prisma.eventFire.create({
      data: { id: newId('fir'), orgId: source.orgId, sourceId: source.id, scheduledFor, payload: CSV.payload, attempts: 1, leaseUntil: plus(scheduledFor, -MINUTE) },
    });
    const { request: first } = await dispatch(app.db.prisma, logger, app.config, {
      orgId: source.orgId, agentId: source.agentId, mode: 'live', operation: CSV.operation, payload: CSV.payload, idempotencyKey: fireKey(fire), audit: fireAudit(source),
    });
    const before = await balanceOf(app, fixture);
    await app.db.prisma.eventSource.update({ where: { id: task.id }, data: { nextRunAt: plus(scheduledFor, MINUTE) } });
    const { clock } = fakeClock(plus(scheduledFor, 1_000));
    expect(await schedulerAt(clock).tick()).toEqual({ fires: 0, dispatched: 1 });
    expect(await app.db.prisma.eventFire.findUniqueOrThrow({ where: { id: fire.id } })).toMatchObject({ status: 'fired', serviceRequestId: first.id, attempts: 2 });
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(1);
    expect(await balanceOf(app, fixture)).toEqual(before);
  });

  it('on two instances ticking together, fires every scheduled time of every task exactly once over ten minutes of fires', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const tasks = await Promise.all([1, 2, 3].map((n) => schedule(fixture, { name: `Task ${n}`, mode: 'test' })));
    const first = new Date(Math.max(...tasks.map((task) => new Date(task.next_run_at!).getTime())));
    const other = connectDatabase(app.db.url, { poolSize: 10 });
    try {
      const { clock, at } = fakeClock(first);
      const instances = [schedulerAt(clock), schedulerAt(clock, other.prisma)];
      for (let minute = 0; minute < 10; minute++) {
        at(plus(first, minute * MINUTE + 1_000));
        await Promise.all(instances.flatMap((instance) => [instance.tick(), instance.tick()]));
      }
    } finally {
      await other.close();
    }
    for (const task of tasks) {
      const fires = await firesOf(task.id);
      const times = fires.filter((fire) => fire.scheduledFor! >= first).map((fire) => [fire.scheduledFor!.getTime() - first.getTime(), fire.status]);
      expect(times).toEqual(Array.from({ length: 10 }, (_, minute) => [minute * MINUTE, 'fired']));
      expect(fires.every((fire) => fire.attempts === 1)).toBe(true);
    }
    const requests = await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId }, select: { idempotencyKey: true, status: true } });
    expect(new Set(requests.map((request) => request.idempotencyKey)).size).toBe(requests.length);
    expect(requests.every((request) => request.status === 'executed')).toBe(true);
    expect(requests.length).toBe((await app.db.prisma.eventFire.count({ where: { sourceId: { in: tasks.map((task) => task.id) }, status: 'fired' } })));
  });
});

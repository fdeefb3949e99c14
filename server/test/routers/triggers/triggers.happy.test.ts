import { describe, expect, it } from 'vitest';
import { openSigningSecret, TRIGGER_SECRET_PREFIX } from '../../../src/domain/event-sources/signature.js';
import type { CreatedTriggerResponse } from '../../../src/routers/triggers/create.types.js';
import type { TriggerResponse } from '../../../src/routers/triggers/trigger.types.js';
import type { EventFireResponse } from '../../../src/routers/scheduled-tasks/fire.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call } from '../../support/identity.js';
import { createWebhookTrigger, fire, triggerOwner } from '../../support/triggers.js';

const app = useTestApp();

const auditActions = async (orgId: string, targetId: string) =>
  (await app.db.prisma.auditEntry.findMany({ where: { orgId, targetId }, orderBy: { id: 'asc' } })).map((entry) => entry.action);

describe('triggers: create, read, change, delete', () => {
  it('creates a webhook trigger: 201 with the secret once and its fire URL, the secret stored sealed, audited', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const made = await call<CreatedTriggerResponse>(app, 'POST', '/api/v1/triggers', {
      as: { cookie: owner.cookie },
      body: { agent_id: agentId, name: '  Supplier sheet ', kind: 'webhook', operation: 'data.csv_parse', payload: { header: true } },
    });
    expect(made.status, made.raw).toBe(201);
    expect(made.headers.get('cache-control')).toBe('no-store');
    const trigger = made.body;
    expect(trigger).toMatchObject({
      agent_id: agentId,
      name: 'Supplier sheet',
      kind: 'webhook',
      operation: 'data.csv_parse',
      payload: { header: true },
      mode: 'live',
      allow_draft: false,
      status: 'active',
      cron_expr: null,
      timezone: null,
      next_run_at: null,
      created_by: owner.session.user.id,
      can_edit: true,
    });
    expect(trigger.id).toMatch(/^trg_/);
    expect(trigger.fire_url).toBe(`${app.baseUrl}/api/v1/triggers/${trigger.id}/fire`);
    expect(trigger.signing_secret.startsWith(TRIGGER_SECRET_PREFIX)).toBe(true);

    const row = await app.db.prisma.eventSource.findUniqueOrThrow({ where: { id: trigger.id } });
    expect(row.owner).toBe('trigger');
    expect(row.signingSecret).not.toContain(trigger.signing_secret.slice(TRIGGER_SECRET_PREFIX.length));
    expect(openSigningSecret(app.config, row.signingSecret!)).toBe(trigger.signing_secret);

    // Never shown again.
    const read = await call<TriggerResponse>(app, 'GET', `/api/v1/triggers/${trigger.id}`, { as: { cookie: owner.cookie } });
    expect(read.status).toBe(200);
    expect(read.raw).not.toContain(trigger.signing_secret);
    expect(read.body).toEqual(Object.fromEntries(Object.entries(trigger).filter(([key]) => key !== 'signing_secret')));
    const audit = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { targetId: trigger.id, action: 'trigger.created' } });
    expect(JSON.stringify(audit.details)).not.toContain(trigger.signing_secret);
    expect(audit.details).toMatchObject({ name: 'Supplier sheet', kind: 'webhook', operation: 'data.csv_parse' });
  });

  it('creates a cron trigger, which has a schedule and no fire URL', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const made = await call<CreatedTriggerResponse>(app, 'POST', '/api/v1/triggers', {
      as: { cookie: owner.cookie },
      body: { agent_id: agentId, name: 'Nightly', kind: 'cron', operation: 'data.csv_parse', payload: { csv: 'a\n1\n' }, cron_expr: '0 3 * * *', timezone: 'Europe/Berlin', mode: 'test' },
    });
    expect(made.status, made.raw).toBe(201);
    expect(made.body).toMatchObject({ kind: 'cron', cron_expr: '0 3 * * *', timezone: 'Europe/Berlin', fire_url: null, mode: 'test' });
    expect(new Date(made.body.next_run_at!).getTime()).toBeGreaterThan(Date.now());
    expect(made.body.signing_secret).toMatch(/^trigger_secret_/);
    const utc = await call<CreatedTriggerResponse>(app, 'POST', '/api/v1/triggers', {
      as: { cookie: owner.cookie },
      body: { agent_id: agentId, name: 'Hourly', kind: 'cron', operation: 'data.csv_parse', payload: { csv: 'a\n1\n' }, cron_expr: '0 * * * *' },
    });
    expect(utc.body.timezone).toBe('UTC');
  });

  it('lists the live triggers a page at a time, filters them, and leaves scheduled tasks out', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await createWebhookTrigger(app, owner.cookie, agentId, { name: `T${i}` }));
    await call(app, 'PATCH', `/api/v1/triggers/${made[1]!.id}`, { as: { cookie: owner.cookie }, body: { status: 'paused' } });
    await call(app, 'POST', '/api/v1/scheduled-tasks', {
      as: { cookie: owner.cookie },
      body: { agent_id: agentId, name: 'A task', operation: 'data.csv_parse', payload: { csv: 'a\n1\n' }, cron_expr: '0 3 * * *' },
    });
    const first = await call<{ data: TriggerResponse[]; next_cursor: string | null }>(app, 'GET', '/api/v1/triggers?limit=2', { as: { cookie: owner.cookie } });
    expect(first.status, first.raw).toBe(200);
    expect(first.body.data.map((t) => t.name)).toEqual(['T0', 'T1']);
    expect(first.raw).not.toContain('signing_secret');
    const second = await call<{ data: TriggerResponse[]; next_cursor: string | null }>(app, 'GET', `/api/v1/triggers?limit=2&cursor=${first.body.next_cursor}`, { as: { cookie: owner.cookie } });
    expect(second.body).toMatchObject({ data: [{ name: 'T2' }], next_cursor: null });
    const paused = await call<{ data: TriggerResponse[] }>(app, 'GET', '/api/v1/triggers?status=paused', { as: { cookie: owner.cookie } });
    expect(paused.body.data.map((t) => t.id)).toEqual([made[1]!.id]);
    const newest = await call<{ data: TriggerResponse[] }>(app, 'GET', `/api/v1/triggers?order=desc&agent_id=${agentId}`, { as: { cookie: owner.cookie } });
    expect(newest.body.data.map((t) => t.name)).toEqual(['T2', 'T1', 'T0']);
  });

  it('changes, pauses and resumes a trigger; its creator, an admin and an owner may, and each change is audited', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const orgId = owner.session.organization.id;
    const member = await addMember(app, orgId, 'member');
    const admin = await addMember(app, orgId, 'admin');
    const trigger = await createWebhookTrigger(app, member.cookie, agentId);
    expect(trigger.created_by).toBe(member.session.user.id);

    const renamed = await call<TriggerResponse>(app, 'PATCH', `/api/v1/triggers/${trigger.id}`, { as: { cookie: member.cookie }, body: { name: 'Renamed', payload: { header: false } } });
    expect(renamed.status, renamed.raw).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', payload: { header: false }, status: 'active' });
    const paused = await call<TriggerResponse>(app, 'PATCH', `/api/v1/triggers/${trigger.id}`, { as: { cookie: admin.cookie }, body: { status: 'paused' } });
    expect(paused.body.status).toBe('paused');
    const resumed = await call<TriggerResponse>(app, 'PATCH', `/api/v1/triggers/${trigger.id}`, { as: { cookie: owner.cookie }, body: { status: 'active' } });
    expect(resumed.body.status).toBe('active');
    // A colleague sees it, may not change it.
    const colleague = await addMember(app, orgId, 'member');
    const seen = await call<TriggerResponse>(app, 'GET', `/api/v1/triggers/${trigger.id}`, { as: { cookie: colleague.cookie } });
    expect(seen.body.can_edit).toBe(false);

    const cron = await call<CreatedTriggerResponse>(app, 'POST', '/api/v1/triggers', {
      as: { cookie: owner.cookie },
      body: { agent_id: agentId, name: 'Cron', kind: 'cron', operation: 'data.csv_parse', payload: { csv: 'a\n1\n' }, cron_expr: '0 3 * * *' },
    });
    const rescheduled = await call<TriggerResponse>(app, 'PATCH', `/api/v1/triggers/${cron.body.id}`, { as: { cookie: owner.cookie }, body: { cron_expr: '*/5 * * * *', timezone: 'Asia/Tokyo' } });
    expect(rescheduled.body).toMatchObject({ cron_expr: '*/5 * * * *', timezone: 'Asia/Tokyo' });
    expect(new Date(rescheduled.body.next_run_at!).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    expect(await auditActions(orgId, trigger.id)).toEqual(['trigger.created', 'trigger.updated', 'trigger.updated', 'trigger.updated']);
  });

  it('deletes a trigger: it leaves the list, its fire URL answers 404, its secret is wiped, its fires stay listed to the audit', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const trigger = await createWebhookTrigger(app, owner.cookie, agentId);
    const fired = await fire(app, trigger);
    expect(fired.status, fired.raw).toBe(200);
    const deleted = await call(app, 'DELETE', `/api/v1/triggers/${trigger.id}`, { as: { cookie: owner.cookie } });
    expect(deleted.status, deleted.raw).toBe(204);
    expect((await call(app, 'GET', `/api/v1/triggers/${trigger.id}`, { as: { cookie: owner.cookie } })).status).toBe(404);
    expect((await call<{ data: unknown[] }>(app, 'GET', '/api/v1/triggers', { as: { cookie: owner.cookie } })).body.data).toEqual([]);
    expect((await fire(app, trigger)).status).toBe(404);
    expect((await app.db.prisma.eventSource.findUniqueOrThrow({ where: { id: trigger.id } })).signingSecret).toBeNull();
    expect(await auditActions(owner.session.organization.id, trigger.id)).toEqual(['trigger.created', 'trigger.fired', 'trigger.deleted']);
  });

  it("lists a trigger's fires with what each made, a page at a time", async () => {
    const { owner, agentId } = await triggerOwner(app);
    const trigger = await createWebhookTrigger(app, owner.cookie, agentId);
    const requests = [];
    for (let i = 0; i < 3; i += 1) requests.push((await fire<{ id: string }>(app, trigger)).body.id);
    const first = await call<{ data: EventFireResponse[]; next_cursor: string | null }>(app, 'GET', `/api/v1/triggers/${trigger.id}/runs?limit=2`, { as: { cookie: owner.cookie } });
    expect(first.status, first.raw).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.data[0]).toMatchObject({ source_id: trigger.id, scheduled_for: null, status: 'fired', reason: null, service_request: { id: requests[0], status: 'executed', cost_cents: 0 } });
    const second = await call<{ data: EventFireResponse[]; next_cursor: string | null }>(app, 'GET', `/api/v1/triggers/${trigger.id}/runs?limit=2&cursor=${first.body.next_cursor}`, {
      as: { cookie: owner.cookie },
    });
    expect(second.body.data.map((f) => f.service_request?.id)).toEqual([requests[2]]);
    expect(second.body.next_cursor).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call } from '../../support/identity.js';
import { createWebhookTrigger, triggerOwner } from '../../support/triggers.js';

const app = useTestApp();

const create = (cookie: string, body: Record<string, unknown>) => call<ErrorEnvelope>(app, 'POST', '/api/v1/triggers', { as: { cookie }, body });

describe('triggers: what is refused', () => {
  it('400 naming the field for a schedule that does not fit the kind, a bad schedule, an unknown operation or a cron payload the operation refuses; 404 for an unknown agent', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const base = { agent_id: agentId, name: 'Refused', operation: 'data.csv_parse', payload: { csv: 'a\n1\n' } };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, kind: 'cron' }, 400, 'cron_expr'],
      [{ ...base, kind: 'webhook', cron_expr: '* * * * *' }, 400, 'cron_expr'],
      [{ ...base, kind: 'webhook', timezone: 'UTC' }, 400, 'timezone'],
      [{ ...base, kind: 'cron', cron_expr: '0 0 31 2 *' }, 400, 'cron_expr'],
      [{ ...base, kind: 'cron', cron_expr: '* * * * *', timezone: 'Mars/Olympus' }, 400, 'timezone'],
      [{ ...base, kind: 'cron', cron_expr: '* * * * * *' }, 400, 'cron_expr'],
      [{ ...base, kind: 'cron', cron_expr: '0 3 * * *', payload: { csv: 42 } }, 400, 'payload.csv'],
      [{ ...base, kind: 'webhook', operation: 'nothing.here' }, 400, 'operation'],
      [{ ...base, kind: 'sometimes' }, 400, 'kind'],
      [{ ...base, kind: 'webhook', agent_id: 'agt_unknown' }, 404, ''],
    ];
    for (const [body, status, path] of cases) {
      const refused = await create(owner.cookie, body);
      expect(refused.status, `${JSON.stringify(body)}: ${refused.raw}`).toBe(status);
      if (path) expect(refused.body.error.details?.map((detail) => detail.path), refused.raw).toContain(path);
    }
    expect(await app.db.prisma.eventSource.count({ where: { orgId: owner.session.organization.id } })).toBe(0);
  });

  it('a webhook takes no schedule on change either; only its creator, admins and owners change or delete it (403)', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const creator = await addMember(app, owner.session.organization.id, 'member');
    const colleague = await addMember(app, owner.session.organization.id, 'member');
    const trigger = await createWebhookTrigger(app, creator.cookie, agentId);
    const scheduled = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/triggers/${trigger.id}`, { as: { cookie: creator.cookie }, body: { cron_expr: '* * * * *' } });
    expect(scheduled.status, scheduled.raw).toBe(400);
    expect(scheduled.body.error.details?.[0]?.path).toBe('cron_expr');
    const unknownField = await call(app, 'PATCH', `/api/v1/triggers/${trigger.id}`, { as: { cookie: creator.cookie }, body: { operation: 'web_search.search' } });
    expect(unknownField.status).toBe(400);
    for (const [method, body] of [['PATCH', { status: 'paused' }], ['DELETE', undefined]] as const) {
      const refused = await call<ErrorEnvelope>(app, method, `/api/v1/triggers/${trigger.id}`, { as: { cookie: colleague.cookie }, body });
      expect(refused.status, refused.raw).toBe(403);
    }
    expect((await call(app, 'GET', `/api/v1/triggers/${trigger.id}`, { as: { cookie: colleague.cookie } })).status).toBe(200);
    expect(await app.db.prisma.eventSource.findUniqueOrThrow({ where: { id: trigger.id } })).toMatchObject({ status: 'active', deletedAt: null });
  });

  it('404 for a scheduled task’s id on the triggers’ routes, and a bad cursor is 400', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const task = await call<{ id: string }>(app, 'POST', '/api/v1/scheduled-tasks', {
      as: { cookie: owner.cookie },
      body: { agent_id: agentId, name: 'Task', operation: 'data.csv_parse', payload: { csv: 'a\n1\n' }, cron_expr: '0 3 * * *' },
    });
    for (const path of [`/api/v1/triggers/${task.body.id}`, `/api/v1/triggers/${task.body.id}/runs`]) {
      expect((await call(app, 'GET', path, { as: { cookie: owner.cookie } })).status).toBe(404);
    }
    expect((await call(app, 'GET', `/api/v1/triggers?cursor=${task.body.id}`, { as: { cookie: owner.cookie } })).status).toBe(400);
  });
});

describe('triggers without an encryption key', () => {
  const keyless = useTestApp({ env: { DATABASE_URL: 'postgres://keyless.invalid/proctor' } });

  it('refuses to create one with 501 naming PROCTOR_ENCRYPTION_KEY, as connected apps are', async () => {
    const { owner, agentId } = await triggerOwner(keyless);
    const refused = await call<ErrorEnvelope>(keyless, 'POST', '/api/v1/triggers', { as: { cookie: owner.cookie }, body: { agent_id: agentId, name: 'Unsealed', kind: 'webhook', operation: 'data.csv_parse' } });
    expect(refused.status, refused.raw).toBe(501);
    expect(refused.body.error).toMatchObject({ code: 'not_configured', message: expect.stringContaining('PROCTOR_ENCRYPTION_KEY') });
    expect(await keyless.db.prisma.eventSource.count()).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { signBody } from '../../../src/domain/event-sources/signature.js';
import type { CreatedTriggerResponse } from '../../../src/routers/triggers/create.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { createWebhookTrigger, CSV_FIRE, fire, triggerOwner } from '../../support/triggers.js';

const app = useTestApp();

/** Nothing of a refused fire is left: no fire, no request, no audit entry of a fire. */
async function expectNothingRecorded(trigger: { id: string; agent_id: string }) {
  expect(await app.db.prisma.eventFire.count({ where: { sourceId: trigger.id } })).toBe(0);
  expect(await app.db.prisma.serviceRequest.count({ where: { agentId: trigger.agent_id } })).toBe(0);
  expect(await app.db.prisma.auditEntry.count({ where: { targetId: trigger.id, action: { startsWith: 'trigger.fire' } } })).toBe(0);
}

describe('a fire refused', () => {
  it('401 without a signature, with a wrong one, and for a body other than the one signed; nothing dispatched or recorded', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const trigger = await createWebhookTrigger(app, owner.cookie, agentId);
    const other = await createWebhookTrigger(app, owner.cookie, agentId, { name: 'Other' });
    const reserialised = JSON.stringify(JSON.parse(CSV_FIRE), null, 2);
    const cases: [string, Promise<{ status: number; body: unknown; raw: string }>][] = [
      ['no header', fire(app, trigger, CSV_FIRE, { signature: null })],
      ['another trigger’s secret', fire(app, trigger, CSV_FIRE, { signature: signBody(other.signing_secret, CSV_FIRE) })],
      ['a re-serialised body', fire(app, trigger, reserialised, { signature: signBody(trigger.signing_secret, CSV_FIRE) })],
      ['a malformed header', fire(app, trigger, CSV_FIRE, { signature: `sha1=${signBody(trigger.signing_secret, CSV_FIRE).slice(7)}` })],
      ['a truncated digest', fire(app, trigger, CSV_FIRE, { signature: signBody(trigger.signing_secret, CSV_FIRE).slice(0, -1) })],
      ['a bearer credential instead', fire(app, trigger, CSV_FIRE, { signature: null, headers: { authorization: `Bearer ${trigger.signing_secret}` } })],
    ];
    for (const [name, sent] of cases) {
      const refused = await sent;
      expect(refused.status, `${name}: ${refused.raw}`).toBe(401);
      expect((refused.body as ErrorEnvelope).error.code).toBe('unauthorized');
      expect(refused.raw).not.toContain(trigger.signing_secret);
    }
    await expectNothingRecorded(trigger);
  });

  it('413 for a body over 64 KiB, before its signature is read', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const trigger = await createWebhookTrigger(app, owner.cookie, agentId);
    const large = JSON.stringify({ csv: `a\n${'1\n'.repeat(33_000)}` });
    expect(large.length).toBeGreaterThan(64 * 1024);
    const refused = await fire<ErrorEnvelope>(app, trigger, large);
    expect(refused.status, refused.raw).toBe(413);
    expect(refused.body.error.code).toBe('invalid_request');
    expect((await fire(app, trigger, large, { signature: null })).status).toBe(413);
    await expectNothingRecorded(trigger);
  });

  it('404 for an unknown id, a deleted trigger and a cron trigger (which has no fire URL)', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const deleted = await createWebhookTrigger(app, owner.cookie, agentId);
    await call(app, 'DELETE', `/api/v1/triggers/${deleted.id}`, { as: { cookie: owner.cookie } });
    const cron = await call<CreatedTriggerResponse>(app, 'POST', '/api/v1/triggers', {
      as: { cookie: owner.cookie },
      body: { agent_id: agentId, name: 'Cron', kind: 'cron', operation: 'data.csv_parse', payload: { csv: 'a\n1\n' }, cron_expr: '0 3 * * *', mode: 'test' },
    });
    const task = await call<{ id: string }>(app, 'POST', '/api/v1/scheduled-tasks', {
      as: { cookie: owner.cookie },
      body: { agent_id: agentId, name: 'Task', operation: 'data.csv_parse', payload: { csv: 'a\n1\n' }, cron_expr: '0 3 * * *' },
    });
    for (const target of [{ ...deleted, id: 'trg_unknown' }, deleted, cron.body, { ...deleted, id: task.body.id }]) {
      const refused = await fire<ErrorEnvelope>(app, target);
      expect(refused.status, refused.raw).toBe(404);
      expect(refused.body.error.code).toBe('not_found');
    }
  });

  it('409 for a paused trigger, recording nothing; active again, it fires', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const trigger = await createWebhookTrigger(app, owner.cookie, agentId);
    await call(app, 'PATCH', `/api/v1/triggers/${trigger.id}`, { as: { cookie: owner.cookie }, body: { status: 'paused' } });
    const refused = await fire<ErrorEnvelope>(app, trigger);
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'conflict', message: expect.stringContaining('paused') });
    // Unsigned, it is 401 still: the state of a trigger is told only to a caller holding its secret.
    expect((await fire(app, trigger, CSV_FIRE, { signature: null })).status).toBe(401);
    await expectNothingRecorded(trigger);
    await call(app, 'PATCH', `/api/v1/triggers/${trigger.id}`, { as: { cookie: owner.cookie }, body: { status: 'active' } });
    expect((await fire(app, trigger)).status).toBe(200);
  });

  it("409 when the agent is paused: the fire is recorded skipped and audited, and its key answers the same again", async () => {
    const { owner, agentId } = await triggerOwner(app);
    const trigger = await createWebhookTrigger(app, owner.cookie, agentId);
    const paused = await call(app, 'PATCH', `/api/v1/agents/${agentId}`, { as: { cookie: owner.cookie }, body: { status: 'paused' } });
    expect(paused.status, paused.raw).toBe(200);
    const refused = await fire<ErrorEnvelope>(app, trigger, CSV_FIRE, { headers: { 'idempotency-key': 'k1' } });
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'conflict', details: [{ code: 'agent_paused' }] });
    expect(await app.db.prisma.eventFire.findMany({ where: { sourceId: trigger.id } })).toMatchObject([{ status: 'skipped', reason: 'agent_paused', clientKey: 'k1' }]);
    expect(await app.db.prisma.auditEntry.count({ where: { targetId: trigger.id, action: 'trigger.fire_skipped' } })).toBe(1);
    await call(app, 'PATCH', `/api/v1/agents/${agentId}`, { as: { cookie: owner.cookie }, body: { status: 'active' } });
    const replayed = await fire<ErrorEnvelope>(app, trigger, CSV_FIRE, { headers: { 'idempotency-key': 'k1' } });
    expect(replayed.status).toBe(409);
    expect(replayed.body.error.details).toEqual(refused.body.error.details);
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId } })).toBe(0);
  });

  it('409 idempotency_conflict for another body under a used key; 400 for a bad key, a body that is not an object, or a payload the operation refuses', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const trigger = await createWebhookTrigger(app, owner.cookie, agentId);
    expect((await fire(app, trigger, CSV_FIRE, { headers: { 'idempotency-key': 'same' } })).status).toBe(200);
    const conflict = await fire<ErrorEnvelope>(app, trigger, JSON.stringify({ csv: 'b\n2\n' }), { headers: { 'idempotency-key': 'same' } });
    expect(conflict.status, conflict.raw).toBe(409);
    expect(conflict.body.error.code).toBe('idempotency_conflict');
    // The same body with its keys in another order is the same fire.
    const reordered = await fire(app, trigger, JSON.stringify({ csv: JSON.parse(CSV_FIRE).csv }), { headers: { 'idempotency-key': 'same' } });
    expect(reordered.status).toBe(200);

    expect((await fire(app, trigger, CSV_FIRE, { headers: { 'idempotency-key': 'ü' } })).status).toBe(400);
    for (const raw of ['[1,2]', '"text"', '42']) {
      const refused = await fire<ErrorEnvelope>(app, trigger, raw);
      expect(refused.status, raw).toBe(400);
    }
    const missing = await fire<ErrorEnvelope>(app, trigger, JSON.stringify({ note: 'no csv' }));
    expect(missing.status, missing.raw).toBe(400);
    expect(missing.body.error.details?.map((detail) => detail.path)).toEqual(expect.arrayContaining([expect.stringMatching(/^payload/)]));
    expect(await app.db.prisma.eventFire.count({ where: { sourceId: trigger.id } })).toBe(1);
  });
});

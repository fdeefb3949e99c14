import { describe, expect, it } from 'vitest';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { createWebhookTrigger, CSV_FIRE, fire, triggerOwner } from '../../support/triggers.js';

const app = useTestApp();

describe('firing a webhook trigger', () => {
  it('dispatches the merged payload as the trigger’s agent and answers the service request as a dispatch does', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const trigger = await createWebhookTrigger(app, owner.cookie, agentId, { payload: { header: true, delimiter: ',' } });
    // The fire's operation, mode and agent are only payload keys: the operation's schema refuses them, and nothing is recorded.
    const steering = await fire(app, trigger, JSON.stringify({ csv: 'a\n1\n', operation: 'web_search.search', mode: 'live', agent_id: 'agt_other' }));
    expect(steering.status, steering.raw).toBe(400);
    expect(steering.raw).toContain('payload');
    expect(await app.db.prisma.eventFire.count({ where: { sourceId: trigger.id } })).toBe(0);
    // The fire brings the csv; it cannot change the trigger's header.
    const raw = JSON.stringify({ csv: 'supplier;usd\nAcme;40\n', header: false });
    const fired = await fire<ServiceRequestResponse>(app, trigger, raw);
    expect(fired.status, fired.raw).toBe(200);
    expect(fired.body).toMatchObject({ status: 'executed', agent_id: agentId, operation: 'data.csv_parse', mode: 'test', cost_cents: 0 });
    expect(fired.body.payload).toMatchObject({ csv: 'supplier;usd\nAcme;40\n', header: true, delimiter: ',' });
    const stored = await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id: fired.body.id } });
    expect(stored).toMatchObject({ agentId, operation: 'data.csv_parse', mode: 'test' });
    const fires = await app.db.prisma.eventFire.findMany({ where: { sourceId: trigger.id } });
    expect(fires).toMatchObject([{ status: 'fired', serviceRequestId: fired.body.id, clientKey: null, scheduledFor: null }]);
    // Audited: the fire and the request it made.
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { targetId: trigger.id, action: 'trigger.fired' } });
    expect(entry).toMatchObject({ agentId, mode: 'test' });
    expect(entry.details).toMatchObject({ fire_id: fires[0]!.id, service_request_id: fired.body.id });
  });

  it('replays the same outcome for the same Idempotency-Key, charged once; another key is another fire', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const trigger = await createWebhookTrigger(app, owner.cookie, agentId, { mode: 'live' });
    const balance = async () => (await call<{ balance_cents: number }>(app, 'GET', '/api/v1/balance', { as: { cookie: owner.cookie } })).body.balance_cents;
    const before = await balance();
    const first = await fire<ServiceRequestResponse>(app, trigger, CSV_FIRE, { headers: { 'idempotency-key': 'order-42' } });
    expect(first.status, first.raw).toBe(200);
    expect(first.body).toMatchObject({ status: 'executed', mode: 'live' });
    expect(first.body.cost_cents).toBeGreaterThan(0);
    const again = await fire<ServiceRequestResponse>(app, trigger, CSV_FIRE, { headers: { 'idempotency-key': 'order-42' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balance()).toBe(before - first.body.cost_cents);
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId } })).toBe(1);
    expect(await app.db.prisma.eventFire.count({ where: { sourceId: trigger.id } })).toBe(1);

    const other = await fire<ServiceRequestResponse>(app, trigger, CSV_FIRE, { headers: { 'idempotency-key': 'order-43' } });
    expect(other.body.id).not.toBe(first.body.id);
    const unkeyed = await fire<ServiceRequestResponse>(app, trigger);
    const unkeyedAgain = await fire<ServiceRequestResponse>(app, trigger);
    expect(unkeyedAgain.body.id).not.toBe(unkeyed.body.id);
    expect(await balance()).toBe(before - 4 * first.body.cost_cents);
  });

  // The fire's record rides on the statement that writes its request (domain/event-sources/fire.ts):
  // one commit for both, so while fires cannot be written no request is either, and then both are.
  it('records the fire in the statement that writes its request, live or test', async () => {
    const { owner, agentId } = await triggerOwner(app);
    for (const mode of ['test', 'live'] as const) {
      const trigger = await createWebhookTrigger(app, owner.cookie, agentId, { mode });
      const requests = () => app.db.prisma.serviceRequest.count({ where: { agentId, mode } });
      const { pending } = await app.db.prisma.$transaction(
        async (tx) => {
          await tx.$executeRaw`LOCK TABLE event_fires IN SHARE MODE`;
          const held = { pending: fire<ServiceRequestResponse>(app, trigger, CSV_FIRE) };
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          expect(await requests()).toBe(0);
          return held;
        },
        { timeout: 10_000 },
      );
      const fired = await pending;
      expect(fired.status, fired.raw).toBe(200);
      expect(fired.body).toMatchObject({ status: 'executed', mode });
      expect(await requests()).toBe(1);
      expect(await app.db.prisma.eventFire.findMany({ where: { sourceId: trigger.id } })).toMatchObject([{ status: 'fired', serviceRequestId: fired.body.id }]);
      const actions = await app.db.prisma.auditEntry.findMany({ where: { OR: [{ targetId: trigger.id, action: 'trigger.fired' }, { targetId: fired.body.id }] }, orderBy: { id: 'asc' } });
      expect(actions.map((entry) => entry.action)).toEqual(['service_request.executed', 'trigger.fired']);
    }
  });

  it('answers an outcome that needs a person with 200, recorded as fired: the trigger goes on', async () => {
    const { owner, agentId } = await triggerOwner(app);
    await call(app, 'POST', `/api/v1/agents/${agentId}/services`, { as: { cookie: owner.cookie }, body: { operation: 'data.csv_parse', approval_threshold_cents: 0 } });
    const trigger = await createWebhookTrigger(app, owner.cookie, agentId);
    const gated = await fire<ServiceRequestResponse>(app, trigger);
    expect(gated.status, gated.raw).toBe(200);
    expect(gated.body.status).toBe('approval_required');
    expect(gated.body.approval_id).toMatch(/^apr_/);
    expect((await fire<ServiceRequestResponse>(app, trigger)).body.status).toBe('approval_required');
    expect(await app.db.prisma.eventFire.count({ where: { sourceId: trigger.id, status: 'fired' } })).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { getOperation } from '../../../src/domain/catalog/index.js';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, dispatchAs, setBalance, type DispatchFixture } from '../../support/dispatch.js';
import { call, signup } from '../../support/identity.js';
import { addDocument, newCollection, query } from '../knowledge/fixtures.js';

const app = useTestApp();

const QUERY = 'knowledge.query';
const PRICE = getOperation(QUERY).pricing.costCents!;
const REFUNDS = 'Customers may ask for a refund within 30 days of purchase, with the receipt.';
const SHIPPING = 'Parcels ship from the warehouse in Lyon every weekday before noon.';

/** An agent bound to knowledge.query (with `binding`), its owner's collection of two documents, and 1,000 cents in the wallet. */
async function handbook(binding: Record<string, unknown> = {}): Promise<DispatchFixture & { collectionId: string }> {
  const fixture = await agentWithBindings(app, { [QUERY]: binding });
  const as = { cookie: fixture.owner.cookie };
  const collection = await newCollection(app, as);
  await addDocument(app, as, collection.id, { title: 'Refunds', content_type: 'text/plain', content: REFUNDS });
  await addDocument(app, as, collection.id, { title: 'Shipping', content_type: 'text/plain', content: SHIPPING });
  await setBalance(app, fixture.owner.session.organization.id, 1_000);
  return { ...fixture, collectionId: collection.id };
}

const grant = (fixture: DispatchFixture & { collectionId: string }) =>
  call(app, 'POST', `/api/v1/knowledge/collections/${fixture.collectionId}/grants`, { as: { cookie: fixture.owner.cookie }, body: { agent_id: fixture.agentId } });

const ask = (fixture: DispatchFixture & { collectionId: string }, key = fixture.liveKey, collectionId = fixture.collectionId) =>
  dispatchAs(app, key, { operation: QUERY, payload: { collection_id: collectionId, query: 'how long do customers have to ask for a refund?', k: 2 } });

describe('knowledge.query through POST /service-requests', () => {
  it('searches a granted collection as a person’s query does (the same shape, the same passages), executed at its price, audited as the agent', async () => {
    const fixture = await handbook();
    expect((await grant(fixture)).status).toBe(201);
    const asked = await ask(fixture);
    expect(asked.status, asked.raw).toBe(200);
    const person = await query(app, { cookie: fixture.owner.cookie }, fixture.collectionId, 'how long do customers have to ask for a refund?', 2);
    expect(asked.body).toMatchObject({ status: 'executed', operation: QUERY, cost_cents: PRICE, result: { data: person } });
    expect((asked.body.result as { data: { document_title: string }[] }).data[0]!.document_title).toBe('Refunds');
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 1_000 - PRICE, held_cents: 0 });
    const entries = await app.db.prisma.auditEntry.findMany({ where: { targetId: asked.body.id }, orderBy: { occurredAt: 'asc' } });
    expect(entries.map((entry) => [entry.action, entry.actorType, entry.actorId])).toEqual([['service_request.executed', 'agent', fixture.agentId]]);
  });

  it('a test key reads the same collection, free', async () => {
    const fixture = await handbook();
    await grant(fixture);
    const asked = await ask(fixture, fixture.testKey);
    expect(asked.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0 });
    expect((asked.body.result as { data: unknown[] }).data).toHaveLength(2);
  });

  it('is blocked resource_not_granted, nothing debited, for a collection not granted, one of another organization, and an unknown id', async () => {
    const fixture = await handbook();
    const stranger = await signup(app);
    const theirs = await newCollection(app, { cookie: stranger.cookie });
    for (const collectionId of [fixture.collectionId, theirs.id, 'kcol_unknown']) {
      const asked = await ask(fixture, fixture.liveKey, collectionId);
      expect(asked.status, asked.raw).toBe(200);
      expect(asked.body).toMatchObject({ status: 'blocked', reason_code: 'resource_not_granted', cost_cents: 0, result: { detail: expect.stringContaining(collectionId) } });
    }
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 1_000, held_cents: 0 });
  });

  it('is blocked once the grant is revoked', async () => {
    const fixture = await handbook();
    await grant(fixture);
    expect((await ask(fixture)).body.status).toBe('executed');
    const revoked = await call(app, 'DELETE', `/api/v1/knowledge/collections/${fixture.collectionId}/grants/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie } });
    expect(revoked.status, revoked.raw).toBe(204);
    expect((await ask(fixture)).body).toMatchObject({ status: 'blocked', reason_code: 'resource_not_granted' });
  });

  it('keeps the binding’s budget: past its monthly budget it is blocked before the search', async () => {
    const fixture = await handbook({ monthly_budget_cents: 0 });
    await grant(fixture);
    expect((await ask(fixture)).body).toMatchObject({ status: 'blocked', reason_code: 'monthly_budget_exceeded', cost_cents: 0 });
  });

  it('keeps the binding’s approval threshold: above it a person approves, then it searches', async () => {
    const fixture = await handbook({ approval_threshold_cents: 0 });
    await grant(fixture);
    const gated = await ask(fixture);
    expect(gated.body).toMatchObject({ status: 'approval_required', reason_code: 'approval_threshold' });
    const approved = await call(app, 'POST', `/api/v1/approvals/${gated.body.approval_id}/approve`, { as: { bearer: fixture.token } });
    expect(approved.status, approved.raw).toBe(200);
    const read = await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${gated.body.id}`, { as: { bearer: fixture.liveKey } });
    expect(read.body).toMatchObject({ status: 'executed', cost_cents: PRICE });
    expect((read.body.result as { data: unknown[] }).data).toHaveLength(2);
  });
});

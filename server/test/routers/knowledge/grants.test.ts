import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, createAgent, signup, type Credential } from '../../support/identity.js';
import { newCollection } from './fixtures.js';

const app = useTestApp();

interface Grant {
  collection_id: string;
  agent_id: string;
  agent_name: string;
  granted_by: string;
  created_at: string;
}

const grantsOf = (collectionId: string) => `/api/v1/knowledge/collections/${collectionId}/grants`;
const grant = (as: Credential, collectionId: string, agentId: string) => call<Grant & ErrorEnvelope>(app, 'POST', grantsOf(collectionId), { as, body: { agent_id: agentId } });
const revoke = (as: Credential, collectionId: string, agentId: string) => call<ErrorEnvelope>(app, 'DELETE', `${grantsOf(collectionId)}/${agentId}`, { as });
const list = (as: Credential, collectionId: string) => call<{ data: Grant[] } & ErrorEnvelope>(app, 'GET', grantsOf(collectionId), { as });

describe('granting a knowledge collection to an agent', () => {
  it('grants once (granting again answers the same grant), lists, revokes, each change audited once', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const agent = await createAgent(app, as);
    const collection = await newCollection(app, as);
    const first = await grant(as, collection.id, agent.agent.id);
    expect(first.status, first.raw).toBe(201);
    expect(first.body).toEqual({ collection_id: collection.id, agent_id: agent.agent.id, agent_name: 'Researcher', granted_by: owner.session.user.id, created_at: expect.any(String) });
    expect((await grant(as, collection.id, agent.agent.id)).body).toEqual(first.body);
    const member = await addMember(app, owner.session.organization.id, 'member');
    expect((await list({ cookie: member.cookie }, collection.id)).body.data).toEqual([first.body]);
    const revoked = await revoke(as, collection.id, agent.agent.id);
    expect(revoked.status, revoked.raw).toBe(204);
    expect((await list(as, collection.id)).body.data).toEqual([]);
    const actions = await app.db.prisma.auditEntry.findMany({ where: { targetId: collection.id, action: { startsWith: 'knowledge_collection.' } }, orderBy: { seq: 'asc' } });
    expect(actions.map((entry) => [entry.action, entry.agentId])).toEqual([
      ['knowledge_collection.created', null],
      ['knowledge_collection.granted', agent.agent.id],
      ['knowledge_collection.revoked', agent.agent.id],
    ]);
  });

  it('leaves deleted agents out of the list, and a deleted collection takes its grants with it', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const [kept, gone] = [await createAgent(app, as, { name: 'Kept' }), await createAgent(app, as, { name: 'Gone' })];
    const collection = await newCollection(app, as);
    await grant(as, collection.id, kept.agent.id);
    await grant(as, collection.id, gone.agent.id);
    expect((await call(app, 'DELETE', `/api/v1/agents/${gone.agent.id}`, { as })).status).toBe(204);
    expect((await list(as, collection.id)).body.data.map((row) => row.agent_name)).toEqual(['Kept']);
    expect((await call(app, 'DELETE', `/api/v1/knowledge/collections/${collection.id}`, { as })).status).toBe(204);
    expect(await app.db.prisma.knowledgeGrant.count({ where: { collectionId: collection.id } })).toBe(0);
  });

  it('is 404 for an agent of another organization, an unknown collection, and a revoke of what was not granted; 400 without an agent; nothing changes', async () => {
    const owner = await signup(app);
    const other = await signup(app);
    const as = { cookie: owner.cookie };
    const theirs = await createAgent(app, { cookie: other.cookie });
    const ours = await createAgent(app, as);
    const collection = await newCollection(app, as);
    expect((await grant(as, collection.id, theirs.agent.id)).body.error).toMatchObject({ code: 'not_found' });
    expect((await grant(as, 'kcol_unknown', ours.agent.id)).status).toBe(404);
    expect((await revoke(as, collection.id, ours.agent.id)).status).toBe(404);
    const missing = await call<ErrorEnvelope>(app, 'POST', grantsOf(collection.id), { as, body: {} });
    expect(missing.status, missing.raw).toBe(400);
    expect(missing.body.error.details?.[0]).toMatchObject({ path: 'agent_id' });
    expect(await app.db.prisma.knowledgeGrant.count({ where: { collectionId: collection.id } })).toBe(0);
  });

  it('a member may list but not grant or revoke (403), changing nothing', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const agent = await createAgent(app, as);
    const collection = await newCollection(app, as);
    await grant(as, collection.id, agent.agent.id);
    const member = await addMember(app, owner.session.organization.id, 'member');
    expect((await grant({ cookie: member.cookie }, collection.id, agent.agent.id)).status).toBe(403);
    expect((await revoke({ cookie: member.cookie }, collection.id, agent.agent.id)).status).toBe(403);
    expect((await list(as, collection.id)).body.data).toHaveLength(1);
  });
});

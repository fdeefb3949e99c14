import { describe, expect, it } from 'vitest';
import type { ConversationResponse } from '../../../src/routers/agents/conversations/conversation.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call } from '../../support/identity.js';
import { agentOrg, conversationsOf } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/agents/{id}/conversations', () => {
  it('lets the agent start one with its own key, audited as conversation.created by the agent', async () => {
    const fixture = await agentOrg(app);
    const result = await call<ConversationResponse>(app, 'POST', conversationsOf(fixture.agentId), {
      as: { bearer: fixture.liveKey },
      body: { title: '  Supplier shortlist  ' },
    });
    expect(result.status, result.raw).toBe(201);
    expect(result.body).toEqual({
      id: expect.stringMatching(/^conv_[0-9a-hjkmnp-tv-z]{26}$/),
      agent_id: fixture.agentId,
      title: 'Supplier shortlist',
      created_at: expect.any(String),
      updated_at: result.body.created_at,
    });
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'conversation.created', targetId: result.body.id } });
    expect(entry).toMatchObject({
      actorType: 'agent',
      actorId: fixture.agentId,
      agentId: fixture.agentId,
      targetType: 'conversation',
      mode: 'live',
      details: { title: 'Supplier shortlist' },
    });
  });

  it("records a test key's conversation with the test mode", async () => {
    const fixture = await agentOrg(app);
    const result = await call<ConversationResponse>(app, 'POST', conversationsOf(fixture.agentId), { as: { bearer: fixture.testKey }, body: { title: 'Dry run' } });
    expect(result.status, result.raw).toBe(201);
    expect(await app.db.prisma.auditEntry.findFirstOrThrow({ where: { targetId: result.body.id } })).toMatchObject({ mode: 'test' });
  });

  it('lets any person of the organization start one, members included, by cookie or token', async () => {
    const fixture = await agentOrg(app);
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    for (const [as, userId] of [
      [{ cookie: member.cookie }, member.session.user.id],
      [{ bearer: fixture.token }, fixture.owner.session.user.id],
    ] as const) {
      const result = await call<ConversationResponse>(app, 'POST', conversationsOf(fixture.agentId), { as, body: { title: 'Asked by a person' } });
      expect(result.status, result.raw).toBe(201);
      expect(result.body.agent_id).toBe(fixture.agentId);
      const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'conversation.created', targetId: result.body.id } });
      expect(entry).toMatchObject({ actorType: 'user', actorId: userId, agentId: fixture.agentId, mode: null });
    }
  });

  it('takes a title of 200 characters', async () => {
    const fixture = await agentOrg(app);
    const title = 'x'.repeat(200);
    const result = await call<ConversationResponse>(app, 'POST', conversationsOf(fixture.agentId), { as: { bearer: fixture.liveKey }, body: { title } });
    expect(result.status, result.raw).toBe(201);
    expect(result.body.title).toBe(title);
  });
});

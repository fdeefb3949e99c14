import { describe, expect, it } from 'vitest';
import { MAX_CONVERSATIONS_PER_AGENT } from '../../../src/domain/agents/conversations.js';
import { newId } from '../../../src/domain/ids.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { agentOrg, conversationsOf } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/agents/{id}/conversations', () => {
  it.each([
    ['no title', {}, 'title'],
    ['an empty title', { title: '' }, 'title'],
    ['a title of spaces only', { title: '   ' }, 'title'],
    ['a title of 201 characters', { title: 'x'.repeat(201) }, 'title'],
    ['a title that is not a string', { title: 7 }, 'title'],
    ['an unknown field', { title: 'Kept', topic: 'suppliers' }, ''],
  ])('refuses %s with 400, creating nothing', async (_name, body, path) => {
    const fixture = await agentOrg(app);
    const result = await call<ErrorEnvelope>(app, 'POST', conversationsOf(fixture.agentId), { as: { bearer: fixture.liveKey }, body });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.details?.map((detail) => detail.path)).toContain(path);
    expect(await app.db.prisma.conversation.count({ where: { agentId: fixture.agentId } })).toBe(0);
  });

  it('answers 404 for an agent that does not exist', async () => {
    const fixture = await agentOrg(app);
    const result = await call<ErrorEnvelope>(app, 'POST', conversationsOf('agt_01jh0xa3b5d7f9h1k3m5p7r9s1'), { as: { bearer: fixture.token }, body: { title: 'Lost' } });
    expect(result.status, result.raw).toBe(404);
    expect(result.body.error.code).toBe('not_found');
  });

  it('answers 404 to people for a deleted agent, creating nothing and auditing nothing', async () => {
    const fixture = await agentOrg(app);
    expect((await call(app, 'DELETE', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie } })).status).toBe(204);
    const result = await call<ErrorEnvelope>(app, 'POST', conversationsOf(fixture.agentId), { as: { bearer: fixture.token }, body: { title: 'Too late' } });
    expect(result.status, result.raw).toBe(404);
    expect(await app.db.prisma.conversation.count({ where: { agentId: fixture.agentId } })).toBe(0);
    expect(await app.db.prisma.auditEntry.count({ where: { action: 'conversation.created', agentId: fixture.agentId } })).toBe(0);
  });

  it(`lets exactly as many concurrent creates through as the cap of ${MAX_CONVERSATIONS_PER_AGENT} per agent has room for, then 409`, async () => {
    const fixture = await agentOrg(app);
    const room = 2;
    await app.db.prisma.conversation.createMany({
      data: Array.from({ length: MAX_CONVERSATIONS_PER_AGENT - room }, (_, i) => ({
        id: newId('conv'),
        orgId: fixture.owner.session.organization.id,
        agentId: fixture.agentId,
        title: `Earlier ${i}`,
      })),
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call<ErrorEnvelope>(app, 'POST', conversationsOf(fixture.agentId), { as: { bearer: fixture.liveKey }, body: { title: `Racing ${i}` } })),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(room);
    const refused = results.filter((result) => result.status === 409);
    expect(refused).toHaveLength(10 - room);
    expect(refused[0]!.body.error.message).toBe(`The agent keeps ${MAX_CONVERSATIONS_PER_AGENT} conversations, the most it may`);
    expect(await app.db.prisma.conversation.count({ where: { agentId: fixture.agentId } })).toBe(MAX_CONVERSATIONS_PER_AGENT);
  });
});

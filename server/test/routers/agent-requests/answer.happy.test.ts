import { describe, expect, it } from 'vitest';
import type { AgentRequestResponse } from '../../../src/routers/agent-requests/agent-request.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call } from '../../support/identity.js';
import { agentOrg, ask, DECISION } from './fixtures.js';

const app = useTestApp();

const answer = (id: string, as: { cookie: string } | { bearer: string }, body: unknown) =>
  call<AgentRequestResponse>(app, 'PATCH', `/api/v1/agent-requests/${id}`, { as, body });

describe('PATCH /api/v1/agent-requests/{id}', () => {
  it('resolves a question with a response, records who and when, and audits it', async () => {
    const fixture = await agentOrg(app);
    const request = await ask(app, fixture.liveKey);
    const admin = await addMember(app, fixture.owner.session.organization.id, 'admin');
    const result = await answer(request.id, { cookie: admin.cookie }, { status: 'resolved', response: '  The UK counts as Europe.  ' });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toEqual({
      ...request,
      status: 'resolved',
      response: 'The UK counts as Europe.',
      resolved_by: admin.session.user.id,
      resolved_at: expect.any(String),
    });
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agent_request.resolved', targetId: request.id } });
    expect(entry).toMatchObject({ actorType: 'user', actorId: admin.session.user.id, agentId: fixture.agentId, details: { kind: 'question' } });
  });

  it('resolves a decision with one of its options, and audits the option chosen', async () => {
    const fixture = await agentOrg(app);
    const request = await ask(app, fixture.liveKey, DECISION);
    const result = await answer(request.id, { bearer: fixture.token }, { status: 'resolved', response: 'Acme' });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toMatchObject({ status: 'resolved', response: 'Acme', resolved_by: fixture.owner.session.user.id });
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agent_request.resolved', targetId: request.id } });
    expect(entry.details).toEqual({ kind: 'decision', option: 'Acme' });
  });

  it('dismisses a request with or without a response, and audits it', async () => {
    const fixture = await agentOrg(app);
    const silent = await ask(app, fixture.liveKey, DECISION);
    const explained = await ask(app, fixture.liveKey, { kind: 'notice', title: 'Quota at 90%', body: 'The search quota is nearly spent.' });
    const bare = await answer(silent.id, { cookie: fixture.owner.cookie }, { status: 'dismissed' });
    expect(bare.status, bare.raw).toBe(200);
    expect(bare.body).toMatchObject({ status: 'dismissed', response: null, resolved_by: fixture.owner.session.user.id, resolved_at: expect.any(String) });
    const noted = await answer(explained.id, { cookie: fixture.owner.cookie }, { status: 'dismissed', response: 'Known, raising it tomorrow' });
    expect(noted.body).toMatchObject({ status: 'dismissed', response: 'Known, raising it tomorrow' });
    expect(await app.db.prisma.auditEntry.count({ where: { action: 'agent_request.dismissed', agentId: fixture.agentId } })).toBe(2);
  });

  it('of two concurrent answers exactly one wins; the other is 409 and changes nothing', async () => {
    const fixture = await agentOrg(app);
    const admin = await addMember(app, fixture.owner.session.organization.id, 'admin');
    for (let round = 0; round < 5; round++) {
      const request = await ask(app, fixture.liveKey, DECISION);
      const results = await Promise.all([
        answer(request.id, { cookie: fixture.owner.cookie }, { status: 'resolved', response: 'Acme' }),
        answer(request.id, { cookie: admin.cookie }, { status: 'resolved', response: 'Globex' }),
        answer(request.id, { bearer: fixture.token }, { status: 'dismissed' }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
      const winner = results.find((result) => result.status === 200)!.body;
      const stored = await call<AgentRequestResponse>(app, 'GET', `/api/v1/agent-requests/${request.id}`, { as: { bearer: fixture.liveKey } });
      expect(stored.body).toEqual(winner);
      const entries = await app.db.prisma.auditEntry.count({ where: { targetId: request.id, action: { in: ['agent_request.resolved', 'agent_request.dismissed'] } } });
      expect(entries).toBe(1);
    }
  });
});

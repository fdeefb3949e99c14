import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken } from '../../support/identity.js';
import { agentOrg, ask, DECISION } from './fixtures.js';

const app = useTestApp();

const RESOLVE = { status: 'resolved', response: 'Acme' };

async function expectOpen(id: string) {
  expect(await app.db.prisma.agentRequest.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'open', resolvedBy: null });
  expect(await app.db.prisma.auditEntry.count({ where: { targetId: id, action: { not: 'agent_request.created' } } })).toBe(0);
}

describe('PATCH /api/v1/agent-requests/{id}', () => {
  it('refuses members (they read the inbox, admins answer) and agent keys, its own agent included, with 403', async () => {
    const fixture = await agentOrg(app);
    const request = await ask(app, fixture.liveKey, DECISION);
    // Members mint no tokens: an admin mints one, then becomes a member.
    const member = await addMember(app, fixture.owner.session.organization.id, 'admin');
    const memberToken = await mintToken(app, member);
    await app.db.prisma.membership.updateMany({ where: { userId: member.session.user.id }, data: { role: 'member' } });
    for (const as of [{ cookie: member.cookie }, { bearer: memberToken }, { bearer: fixture.liveKey }, { bearer: fixture.testKey }]) {
      const result = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/agent-requests/${request.id}`, { as, body: RESOLVE });
      expect(result.status, result.raw).toBe(403);
      expect(result.body.error.code).toBe('forbidden');
    }
    await expectOpen(request.id);
  });

  it("answers 404 to another organization's admins, never 403, and changes nothing", async () => {
    const fixture = await agentOrg(app);
    const request = await ask(app, fixture.liveKey, DECISION);
    const stranger = await agentOrg(app);
    for (const as of [{ cookie: stranger.owner.cookie }, { bearer: stranger.token }]) {
      const result = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/agent-requests/${request.id}`, { as, body: RESOLVE });
      expect(result.status, result.raw).toBe(404);
      expect(result.body.error.code).toBe('not_found');
    }
    await expectOpen(request.id);
  });

  it('refuses a cookie without the app\'s Origin (CSRF) and changes nothing', async () => {
    const fixture = await agentOrg(app);
    const request = await ask(app, fixture.liveKey, DECISION);
    const result = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/agent-requests/${request.id}`, {
      as: { cookie: fixture.owner.cookie },
      body: RESOLVE,
      headers: { origin: 'https://evil.example' },
    });
    expect(result.status, result.raw).toBe(403);
    await expectOpen(request.id);
  });
});

import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, signup, useOwner } from '../../support/identity.js';
import { orgIdOf, orgPath } from './fixtures.js';

const app = useTestApp();
const owner = useOwner(app);

const invites = () => app.db.prisma.invite.count({ where: { orgId: orgIdOf(owner) } });

describe('POST /api/v1/orgs/{id}/invites', () => {
  it('answers 409 for an email that is already a member, whatever its case', async () => {
    const member = await addMember(app, orgIdOf(owner), 'member');
    const before = await invites();
    for (const email of [member.email, member.email.toUpperCase(), owner.email]) {
      const result = await call<ErrorEnvelope>(app, 'POST', orgPath(owner, '/invites'), { as: { cookie: owner.cookie }, body: { email, role: 'member' } });
      expect(result.status, result.raw).toBe(409);
      expect(result.body.error).toMatchObject({ code: 'conflict', message: expect.stringMatching(/already a member/) });
    }
    expect(await invites()).toBe(before);
  });

  it("answers 404 for a team that is not the organization's", async () => {
    const stranger = await signup(app);
    const workspace = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId: orgIdOf(stranger) } });
    const theirs = await app.db.prisma.team.create({ data: { id: newId('team'), orgId: orgIdOf(stranger), workspaceId: workspace.id, name: 'Theirs' } });
    const before = await invites();
    for (const teamId of [theirs.id, 'team_unknown']) {
      const result = await call<ErrorEnvelope>(app, 'POST', orgPath(owner, '/invites'), {
        as: { cookie: owner.cookie },
        body: { email: 'someone@example.com', role: 'member', team_id: teamId },
      });
      expect(result.status).toBe(404);
      expect(result.body.error.message).toBe('Team not found');
    }
    expect(await invites()).toBe(before);
  });

  it.each([
    [{ email: 'not an email', role: 'member' }, 'email'],
    [{ email: 'a@example.com', role: 'boss' }, 'role'],
    [{ role: 'member' }, 'email'],
    [{ email: 'a@example.com' }, 'role'],
    [{ email: 'a@example.com', role: 'member', team_id: '' }, 'team_id'],
    [{ email: 'a@example.com', role: 'member', token: 'mine' }, ''],
  ])('refuses %j (400 naming the field)', async (body, field) => {
    const before = await invites();
    const result = await call<ErrorEnvelope>(app, 'POST', orgPath(owner, '/invites'), { as: { cookie: owner.cookie }, body });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.details?.[0]?.path).toBe(field);
    expect(await invites()).toBe(before);
  });

  it("answers 404 for another organization's id", async () => {
    const stranger = await signup(app);
    const result = await call<ErrorEnvelope>(app, 'POST', orgPath(stranger, '/invites'), { as: { cookie: owner.cookie }, body: { email: 'x@example.com', role: 'member' } });
    expect(result.status).toBe(404);
    expect(await app.db.prisma.invite.count({ where: { orgId: orgIdOf(stranger) } })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, createAgent, mintToken, signup } from '../../support/identity.js';
import { auditOf, orgIdOf, orgPath, userIdOf, type MembersPage } from './fixtures.js';

const app = useTestApp();

describe('DELETE /api/v1/orgs/{id}/members/{userId}', () => {
  it("ends the membership, the person's sessions, tokens and teams; their agents stay, owned by nobody", async () => {
    const owner = await signup(app);
    const orgId = orgIdOf(owner);
    const ownerToken = await mintToken(app, owner);
    const leaving = await addMember(app, orgId, 'admin');
    const leavingToken = await mintToken(app, leaving);
    const workspace = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId, isDefault: true } });
    const team = await app.db.prisma.team.create({
      data: { id: newId('team'), orgId, workspaceId: workspace.id, name: 'Research', poolCents: 100n, allocatedCents: 70n },
    });
    await app.db.prisma.teamMember.create({
      data: { id: newId('tmm'), orgId, teamId: team.id, userId: userIdOf(leaving), role: 'worker', allocationCents: 30n },
    });
    const agent = await createAgent(app, { bearer: ownerToken }, { name: 'Owned' });
    await app.db.prisma.agent.update({ where: { id: agent.agent.id }, data: { ownerUserId: userIdOf(leaving), teamId: team.id } });

    const removed = await call(app, 'DELETE', orgPath(owner, `/members/${userIdOf(leaving)}`), { as: { cookie: owner.cookie } });
    expect(removed.status, removed.raw).toBe(204);
    expect(removed.raw).toBe('');

    expect((await call(app, 'GET', '/api/v1/auth/session', { as: { cookie: leaving.cookie } })).status).toBe(401);
    expect((await call(app, 'GET', '/api/v1/agents', { as: { bearer: leavingToken } })).status).toBe(401);
    expect(await app.db.prisma.teamMember.count({ where: { userId: userIdOf(leaving) } })).toBe(0);
    // Their allocation went back to the pool's unallocated part.
    expect(await app.db.prisma.team.findUniqueOrThrow({ where: { id: team.id } })).toMatchObject({ poolCents: 100n, allocatedCents: 40n });
    expect(await app.db.prisma.agent.findUniqueOrThrow({ where: { id: agent.agent.id } })).toMatchObject({ ownerUserId: null, teamId: team.id, deletedAt: null });
    const listed = await call<MembersPage>(app, 'GET', orgPath(owner, '/members'), { as: { cookie: owner.cookie } });
    expect(listed.body.data.map((member) => member.user_id)).toEqual([userIdOf(owner)]);
    const [entry] = await auditOf(app, orgId, 'member.removed');
    expect(entry).toMatchObject({
      actorId: userIdOf(owner),
      targetId: userIdOf(leaving),
      details: { email: leaving.email, role: 'admin', left: false, agents_unowned: 1 },
    });
  });

  it("leaves the person's other organizations alone", async () => {
    const owner = await signup(app);
    const elsewhere = await signup(app);
    const member = await addMember(app, orgIdOf(owner), 'member');
    await app.db.prisma.membership.create({
      data: {
        id: newId('mem'),
        orgId: orgIdOf(elsewhere),
        userId: userIdOf(member),
        role: 'member',
        activeWorkspaceId: (await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId: orgIdOf(elsewhere) } })).id,
      },
    });
    expect((await call(app, 'DELETE', orgPath(owner, `/members/${userIdOf(member)}`), { as: { cookie: owner.cookie } })).status).toBe(204);
    expect(await app.db.prisma.membership.count({ where: { userId: userIdOf(member) } })).toBe(1);
  });

  it('lets an admin or an owner (not the sole one) leave by removing themselves', async () => {
    const owner = await signup(app);
    const admin = await addMember(app, orgIdOf(owner), 'admin');
    const coOwner = await addMember(app, orgIdOf(owner), 'owner');
    for (const leaving of [admin, coOwner]) {
      const result = await call(app, 'DELETE', orgPath(owner, `/members/${userIdOf(leaving)}`), { as: { cookie: leaving.cookie } });
      expect(result.status, result.raw).toBe(204);
    }
    const entries = await auditOf(app, orgIdOf(owner), 'member.removed');
    expect(entries.map((entry) => (entry.details as { left: boolean }).left)).toEqual([true, true]);
    expect(await app.db.prisma.membership.count({ where: { orgId: orgIdOf(owner) } })).toBe(1);
  });
});

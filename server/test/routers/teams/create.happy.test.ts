import { describe, expect, it } from 'vitest';
import { FREE_PLAN_TEAM_LIMIT } from '../../../src/domain/teams/create.js';
import type { CreateTeamResponse } from '../../../src/routers/teams/create.types.js';
import { useTestApp } from '../../support/app.js';
import { call, mintToken } from '../../support/identity.js';
import { auditOf, createTeam, newOrg, person, secondWorkspace, teamIn } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/teams', () => {
  it('creates a team in the active workspace and audits it in the same change', async () => {
    const org = await newOrg(app);
    const result = await call<CreateTeamResponse>(app, 'POST', '/api/v1/teams', { as: org.as, body: { name: '  Research ' } });
    expect(result.status, result.raw).toBe(201);
    expect(result.body).toEqual({
      id: expect.stringMatching(/^team_[0-9a-z]{26}$/),
      workspace_id: org.workspaceId,
      name: 'Research',
      member_count: 0,
      is_active: false,
      created_at: expect.any(String),
      can_manage: true,
      can_request_budget: false,
      warnings: [],
    });
    const stored = await app.db.prisma.team.findUniqueOrThrow({ where: { id: result.body.id } });
    expect(stored).toMatchObject({ orgId: org.orgId, workspaceId: org.workspaceId, name: 'Research', poolCents: 0n });
    const [entry, ...more] = await auditOf(app, org, 'team.created');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorType: 'user',
      actorId: org.owner.session.user.id,
      targetType: 'team',
      targetId: result.body.id,
      details: { name: 'Research', workspace_id: org.workspaceId, team_count: 1 },
    });
  });

  it('lets an admin create one with a personal token', async () => {
    const org = await newOrg(app);
    const admin = await person(app, org, 'admin');
    const token = await mintToken(app, admin.user);
    const result = await call<CreateTeamResponse>(app, 'POST', '/api/v1/teams', { as: { bearer: token }, body: { name: 'Ops' } });
    expect(result.status, result.raw).toBe(201);
    expect((await auditOf(app, org, 'team.created'))[0]?.actorId).toBe(admin.userId);
  });

  it(`creates the ${FREE_PLAN_TEAM_LIMIT + 1}th team and later ones with a team_limit_exceeded warning, also in the audit entry`, async () => {
    const org = await newOrg(app);
    // Teams of another workspace do not count towards this one's limit.
    await teamIn(app, org, await secondWorkspace(app, org), 'Elsewhere');
    for (const name of ['One', 'Two', 'Three']) expect((await createTeam(app, org, name)).warnings).toEqual([]);

    const fourth = await createTeam(app, org, 'Four');
    expect(fourth.warnings).toEqual([{ code: 'team_limit_exceeded', message: expect.stringContaining('now has 4') }]);
    const fifth = await createTeam(app, org, 'Five');
    expect(fifth.warnings).toEqual([{ code: 'team_limit_exceeded', message: expect.stringContaining('now has 5') }]);

    expect(await app.db.prisma.team.count({ where: { workspaceId: org.workspaceId } })).toBe(5);
    const entries = await auditOf(app, org, 'team.created');
    expect(entries.map((entry) => entry.details)).toEqual([
      { name: 'One', workspace_id: org.workspaceId, team_count: 1 },
      { name: 'Two', workspace_id: org.workspaceId, team_count: 2 },
      { name: 'Three', workspace_id: org.workspaceId, team_count: 3 },
      { name: 'Four', workspace_id: org.workspaceId, team_count: 4, warnings: ['team_limit_exceeded'] },
      { name: 'Five', workspace_id: org.workspaceId, team_count: 5, warnings: ['team_limit_exceeded'] },
    ]);
  });

  it('warns exactly from the fourth team on when creations run in parallel', async () => {
    const org = await newOrg(app);
    const created = await Promise.all(['P1', 'P2', 'P3', 'P4', 'P5', 'P6'].map((name) => createTeam(app, org, name)));
    expect(created.filter((team) => team.warnings.length > 0)).toHaveLength(3);
  });

  it('takes a name another workspace or organization already uses', async () => {
    const org = await newOrg(app);
    await teamIn(app, org, await secondWorkspace(app, org), 'Research');
    await createTeam(app, await newOrg(app), 'Research');
    expect((await createTeam(app, org, 'Research')).name).toBe('Research');
  });
});

import { expect } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import type { OrgRole, TeamRole } from '../../../src/generated/prisma/enums.js';
import type { CreateTeamResponse } from '../../../src/routers/teams/create.types.js';
import type { TeamMemberResponse } from '../../../src/routers/teams/team-member.types.js';
import type { TestApp } from '../../support/app.js';
import { addMember, call, signup, type Credential, type TestUser } from '../../support/identity.js';

/** An organization of its own for a test: its owner, its id and its default workspace. */
export interface Org {
  owner: TestUser;
  as: Credential;
  orgId: string;
  workspaceId: string;
}

export async function newOrg(app: TestApp): Promise<Org> {
  const owner = await signup(app);
  const orgId = owner.session.organization.id;
  const workspace = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId, isDefault: true } });
  return { owner, as: { cookie: owner.cookie }, orgId, workspaceId: workspace.id };
}

/** A person of the organization with `role`, signed in. */
export async function person(app: TestApp, org: Org, role: OrgRole): Promise<{ user: TestUser; as: Credential; userId: string }> {
  const user = await addMember(app, org.orgId, role);
  return { user, as: { cookie: user.cookie }, userId: user.session.user.id };
}

/** A team made through the API by `as` (the owner unless said otherwise), expected to be created. */
export async function createTeam(app: TestApp, org: Org, name: string, as: Credential = org.as): Promise<CreateTeamResponse> {
  const result = await call<CreateTeamResponse>(app, 'POST', '/api/v1/teams', { as, body: { name } });
  expect(result.status, result.raw).toBe(201);
  return result.body;
}

/** Adds a person to a team through the API, as the owner. */
export async function join(app: TestApp, org: Org, teamId: string, userId: string, role: TeamRole): Promise<TeamMemberResponse> {
  const result = await call<TeamMemberResponse>(app, 'POST', `/api/v1/teams/${teamId}/members`, { as: org.as, body: { user_id: userId, role } });
  expect(result.status, result.raw).toBe(201);
  return result.body;
}

/** A second workspace of the organization, made directly: a Workspace row and its Wallet, empty. */
export async function secondWorkspace(app: TestApp, org: Org, name = 'Second'): Promise<string> {
  const { prisma } = app.db;
  const workspace = await prisma.workspace.create({ data: { id: newId('wsp'), orgId: org.orgId, name } });
  await prisma.wallet.create({ data: { id: newId('wal'), orgId: org.orgId, workspaceId: workspace.id, balanceCents: 0n } });
  return workspace.id;
}

/** A team made directly in a given workspace (one the caller is not working in). */
export async function teamIn(app: TestApp, org: Org, workspaceId: string, name: string): Promise<string> {
  const team = await app.db.prisma.team.create({ data: { id: newId('team'), orgId: org.orgId, workspaceId, name } });
  return team.id;
}

export async function auditOf(app: TestApp, org: Org, action: string) {
  return app.db.prisma.auditEntry.findMany({ where: { orgId: org.orgId, action }, orderBy: { occurredAt: 'asc' } });
}

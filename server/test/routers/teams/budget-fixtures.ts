import type { TeamRole } from '../../../src/generated/prisma/enums.js';
import { newId } from '../../../src/domain/ids.js';
import type { TestApp } from '../../support/app.js';
import { addMember, signup, type TestUser } from '../../support/identity.js';

/** An organization with one team: its owner, the team's manager and a worker, all members of the org. */
export interface TeamSetup {
  owner: TestUser;
  orgId: string;
  workspaceId: string;
  teamId: string;
  manager: TestUser;
  worker: TestUser;
}

/** A person of the organization (org role member) in the team with `role`. */
export async function teamPerson(app: TestApp, setup: { orgId: string; teamId: string }, role: TeamRole): Promise<TestUser> {
  const person = await addMember(app, setup.orgId, 'member');
  await app.db.prisma.teamMember.create({
    data: { id: newId('tmm'), orgId: setup.orgId, teamId: setup.teamId, userId: person.session.user.id, role },
  });
  return person;
}

/** A new organization with a team whose pool holds `poolCents`, and its wallet set to `balanceCents`. */
export async function teamSetup(app: TestApp, { poolCents = 0, balanceCents }: { poolCents?: number; balanceCents?: number } = {}): Promise<TeamSetup> {
  const owner = await signup(app);
  const orgId = owner.session.organization.id;
  const { prisma } = app.db;
  const workspace = await prisma.workspace.findFirstOrThrow({ where: { orgId, isDefault: true } });
  if (balanceCents !== undefined) await prisma.wallet.update({ where: { workspaceId: workspace.id }, data: { balanceCents: BigInt(balanceCents) } });
  const team = await prisma.team.create({
    data: { id: newId('team'), orgId, workspaceId: workspace.id, name: 'Research', poolCents: BigInt(poolCents) },
  });
  const ids = { orgId, teamId: team.id };
  return { owner, orgId, workspaceId: workspace.id, teamId: team.id, manager: await teamPerson(app, ids, 'manager'), worker: await teamPerson(app, ids, 'worker') };
}

/** A live spend counted on `counter`, as a dispatch's hold would count it. */
export async function countLive(app: TestApp, orgId: string, counter: { scope: string; period: string }, cents: number): Promise<void> {
  await app.db.prisma.usageCounter.create({ data: { orgId, scope: counter.scope, period: counter.period, mode: 'live', value: BigInt(cents) } });
}

export const as = (user: TestUser) => ({ cookie: user.cookie });

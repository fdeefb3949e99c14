import { Prisma, type PrismaClient, type TeamMember } from '../../generated/prisma/client.js';
import type { TeamRole } from '../../generated/prisma/enums.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { COUNTERS, readCounters } from '../dispatch/budgets.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { findMember } from '../members/member.js';
import { findTeam, managesTeam, teamManagedBy } from './access.js';

type Db = PrismaClient | Prisma.TransactionClient;

/** A person's place in a team, with who they are and what they have spent of their allocation. */
export interface TeamMemberView {
  member: TeamMember;
  email: string;
  name: string | null;
  /** The live-mode worker counter: what dispatches of the team's agents owned by this person spent. */
  spentCents: bigint;
  /** Whether the caller manages the team (managesTeam): the member's `can_allocate` reads it (mayAllocateTo). */
  viewerManages: boolean;
}

const WITH_USER = { membership: { select: { user: { select: { email: true, name: true } } } } } as const;

type MemberWithUser = Prisma.TeamMemberGetPayload<{ include: typeof WITH_USER }>;

/** The members with their live-mode spend, read from the worker counters in one query, as the caller sees them. */
async function withSpend(db: Db, caller: UserCaller, teamId: string, rows: MemberWithUser[]): Promise<TeamMemberView[]> {
  const spent = await readCounters(db, 'live', rows.map((row) => COUNTERS.workerCents(teamId, row.userId)));
  // Read after the caller's own change too: a manager who made themselves a worker manages no more.
  const viewerManages = await managesTeam(db, caller, teamId);
  return rows.map(({ membership, ...member }, index) => ({ member, email: membership.user.email, name: membership.user.name, spentCents: spent[index]!, viewerManages }));
}

/** The members of a team of the caller's organization (any of its workspaces), in the order they joined. */
export async function listTeamMembers(db: PrismaClient, caller: UserCaller, teamId: string): Promise<TeamMemberView[]> {
  const { orgId } = caller;
  await findTeam(db, orgId, teamId);
  const rows = await db.teamMember.findMany({ where: { teamId, orgId }, include: WITH_USER, orderBy: { id: 'asc' } });
  return withSpend(db, caller, teamId, rows);
}

/**
 * Adds a person of the organization to the team, by someone who manages it. The team's unique
 * key on (team, user) decides between concurrent additions of the same person: one is added, the
 * others are refused with 409.
 */
export async function addTeamMember(
  db: PrismaClient,
  caller: UserCaller,
  teamId: string,
  userId: string,
  role: TeamRole,
  audit: AuditContext,
): Promise<TeamMemberView> {
  const { orgId } = caller;
  try {
    return await db.$transaction(async (tx) => {
      await teamManagedBy(tx, caller, teamId);
      await findMember(tx, orgId, userId);
      const member = await tx.teamMember.create({ data: { id: newId('tmm'), orgId, teamId, userId, role }, include: WITH_USER });
      await appendAudit(tx, orgId, audit, {
        action: 'team.member_added',
        target: { type: 'team', id: teamId },
        details: { team_member_id: member.id, user_id: userId, role },
      });
      const [view] = await withSpend(tx, caller, teamId, [member]);
      return view!;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new DomainError('conflict', 'This person is already a member of the team; change their role with PATCH instead');
    }
    throw error;
  }
}

/**
 * Sets a team member's role, by someone who manages the team. A manager may demote themselves,
 * even as the team's last manager: org admins manage every team, so the team is never left
 * without anyone who can manage it. Setting the role a member already has changes nothing and
 * records nothing.
 */
export async function setTeamMemberRole(
  db: PrismaClient,
  caller: UserCaller,
  teamId: string,
  teamMemberId: string,
  role: TeamRole,
  audit: AuditContext,
): Promise<TeamMemberView> {
  const { orgId } = caller;
  return db.$transaction(async (tx) => {
    await teamManagedBy(tx, caller, teamId);
    // Locked, so that concurrent changes of one member's role are recorded in the order they apply.
    const [locked] = await tx.$queryRaw<{ role: TeamRole }[]>`
      SELECT role::text AS role FROM team_members WHERE id = ${teamMemberId} AND team_id = ${teamId} AND org_id = ${orgId} FOR UPDATE`;
    if (!locked) throw notFound('Team member');
    const member = await tx.teamMember.update({ where: { id: teamMemberId }, data: { role }, include: WITH_USER });
    if (locked.role !== role) {
      await appendAudit(tx, orgId, audit, {
        action: 'team.member_role_changed',
        target: { type: 'team', id: teamId },
        details: { team_member_id: teamMemberId, user_id: member.userId, from: locked.role, to: role },
      });
    }
    const [view] = await withSpend(tx, caller, teamId, [member]);
    return view!;
  });
}

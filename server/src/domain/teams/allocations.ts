import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { TeamRole } from '../../generated/prisma/enums.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { COUNTERS, readCounters } from '../dispatch/budgets.js';
import { DomainError, notFound } from '../errors.js';
import { teamManagedBy } from './access.js';

/** A worker's allocation from a team pool, what of it is spent (live) and what is left. */
export interface WorkerAllocation {
  teamId: string;
  userId: string;
  allocationCents: bigint;
  spentCents: bigint;
  remainingCents: bigint;
}

/** Whether a team member of this role receives allocations from the pool: workers do; managers allocate them. */
export function receivesAllocations(role: TeamRole): boolean {
  return role === 'worker';
}

/**
 * Whether a viewer who manages the team (or does not) may allocate to this member: its
 * `can_allocate`, answered with the two rules allocateWorkerBudget enforces (teamManagedBy, then
 * allocateToWorker's receivesAllocations).
 */
export function mayAllocateTo(viewerManages: boolean, member: { role: TeamRole }): boolean {
  return viewerManages && receivesAllocations(member.role);
}

/**
 * Allocates `amountCents` of the team's pool to one of its workers, in the caller's transaction:
 * the pool's unallocated part is taken by one conditional write (concurrent allocations take
 * turns on the team's row and each sees the others' increments), then the worker's allocation
 * grows. A user outside the team is not found; the team's manager is refused (409): managers
 * allocate, allocations go to workers. More than the pool's unallocated part is
 * `insufficient_pool`; the caller's transaction must then end, as it does when this throws.
 * Budget request approval (budget-requests.ts) allocates through this too.
 */
export async function allocateToWorker(
  tx: Prisma.TransactionClient,
  teamId: string,
  userId: string,
  amountCents: bigint,
): Promise<WorkerAllocation> {
  const member = await tx.teamMember.findUnique({ where: { teamId_userId: { teamId, userId } }, select: { role: true } });
  if (!member) throw notFound('Worker');
  if (!receivesAllocations(member.role)) {
    throw new DomainError('conflict', "The user is this team's manager: allocations go to the team's workers");
  }
  const [team] = await tx.$queryRaw<{ pool_cents: bigint; allocated_cents: bigint }[]>`
    UPDATE teams SET allocated_cents = allocated_cents + ${amountCents}::bigint
    WHERE id = ${teamId} AND allocated_cents + ${amountCents}::bigint <= pool_cents
    RETURNING pool_cents, allocated_cents`;
  if (!team) {
    const { poolCents, allocatedCents } = await tx.team.findUniqueOrThrow({ where: { id: teamId } });
    throw new DomainError(
      'insufficient_pool',
      `The team pool has ${poolCents - allocatedCents} cents unallocated (pool ${poolCents}, allocated ${allocatedCents}); asked ${amountCents}`,
    );
  }
  // Under the team's row lock, held to the commit; the role is checked again in the write.
  const [worker] = await tx.$queryRaw<{ allocation_cents: bigint }[]>`
    UPDATE team_members SET allocation_cents = allocation_cents + ${amountCents}::bigint
    WHERE team_id = ${teamId} AND user_id = ${userId} AND role = 'worker'
    RETURNING allocation_cents`;
  if (!worker) throw new DomainError('conflict', 'The user left the team or became its manager meanwhile; try again');
  const [spent] = await readCounters(tx, 'live', [COUNTERS.workerCents(teamId, userId)]);
  return allocationOf(teamId, userId, worker.allocation_cents, spent!);
}

function allocationOf(teamId: string, userId: string, allocationCents: bigint, spentCents: bigint): WorkerAllocation {
  const remainingCents = allocationCents > spentCents ? allocationCents - spentCents : 0n;
  return { teamId, userId, allocationCents, spentCents, remainingCents };
}

/**
 * POST /teams/{id}/workers/{userId}/budget/allocate: by the team's manager or an org admin
 * (teamManagedBy), with its audit entry in the same transaction.
 */
export async function allocateWorkerBudget(
  db: PrismaClient,
  caller: UserCaller,
  teamId: string,
  userId: string,
  amountCents: bigint,
  audit: AuditContext,
): Promise<WorkerAllocation> {
  return db.$transaction(async (tx) => {
    await teamManagedBy(tx, caller, teamId);
    const allocation = await allocateToWorker(tx, teamId, userId, amountCents);
    await appendAudit(tx, caller.orgId, audit, {
      action: 'team.worker_allocated',
      target: { type: 'team', id: teamId },
      details: { user_id: userId, amount_cents: Number(amountCents), allocation_cents: Number(allocation.allocationCents) },
    });
    return allocation;
  });
}

/**
 * Gives back to their teams' pools the allocations of a person leaving the organization, in the
 * caller's transaction and before their team memberships are deleted: what was allocated to them
 * returns to the unallocated part of each pool (what they spent stays counted against the pool).
 */
export async function releaseAllocations(tx: Prisma.TransactionClient, orgId: string, userId: string): Promise<number> {
  return tx.$executeRaw`
    UPDATE teams t SET allocated_cents = t.allocated_cents - m.allocation_cents
    FROM team_members m
    WHERE m.team_id = t.id AND m.org_id = ${orgId} AND m.user_id = ${userId} AND m.allocation_cents > 0`;
}

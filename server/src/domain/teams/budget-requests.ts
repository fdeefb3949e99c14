import type { BudgetRequest, BudgetRequestStatus, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { TeamRole } from '../../generated/prisma/enums.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import { hasRole, type UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { refuseRequesterDecision, requesterDecisionRefusal } from '../members/decisions.js';
import { newId } from '../ids.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { allocateToWorker, receivesAllocations } from './allocations.js';
import { findTeam, managesTeam, teamsManagedAmong } from './access.js';

export type { BudgetRequest };

/**
 * Whether a person holding `role` in a team (none when not in it) may ask its managers for budget:
 * only workers ask, since allocations go to workers (receivesAllocations) and a manager's request
 * could never be approved; managers allocate instead. A team's `can_request_budget`.
 */
export function mayRequestBudget(role: TeamRole | null | undefined): boolean {
  return role !== null && role !== undefined && receivesAllocations(role);
}

/** A worker of a team asks its managers for an allocation from the team pool (mayRequestBudget). */
export async function createBudgetRequest(
  db: PrismaClient,
  caller: UserCaller,
  input: { teamId: string; amountCents: bigint; reason: string },
  audit: AuditContext,
): Promise<BudgetRequest> {
  return db.$transaction(async (tx) => {
    await findTeam(tx, caller.orgId, input.teamId);
    const member = await tx.teamMember.findUnique({ where: { teamId_userId: { teamId: input.teamId, userId: caller.userId } } });
    if (!mayRequestBudget(member?.role)) {
      throw new DomainError(
        'forbidden',
        member
          ? "Only the team's workers ask for budget: allocations go to workers, and a manager allocates them (POST /api/v1/teams/{id}/workers/{userId}/budget/allocate)"
          : "Only the team's workers ask for its budget",
      );
    }
    const request = await tx.budgetRequest.create({
      data: {
        id: newId('bgr'),
        orgId: caller.orgId,
        teamId: input.teamId,
        userId: caller.userId,
        amountCents: input.amountCents,
        reason: input.reason,
      },
    });
    await appendAudit(tx, caller.orgId, audit, {
      action: 'budget_request.created',
      target: { type: 'budget_request', id: request.id },
      details: { team_id: input.teamId, amount_cents: Number(input.amountCents) },
    });
    return request;
  });
}

export interface BudgetRequestFilter {
  status?: BudgetRequestStatus | undefined;
  teamId?: string | undefined;
}

/**
 * The requests the caller may see, oldest first: an org admin sees every team's; anyone else the
 * requests of the teams they manage and their own.
 */
export async function listBudgetRequests(
  db: PrismaClient,
  caller: UserCaller,
  filter: BudgetRequestFilter,
  page: PageRequest,
): Promise<Page<BudgetRequest>> {
  if (filter.teamId) await findTeam(db, caller.orgId, filter.teamId);
  const visible: Prisma.BudgetRequestWhereInput = hasRole(caller.role, 'admin')
    ? {}
    : { OR: [{ userId: caller.userId }, { team: { members: { some: { userId: caller.userId, role: 'manager' } } } }] };
  const args = pageArgs(page);
  const rows = await db.budgetRequest.findMany({
    ...args,
    where: {
      ...args.where,
      ...visible,
      orgId: caller.orgId,
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.teamId ? { teamId: filter.teamId } : {}),
    },
  });
  return toPage(rows, page);
}

const REQUESTER_RULE = 'A budget request';

/**
 * Whether the caller may decide each request now (its `can_decide`): pending, the caller manages
 * its team (managesTeam, for all the requests' teams in one read) and is not its requester
 * (decideBudgetRequest's rules).
 */
export async function decidableBy(db: PrismaClient, caller: UserCaller, requests: readonly BudgetRequest[]): Promise<(request: BudgetRequest) => boolean> {
  const managed = await teamsManagedAmong(db, caller, [...new Set(requests.map((request) => request.teamId))]);
  return (request) => request.status === 'pending' && managed.has(request.teamId) && !requesterDecisionRefusal(caller, request.userId, REQUESTER_RULE);
}

/**
 * Approves or rejects a pending request: by a manager of its team or an org admin, never by its
 * requester. The decision is one conditional write on the request still pending, so of two
 * decisions (concurrent ones too) the second is a `conflict`; approving allocates the amount to
 * the requester in the same transaction, and a pool too small (`insufficient_pool`) leaves the
 * request pending.
 */
export async function decideBudgetRequest(
  db: PrismaClient,
  caller: UserCaller,
  id: string,
  decision: { status: 'approved' | 'rejected'; notes?: string | undefined },
  audit: AuditContext,
): Promise<BudgetRequest> {
  return db.$transaction(async (tx) => {
    const request = await tx.budgetRequest.findFirst({ where: { id, orgId: caller.orgId } });
    if (!request) throw notFound('Budget request');
    if (!(await managesTeam(tx, caller, request.teamId))) {
      throw new DomainError('forbidden', "Deciding a budget request needs the team's manager role, or the organization's admin role or higher");
    }
    refuseRequesterDecision(caller, request.userId, REQUESTER_RULE);
    const decided = await tx.budgetRequest.updateManyAndReturn({
      where: { id, status: 'pending' },
      data: { status: decision.status, notes: decision.notes ?? null, decidedBy: caller.userId, decidedAt: new Date() },
    });
    if (decided.length === 0) throw new DomainError('conflict', `The budget request was already ${(await tx.budgetRequest.findUniqueOrThrow({ where: { id } })).status}`);
    const details: Record<string, unknown> = { team_id: request.teamId, user_id: request.userId, amount_cents: Number(request.amountCents) };
    if (decision.status === 'approved') {
      const allocation = await allocateToWorker(tx, request.teamId, request.userId, request.amountCents);
      details.allocation_cents = Number(allocation.allocationCents);
    }
    await appendAudit(tx, caller.orgId, audit, {
      action: `budget_request.${decision.status}`,
      target: { type: 'budget_request', id },
      details: decision.notes ? { ...details, notes: decision.notes } : details,
    });
    return decided[0]!;
  });
}

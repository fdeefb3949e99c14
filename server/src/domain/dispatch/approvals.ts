import type { Approval, Prisma, PrismaClient, ServiceRequest } from '../../generated/prisma/client.js';
import type { ApprovalStatus } from '../../generated/prisma/enums.js';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { appendAudit, SYSTEM_AUDIT, type AuditContext } from '../audit.js';
import { getOperation, type Operation } from '../catalog/index.js';
import { DomainError, notFound } from '../errors.js';
import { blockDetail } from './admit.js';
import { limitsFor, planReservation, reserve } from './budgets.js';
import { execute } from './execute.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { recordOutcome } from './outcomes.js';
import { conclude } from './settle.js';

export type { Approval };

async function lockPending(tx: Prisma.TransactionClient, orgId: string, id: string): Promise<Approval> {
  const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM approvals WHERE id = ${id} AND org_id = ${orgId} FOR UPDATE`;
  if (!row) throw notFound('Approval');
  const approval = await tx.approval.findUniqueOrThrow({ where: { id } });
  if (approval.status !== 'pending') throw new DomainError('conflict', `The approval was already ${approval.status}`);
  return approval;
}

async function expire(tx: Prisma.TransactionClient, approval: Approval, audit: AuditContext): Promise<void> {
  await tx.approval.update({ where: { id: approval.id }, data: { status: 'expired', decidedAt: new Date() } });
  const request = await tx.serviceRequest.findUniqueOrThrow({ where: { id: approval.serviceRequestId } });
  await recordOutcome(tx, request, audit, {
    status: 'blocked',
    reasonCode: 'approval_expired',
    result: { detail: 'The approval expired before anyone decided' },
  });
}

/**
 * Approves: budgets and balance are checked again as of now and held, then the provider is
 * called and the request settles, all before this returns. A limit reached since ends it blocked.
 */
export async function approve(
  db: PrismaClient,
  logger: Logger,
  config: Config,
  orgId: string,
  id: string,
  note: string | undefined,
  audit: AuditContext,
): Promise<{ approval: Approval; request: ServiceRequest }> {
  const decided = await db.$transaction(async (tx) => {
    const approval = await lockPending(tx, orgId, id);
    if (approval.expiresAt <= new Date()) {
      await expire(tx, approval, SYSTEM_AUDIT);
      return { expired: true as const };
    }
    const decidedApproval = await tx.approval.update({
      where: { id },
      data: { status: 'approved', note: note ?? null, decidedBy: audit.actor.id, decidedAt: new Date() },
    });
    await appendAudit(tx, orgId, audit, { action: 'approval.approved', target: { type: 'approval', id }, details: note ? { note } : {} });
    const request = await tx.serviceRequest.findUniqueOrThrow({ where: { id: approval.serviceRequestId } });
    const agent = await tx.agent.findUniqueOrThrow({ where: { id: request.agentId } });
    const binding = await tx.serviceBinding.findUnique({
      where: { agentId_operation: { agentId: agent.id, operation: request.operation } },
    });
    const end = async (status: 'failed' | 'blocked', reasonCode: string, detail: string) => ({
      approval: decidedApproval,
      request: await recordOutcome(tx, request, audit, { status, reasonCode, result: { detail } }),
    });
    if (agent.deletedAt || agent.status !== 'active') {
      return end('failed', 'agent_disabled', `The agent is ${agent.deletedAt ? 'deleted' : agent.status}`);
    }
    if (!binding?.enabled) return end('blocked', 'policy_violation', `The agent no longer has a binding for ${request.operation}`);
    const hold = request.mode === 'live' ? approval.costCents : 0n;
    const limits = await limitsFor(tx, orgId, request.mode, binding, agent);
    const plan = planReservation(limits, hold);
    await tx.$executeRaw`SAVEPOINT budgets`;
    const blocked = await reserve(tx, limits, plan);
    if (blocked) {
      await tx.$executeRaw`ROLLBACK TO SAVEPOINT budgets`;
      return end('blocked', blocked, blockDetail(blocked));
    }
    const admitted = await tx.serviceRequest.update({
      where: { id: request.id },
      data: { status: 'admitted', reasonCode: null, holdCents: hold, reservation: plan as unknown as Prisma.InputJsonValue },
    });
    return { approval: decidedApproval, request: admitted };
  });
  if ('expired' in decided) throw new DomainError('conflict', 'The approval expired before anyone decided');
  if (decided.request.status !== 'admitted') return decided;
  const definition = getOperation(decided.request.operation as Operation);
  const payload = definition.payload.parse(decided.request.payload);
  const outcome = await execute(definition, decided.request.mode, payload, decided.request.id, config, logger);
  return { approval: decided.approval, request: await conclude(db, decided.request, definition.service, outcome, audit) };
}

/** Rejects: the request ends blocked with approval_rejected; nothing was ever held. */
export async function reject(
  db: PrismaClient,
  orgId: string,
  id: string,
  reason: string | undefined,
  audit: AuditContext,
): Promise<{ approval: Approval; request: ServiceRequest }> {
  return db.$transaction(async (tx) => {
    const approval = await lockPending(tx, orgId, id);
    const rejected = await tx.approval.update({
      where: { id },
      data: { status: 'rejected', note: reason ?? null, decidedBy: audit.actor.id, decidedAt: new Date() },
    });
    await appendAudit(tx, orgId, audit, { action: 'approval.rejected', target: { type: 'approval', id }, details: reason ? { reason } : {} });
    const request = await tx.serviceRequest.findUniqueOrThrow({ where: { id: approval.serviceRequestId } });
    const blocked = await recordOutcome(tx, request, audit, {
      status: 'blocked',
      reasonCode: 'approval_rejected',
      result: { detail: reason ? `Rejected: ${reason}` : 'Rejected by a reviewer' },
    });
    return { approval: rejected, request: blocked };
  });
}

/** Ends pending approvals past their time: their requests become blocked with approval_expired. */
export async function expireApprovals(db: PrismaClient, now = new Date()): Promise<number> {
  return db.$transaction(async (tx) => {
    const due = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM approvals WHERE status = 'pending' AND expires_at <= ${now}
      ORDER BY expires_at LIMIT 100 FOR UPDATE SKIP LOCKED`;
    for (const { id } of due) await expire(tx, await tx.approval.findUniqueOrThrow({ where: { id } }), SYSTEM_AUDIT);
    return due.length;
  });
}

export async function listApprovals(
  db: PrismaClient,
  orgId: string,
  status: ApprovalStatus | undefined,
  page: PageRequest,
): Promise<Page<Approval & { serviceRequest: ServiceRequest }>> {
  const args = pageArgs(page);
  const rows = await db.approval.findMany({
    ...args,
    where: { ...args.where, orgId, ...(status ? { status } : {}) },
    include: { serviceRequest: true },
  });
  return toPage(rows, page);
}

import { Prisma, type Approval, type PrismaClient, type ServiceRequest } from '../../generated/prisma/client.js';
import type { ApprovalStatus } from '../../generated/prisma/enums.js';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { appendAudit, SYSTEM_AUDIT, type AuditContext } from '../audit/record.js';
import { getOperation, type Operation } from '../catalog/index.js';
import { DomainError, notFound } from '../errors.js';
import { sqlQuery } from '../../db/client.js';
import { parsePayload } from '../dispatch/admit.js';
import { admissionStatement, admittedColumns, refusalOf, refusedLimit, type AdmittedRow } from '../dispatch/budgets.js';
import { execute } from '../dispatch/execute.js';
import type { WorkspaceScope } from '../workspaces.js';
import { keysetSql, toPage, type Page, type PageRequest } from '../pagination.js';
import { workspaceAgentIdsSql } from '../workspaces.js';
import { recordOutcome } from '../dispatch/outcomes.js';
import { gate, loadPolicy, refusalResult, statementRefusal, type Admissible, type Refusal } from '../dispatch/policy.js';
import { conclude } from '../dispatch/settle.js';
import { wakeStep } from '../workflows/wake.js';

export type { Approval };

async function lockPending(tx: Prisma.TransactionClient, orgId: string, id: string): Promise<Approval> {
  const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM approvals WHERE id = ${id} AND org_id = ${orgId} FOR UPDATE`;
  if (!row) throw notFound('Approval');
  const approval = await tx.approval.findUniqueOrThrow({ where: { id } });
  if (approval.status !== 'pending') throw new DomainError('conflict', `The approval was already ${approval.status}`);
  return approval;
}

/** What an approval is about, as the approvals endpoints show it: a request, or a workflow's approval step. */
export const APPROVAL_SUBJECT = { serviceRequest: true, workflowStepRun: { include: { run: { select: { workflowId: true } } } } } as const;

export type ApprovalWithSubject = Prisma.ApprovalGetPayload<{ include: typeof APPROVAL_SUBJECT }>;

export const approvalWithSubject = (db: PrismaClient, id: string): Promise<ApprovalWithSubject> =>
  db.approval.findUniqueOrThrow({ where: { id }, include: APPROVAL_SUBJECT });

/** A decision on a workflow step's approval: recorded, and the step's run woken to read it (its step then completes or fails). */
async function decideStep(tx: Prisma.TransactionClient, approval: Approval, decision: Prisma.ApprovalUpdateInput): Promise<ApprovalWithSubject> {
  const decided = await tx.approval.update({ where: { id: approval.id }, data: decision, include: APPROVAL_SUBJECT });
  await wakeStep(tx, approval.workflowStepRunId!);
  return decided;
}

/**
 * Why a pending approval closes with nobody deciding it: its time ran out (the default), the
 * workflow run waiting for it ended, or the work that dispatched it does not wait for a person (a
 * provider knowledge collection's embeddings). The approval is then expired with `note`, and its
 * request blocked with `reasonCode` and `detail`.
 */
interface Lapse {
  note?: string;
  reasonCode: 'approval_expired' | 'workflow_run_ended';
  detail: string;
}

const TIMED_OUT: Lapse = { reasonCode: 'approval_expired', detail: 'The approval expired before anyone decided' };

/** Closes a pending approval, locked by the caller, that nobody decided: its request ends blocked, audited as its outcome. */
async function expire(tx: Prisma.TransactionClient, approval: Approval, audit: AuditContext, lapse: Lapse = TIMED_OUT): Promise<void> {
  const decision = { status: 'expired' as const, decidedAt: new Date(), ...(lapse.note ? { note: lapse.note } : {}) };
  if (!approval.serviceRequestId) {
    await decideStep(tx, approval, decision);
    return;
  }
  await tx.approval.update({ where: { id: approval.id }, data: decision });
  const request = await tx.serviceRequest.findUniqueOrThrow({ where: { id: approval.serviceRequestId } });
  await recordOutcome(tx, request, audit, { status: 'blocked', reasonCode: lapse.reasonCode, result: { detail: lapse.detail } });
}

/**
 * Closes the approval a request or a workflow step still waits for, when nobody is left to use
 * what it would let through, in the caller's transaction: it expires as a lapsed one does, so
 * that an approval given later neither calls the provider nor charges. Its row is locked first: a
 * person deciding at the same moment either decided before (the request runs, as a dispatch under
 * way when a run is cancelled completes) or meets it closed (409, as any approval decided already).
 * Nothing pending: nothing to do.
 */
export async function closeUnawaited(
  tx: Prisma.TransactionClient,
  waiting: { serviceRequestId: string } | { workflowStepRunId: string },
  lapse: Lapse,
  audit: AuditContext,
): Promise<void> {
  const column = 'serviceRequestId' in waiting ? Prisma.sql`service_request_id = ${waiting.serviceRequestId}` : Prisma.sql`workflow_step_run_id = ${waiting.workflowStepRunId}`;
  const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM approvals WHERE ${column} AND status = 'pending' FOR UPDATE`;
  if (!row) return;
  await expire(tx, await tx.approval.findUniqueOrThrow({ where: { id: row.id } }), audit, lapse);
}

/**
 * When a workflow run ends, in the transaction that ends it: the approval a step attempt still
 * waits for (an approval step's own, or that of the request a service_call or webhook step
 * dispatched) closes (closeUnawaited), so that nobody approves work the run no longer reads.
 */
export async function closeForEndedRun(
  tx: Prisma.TransactionClient,
  waiting: { serviceRequestId: string } | { workflowStepRunId: string },
  run: { id: string; status: string },
  audit: AuditContext,
): Promise<void> {
  await closeUnawaited(tx, waiting, {
    note: `The workflow run was ${run.status}`,
    reasonCode: 'workflow_run_ended',
    detail: `The workflow run ${run.id} was ${run.status} before anyone decided the approval`,
  }, audit);
}

/** The approved request, admitted: its update is the `request` CTE of the admission statement. */
function admitApproved(request: ServiceRequest, hold: Admissible): Prisma.Sql {
  return Prisma.sql`
    UPDATE service_requests
    SET status = 'admitted', reason_code = NULL, binding_id = ${hold.limits.bindingId}, hold_cents = ${hold.plan.cents}::bigint,
        reservation = ${JSON.stringify(hold.plan)}::jsonb, updated_at = now()
    WHERE id = ${request.id} AND status = 'approval_required'
    RETURNING created_at, updated_at`;
}

/**
 * Approves. A request meets the same gate as at admission (as of now, the approval aside) and
 * its budgets are held by the same admission statement, then the provider is called and the
 * request settles, all before this returns; a limit reached since ends it blocked. A workflow
 * step's approval is recorded and its run woken: the step completes.
 */
export async function approve(
  db: PrismaClient,
  logger: Logger,
  config: Config,
  orgId: string,
  id: string,
  note: string | undefined,
  audit: AuditContext,
): Promise<{ approval: Approval; request: ServiceRequest | null }> {
  const decided = await db.$transaction(async (tx) => {
    const approval = await lockPending(tx, orgId, id);
    if (approval.expiresAt <= new Date()) {
      await expire(tx, approval, SYSTEM_AUDIT);
      return { expired: true as const };
    }
    const approved = { status: 'approved' as const, note: note ?? null, decidedBy: audit.actor.id, decidedAt: new Date() };
    await appendAudit(tx, orgId, audit, { action: 'approval.approved', target: { type: 'approval', id }, details: note ? { note } : {} });
    if (!approval.serviceRequestId) return { approval: await decideStep(tx, approval, approved), request: null };
    const decidedApproval = await tx.approval.update({ where: { id }, data: approved });
    const request = await tx.serviceRequest.findUniqueOrThrow({ where: { id: approval.serviceRequestId } });
    const definition = getOperation(request.operation as Operation);
    // It passed at admission; only a newer, stricter schema refuses it (400, and the approval stays pending).
    const payload = parsePayload(definition, request.payload);
    const policy = await loadPolicy(tx, request.agentId, request.operation, request.mode, request.delegatedTaskId);
    const decision = gate(policy, { payload, estimate: approval.costCents }, { approved: true });
    const end = async (refusal: Refusal) => ({
      approval: decidedApproval,
      request: await recordOutcome(tx, request, audit, { status: refusal.status, reasonCode: refusal.reasonCode, result: refusalResult(refusal) }),
    });
    if (decision.kind === 'refused') return end(decision.refusal);
    await tx.$executeRaw`SAVEPOINT budgets`;
    try {
      const [row] = await sqlQuery<AdmittedRow>(tx, admissionStatement(admitApproved(request, decision), decision.limits, decision.plan));
      // The approval's row lock keeps its request waiting until now.
      if (!row) throw new Error(`request ${request.id} of pending approval ${id} is not waiting for it`);
      const admitted: ServiceRequest = { ...request, ...admittedColumns(decision.limits, decision.plan, row) };
      return { approval: decidedApproval, request: admitted, definition, payload: decision.payload };
    } catch (error) {
      const reason = refusalOf(error);
      if (!reason) throw error;
      await tx.$executeRaw`ROLLBACK TO SAVEPOINT budgets`;
      return end(statementRefusal(reason, refusedLimit(error, decision.limits, decision.plan)));
    }
  });
  if ('expired' in decided) throw new DomainError('conflict', 'The approval expired before anyone decided');
  if (!('definition' in decided) || !decided.definition) return decided;
  const outcome = await execute(decided.definition, decided.request, decided.payload, { db, config, logger, requestId: audit.requestId });
  return { approval: decided.approval, request: await conclude(db, decided.request, decided.definition.service, outcome, audit) };
}

/** Rejects: the request ends blocked with approval_rejected, nothing ever held; a workflow step fails. */
export async function reject(
  db: PrismaClient,
  orgId: string,
  id: string,
  reason: string | undefined,
  audit: AuditContext,
): Promise<{ approval: Approval; request: ServiceRequest | null }> {
  return db.$transaction(async (tx) => {
    const approval = await lockPending(tx, orgId, id);
    const decision = { status: 'rejected' as const, note: reason ?? null, decidedBy: audit.actor.id, decidedAt: new Date() };
    await appendAudit(tx, orgId, audit, { action: 'approval.rejected', target: { type: 'approval', id }, details: reason ? { reason } : {} });
    if (!approval.serviceRequestId) return { approval: await decideStep(tx, approval, decision), request: null };
    const rejected = await tx.approval.update({ where: { id }, data: decision });
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

/**
 * The approvals awaited by the agents of the caller's workspace (their requests and their runs'
 * approval steps), oldest first: the page's ids by one statement on the (org_id, status, id)
 * index, then the approvals with what each is about.
 */
export async function listApprovals(
  db: PrismaClient,
  scope: WorkspaceScope,
  status: ApprovalStatus | undefined,
  page: PageRequest,
): Promise<Page<ApprovalWithSubject>> {
  const keyset = keysetSql(Prisma.sql`ap.id`, page);
  const conditions = [
    Prisma.sql`ap.org_id = ${scope.orgId}`,
    ...(status ? [Prisma.sql`ap.status = ${status}::"ApprovalStatus"`] : []),
    ...keyset.after,
    Prisma.sql`ap.agent_id IN ${workspaceAgentIdsSql(scope.workspaceId)}`,
  ];
  const ids = await sqlQuery<{ id: string }>(db, Prisma.sql`
    SELECT ap.id FROM approvals ap
    WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY ${keyset.orderBy}
    LIMIT ${page.limit + 1}`);
  const rows = await db.approval.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    orderBy: { id: page.order === 'desc' ? 'desc' : 'asc' },
    include: APPROVAL_SUBJECT,
  });
  return toPage(rows, page);
}

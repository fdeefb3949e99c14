import { Prisma, type PrismaClient, type ServiceRequest } from '../../generated/prisma/client.js';
import type { KeyMode, ServiceRequestStatus } from '../../generated/prisma/enums.js';
import { sqlQuery } from '../../db/client.js';
import { newEntry, pendingEntrySql, recordAudit, type AuditContext, type AuditEvent } from '../audit/record.js';
import { refusalResult, type Refusal } from './policy.js';
import { fromRow, SERVICE_REQUEST_COLUMNS, type ServiceRequestRow, type ServiceRequestWithApproval } from '../service-requests/requests.js';
import { storable } from './storable.js';

/** The audit event of a request's outcome. */
export function outcomeEvent(
  request: Pick<ServiceRequest, 'id' | 'agentId' | 'mode' | 'operation'>,
  outcome: { status: ServiceRequestStatus; reasonCode?: string | undefined; costCents?: bigint | undefined },
): AuditEvent {
  return {
    action: `service_request.${outcome.status}`,
    target: { type: 'service_request', id: request.id },
    agentId: request.agentId,
    outcome: outcome.status,
    ...(outcome.reasonCode ? { reasonCode: outcome.reasonCode } : {}),
    costCents: outcome.costCents ?? 0n,
    mode: request.mode,
    details: { operation: request.operation },
  };
}

/**
 * Records a request's outcome and audits it (a pending entry, sealed into the chain within a
 * second), in the caller's transaction. Holds are released by settle, not here.
 */
export async function recordOutcome(
  tx: Prisma.TransactionClient,
  request: Pick<ServiceRequest, 'id' | 'orgId' | 'agentId' | 'mode' | 'operation'>,
  audit: AuditContext,
  outcome: {
    status: ServiceRequestStatus;
    reasonCode?: string | undefined;
    result?: Prisma.InputJsonValue | undefined;
    costCents?: bigint | undefined;
    extra?: Prisma.ServiceRequestUncheckedUpdateInput | undefined;
  },
): Promise<ServiceRequest> {
  const terminal = isFinal(outcome.status);
  const updated = await tx.serviceRequest.update({
    where: { id: request.id },
    data: {
      status: outcome.status,
      reasonCode: outcome.reasonCode ?? null,
      ...(outcome.result !== undefined ? { result: storable(outcome.result) as Prisma.InputJsonValue } : {}),
      costCents: outcome.costCents ?? 0n,
      ...(terminal ? { completedAt: new Date(), holdCents: 0n } : {}),
      ...outcome.extra,
    },
  });
  await recordAudit(tx, request.orgId, audit, outcomeEvent(request, outcome));
  return updated;
}

/** Statuses a request leaves no more: completed, its hold released. */
export function isFinal(status: ServiceRequestStatus): boolean {
  return status !== 'admitted' && status !== 'running' && status !== 'approval_required';
}

/** A new request as its sender made it: what its Idempotency-Key is bound to. */
export interface NewRequest {
  id: string;
  orgId: string;
  agentId: string;
  mode: KeyMode;
  operation: string;
  payload: Record<string, unknown>;
  idempotencyKey: string;
  fingerprint: string;
  /** The delegated task it is made for (X-Delegated-Task), or null. */
  delegatedTaskId: string | null;
  /** The workflow step attempt that made it, or null. */
  workflowStepRunId: string | null;
}

/** The approval a request waits for. */
export interface PendingApproval {
  id: string;
  bindingId: string;
  costCents: bigint;
  thresholdCents: bigint;
  expiresAt: Date;
}

/**
 * Records a new request that was decided without its provider (blocked, failed, or waiting for
 * the approval inserted with it) and audits it, in one statement: the insert claims the
 * Idempotency-Key, and the approval and the audit entry are written only when it did. Null when
 * the key was taken.
 */
export async function recordRefusal(
  db: PrismaClient | Prisma.TransactionClient,
  request: NewRequest,
  audit: AuditContext,
  refusal: Refusal,
  approval: PendingApproval | null = null,
): Promise<ServiceRequestWithApproval | null> {
  const result = storable(refusalResult(refusal));
  const entry = newEntry(request.orgId, audit, outcomeEvent(request, { status: refusal.status, reasonCode: refusal.reasonCode }));
  const approvalCte = approval
    ? Prisma.sql`, approval AS (
        INSERT INTO approvals (id, org_id, service_request_id, agent_id, cost_cents, threshold_cents, expires_at)
        SELECT ${approval.id}, ${request.orgId}, id, ${request.agentId}, ${approval.costCents}::bigint, ${approval.thresholdCents}::bigint, ${approval.expiresAt}::timestamptz
        FROM request RETURNING id)`
    : Prisma.empty;
  const [row] = await sqlQuery<ServiceRequestRow & { approval_id: string | null }>(db, Prisma.sql`
    WITH request AS (
      INSERT INTO service_requests (id, org_id, agent_id, binding_id, mode, operation, payload, idempotency_key, fingerprint,
                                    status, reason_code, result, completed_at, updated_at, delegated_task_id, workflow_step_run_id)
      VALUES (${request.id}, ${request.orgId}, ${request.agentId}, ${approval?.bindingId ?? null}, ${request.mode}::"KeyMode",
              ${request.operation}, ${JSON.stringify(request.payload)}::jsonb, ${request.idempotencyKey}, ${request.fingerprint},
              ${refusal.status}::"ServiceRequestStatus", ${refusal.reasonCode}, ${JSON.stringify(result)}::jsonb,
              ${isFinal(refusal.status) ? Prisma.sql`now()` : Prisma.sql`NULL`}, now(), ${request.delegatedTaskId}, ${request.workflowStepRunId})
      ON CONFLICT (agent_id, mode, idempotency_key) DO NOTHING
      RETURNING ${SERVICE_REQUEST_COLUMNS}
    )${approvalCte}, audit AS (${pendingEntrySql(entry, Prisma.sql`request`)})
    SELECT request.*, ${approval ? Prisma.sql`(SELECT id FROM approval)` : Prisma.sql`NULL::text`} AS approval_id,
           (SELECT count(*) FROM audit) AS audited
    FROM request`);
  if (!row) return null;
  return { ...fromRow(row), approval: row.approval_id ? { id: row.approval_id } : null };
}

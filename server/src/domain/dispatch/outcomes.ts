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
  const [row] = await sqlQuery<RefusalRow>(db, refusalStatement(request, audit, refusal, approval));
  return row?.id ? requestOf(row) : null;
}

/** What recordDecided answers when the policy the request was decided on is no longer the rows' (nothing written). */
export const POLICY_STALE = Symbol('policy stale');

/**
 * recordRefusal for a request refused by a policy served from the cache (admit.ts), which the same
 * statement checks first: `current` (policyCurrentSql) gives a row while the rows still give that
 * policy, and nothing is written otherwise (POLICY_STALE: decide on a fresh read). `used`: for a
 * refusal by a limit the request alone passes (budgets.ts exceededAlone), what is used of it as
 * SQL, read by this statement for the refusal's `result`, as the admission statement's refusal
 * reads it.
 */
export async function recordDecided(
  db: PrismaClient,
  request: NewRequest,
  audit: AuditContext,
  refusal: Refusal,
  checks: { current?: Prisma.Sql | undefined; used?: Prisma.Sql | undefined },
): Promise<ServiceRequestWithApproval | null | typeof POLICY_STALE> {
  const [row] = await sqlQuery<RefusalRow & { current?: boolean }>(db, refusalStatement(request, audit, refusal, null, checks));
  if (row?.current === false) return POLICY_STALE;
  return row?.id ? requestOf(row) : null;
}

type RefusalRow = ServiceRequestRow & { approval_id: string | null };

const requestOf = (row: RefusalRow): ServiceRequestWithApproval => ({ ...fromRow(row), approval: row.approval_id ? { id: row.approval_id } : null });

/**
 * A number no limit, amount or date in a refusal's wording holds: a refusal's `result` is worded
 * with it in place of what is used, and the statement puts what it read there (usedResultSql).
 */
const USED_MARK = 9_007_199_254_740_991n;

/**
 * The refusal's stored `result` with what is used of its limit read by the statement (`used`, SQL;
 * no counter row: 0): worded by refusalResult twice, as a limit reached and as one the request
 * would pass, each with USED_MARK for the number, and the statement takes the one its reading
 * gives and writes the number in.
 */
function usedResultSql(refusal: Refusal, used: Prisma.Sql): Prisma.Sql {
  const limit = refusal.limit!;
  const worded = (mark: bigint) => JSON.stringify(storable(refusalResult({ ...refusal, limit: { ...limit, used: mark } })));
  return Prisma.sql`(SELECT replace(replace(CASE WHEN u.value >= ${limit.value}::bigint THEN ${worded(USED_MARK)} ELSE ${worded(-USED_MARK)} END,
                            ${`-${USED_MARK}`}, u.value::text), ${`${USED_MARK}`}, u.value::text)::jsonb
                     FROM (SELECT coalesce((${used}), 0) AS value) u)`;
}

/** The statement of recordRefusal and recordDecided: with `current`, it answers a row whatever happens, whose `current` says whether it wrote. */
function refusalStatement(
  request: NewRequest,
  audit: AuditContext,
  refusal: Refusal,
  approval: PendingApproval | null,
  checks: { current?: Prisma.Sql | undefined; used?: Prisma.Sql | undefined } = {},
): Prisma.Sql {
  const result = checks.used && refusal.limit ? usedResultSql(refusal, checks.used) : Prisma.sql`${JSON.stringify(storable(refusalResult(refusal)))}::jsonb`;
  const entry = newEntry(request.orgId, audit, outcomeEvent(request, { status: refusal.status, reasonCode: refusal.reasonCode }));
  const approvalCte = approval
    ? Prisma.sql`, approval AS (
        INSERT INTO approvals (id, org_id, service_request_id, agent_id, cost_cents, threshold_cents, expires_at)
        SELECT ${approval.id}, ${request.orgId}, id, ${request.agentId}, ${approval.costCents}::bigint, ${approval.thresholdCents}::bigint, ${approval.expiresAt}::timestamptz
        FROM request RETURNING id)`
    : Prisma.empty;
  const { current } = checks;
  return Prisma.sql`
    WITH ${current ? Prisma.sql`policy_current AS (${current}), ` : Prisma.empty}request AS (
      INSERT INTO service_requests (id, org_id, agent_id, binding_id, mode, operation, payload, idempotency_key, fingerprint,
                                    status, reason_code, result, completed_at, updated_at, delegated_task_id, workflow_step_run_id)
      SELECT ${request.id}, ${request.orgId}, ${request.agentId}, ${approval?.bindingId ?? null}, ${request.mode}::"KeyMode",
             ${request.operation}, ${JSON.stringify(request.payload)}::jsonb, ${request.idempotencyKey}, ${request.fingerprint},
             ${refusal.status}::"ServiceRequestStatus", ${refusal.reasonCode}, ${result},
             ${isFinal(refusal.status) ? Prisma.sql`now()` : Prisma.sql`NULL::timestamptz`}, now(), ${request.delegatedTaskId}, ${request.workflowStepRunId}
      ${current ? Prisma.sql`WHERE EXISTS (SELECT 1 FROM policy_current)` : Prisma.empty}
      ON CONFLICT (agent_id, mode, idempotency_key) DO NOTHING
      RETURNING ${SERVICE_REQUEST_COLUMNS}
    )${approvalCte}, audit AS (${pendingEntrySql(entry, Prisma.sql`request`)})
    SELECT request.*, ${approval ? Prisma.sql`(SELECT id FROM approval)` : Prisma.sql`NULL::text`} AS approval_id,
           (SELECT count(*) FROM audit) AS audited${current ? Prisma.sql`, EXISTS (SELECT 1 FROM policy_current) AS current` : Prisma.empty}
    FROM ${current ? Prisma.sql`(SELECT 1) one LEFT JOIN request ON true` : Prisma.sql`request`}`;
}

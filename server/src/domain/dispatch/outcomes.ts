import type { Prisma, ServiceRequest } from '../../generated/prisma/client.js';
import type { ServiceRequestStatus } from '../../generated/prisma/enums.js';
import { recordAudit, type AuditContext, type AuditEvent } from '../audit.js';
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
  const terminal = outcome.status !== 'admitted' && outcome.status !== 'running' && outcome.status !== 'approval_required';
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

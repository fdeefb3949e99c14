import type { Config } from '../../config.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { approve, reject, type Approval } from '../approvals/approvals.js';
import type { AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { notFound } from '../errors.js';
import type { ServiceRequest } from '../../generated/prisma/client.js';

export interface ChatApprovalDecision {
  approval: Approval;
  request: ServiceRequest | null;
  toolCall: { id: string; sessionId: string; turnId: string };
}

/**
 * Decides the approval a chat tool call waits for, through the approvals domain (the same
 * re-check of budgets, the same execution on approval, the same audit entries as POST
 * /v1/approvals/{id}/approve or reject). An approval no chat call of the organization waits for
 * is not found: this route decides chat's approvals only.
 */
export async function decideChatApproval(
  db: PrismaClient,
  logger: Logger,
  config: Config,
  caller: UserCaller,
  approvalId: string,
  decision: { decision: 'approve' | 'reject'; note?: string | undefined },
  audit: AuditContext,
): Promise<ChatApprovalDecision> {
  const approval = await db.approval.findFirst({ where: { id: approvalId, orgId: caller.orgId }, select: { serviceRequestId: true } });
  const call = approval?.serviceRequestId
    ? await db.chatToolCall.findFirst({ where: { serviceRequestId: approval.serviceRequestId, orgId: caller.orgId }, select: { id: true, sessionId: true, turnId: true } })
    : null;
  if (!call) throw notFound('Chat approval');
  const decided =
    decision.decision === 'approve'
      ? await approve(db, logger, config, caller.orgId, approvalId, decision.note, audit)
      : await reject(db, caller.orgId, approvalId, decision.note, audit);
  return { ...decided, toolCall: call };
}

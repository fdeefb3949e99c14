import { z } from 'zod';
import type { Approval } from '../../domain/dispatch/approvals.js';
import type { ServiceRequestWithApproval } from '../../domain/dispatch/requests.js';
import { centsOut, ZTimestampSchema } from '../shared.types.js';
import { toServiceRequestResponse, ZServiceRequestSchema } from '../service-requests/service-request.types.js';

export const ZApprovalSchema = z
  .object({
    id: z.string(),
    status: z.enum(['pending', 'approved', 'rejected', 'expired']),
    cost_cents: z.number().int().meta({ description: 'The estimated cost that needed approval' }),
    threshold_cents: z.number().int(),
    note: z.string().nullable().meta({ description: "The approver's note or the rejection reason" }),
    decided_by: z.string().nullable(),
    decided_at: ZTimestampSchema.nullable(),
    expires_at: ZTimestampSchema,
    created_at: ZTimestampSchema,
    service_request: ZServiceRequestSchema,
  })
  .meta({ id: 'Approval' });

export type ApprovalResponse = z.infer<typeof ZApprovalSchema>;

export function toApprovalResponse(approval: Approval, request: ServiceRequestWithApproval): ApprovalResponse {
  return {
    id: approval.id,
    status: approval.status,
    cost_cents: Number(approval.costCents),
    threshold_cents: centsOut(approval.thresholdCents)!,
    note: approval.note,
    decided_by: approval.decidedBy,
    decided_at: approval.decidedAt?.toISOString() ?? null,
    expires_at: approval.expiresAt.toISOString(),
    created_at: approval.createdAt.toISOString(),
    service_request: toServiceRequestResponse(request),
  };
}

export const ZApprovalIdSchema = z.string().min(1).meta({ description: 'Approval id (apr_…)' });

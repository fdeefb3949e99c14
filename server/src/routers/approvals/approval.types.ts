import { z } from 'zod';
import type { Approval, ApprovalWithSubject } from '../../domain/approvals/approvals.js';
import type { ServiceRequestWithApproval } from '../../domain/service-requests/requests.js';
import { centsOut, ZTimestampSchema } from '../shared.types.js';
import { toServiceRequestResponse, ZServiceRequestSchema } from '../service-requests/service-request.types.js';
import { ZIdSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';

export const ZApprovalSchema = z
  .object({
    id: ZIdSchema,
    status: z.enum(['pending', 'approved', 'rejected', 'expired']),
    cost_cents: z.number().int().meta({ description: 'The estimated cost that needed approval' }),
    threshold_cents: z.number().int(),
    note: ZTextSchema.nullable().meta({ description: "The approver's note or the rejection reason" }),
    decided_by: ZLabelSchema.nullable(),
    decided_at: ZTimestampSchema.nullable(),
    expires_at: ZTimestampSchema,
    created_at: ZTimestampSchema,
    kind: z.enum(['service_request', 'workflow_step']).meta({ description: 'What waits: a service request above its threshold, or a workflow run at an approval step' }),
    service_request: ZServiceRequestSchema.nullable().meta({ description: 'The request it is about (kind service_request), else null' }),
    workflow_step: z
      .object({
        workflow_id: ZIdSchema,
        run_id: ZIdSchema,
        step_label: ZLabelSchema,
        title: ZLabelSchema,
        description: ZTextSchema.nullable(),
      })
      .nullable()
      .meta({ description: 'The approval step it is about (kind workflow_step), else null: approving completes the step, rejecting or letting it expire fails it' }),
  })
  .meta({ id: 'Approval' });

export type ApprovalResponse = z.infer<typeof ZApprovalSchema>;

export function toApprovalResponse(approval: Approval, subject: ServiceRequestWithApproval | ApprovalWithSubject['workflowStepRun']): ApprovalResponse {
  const step = subject && 'runId' in subject ? subject : null;
  const request = subject && !('runId' in subject) ? subject : null;
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
    kind: step ? 'workflow_step' : 'service_request',
    service_request: request ? toServiceRequestResponse(request) : null,
    workflow_step: step
      ? { workflow_id: step.run.workflowId, run_id: step.runId, step_label: step.label, title: approval.title ?? step.label, description: approval.description }
      : null,
  };
}

export const ZApprovalIdSchema = ZIdSchema.min(1).meta({ description: 'Approval id (apr_…)' });

import { z } from 'zod';
import { PUBLIC_STATUSES, publicStatus } from '../../domain/service-requests/public-status.js';
import type { ServiceRequestWithApproval } from '../../domain/service-requests/requests.js';
import { ZTimestampSchema } from '../shared.types.js';
import { ZIdSchema, ZJsonObjectSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';

export const ZServiceRequestStatusSchema = z.enum(PUBLIC_STATUSES);

export const ZServiceRequestSchema = z
  .object({
    id: ZIdSchema,
    agent_id: ZIdSchema,
    status: ZServiceRequestStatusSchema,
    operation: ZLabelSchema,
    mode: z.enum(['live', 'test']),
    payload: ZJsonObjectSchema.meta({ description: "The request's payload, valid for the operation's schema" }),
    result: ZJsonObjectSchema.nullable().meta({
      description: 'Provider output when executed; { detail } when blocked or failed',
    }),
    cost_cents: z.number().int().meta({ description: 'Debited from the wallet; 0 unless executed in live mode' }),
    // The document refers it to the ReasonCode enum (openapi/document.ts), an open set read by clients.
    reason_code: ZTextSchema.optional(),
    approval_id: ZIdSchema.optional().meta({ description: 'Present when an approval was needed' }),
    created_at: ZTimestampSchema,
    completed_at: ZTimestampSchema.nullable().meta({ description: 'When it reached executed, blocked or failed; null while it waits or runs' }),
  })
  .meta({ id: 'ServiceRequest' });

export type ServiceRequestResponse = z.infer<typeof ZServiceRequestSchema>;

export function toServiceRequestResponse(request: ServiceRequestWithApproval): ServiceRequestResponse {
  return {
    id: request.id,
    agent_id: request.agentId,
    status: publicStatus(request.status),
    operation: request.operation,
    mode: request.mode,
    payload: request.payload as ServiceRequestResponse['payload'],
    result: request.result as ServiceRequestResponse['result'],
    cost_cents: Number(request.costCents),
    ...(request.reasonCode ? { reason_code: request.reasonCode } : {}),
    ...(request.approval ? { approval_id: request.approval.id } : {}),
    created_at: request.createdAt.toISOString(),
    completed_at: request.completedAt?.toISOString() ?? null,
  };
}

export const ZServiceRequestIdSchema = ZIdSchema.min(1).meta({ description: 'Service request id (sr_…)' });

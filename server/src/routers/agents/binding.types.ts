import { z } from 'zod';
import type { ServiceBinding } from '../../domain/agents/bindings.js';
import { centsOut, ZCentsSchema, ZTimestampSchema } from '../shared.types.js';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';

export const ZBindingSchema = z
  .object({
    id: ZIdSchema,
    agent_id: ZIdSchema,
    operation: ZLabelSchema.meta({ description: '"<service>.<operation>"' }),
    service: ZLabelSchema,
    monthly_budget_cents: ZCentsSchema.nullable().meta({ description: 'Monthly cap for this operation; null: none' }),
    daily_limit: z.number().int().nullable().meta({ description: 'Requests per day; null: none' }),
    approval_threshold_cents: ZCentsSchema.nullable().meta({
      description: 'A cost above this needs approval; null: never',
    }),
    enabled: z.boolean(),
    created_at: ZTimestampSchema,
    updated_at: ZTimestampSchema,
  })
  .meta({ id: 'ServiceBinding' });

export type BindingResponse = z.infer<typeof ZBindingSchema>;

export function toBindingResponse(binding: ServiceBinding): BindingResponse {
  return {
    id: binding.id,
    agent_id: binding.agentId,
    operation: binding.operation,
    service: binding.operation.split('.')[0]!,
    monthly_budget_cents: centsOut(binding.monthlyBudgetCents),
    daily_limit: binding.dailyLimit,
    approval_threshold_cents: centsOut(binding.approvalThresholdCents),
    enabled: binding.enabled,
    created_at: binding.createdAt.toISOString(),
    updated_at: binding.updatedAt.toISOString(),
  };
}

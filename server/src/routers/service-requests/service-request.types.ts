import { z } from 'zod';
import { PUBLIC_STATUSES, publicStatus } from '../../domain/service-requests/public-status.js';
import type { ServiceRequestWithApproval } from '../../domain/service-requests/requests.js';
import { ZTimestampSchema } from '../shared.types.js';
import { ZIdSchema, ZJsonObjectSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';
import { BUDGET_LEVELS, budgetLevel, periodEnd, type BudgetLevelName } from '../../domain/dispatch/budget-levels.js';
import type { StoredLimit } from '../../domain/dispatch/refusal-detail.js';
import { REASON_ADVICE, type ReasonCode } from '../../domain/dispatch/reasons.js';

const BUDGET_LEVEL_NAMES = BUDGET_LEVELS.map((level) => level.name) as [BudgetLevelName, ...BudgetLevelName[]];

export const ZRefusalSchema = z
  .object({
    reason_code: ZTextSchema,
    advice: ZTextSchema.meta({ description: 'What the agent should do about it: the advice GET /api/v1/agent-docs gives for the reason' }),
    limit: z
      .object({
        level: z.enum(BUDGET_LEVEL_NAMES).meta({ description: 'The budget level that refused it (docs/reference/budget-levels.md)' }),
        scope: z.enum(['binding', 'agent', 'team', 'worker', 'task', 'wallet']),
        unit: z.enum(['requests', 'cents']),
        period: z.enum(['day', 'month', 'total', 'none']).meta({ description: 'The period the limit counts in: a UTC day, a UTC month, in total (never resets), or none (the wallet\'s balance)' }),
        agent_id: ZIdSchema.nullable().meta({ description: "The agent whose binding or cap it is (an ancestor's, for a spawned agent); null for a team's, a worker's, a task's or the wallet's" }),
        value: z.number().int().nullable().meta({ description: 'The limit, in its unit; null for the wallet, whose balance is no set limit' }),
        amount: z.number().int().meta({ description: "What this request would have added: its worst case in cents at the live price, or 1 request" }),
        used: z
          .number()
          .int()
          .nullable()
          .meta({
            description:
              "What was used of the limit when it refused, in its unit (the wallet: what was available, its balance less what is held); null for a request refused before it was recorded",
          }),
        resets_at: ZTimestampSchema.nullable().meta({ description: 'When the period ends and the limit counts afresh (UTC); null when it never resets' }),
      })
      .nullable()
      .meta({ description: 'The budget limit it met; null when no budget refused it (a policy, an approval, a closed task, a provider failure)' }),
  })
  .meta({ description: "Why a request was not executed, typed: its reason, the advice, and the limit it met with when that limit counts afresh" });

export type RefusalResponse = z.infer<typeof ZRefusalSchema>;

/** A refused request's `refusal`, from its reason and the limit its result keeps (policy.ts, refusalResult). */
export function toRefusal(reasonCode: string, result: unknown, refusedAt: Date): RefusalResponse {
  const stored = (result as { limit?: StoredLimit } | null)?.limit;
  const advice = REASON_ADVICE[reasonCode as ReasonCode] ?? 'Read result.detail';
  if (!stored) return { reason_code: reasonCode, advice, limit: null };
  const level = budgetLevel(stored.level);
  return {
    reason_code: reasonCode,
    advice,
    limit: {
      level: stored.level,
      scope: level.scope,
      unit: level.unit,
      period: level.period,
      agent_id: stored.agent_id,
      value: stored.value,
      amount: stored.amount,
      used: stored.used ?? null,
      resets_at: periodEnd(level.period, refusedAt)?.toISOString() ?? null,
    },
  };
}

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
      description:
        "Provider output when executed; { detail } when blocked or failed: a budget's refusal words the detail as one sentence to act on (the limit, what is used of it, what the request adds, when it resets, then the reason's advice), and keeps the limit beside it",
    }),
    cost_cents: z.number().int().meta({ description: 'Debited from the wallet; 0 unless executed in live mode' }),
    // The document refers it to the ReasonCode enum (openapi/document.ts), an open set read by clients.
    reason_code: ZTextSchema.optional(),
    refusal: ZRefusalSchema.optional().meta({ description: 'Present with reason_code: the reason typed, with the advice and the budget limit it met' }),
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
    ...(request.reasonCode ? { reason_code: request.reasonCode, refusal: toRefusal(request.reasonCode, request.result, request.completedAt ?? request.createdAt) } : {}),
    ...(request.approval ? { approval_id: request.approval.id } : {}),
    created_at: request.createdAt.toISOString(),
    completed_at: request.completedAt?.toISOString() ?? null,
  };
}

export const ZServiceRequestIdSchema = ZIdSchema.min(1).meta({ description: 'Service request id (sr_…)' });

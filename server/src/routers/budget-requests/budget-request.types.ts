import { z } from 'zod';
import type { BudgetRequest } from '../../domain/teams/budget-requests.js';
import { CREATED_AT } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';
import { TEAM_ID_EXAMPLE, WORKER_ID_EXAMPLE } from '../teams/budget.types.js';
import { ZIdSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';

export const ZBudgetRequestStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const ZBudgetRequestSchema = z
  .object({
    id: ZIdSchema,
    team_id: ZIdSchema,
    user_id: ZIdSchema.meta({ description: 'Who asked: the allocation goes to them when approved' }),
    amount_cents: z.number().int(),
    reason: ZTextSchema,
    status: ZBudgetRequestStatusSchema,
    notes: ZTextSchema.nullable().meta({ description: "The decider's notes" }),
    decided_by: ZLabelSchema.nullable().meta({ description: 'The user id of who approved or rejected it' }),
    decided_at: ZTimestampSchema.nullable(),
    created_at: ZTimestampSchema,
  })
  .meta({ id: 'BudgetRequest' });

export type BudgetRequestResponse = z.infer<typeof ZBudgetRequestSchema>;

export function toBudgetRequestResponse(request: BudgetRequest): BudgetRequestResponse {
  return {
    id: request.id,
    team_id: request.teamId,
    user_id: request.userId,
    amount_cents: Number(request.amountCents),
    reason: request.reason,
    status: request.status,
    notes: request.notes,
    decided_by: request.decidedBy,
    decided_at: request.decidedAt?.toISOString() ?? null,
    created_at: request.createdAt.toISOString(),
  };
}

export const ZBudgetRequestIdSchema = ZIdSchema.min(1).meta({ description: 'Budget request id (bgr_…)' });

export const BUDGET_REQUEST_EXAMPLE: BudgetRequestResponse = {
  id: 'bgr_01jh0xj3m5p7s9v1x3z5b7d9f1',
  team_id: TEAM_ID_EXAMPLE,
  user_id: WORKER_ID_EXAMPLE,
  amount_cents: 5000,
  reason: 'Market research sprint next week',
  status: 'pending',
  notes: null,
  decided_by: null,
  decided_at: null,
  created_at: CREATED_AT,
};

import { upsertBinding } from '../../domain/agents/bindings.js';
import { resolveOperation } from '../../domain/catalog/index.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toBindingResponse, ZBindingSchema } from './binding.types.js';
import { upsertBindingMeta, ZUpsertBindingRequestSchema } from './upsert-binding.types.js';

export const upsertBindingRoute = userProcedure
  .meta(upsertBindingMeta)
  .input(ZUpsertBindingRequestSchema)
  .output(ZBindingSchema)
  .mutation(async ({ ctx, input }) => {
    const operation = resolveOperation(input.operation, input.service);
    const limits = {
      monthlyBudgetCents: input.monthly_budget_cents,
      dailyLimit: input.daily_limit,
      approvalThresholdCents: input.approval_threshold_cents,
      enabled: input.enabled,
    };
    const binding = await upsertBinding(ctx.db.prisma, ctx.caller.orgId, input.id, operation, limits, userAuditContext(ctx));
    return toBindingResponse(binding);
  });

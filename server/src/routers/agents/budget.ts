import { setAgentBudget } from '../../domain/agents/agents.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toAgentResponse, ZAgentSchema } from './agent.types.js';
import { setAgentBudgetMeta, ZSetAgentBudgetRequestSchema } from './budget.types.js';

export const setAgentBudgetRoute = userProcedure
  .meta(setAgentBudgetMeta)
  .input(ZSetAgentBudgetRequestSchema)
  .output(ZAgentSchema)
  .mutation(async ({ ctx, input }) =>
    toAgentResponse(await setAgentBudget(ctx.db.prisma, ctx.caller.orgId, input.id, input.monthly_budget_cents, userAuditContext(ctx))),
  );

import { delegateTask } from '../../../domain/agents/delegated-tasks.js';
import { agentAuditContext } from '../../../trpc/audit-context.js';
import { agentProcedure } from '../../../trpc/init.js';
import { createDelegatedTaskMeta, ZCreateDelegatedTaskRequestSchema, ZCreateDelegatedTaskResponseSchema } from './create.types.js';
import { toDelegatedTaskResponse } from './task.types.js';

export const createDelegatedTaskRoute = agentProcedure
  .meta(createDelegatedTaskMeta)
  .input(ZCreateDelegatedTaskRequestSchema)
  .output(ZCreateDelegatedTaskResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { id, child_agent_id, budget_cents, ...rest } = input;
    const task = await delegateTask(ctx.db.prisma, ctx.caller, id, { childAgentId: child_agent_id, budgetCents: budget_cents, ...rest }, agentAuditContext(ctx));
    return toDelegatedTaskResponse(task);
  });

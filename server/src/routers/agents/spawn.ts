import { spawnAgent } from '../../domain/agents/spawn/spawn.js';
import { agentAuditContext } from '../../trpc/audit-context.js';
import { agentProcedure } from '../../trpc/init.js';
import { toAgentResponse } from './agent.types.js';
import { spawnAgentMeta, ZSpawnAgentRequestSchema, ZSpawnAgentResponseSchema } from './spawn.types.js';

export const spawnAgentRoute = agentProcedure
  .meta(spawnAgentMeta)
  .input(ZSpawnAgentRequestSchema)
  .output(ZSpawnAgentResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const services = input.services.map((service) =>
      typeof service === 'string'
        ? { operation: service }
        : {
            operation: service.operation,
            dailyLimit: service.daily_limit,
            monthlyBudgetCents: service.monthly_budget_cents,
            approvalThresholdCents: service.approval_threshold_cents,
          },
    );
    const spawned = await spawnAgent(
      ctx.db.prisma,
      ctx.caller,
      { name: input.name, description: input.description, services, monthlyBudgetCents: input.monthly_budget_cents },
      agentAuditContext(ctx),
    );
    return { agent: toAgentResponse(spawned.agent), api_key: spawned.apiKey };
  });

import { getBalance } from '../../domain/usage/ledger.js';
import { readTeamBudget } from '../../domain/teams/budget.js';
import { userProcedure } from '../../trpc/init.js';
import { toTeamBudgetResponse } from '../teams/budget.types.js';
import { getBalanceMeta, ZBalanceRequestSchema, ZBalanceResponseSchema } from './get.types.js';

export const getBalanceRoute = userProcedure
  .meta(getBalanceMeta)
  .input(ZBalanceRequestSchema)
  .output(ZBalanceResponseSchema)
  .query(async ({ ctx, input }) => {
    const { prisma } = ctx.db;
    const team = input.team_id ? toTeamBudgetResponse(await readTeamBudget(prisma, ctx.caller.orgId, input.team_id)) : undefined;
    const { balanceCents, heldCents } = await getBalance(prisma, ctx.caller.workspaceId);
    return { balance_cents: Number(balanceCents), held_cents: Number(heldCents), currency: 'usd' as const, ...(team ? { team } : {}) };
  });

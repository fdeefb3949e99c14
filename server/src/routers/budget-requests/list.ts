import { listBudgetRequests } from '../../domain/teams/budget-requests.js';
import { userProcedure } from '../../trpc/init.js';
import { toBudgetRequestResponse } from './budget-request.types.js';
import { listBudgetRequestsMeta, ZListBudgetRequestsRequestSchema, ZListBudgetRequestsResponseSchema } from './list.types.js';

export const listBudgetRequestsRoute = userProcedure
  .meta(listBudgetRequestsMeta)
  .input(ZListBudgetRequestsRequestSchema)
  .output(ZListBudgetRequestsResponseSchema)
  .query(async ({ ctx, input }) => {
    const { status, team_id: teamId, ...pageRequest } = input;
    const page = await listBudgetRequests(ctx.db.prisma, ctx.caller, { status, teamId }, pageRequest);
    return { data: page.data.map(toBudgetRequestResponse), next_cursor: page.nextCursor };
  });

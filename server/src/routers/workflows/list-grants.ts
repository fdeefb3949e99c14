import { listGrants } from '../../domain/workflows/grants.js';
import { userProcedure } from '../../trpc/init.js';
import { toWorkflowGrantResponse } from './grant.types.js';
import { listWorkflowGrantsMeta, ZListWorkflowGrantsRequestSchema, ZListWorkflowGrantsResponseSchema } from './list-grants.types.js';

export const listWorkflowGrantsRoute = userProcedure
  .meta(listWorkflowGrantsMeta)
  .input(ZListWorkflowGrantsRequestSchema)
  .output(ZListWorkflowGrantsResponseSchema)
  .query(async ({ ctx, input }) => ({ data: (await listGrants(ctx.db.prisma, ctx.caller, input.id)).map(toWorkflowGrantResponse) }));

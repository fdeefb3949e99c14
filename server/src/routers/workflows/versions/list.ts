import { listVersions } from '../../../domain/workflows/versions.js';
import { userProcedure } from '../../../trpc/init.js';
import { listWorkflowVersionsMeta, ZListWorkflowVersionsRequestSchema, ZListWorkflowVersionsResponseSchema } from './list.types.js';
import { toWorkflowVersionResponse } from './version.types.js';

export const listWorkflowVersionsRoute = userProcedure
  .meta(listWorkflowVersionsMeta)
  .input(ZListWorkflowVersionsRequestSchema)
  .output(ZListWorkflowVersionsResponseSchema)
  .query(async ({ ctx, input: { id, ...pageRequest } }) => {
    const page = await listVersions(ctx.db.prisma, ctx.caller, id, pageRequest);
    return { data: page.data.map(toWorkflowVersionResponse), next_cursor: page.nextCursor };
  });

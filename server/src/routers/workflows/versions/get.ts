import { getVersion } from '../../../domain/workflows/versions.js';
import { userProcedure } from '../../../trpc/init.js';
import { getWorkflowVersionMeta, ZGetWorkflowVersionRequestSchema, ZGetWorkflowVersionResponseSchema } from './get.types.js';
import { toWorkflowVersionResponse } from './version.types.js';

export const getWorkflowVersionRoute = userProcedure
  .meta(getWorkflowVersionMeta)
  .input(ZGetWorkflowVersionRequestSchema)
  .output(ZGetWorkflowVersionResponseSchema)
  .query(async ({ ctx, input }) => toWorkflowVersionResponse(await getVersion(ctx.db.prisma, ctx.caller, input.id, input.versionId)));

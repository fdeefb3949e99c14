import { createVersion } from '../../../domain/workflows/versions.js';
import { userAuditContext } from '../../../trpc/audit-context.js';
import { userProcedure } from '../../../trpc/init.js';
import { createWorkflowVersionMeta, ZCreateWorkflowVersionRequestSchema, ZCreateWorkflowVersionResponseSchema } from './create.types.js';
import { toWorkflowVersionResponse } from './version.types.js';

export const createWorkflowVersionRoute = userProcedure
  .meta(createWorkflowVersionMeta)
  .input(ZCreateWorkflowVersionRequestSchema)
  .output(ZCreateWorkflowVersionResponseSchema)
  .mutation(async ({ ctx, input: { id, ...definition } }) =>
    toWorkflowVersionResponse(await createVersion(ctx.db.prisma, ctx.caller, id, definition, userAuditContext(ctx))),
  );

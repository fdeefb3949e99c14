import { createWorkspace } from '../../domain/workspaces.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { createWorkspaceMeta, ZCreateWorkspaceRequestSchema, ZCreateWorkspaceResponseSchema } from './create.types.js';
import { toWorkspaceResponse } from './workspace.types.js';

export const createWorkspaceRoute = userProcedure
  .meta(createWorkspaceMeta)
  .input(ZCreateWorkspaceRequestSchema)
  .output(ZCreateWorkspaceResponseSchema)
  .mutation(async ({ ctx, input }) =>
    toWorkspaceResponse(await createWorkspace(ctx.db.prisma, ctx.caller.orgId, input.name, userAuditContext(ctx)), ctx.caller.workspaceId),
  );

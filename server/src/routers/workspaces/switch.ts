import { switchWorkspace } from '../../domain/workspaces.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { switchWorkspaceMeta, ZSwitchWorkspaceRequestSchema, ZSwitchWorkspaceResponseSchema } from './switch.types.js';
import { toWorkspaceResponse } from './workspace.types.js';

export const switchWorkspaceRoute = userProcedure
  .meta(switchWorkspaceMeta)
  .input(ZSwitchWorkspaceRequestSchema)
  .output(ZSwitchWorkspaceResponseSchema)
  .mutation(async ({ ctx, input }) =>
    toWorkspaceResponse(await switchWorkspace(ctx.db.prisma, ctx.caller, input.workspace_id, userAuditContext(ctx)), input.workspace_id),
  );

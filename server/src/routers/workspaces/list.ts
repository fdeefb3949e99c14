import { listWorkspaces } from '../../domain/workspaces.js';
import { userProcedure } from '../../trpc/init.js';
import { listWorkspacesMeta, ZListWorkspacesRequestSchema, ZListWorkspacesResponseSchema } from './list.types.js';
import { toWorkspaceResponse } from './workspace.types.js';

export const listWorkspacesRoute = userProcedure
  .meta(listWorkspacesMeta)
  .input(ZListWorkspacesRequestSchema)
  .output(ZListWorkspacesResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listWorkspaces(ctx.db.prisma, ctx.caller.orgId, input);
    return { data: page.data.map((workspace) => toWorkspaceResponse(workspace, ctx.caller.workspaceId)), next_cursor: page.nextCursor };
  });

import { workspaceApps } from '../../domain/connected-apps/apps.js';
import { readHeadroom } from '../../domain/usage/headroom.js';
import { userProcedure } from '../../trpc/init.js';
import { getAgentHeadroomMeta, ZGetAgentHeadroomRequestSchema } from './headroom.types.js';
import { toAgentSelfResponse, ZAgentSelfSchema } from './me.types.js';

export const getAgentHeadroomRoute = userProcedure
  .meta(getAgentHeadroomMeta)
  .input(ZGetAgentHeadroomRequestSchema)
  .output(ZAgentSelfSchema)
  .query(async ({ ctx, input }) => {
    const headroom = await readHeadroom(ctx.db.prisma, ctx.caller.orgId, input.id, input.mode);
    return toAgentSelfResponse(headroom, await workspaceApps(ctx.db.prisma, headroom.agent.workspaceId));
  });

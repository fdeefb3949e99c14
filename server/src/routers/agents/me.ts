import { z } from 'zod';
import { readHeadroom } from '../../domain/usage/headroom.js';
import { workspaceApps } from '../../domain/connected-apps/apps.js';
import { agentProcedure } from '../../trpc/init.js';
import { getAgentSelfMeta, toAgentSelfResponse, ZAgentSelfSchema } from './me.types.js';

export const getAgentSelfRoute = agentProcedure
  .meta(getAgentSelfMeta)
  .input(z.void())
  .output(ZAgentSelfSchema)
  .query(async ({ ctx }) => {
    const [headroom, apps] = await Promise.all([
      readHeadroom(ctx.db.prisma, ctx.caller.orgId, ctx.caller.agentId, ctx.caller.mode),
      workspaceApps(ctx.db.prisma, ctx.caller.workspaceId),
    ]);
    return toAgentSelfResponse(headroom, apps);
  });

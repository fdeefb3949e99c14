import { z } from 'zod';
import type { AgentCaller } from '../../domain/auth/caller.js';
import { readHeadroom } from '../../domain/usage/headroom.js';
import { workspaceApps } from '../../domain/connected-apps/apps.js';
import type { Context } from '../../trpc/context.js';
import { agentProcedure } from '../../trpc/init.js';
import { getAgentSelfMeta, toAgentSelfResponse, ZAgentSelfSchema, type AgentSelfResponse } from './me.types.js';

/** The calling agent and what its limits have left: this route's answer, and the MCP endpoint's proctor_balance. */
export async function agentSelf(ctx: Context & { caller: AgentCaller }): Promise<AgentSelfResponse> {
  const [headroom, apps] = await Promise.all([
    readHeadroom(ctx.db.prisma, ctx.caller.orgId, ctx.caller.agentId, ctx.caller.mode),
    workspaceApps(ctx.db.prisma, ctx.caller.workspaceId),
  ]);
  return toAgentSelfResponse(headroom, apps);
}

export const getAgentSelfRoute = agentProcedure
  .meta(getAgentSelfMeta)
  .input(z.void())
  .output(ZAgentSelfSchema)
  .query(({ ctx }) => agentSelf(ctx));

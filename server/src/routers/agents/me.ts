import { z } from 'zod';
import { readHeadroom } from '../../domain/dispatch/headroom.js';
import { agentProcedure } from '../../trpc/init.js';
import { getAgentSelfMeta, toAgentSelfResponse, ZAgentSelfSchema } from './me.types.js';

export const getAgentSelfRoute = agentProcedure
  .meta(getAgentSelfMeta)
  .input(z.void())
  .output(ZAgentSelfSchema)
  .query(async ({ ctx }) => toAgentSelfResponse(await readHeadroom(ctx.db.prisma, ctx.caller.orgId, ctx.caller.agentId, ctx.caller.mode)));

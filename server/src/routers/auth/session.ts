import { z } from 'zod';
import { sessionInfo } from '../../domain/auth/accounts.js';
import { userProcedure } from '../../trpc/init.js';
import { sessionMeta, toSessionResponse, ZSessionResponseSchema } from './session.types.js';

export const sessionRoute = userProcedure
  .meta(sessionMeta)
  .input(z.void())
  .output(ZSessionResponseSchema)
  .query(async ({ ctx }) => toSessionResponse(await sessionInfo(ctx.db.prisma, ctx.caller.orgId, ctx.caller.userId)));

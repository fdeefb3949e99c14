import { z } from 'zod';
import { deletePersonalToken } from '../../domain/auth/personal-tokens.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { deletePersonalTokenMeta, ZDeletePersonalTokenRequestSchema } from './delete.types.js';

export const deletePersonalTokenRoute = userProcedure
  .meta(deletePersonalTokenMeta)
  .input(ZDeletePersonalTokenRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deletePersonalToken(ctx.db.prisma, ctx.caller, input.id, userAuditContext(ctx));
  });

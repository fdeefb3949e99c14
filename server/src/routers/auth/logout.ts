import { z } from 'zod';
import { logout } from '../../domain/accounts.js';
import { checkSameOrigin, clearSessionCookie, readSessionCookie } from '../../http/session-cookie.js';
import { ApiError } from '../../trpc/errors.js';
import { publicProcedure } from '../../trpc/init.js';
import { logoutMeta } from './logout.types.js';

export const logoutRoute = publicProcedure
  .meta(logoutMeta)
  .input(z.void())
  .output(z.void())
  .mutation(async ({ ctx }) => {
    const refusal = checkSameOrigin(ctx.req, ctx.config, false);
    if (refusal) throw new ApiError('forbidden', refusal);
    const session = readSessionCookie(ctx.req);
    if (session) await logout(ctx.db.prisma, session);
    clearSessionCookie(ctx.req, ctx.res, ctx.config);
  });

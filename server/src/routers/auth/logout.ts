import { z } from 'zod';
import { logout } from '../../domain/auth/accounts.js';
import { clearSessionCookie, readSessionCookie } from '../../http/session-cookie.js';
import { assertSameOrigin } from '../../trpc/auth.js';
import { publicProcedure } from '../../trpc/init.js';
import { logoutMeta } from './logout.types.js';

export const logoutRoute = publicProcedure
  .meta(logoutMeta)
  .input(z.void())
  .output(z.void())
  .mutation(async ({ ctx }) => {
    assertSameOrigin(ctx, false);
    const session = readSessionCookie(ctx.req);
    if (session) await logout(ctx.db.prisma, session);
    clearSessionCookie(ctx.req, ctx.res, ctx.config);
  });

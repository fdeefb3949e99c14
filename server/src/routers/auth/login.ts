import { login } from '../../domain/auth/accounts.js';
import { setSessionCookie } from '../../http/session-cookie.js';
import { assertSameOrigin } from '../../trpc/auth.js';
import { publicProcedure } from '../../trpc/init.js';
import { enforceAddressLimits } from '../../trpc/rate-limit.js';
import { loginMeta, ZLoginRequestSchema } from './login.types.js';
import { toSessionResponse, ZSessionResponseSchema } from './session.types.js';

export const loginRoute = publicProcedure
  .meta(loginMeta)
  .input(ZLoginRequestSchema)
  .output(ZSessionResponseSchema)
  .mutation(async ({ ctx, input }) => {
    assertSameOrigin(ctx, false);
    await enforceAddressLimits(ctx, 'login');
    const session = await login(ctx.db.prisma, input);
    setSessionCookie(ctx.req, ctx.res, ctx.config, session.sessionSecret, session.expiresAt);
    return toSessionResponse(session);
  });

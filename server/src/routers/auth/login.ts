import { login } from '../../domain/accounts.js';
import { checkSameOrigin, setSessionCookie } from '../../http/session-cookie.js';
import { ApiError } from '../../trpc/errors.js';
import { publicProcedure } from '../../trpc/init.js';
import { loginMeta, ZLoginRequestSchema } from './login.types.js';
import { toSessionResponse, ZSessionResponseSchema } from './session.types.js';

export const loginRoute = publicProcedure
  .meta(loginMeta)
  .input(ZLoginRequestSchema)
  .output(ZSessionResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const refusal = checkSameOrigin(ctx.req, ctx.config, false);
    if (refusal) throw new ApiError('forbidden', refusal);
    const session = await login(ctx.db.prisma, input);
    setSessionCookie(ctx.req, ctx.res, ctx.config, session.sessionSecret, session.expiresAt);
    return toSessionResponse(session);
  });

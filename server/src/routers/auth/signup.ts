import { signup } from '../../domain/accounts.js';
import { checkSameOrigin, setSessionCookie } from '../../http/session-cookie.js';
import { ApiError } from '../../trpc/errors.js';
import { publicProcedure } from '../../trpc/init.js';
import { toSessionResponse, ZSessionResponseSchema } from './session.types.js';
import { signupMeta, ZSignupRequestSchema } from './signup.types.js';

export const signupRoute = publicProcedure
  .meta(signupMeta)
  .input(ZSignupRequestSchema)
  .output(ZSessionResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const refusal = checkSameOrigin(ctx.req, ctx.config, false);
    if (refusal) throw new ApiError('forbidden', refusal);
    const session = await signup(
      ctx.db.prisma,
      { email: input.email, password: input.password, name: input.name, orgName: input.org_name },
      ctx.config.PROCTOR_TRIAL_BALANCE_CENTS,
    );
    setSessionCookie(ctx.req, ctx.res, ctx.config, session.sessionSecret, session.expiresAt);
    return toSessionResponse(session);
  });

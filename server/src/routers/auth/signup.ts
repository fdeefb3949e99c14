import { signup } from '../../domain/auth/accounts.js';
import { setSessionCookie } from '../../http/session-cookie.js';
import { assertSameOrigin } from '../../trpc/auth.js';
import { publicProcedure } from '../../trpc/init.js';
import { enforceAddressLimits } from '../../trpc/rate-limit.js';
import { toSessionResponse, ZSessionResponseSchema } from './session.types.js';
import { signupMeta, ZSignupRequestSchema } from './signup.types.js';

export const signupRoute = publicProcedure
  .meta(signupMeta)
  .input(ZSignupRequestSchema)
  .output(ZSessionResponseSchema)
  .mutation(async ({ ctx, input }) => {
    assertSameOrigin(ctx, false);
    await enforceAddressLimits(ctx, 'signup');
    const session = await signup(
      ctx.db.prisma,
      { email: input.email, password: input.password, name: input.name, orgName: input.org_name },
      ctx.config.PROCTOR_TRIAL_BALANCE_CENTS,
      ctx.requestId,
    );
    setSessionCookie(ctx.req, ctx.res, ctx.config, session.sessionSecret, session.expiresAt);
    return toSessionResponse(session);
  });

import { callerFromSession } from '../../domain/auth/caller.js';
import { DomainError } from '../../domain/errors.js';
import { acceptInvite, type Acceptor } from '../../domain/invites/accept.js';
import { readSessionCookie, setSessionCookie } from '../../http/session-cookie.js';
import { assertSameOrigin } from '../../trpc/auth.js';
import type { Context } from '../../trpc/context.js';
import { publicProcedure } from '../../trpc/init.js';
import { enforceAddressLimits } from '../../trpc/rate-limit.js';
import { toSessionResponse, ZSessionResponseSchema } from '../auth/session.types.js';
import { acceptInviteMeta, ZAcceptInviteRequestSchema } from './accept.types.js';

/**
 * The signed-in user behind the request's session cookie, if any. A cookie on this POST is held
 * to the same-origin rule of every cookie-authenticated change; one that names no live session
 * is ignored, as sign-up and sign-in ignore it.
 */
async function sessionUserId(ctx: Context): Promise<string | undefined> {
  const secret = readSessionCookie(ctx.req);
  assertSameOrigin(ctx, secret !== undefined);
  if (secret === undefined) return undefined;
  try {
    const caller = await callerFromSession(ctx.db.prisma, secret);
    return caller.kind === 'session' ? caller.userId : undefined;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'unauthorized') return undefined;
    throw error;
  }
}

export const acceptInviteRoute = publicProcedure
  .meta(acceptInviteMeta)
  .input(ZAcceptInviteRequestSchema)
  .output(ZSessionResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const userId = await sessionUserId(ctx);
    // Without a session the accept creates an account: it counts as a signup from its address.
    if (userId === undefined) await enforceAddressLimits(ctx, 'invite_accept');
    const acceptor: Acceptor = userId !== undefined ? { userId } : { password: input.password, name: input.name };
    const session = await acceptInvite(ctx.db.prisma, input.token, acceptor, ctx.requestId);
    setSessionCookie(ctx.req, ctx.res, ctx.config, session.sessionSecret, session.expiresAt);
    return toSessionResponse(session);
  });

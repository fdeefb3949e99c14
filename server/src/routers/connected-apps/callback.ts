import { callerFromSession } from '../../domain/auth/caller.js';
import { completeInstall } from '../../domain/connected-apps/install.js';
import { publicBaseUrl } from '../../http/public-url.js';
import { readSessionCookie } from '../../http/session-cookie.js';
import { publicProcedure } from '../../trpc/init.js';
import { CONSOLE_PAGE, connectedAppCallbackMeta, ZConnectedAppCallbackRequestSchema, ZConnectedAppCallbackResponseSchema } from './callback.types.js';

const MESSAGE_MAX = 300;

export const connectedAppCallbackRoute = publicProcedure
  .meta(connectedAppCallbackMeta)
  .input(ZConnectedAppCallbackRequestSchema)
  .output(ZConnectedAppCallbackResponseSchema)
  .query(async ({ ctx, input }) => {
    const secret = readSessionCookie(ctx.req);
    const userId = secret ? await callerFromSession(ctx.db.prisma, secret).then((caller) => (caller.kind === 'session' ? caller.userId : null), () => null) : null;
    const outcome = await completeInstall(ctx.db.prisma, ctx.config, ctx.logger, { ...input, userId }, ctx.requestId);
    const page = new URL(`${publicBaseUrl(ctx.req, ctx.config)}${CONSOLE_PAGE}`);
    if ('installed' in outcome) page.searchParams.set('installed', input.provider);
    else {
      page.searchParams.set('provider', input.provider);
      page.searchParams.set('error', outcome.error);
      page.searchParams.set('message', outcome.detail.slice(0, MESSAGE_MAX));
    }
    return { location: page.toString() };
  });

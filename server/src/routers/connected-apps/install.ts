import { startInstall } from '../../domain/connected-apps/install.js';
import { userProcedure } from '../../trpc/init.js';
import { callbackPath } from './callback.types.js';
import { installConnectedAppMeta, ZInstallConnectedAppRequestSchema, ZInstallConnectedAppResponseSchema } from './install.types.js';

export const installConnectedAppRoute = userProcedure
  .meta(installConnectedAppMeta)
  .input(ZInstallConnectedAppRequestSchema)
  .output(ZInstallConnectedAppResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const origin = ctx.publicUrl();
    const { authorizeUrl, stateExpiresAt, sandbox } = await startInstall(ctx.db.prisma, ctx.config, ctx.caller, {
      provider: input.provider,
      site: { subdomain: input.subdomain },
      redirectUri: `${origin}${callbackPath(input.provider)}`,
      origin,
    });
    return { authorize_url: authorizeUrl, state_expires_at: stateExpiresAt.toISOString(), sandbox };
  });

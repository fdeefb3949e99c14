import { removeApp } from '../../domain/connected-apps/apps.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toConnectedAppResponse } from './connected-app.types.js';
import { removeConnectedAppMeta, ZRemoveConnectedAppRequestSchema, ZRemoveConnectedAppResponseSchema } from './remove.types.js';

export const removeConnectedAppRoute = userProcedure
  .meta(removeConnectedAppMeta)
  .input(ZRemoveConnectedAppRequestSchema)
  .output(ZRemoveConnectedAppResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { app, remote } = await removeApp(ctx.db.prisma, ctx.config, ctx.logger, ctx.caller, input.id, userAuditContext(ctx));
    return {
      app: toConnectedAppResponse({ ...app, installedBy: null }),
      deleted: true as const,
      remote_revocation: remote.status,
      detail: remote.status === 'failed' ? remote.detail : null,
    };
  });

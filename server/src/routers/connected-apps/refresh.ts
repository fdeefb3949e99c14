import { findApp } from '../../domain/connected-apps/apps.js';
import { refreshApp } from '../../domain/connected-apps/refresh.js';
import { DomainError } from '../../domain/errors.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toConnectedAppResponse } from './connected-app.types.js';
import { refreshConnectedAppMeta, ZRefreshConnectedAppRequestSchema, ZRefreshConnectedAppResponseSchema } from './refresh.types.js';

export const refreshConnectedAppRoute = userProcedure
  .meta(refreshConnectedAppMeta)
  .input(ZRefreshConnectedAppRequestSchema)
  .output(ZRefreshConnectedAppResponseSchema)
  .mutation(async ({ ctx, input }) => {
    await findApp(ctx.db.prisma, ctx.caller, input.id);
    const outcome = await refreshApp(ctx.db.prisma, ctx.config, ctx.logger, input.id, userAuditContext(ctx));
    if (outcome.status === 'busy') throw new DomainError('conflict', 'A refresh of this app is under way; look again in a moment');
    const app = await findApp(ctx.db.prisma, ctx.caller, input.id);
    return { app: toConnectedAppResponse(app), outcome: outcome.status, detail: 'detail' in outcome ? outcome.detail : null };
  });

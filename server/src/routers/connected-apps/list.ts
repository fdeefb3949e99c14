import { listApps } from '../../domain/connected-apps/apps.js';
import { userProcedure } from '../../trpc/init.js';
import { toConnectedAppResponse, toProviderListing } from './connected-app.types.js';
import { listConnectedAppsMeta, ZListConnectedAppsRequestSchema, ZListConnectedAppsResponseSchema } from './list.types.js';

export const listConnectedAppsRoute = userProcedure
  .meta(listConnectedAppsMeta)
  .input(ZListConnectedAppsRequestSchema)
  .output(ZListConnectedAppsResponseSchema)
  .query(async ({ ctx }) => {
    const { apps, providers } = await listApps(ctx.db.prisma, ctx.config, ctx.caller);
    return { data: apps.map(toConnectedAppResponse), providers: providers.map(toProviderListing) };
  });

import { getServiceRequest } from '../../domain/service-requests/requests.js';
import { authedProcedure } from '../../trpc/init.js';
import { getServiceRequestMeta, ZGetServiceRequestRequestSchema } from './get.types.js';
import { toServiceRequestResponse, ZServiceRequestSchema } from './service-request.types.js';

export const getServiceRequestRoute = authedProcedure
  .meta(getServiceRequestMeta)
  .input(ZGetServiceRequestRequestSchema)
  .output(ZServiceRequestSchema)
  .query(async ({ ctx, input }) => toServiceRequestResponse(await getServiceRequest(ctx.db.prisma, ctx.caller, input.id)));

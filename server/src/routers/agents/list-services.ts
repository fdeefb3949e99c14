import { listBindings } from '../../domain/bindings.js';
import { userProcedure } from '../../trpc/init.js';
import { toBindingResponse } from './binding.types.js';
import { listServicesMeta, ZListServicesRequestSchema, ZListServicesResponseSchema } from './list-services.types.js';

export const listServicesRoute = userProcedure
  .meta(listServicesMeta)
  .input(ZListServicesRequestSchema)
  .output(ZListServicesResponseSchema)
  .query(async ({ ctx, input }) => ({
    data: (await listBindings(ctx.db.prisma, ctx.caller.orgId, input.id)).map(toBindingResponse),
    next_cursor: null,
  }));

import { listBindings } from '../../domain/agents/bindings.js';
import { userProcedure } from '../../trpc/init.js';
import { toBindingResponse } from './binding.types.js';
import { listBindingsMeta, ZListBindingsRequestSchema, ZListBindingsResponseSchema } from './list-bindings.types.js';

export const listBindingsRoute = userProcedure
  .meta(listBindingsMeta)
  .input(ZListBindingsRequestSchema)
  .output(ZListBindingsResponseSchema)
  .query(async ({ ctx, input }) => ({
    data: (await listBindings(ctx.db.prisma, ctx.caller.orgId, input.id)).map(toBindingResponse),
    next_cursor: null,
  }));

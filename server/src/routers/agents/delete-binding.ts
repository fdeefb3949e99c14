import { z } from 'zod';
import { removeBinding } from '../../domain/agents/bindings.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { deleteBindingMeta, ZDeleteBindingRequestSchema } from './delete-binding.types.js';

export const deleteBindingRoute = userProcedure
  .meta(deleteBindingMeta)
  .input(ZDeleteBindingRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await removeBinding(ctx.db.prisma, ctx.caller.orgId, input.id, input.operation, userAuditContext(ctx));
  });

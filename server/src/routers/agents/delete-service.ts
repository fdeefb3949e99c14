import { z } from 'zod';
import { removeBinding } from '../../domain/bindings.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { deleteServiceMeta, ZDeleteServiceRequestSchema } from './delete-service.types.js';

export const deleteServiceRoute = userProcedure
  .meta(deleteServiceMeta)
  .input(ZDeleteServiceRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await removeBinding(ctx.db.prisma, ctx.caller.orgId, input.id, input.operation, userAuditContext(ctx));
  });

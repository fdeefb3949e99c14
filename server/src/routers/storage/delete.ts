import { z } from 'zod';
import { deleteObject } from '../../domain/storage/objects.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { deleteStorageObjectMeta } from './delete.types.js';
import { ZStorageObjectRequestSchema } from './get.types.js';

export const deleteStorageObjectRoute = userProcedure
  .meta(deleteStorageObjectMeta)
  .input(ZStorageObjectRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deleteObject(ctx.db.prisma, ctx.caller.orgId, input.id, userAuditContext(ctx));
  });

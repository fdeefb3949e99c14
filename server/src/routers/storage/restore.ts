import { restoreObject } from '../../domain/storage/objects.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { ZStorageObjectRequestSchema } from './get.types.js';
import { restoreStorageObjectMeta, ZRestoreStorageObjectResponseSchema } from './restore.types.js';
import { toStorageObjectResponse } from './storage-object.types.js';

export const restoreStorageObjectRoute = userProcedure
  .meta(restoreStorageObjectMeta)
  .input(ZStorageObjectRequestSchema)
  .output(ZRestoreStorageObjectResponseSchema)
  .mutation(async ({ ctx, input }) =>
    toStorageObjectResponse(await restoreObject(ctx.db.prisma, ctx.config, ctx.caller.orgId, input.id, userAuditContext(ctx))),
  );

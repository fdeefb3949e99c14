import { getObject } from '../../domain/storage/objects.js';
import { userProcedure } from '../../trpc/init.js';
import { getStorageObjectMeta, ZGetStorageObjectResponseSchema, ZStorageObjectRequestSchema } from './get.types.js';
import { toStorageObjectResponse } from './storage-object.types.js';

export const getStorageObjectRoute = userProcedure
  .meta(getStorageObjectMeta)
  .input(ZStorageObjectRequestSchema)
  .output(ZGetStorageObjectResponseSchema)
  .query(async ({ ctx, input }) => toStorageObjectResponse(await getObject(ctx.db.prisma, ctx.config, ctx.caller.orgId, input.id)));

import { listObjects } from '../../domain/storage/objects.js';
import { userProcedure } from '../../trpc/init.js';
import { listStorageObjectsMeta, ZListStorageObjectsRequestSchema, ZListStorageObjectsResponseSchema } from './list.types.js';
import { toStorageObjectResponse } from './storage-object.types.js';

export const listStorageObjectsRoute = userProcedure
  .meta(listStorageObjectsMeta)
  .input(ZListStorageObjectsRequestSchema)
  .output(ZListStorageObjectsResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listObjects(ctx.db.prisma, ctx.caller.workspaceId, { prefix: input.prefix, deleted: input.deleted === 'true' }, input);
    return { data: page.data.map(toStorageObjectResponse), next_cursor: page.nextCursor };
  });

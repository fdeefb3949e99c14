import { z } from 'zod';
import { assertDownloadable, getObject } from '../../domain/storage/objects.js';
import { objectStoreOf } from '../../domain/storage/object-store.js';
import { userProcedure } from '../../trpc/init.js';
import { downloadStorageObjectMeta, ZDownloadStorageObjectResponseSchema } from './download.types.js';
import { ZStorageObjectIdSchema } from './storage-object.types.js';

export const downloadStorageObjectRoute = userProcedure
  .meta(downloadStorageObjectMeta)
  .input(z.strictObject({ id: ZStorageObjectIdSchema }))
  .output(ZDownloadStorageObjectResponseSchema)
  .query(async ({ ctx, input }) => {
    const object = await getObject(ctx.db.prisma, ctx.config, ctx.caller.orgId, input.id);
    assertDownloadable(object);
    return { location: (await objectStoreOf(ctx.config).downloadUrl(object, ctx.publicUrl)).url };
  });

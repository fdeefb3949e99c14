import { z } from 'zod';
import { assertDownloadable, getObject } from '../../domain/storage/objects.js';
import { signObjectUrl } from '../../domain/storage/signed-urls.js';
import { userProcedure } from '../../trpc/init.js';
import { downloadStorageObjectMeta, ZDownloadStorageObjectResponseSchema } from './download.types.js';
import { ZStorageObjectIdSchema } from './storage-object.types.js';

export const downloadStorageObjectRoute = userProcedure
  .meta(downloadStorageObjectMeta)
  .input(z.strictObject({ id: ZStorageObjectIdSchema }))
  .output(ZDownloadStorageObjectResponseSchema)
  .query(async ({ ctx, input }) => {
    const object = await getObject(ctx.db.prisma, ctx.caller.orgId, input.id);
    assertDownloadable(object);
    return { location: signObjectUrl(ctx.config, ctx.publicUrl, 'GET', object.id).url };
  });

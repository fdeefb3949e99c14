import { createObject } from '../../domain/storage/objects.js';
import { objectStoreOf } from '../../domain/storage/object-store.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { createStorageObjectMeta, ZCreateStorageObjectRequestSchema, ZCreateStorageObjectResponseSchema } from './create.types.js';
import { toStorageObjectResponse } from './storage-object.types.js';

export const createStorageObjectRoute = userProcedure
  .meta(createStorageObjectMeta)
  .input(ZCreateStorageObjectRequestSchema)
  .output(ZCreateStorageObjectResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const store = objectStoreOf(ctx.config);
    // A server that cannot sign URLs (501) creates nothing.
    store.assertReady();
    const object = await createObject(
      ctx.db.prisma,
      ctx.config,
      ctx.caller,
      { key: input.key, contentType: input.content_type, size: input.size, sha256: input.sha256 },
      userAuditContext(ctx),
    );
    const upload = await store.uploadUrl(object, ctx.publicUrl);
    return { object: toStorageObjectResponse(object), upload_url: upload.url, upload_expires_at: upload.expiresAt.toISOString() };
  });

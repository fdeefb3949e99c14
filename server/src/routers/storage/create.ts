import { createObject } from '../../domain/storage/objects.js';
import { assertCanSign, signObjectUrl } from '../../domain/storage/signed-urls.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { createStorageObjectMeta, ZCreateStorageObjectRequestSchema, ZCreateStorageObjectResponseSchema } from './create.types.js';
import { toStorageObjectResponse } from './storage-object.types.js';

export const createStorageObjectRoute = userProcedure
  .meta(createStorageObjectMeta)
  .input(ZCreateStorageObjectRequestSchema)
  .output(ZCreateStorageObjectResponseSchema)
  .mutation(async ({ ctx, input }) => {
    // A server that cannot sign URLs (501) creates nothing.
    assertCanSign(ctx.config);
    const object = await createObject(
      ctx.db.prisma,
      ctx.config,
      ctx.caller,
      { key: input.key, contentType: input.content_type, size: input.size, sha256: input.sha256 },
      userAuditContext(ctx),
    );
    const upload = signObjectUrl(ctx.config, ctx.publicUrl, 'PUT', object.id);
    return { object: toStorageObjectResponse(object), upload_url: upload.url, upload_expires_at: upload.expiresAt.toISOString() };
  });

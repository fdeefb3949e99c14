import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { STORAGE_ACCESS } from './storage-object.types.js';

export const ZDownloadStorageObjectResponseSchema = z.object({ location: z.string().max(4096) });

export const downloadStorageObjectMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/storage/objects/{id}/download',
    tags: ['Storage'],
    summary: "Download an object's bytes",
    description: `302 to a signed URL of the object's bytes, good for PROCTOR_STORAGE_URL_SECONDS (15 minutes by default) and for this object only: follow it with no other credential (\`curl -L\`). The bytes come with the object's content type, its key's last segment as an attachment's file name, and a sandboxing Content-Security-Policy. An object not yet uploaded, or deleted, is 409 (restore it first); one deleted more than 7 days ago 410. A changed or expired URL is 403. The SDKs give the signed URL without following it (\`storage.objects.downloadUrl\`, Python \`download_url\`) and the bytes as a stream (\`storage.objects.download\`). ${STORAGE_ACCESS}`,
    errorResponses: {
      409: 'The object has no bytes yet, or is deleted (`conflict`)',
      410: 'The object was deleted more than 7 days ago (`gone`)',
      501: 'The server holds no encryption key to sign URLs with (`not_configured`)',
    },
  },
  auth: MEMBER_SESSIONS,
  successStatus: 302,
  // A redirect (openapi/sdk.ts): the SDKs answer the signed URL (downloadUrl) or stream its bytes (download).
  sdk: { resource: ['storage', 'objects'], method: 'download' },
};

import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZTimestampSchema } from '../shared.types.js';
import { STORAGE_ACCESS, STORAGE_OBJECT_EXAMPLE, ZSha256Schema, ZStorageObjectSchema } from './storage-object.types.js';

export const ZCreateStorageObjectRequestSchema = z.strictObject({
  key: z.string().trim().min(1).max(1024).meta({ description: 'Its name in the workspace, e.g. `reports/2025/q1.pdf`; keys need not be unique' }),
  content_type: z
    .string()
    .trim()
    .regex(/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/, 'a media type, e.g. application/pdf')
    .max(255)
    .meta({ description: 'The media type it is downloaded with' }),
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).meta({ description: 'Its size in bytes: the upload must bring exactly this many' }),
  sha256: ZSha256Schema.optional().meta({ description: 'Optional: the SHA-256 the upload must have (64 lower-case hex digits)' }),
});

export const ZCreateStorageObjectResponseSchema = z
  .object({
    object: ZStorageObjectSchema,
    upload_url: z.string().max(4096).meta({ description: 'PUT the bytes here, with no other credential, before upload_expires_at' }),
    upload_expires_at: ZTimestampSchema,
  })
  .meta({ id: 'CreatedStorageObject' });

export const createStorageObjectMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/storage/objects',
    tags: ['Storage'],
    summary: 'Create an object and its upload URL',
    description: `Creates a \`pending\` object in the workspace you act in and answers (201) a presigned \`upload_url\`, good until \`upload_expires_at\` (PROCTOR_STORAGE_URL_SECONDS, 15 minutes by default): \`PUT\` the bytes there with no Authorization header and with the declared \`Content-Type\`; the signature in the URL is the credential. With an S3 store (S3_BUCKET) the URL is the store's own presigned URL, which signs the size and content type, and the object becomes \`available\` when it is next read (GET, download) or swept, once its size and hash are checked; what follows is the server's own store. The upload is streamed to disk and hashed as it arrives: more bytes than \`size\` are refused as they arrive (413), fewer, or a SHA-256 other than \`sha256\` when given, are 400; the object then stays \`pending\` and the same URL may be tried again. Once the bytes arrive whole it becomes \`available\` (the PUT answers 204 with the hash as ETag) and never changes; a second PUT is 409. A pending object never uploaded is removed once its URL has been expired that long again. Quotas per workspace, deleted objects not counted: more objects than PROCTOR_STORAGE_QUOTA_OBJECTS is 409 \`conflict\`, more bytes than PROCTOR_STORAGE_QUOTA_BYTES 413 \`quota_exceeded\`, each message giving the numbers. ${STORAGE_ACCESS} Audited as \`storage_object.created\`.`,
    errorResponses: {
      409: 'The workspace holds its quota of objects (`conflict`)',
      413: 'The object would pass the workspace\'s quota of bytes (`quota_exceeded`)',
      501: 'The server holds no encryption key to sign URLs with (`not_configured`)',
    },
  },
  auth: MEMBER_SESSIONS,
  sdk: { resource: ['storage', 'objects'], method: 'create' },
  successStatus: 201,
  examples: {
    request: { key: STORAGE_OBJECT_EXAMPLE.key, content_type: STORAGE_OBJECT_EXAMPLE.content_type, size: STORAGE_OBJECT_EXAMPLE.size },
    response: {
      object: { ...STORAGE_OBJECT_EXAMPLE, status: 'pending', sha256: null, uploaded_at: null },
      upload_url: `https://proctor.example.com/storage/files/${STORAGE_OBJECT_EXAMPLE.id}?expires=1736156700&signature=3q2-7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      upload_expires_at: '2025-01-06T09:45:00.000Z',
    },
  },
};

export type CreatedStorageObject = z.infer<typeof ZCreateStorageObjectResponseSchema>;

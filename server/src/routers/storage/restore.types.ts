import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { STORAGE_ACCESS, STORAGE_OBJECT_EXAMPLE, ZStorageObjectSchema } from './storage-object.types.js';

export const ZRestoreStorageObjectResponseSchema = ZStorageObjectSchema;

export const restoreStorageObjectMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/storage/objects/{id}/restore',
    tags: ['Storage'],
    summary: 'Restore a deleted object',
    description: `Within 7 days of its deletion, the object comes back as it was (pending or available), counted against the workspace's quotas again (409 \`conflict\` or 413 \`quota_exceeded\` when it no longer fits). After 7 days it is 410 \`gone\`, whether or not the purge job has removed its bytes yet; one not deleted is 409. ${STORAGE_ACCESS} Audited as \`storage_object.restored\`.`,
    errorResponses: {
      409: 'The object is not deleted, or the workspace holds its quota of objects (`conflict`)',
      410: 'The object was deleted more than 7 days ago (`gone`)',
      413: "The object would pass the workspace's quota of bytes (`quota_exceeded`)",
    },
  },
  auth: MEMBER_SESSIONS,
  sdk: { resource: ['storage', 'objects'], method: 'restore' },
  examples: { response: STORAGE_OBJECT_EXAMPLE },
};

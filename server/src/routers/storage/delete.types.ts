import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { STORAGE_ACCESS } from './storage-object.types.js';

export const deleteStorageObjectMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/storage/objects/{id}',
    tags: ['Storage'],
    summary: 'Delete an object (restorable for 7 days)',
    description: `Soft deletion: the object leaves the list and stops counting against the workspace's quotas; it can be restored for 7 days (POST /api/v1/storage/objects/{id}/restore), after which a background job purges its bytes. Deleting it again is 409, or 410 past the 7 days. ${STORAGE_ACCESS} Audited as \`storage_object.deleted\`; the purge as \`storage_object.purged\`.`,
    errorResponses: { 409: 'The object is deleted already (`conflict`)', 410: 'The object was deleted more than 7 days ago (`gone`)' },
  },
  auth: MEMBER_SESSIONS,
  sdk: { resource: ['storage', 'objects'], method: 'delete' },
  successStatus: 204,
};

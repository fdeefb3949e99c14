import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { STORAGE_ACCESS, STORAGE_OBJECT_EXAMPLE, ZStorageObjectIdSchema, ZStorageObjectSchema } from './storage-object.types.js';

export const ZStorageObjectRequestSchema = z.strictObject({ id: ZStorageObjectIdSchema });

export const getStorageObjectMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/storage/objects/{id}',
    tags: ['Storage'],
    summary: 'One stored object',
    description: `An object of the organization in any state: pending, available, deleted (with \`restorable_until\`) or purged. Another organization's is 404. ${STORAGE_ACCESS}`,
  },
  auth: MEMBER_SESSIONS,
  sdk: { resource: ['storage', 'objects'], method: 'retrieve' },
  examples: { response: STORAGE_OBJECT_EXAMPLE },
};

export { ZStorageObjectSchema as ZGetStorageObjectResponseSchema };

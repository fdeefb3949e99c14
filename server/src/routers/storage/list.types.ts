import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { STORAGE_ACCESS, STORAGE_OBJECT_EXAMPLE, ZStorageObjectSchema } from './storage-object.types.js';

export const ZListStorageObjectsRequestSchema = ZListRequestSchema('obj').extend({
  order: ZListOrderSchema,
  prefix: z.string().max(1024).optional().meta({ description: 'Only objects whose key starts with this, taken literally (no wildcards)' }),
  deleted: z.enum(['true', 'false']).optional().meta({ description: '`true`: the deleted objects still restorable, rather than the live ones' }),
});

export const ZListStorageObjectsResponseSchema = ZPageSchema(ZStorageObjectSchema);

export const listStorageObjectsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/storage/objects',
    tags: ['Storage'],
    summary: "The workspace's stored objects",
    description: `The objects of the workspace you act in, pending and available, oldest first (\`order=desc\`: newest first), a page at a time (the SDKs iterate every page); with \`prefix\`, those whose key starts with it; with \`deleted=true\`, the deleted ones still restorable instead. ${STORAGE_ACCESS}`,
  },
  auth: MEMBER_SESSIONS,
  sdk: { resource: ['storage', 'objects'], method: 'list' },
  examples: { response: page(STORAGE_OBJECT_EXAMPLE) },
};

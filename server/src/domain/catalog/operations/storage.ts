import { z } from 'zod';
import { defineInternalOperation, perRequest } from '../define.js';
import { ZIdSchema, ZLabelSchema } from '../../bounded.js';

/**
 * The most bytes one storage.put_object or storage.get_object moves: the object travels inside the
 * request's payload or result (base64 a third larger), which must fit the request body limit
 * (PROCTOR_MAX_BODY_BYTES, 1 MiB by default). Bigger objects go through the storage API's signed URLs.
 */
export const STORAGE_OPERATION_MAX_BYTES = 512 * 1024;
const BASE64_MAX_LENGTH = Math.ceil(STORAGE_OPERATION_MAX_BYTES / 3) * 4;

const ZContentTypeSchema = z
  .string()
  .regex(/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/, 'a media type, e.g. application/pdf')
  .max(255);

const ZObjectFieldsSchema = {
  object_id: ZIdSchema.meta({ description: 'The stored object (obj_…)' }),
  key: z.string().max(1024).meta({ description: 'Its name in the workspace' }),
  content_type: ZLabelSchema,
  size: z.number().int().min(0).meta({ description: 'Its size in bytes' }),
  sha256: z.string().max(64).meta({ description: 'The SHA-256 of its bytes, hex' }),
};

export const ZStoragePutPayloadSchema = z
  .strictObject({
    key: z.string().trim().min(1).max(1024).meta({ description: 'Its name in the workspace, e.g. `reports/2025/q1.txt`; keys need not be unique' }),
    content_type: ZContentTypeSchema.meta({ description: 'The media type it is downloaded with, e.g. `text/plain` or `image/png`' }),
    text: z.string().max(STORAGE_OPERATION_MAX_BYTES).optional().meta({ description: `The content as text, stored as UTF-8: give this or \`content_base64\`, at most ${STORAGE_OPERATION_MAX_BYTES} bytes` }),
    content_base64: z.base64().max(BASE64_MAX_LENGTH).optional().meta({ description: `The content's bytes, base64: give this or \`text\`, at most ${STORAGE_OPERATION_MAX_BYTES} bytes` }),
  })
  .refine((payload) => (payload.text === undefined) !== (payload.content_base64 === undefined), { message: 'give exactly one of text and content_base64', path: ['text'] })
  .refine((payload) => Buffer.byteLength(payload.text ?? '', 'utf8') <= STORAGE_OPERATION_MAX_BYTES, {
    message: `text is more than ${STORAGE_OPERATION_MAX_BYTES} bytes in UTF-8`,
    path: ['text'],
  });

export const ZStoragePutResultSchema = z.object(ZObjectFieldsSchema);

export const ZStorageGetPayloadSchema = z.strictObject({
  object_id: ZIdSchema.min(1).meta({ description: "The stored object (obj_…), of the agent's workspace" }),
  as: z.enum(['text', 'base64']).default('base64').meta({ description: '`text`: the bytes decoded as UTF-8 (for text objects); `base64`: the bytes as they are' }),
});

export const ZStorageGetResultSchema = z.object({
  ...ZObjectFieldsSchema,
  text: z.string().max(STORAGE_OPERATION_MAX_BYTES).optional().meta({ description: 'The content decoded as UTF-8, when asked `as: text`' }),
  content_base64: z.string().max(BASE64_MAX_LENGTH).optional().meta({ description: 'The content, base64, when asked `as: base64`' }),
});

export type StoragePutPayload = z.infer<typeof ZStoragePutPayloadSchema>;
export type StoragePutResult = z.infer<typeof ZStoragePutResultSchema>;
export type StorageGetPayload = z.infer<typeof ZStorageGetPayloadSchema>;
export type StorageGetResult = z.infer<typeof ZStorageGetResultSchema>;

const SCOPE =
  "Only the objects of the agent's own workspace: another workspace's or organization's object, or none, ends blocked resource_not_granted, nothing debited. " +
  'A test key acts on the same stored objects as a live one, for free (they are the organization’s own data, not a provider’s).';

export const storagePutObject = defineInternalOperation<StoragePutPayload, StoragePutResult>({
  operation: 'storage.put_object',
  service: 'storage',
  name: 'Store an object',
  description: `Stores a small object (text or base64, at most ${STORAGE_OPERATION_MAX_BYTES} bytes) in the agent's workspace, as POST /api/v1/storage/objects and its upload would, within the workspace's storage quotas (PROCTOR_STORAGE_QUOTA_BYTES, PROCTOR_STORAGE_QUOTA_OBJECTS: passing one fails the request), audited as storage_object.created by the agent. ${SCOPE}`,
  payload: ZStoragePutPayloadSchema,
  result: ZStoragePutResultSchema,
  pricing: perRequest(1),
  async: false,
  requiresConnectedApp: null,
  liveProvider: "Proctor itself: the organization's stored objects (an internal operation)",
  liveSettings: [],
  examples: [{ description: 'Keep a summary', payload: { key: 'summaries/2025-06-01.txt', content_type: 'text/plain', text: 'Three refunds, one escalation.' } }],
  sandboxFailures: [{ description: "An object past the workspace's storage quota fails", payload: { key: 'big.bin', content_type: 'application/octet-stream', content_base64: 'AAAA' } }],
  // Its handler, putAgentObject (storage/object-operations.ts), is registered at start-up (catalog/internal.ts).
  internal: true,
});

export const storageGetObject = defineInternalOperation<StorageGetPayload, StorageGetResult>({
  operation: 'storage.get_object',
  service: 'storage',
  name: 'Read an object',
  description: `Reads a stored object of the agent's workspace whole, as text or base64: at most ${STORAGE_OPERATION_MAX_BYTES} bytes (a bigger one fails; a person downloads it through GET /api/v1/storage/objects/{id}/download). One not uploaded or deleted fails. ${SCOPE}`,
  payload: ZStorageGetPayloadSchema,
  result: ZStorageGetResultSchema,
  pricing: perRequest(1),
  async: false,
  requiresConnectedApp: null,
  liveProvider: "Proctor itself: the organization's stored objects (an internal operation)",
  liveSettings: [],
  examples: [{ description: 'Read a stored note', payload: { object_id: 'obj_01jh0xb7d9f1h3k5m7p9r1t3v5', as: 'text' } }],
  sandboxFailures: [{ description: "An object not in the agent's workspace ends blocked (resource_not_granted)", payload: { object_id: 'obj_unknown', as: 'base64' } }],
  // Its handler, getAgentObject (storage/object-operations.ts), is registered at start-up (catalog/internal.ts).
  internal: true,
});

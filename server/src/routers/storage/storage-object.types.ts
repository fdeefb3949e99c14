import { z } from 'zod';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';
import { objectState, restorableUntil, type StorageObject } from '../../domain/storage/objects.js';
import { CREATED_AT, USER_ID } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';

export const ZStorageObjectIdSchema = ZIdSchema.min(1).meta({ description: 'Stored object id (obj_…)' });

export const ZSha256Schema = z
  .string()
  .max(64)
  .regex(/^[0-9a-f]{64}$/, 'a SHA-256 in 64 lower-case hex digits')
  .meta({ description: 'SHA-256 of the bytes, 64 lower-case hex digits' });

export const ZStorageObjectSchema = z
  .object({
    id: ZIdSchema,
    key: ZLabelSchema.meta({ description: 'Its name in the workspace, as given; never a path on the server' }),
    content_type: ZLabelSchema.meta({ description: 'The media type it is downloaded with' }),
    size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).meta({ description: 'Its size in bytes, as declared and, once available, as uploaded' }),
    sha256: ZSha256Schema.nullable().meta({ description: 'The SHA-256 declared at creation (checked on upload), or computed on upload; null while pending without one' }),
    status: z.enum(['pending', 'available', 'deleted', 'purged']).meta({
      description: 'pending: its bytes have not arrived whole at upload_url; available: downloadable; deleted: restorable until restorable_until; purged: deleted more than 7 days ago, its bytes gone',
    }),
    workspace_id: ZIdSchema,
    created_by: ZLabelSchema.nullable().meta({ description: 'The user id of its creator' }),
    created_at: ZTimestampSchema,
    uploaded_at: ZTimestampSchema.nullable().meta({ description: 'When its bytes arrived; null while pending' }),
    deleted_at: ZTimestampSchema.nullable(),
    restorable_until: ZTimestampSchema.nullable().meta({ description: 'For a deleted object, the end of its 7 days of restore; null otherwise' }),
  })
  .meta({ id: 'StorageObject' });

export type StorageObjectResponse = z.infer<typeof ZStorageObjectSchema>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toStorageObjectResponse(object: StorageObject): StorageObjectResponse {
  return {
    id: object.id,
    key: object.key,
    content_type: object.contentType,
    size: Number(object.size),
    sha256: object.sha256,
    status: objectState(object),
    workspace_id: object.workspaceId,
    created_by: object.createdBy,
    created_at: object.createdAt.toISOString(),
    uploaded_at: iso(object.uploadedAt),
    deleted_at: iso(object.deletedAt),
    restorable_until: iso(restorableUntil(object)),
  };
}

export const STORAGE_OBJECT_EXAMPLE: StorageObjectResponse = {
  id: 'obj_01jh0xv4b6d8f0h2k4m6p8r0t2',
  key: 'reports/2025/q1.pdf',
  content_type: 'application/pdf',
  size: 48_213,
  sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  status: 'available',
  workspace_id: 'wsp_01jh0x5q3v9c2m7k8r4t6w1y0a',
  created_by: USER_ID,
  created_at: CREATED_AT,
  uploaded_at: CREATED_AT,
  deleted_at: null,
  restorable_until: null,
};

/** Said by every storage operation: who may call it. */
export const STORAGE_ACCESS = 'Browser session only, as the spec says (a personal token is 403); members and up.';

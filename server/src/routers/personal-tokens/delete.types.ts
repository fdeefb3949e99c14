import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZTokenIdSchema } from './personal-token.types.js';

export const ZDeletePersonalTokenRequestSchema = z.strictObject({ id: ZTokenIdSchema });

export const deletePersonalTokenMeta: ProcedureMeta = {
  openapi: { method: 'DELETE', path: '/v1/personal-tokens/{id}', tags: ['Personal tokens'], summary: 'Revoke and delete a token' },
  auth: { credentials: ['session'], role: 'admin' },
  successStatus: 204,
};
